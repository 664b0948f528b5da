/**
 * Converts between an absolute instant and the wall-clock time of the site's time zone.
 *
 * The editor's date picker works in wall-clock time ("2025-03-01 09:30"); the block stores an
 * absolute instant with the offset that zone had at that moment ("2025-03-01T09:30:00-03:00"),
 * so a visitor in any zone counts down to the same moment. The offset is looked up for the
 * target date itself, not for today, so daylight-saving changes in between are respected.
 */

/** A site time zone: an IANA name, or a fixed UTC offset when the site has no named zone. */
export type SiteZone = { name: string } | { offsetMinutes: number };

/** Wall-clock fields of one instant in one zone. */
interface WallFields {
	year: number;
	month: number;
	day: number;
	hour: number;
	minute: number;
	second: number;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map< string, Intl.DateTimeFormat >();

/**
 * A formatter that prints wall-clock fields of a zone (cached: building one is slow).
 *
 * @param name IANA zone name.
 */
function formatterFor( name: string ): Intl.DateTimeFormat {
	let formatter = formatters.get( name );
	if ( ! formatter ) {
		formatter = new Intl.DateTimeFormat( 'en-US', {
			timeZone: name,
			hourCycle: 'h23',
			year: 'numeric',
			month: 'numeric',
			day: 'numeric',
			hour: 'numeric',
			minute: 'numeric',
			second: 'numeric',
		} );
		formatters.set( name, formatter );
	}
	return formatter;
}

/**
 * Whether the runtime knows an IANA zone name.
 *
 * @param name Candidate zone name.
 */
export function isKnownZone( name: string ): boolean {
	try {
		formatterFor( name );
		return true;
	} catch {
		return false;
	}
}

/**
 * The site zone from WordPress' date settings (`wp.date.getSettings().timezone`): the named
 * zone when there is one the browser knows, otherwise the fixed offset in hours.
 *
 * @param timezone        WordPress timezone settings.
 * @param timezone.string IANA name ('' when the site uses a manual UTC offset).
 * @param timezone.offset Offset in hours, as a number or numeric string (e.g. -3, 5.5).
 */
export function zoneFromSettings( timezone: {
	string?: string;
	offset?: number | string;
} ): SiteZone {
	if ( timezone.string && isKnownZone( timezone.string ) ) {
		return { name: timezone.string };
	}
	const hours = Number( timezone.offset ?? 0 );
	return {
		offsetMinutes: Number.isFinite( hours ) ? Math.round( hours * 60 ) : 0,
	};
}

/**
 * Wall-clock fields of an instant in a zone.
 *
 * @param epochMs Instant.
 * @param zone    Zone.
 */
function wallFields( epochMs: number, zone: SiteZone ): WallFields {
	if ( 'offsetMinutes' in zone ) {
		const shifted = new Date( epochMs + zone.offsetMinutes * MINUTE_MS );
		return {
			year: shifted.getUTCFullYear(),
			month: shifted.getUTCMonth() + 1,
			day: shifted.getUTCDate(),
			hour: shifted.getUTCHours(),
			minute: shifted.getUTCMinutes(),
			second: shifted.getUTCSeconds(),
		};
	}
	const parts: Record< string, number > = {};
	for ( const part of formatterFor( zone.name ).formatToParts( epochMs ) ) {
		if ( part.type !== 'literal' ) {
			parts[ part.type ] = Number( part.value );
		}
	}
	return {
		year: parts.year ?? 1970,
		month: parts.month ?? 1,
		day: parts.day ?? 1,
		hour: parts.hour ?? 0,
		minute: parts.minute ?? 0,
		second: parts.second ?? 0,
	};
}

/**
 * The wall-clock fields read as if they were UTC, in epoch ms.
 *
 * @param fields Wall-clock fields.
 */
function fieldsAsUtc( fields: WallFields ): number {
	return Date.UTC(
		fields.year,
		fields.month - 1,
		fields.day,
		fields.hour,
		fields.minute,
		fields.second
	);
}

/**
 * The zone's UTC offset at an instant, in minutes (São Paulo today: -180).
 *
 * @param epochMs Instant.
 * @param zone    Zone.
 */
export function offsetMinutesAt( epochMs: number, zone: SiteZone ): number {
	if ( 'offsetMinutes' in zone ) {
		return zone.offsetMinutes;
	}
	const wholeSecond = Math.floor( epochMs / 1000 ) * 1000;
	return Math.round(
		( fieldsAsUtc( wallFields( wholeSecond, zone ) ) - wholeSecond ) /
			MINUTE_MS
	);
}

/**
 * The instant a wall-clock time names in a zone.
 *
 * Around daylight-saving changes a wall time may happen twice (clocks set back) or never
 * (clocks set forward). Like `Temporal`'s "compatible" rule: an ambiguous time is its first
 * occurrence, and a skipped time is read with the offset in force before the change, which
 * lands just after the gap (00:30 on a night that jumps from 00:00 to 01:00 becomes 01:30).
 *
 * @param wall Wall-clock time, `YYYY-MM-DDTHH:mm[:ss]` (extra characters ignored).
 * @param zone Zone.
 * @return Epoch ms, or null when the text is not a wall time.
 */
export function wallTimeToInstant(
	wall: string,
	zone: SiteZone
): number | null {
	const match = WALL_TIME.exec( wall );
	if ( ! match ) {
		return null;
	}
	const [ , year, month, day, hour, minute, second = '0' ] = match;
	const asUtc = Date.UTC(
		Number( year ),
		Number( month ) - 1,
		Number( day ),
		Number( hour ),
		Number( minute ),
		Number( second )
	);
	if ( ! Number.isFinite( asUtc ) ) {
		return null;
	}
	if ( 'offsetMinutes' in zone ) {
		return asUtc - zone.offsetMinutes * MINUTE_MS;
	}
	// Offsets change at most once a day: the ones a day before and after cover both sides.
	const before = offsetMinutesAt( asUtc - DAY_MS, zone );
	const after = offsetMinutesAt( asUtc + DAY_MS, zone );
	const valid = [ before, after ]
		.map( ( offset ) => asUtc - offset * MINUTE_MS )
		.filter(
			( candidate ) =>
				asUtc - offsetMinutesAt( candidate, zone ) * MINUTE_MS ===
				candidate
		);
	if ( valid.length > 0 ) {
		return Math.min( ...valid );
	}
	return asUtc - before * MINUTE_MS;
}

/**
 * Two-digit zero padding.
 *
 * @param value Non-negative integer.
 */
function two( value: number ): string {
	return String( value ).padStart( 2, '0' );
}

/**
 * The wall-clock time of an instant in a zone, as the date picker reads it.
 *
 * @param epochMs Instant.
 * @param zone    Zone.
 * @return `YYYY-MM-DDTHH:mm:ss`.
 */
export function instantToWallTime( epochMs: number, zone: SiteZone ): string {
	const f = wallFields( epochMs, zone );
	return `${ String( f.year ).padStart( 4, '0' ) }-${ two( f.month ) }-${ two(
		f.day
	) }T${ two( f.hour ) }:${ two( f.minute ) }:${ two( f.second ) }`;
}

/**
 * An instant written as ISO 8601 in a zone's wall-clock time with that zone's offset: the
 * form the block stores (readable, and absolute).
 *
 * @param epochMs Instant.
 * @param zone    Zone.
 * @return e.g. `2025-03-01T09:30:00-03:00`.
 */
export function toIsoWithOffset( epochMs: number, zone: SiteZone ): string {
	const offset = offsetMinutesAt( epochMs, zone );
	const sign = offset < 0 ? '-' : '+';
	const abs = Math.abs( offset );
	return `${ instantToWallTime( epochMs, zone ) }${ sign }${ two(
		Math.floor( abs / 60 )
	) }:${ two( abs % 60 ) }`;
}
