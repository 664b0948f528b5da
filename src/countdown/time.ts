/**
 * Countdown arithmetic: pure functions of two instants.
 *
 * The target is an absolute instant (ISO 8601 with an offset), so the remaining time is a
 * difference of epoch milliseconds and does not depend on the visitor's time zone or on
 * daylight-saving changes between now and then. A "day" is 24 hours of elapsed time.
 */

/** The display changes once a second (spec: countdown tick 1000 ms). */
export const TICK_MS = 1000;

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86400;

/**
 * ISO 8601 date-time with a mandatory offset: 2025-03-01T09:30:00-03:00, ...Z, optional
 * seconds and fraction. Without an offset the instant would depend on the reader's zone.
 */
const ISO_WITH_OFFSET =
	/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Time left, split into the units the countdown shows. */
export interface Remaining {
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
	/** Whole seconds left, rounded up: 0 only once the target has been reached. */
	totalSeconds: number;
	/** True once the target instant has been reached. */
	ended: boolean;
}

/**
 * Reads a target instant.
 *
 * @param value ISO 8601 date-time with an offset.
 * @return Epoch milliseconds, or null when the value is empty or not a valid instant.
 */
export function parseTarget( value: string | null | undefined ): number | null {
	if ( ! value ) {
		return null;
	}
	const match = ISO_WITH_OFFSET.exec( value.trim() );
	if ( ! match ) {
		return null;
	}
	const [ , year, month, day, hour, minute, second = '00' ] = match;
	// Date.parse would roll 2025-02-30 over to March; reject impossible calendar fields.
	const fields = new Date(
		Date.UTC( Number( year ), Number( month ) - 1, Number( day ) )
	);
	if (
		fields.getUTCMonth() !== Number( month ) - 1 ||
		fields.getUTCDate() !== Number( day ) ||
		Number( hour ) > 23 ||
		Number( minute ) > 59 ||
		Number( second ) > 59
	) {
		return null;
	}
	const epoch = Date.parse( value.trim() );
	return Number.isFinite( epoch ) ? epoch : null;
}

/**
 * Splits the time between now and the target into days, hours, minutes and seconds.
 *
 * Seconds are rounded up, so the display reads 00:00:00:00 exactly when the target is
 * reached, never a second early; a target in the past gives zeros everywhere.
 *
 * @param targetMs Target instant, epoch ms.
 * @param nowMs    Current instant, epoch ms.
 */
export function remainingUntil( targetMs: number, nowMs: number ): Remaining {
	const totalSeconds = Math.max(
		0,
		Math.ceil( ( targetMs - nowMs ) / 1000 )
	);
	return {
		days: Math.floor( totalSeconds / SECONDS_PER_DAY ),
		hours: Math.floor(
			( totalSeconds % SECONDS_PER_DAY ) / SECONDS_PER_HOUR
		),
		minutes: Math.floor(
			( totalSeconds % SECONDS_PER_HOUR ) / SECONDS_PER_MINUTE
		),
		seconds: totalSeconds % SECONDS_PER_MINUTE,
		totalSeconds,
		ended: totalSeconds === 0,
	};
}

/**
 * How long to wait before the display next changes: until the next whole second before
 * the target, so ticks stay aligned and do not drift however late a timer fires.
 *
 * @param targetMs Target instant, epoch ms.
 * @param nowMs    Current instant, epoch ms.
 * @return Milliseconds (1 to 1000), or null once the target is reached (stop ticking).
 */
export function msUntilNextTick(
	targetMs: number,
	nowMs: number
): number | null {
	const left = targetMs - nowMs;
	if ( left <= 0 ) {
		return null;
	}
	return left % TICK_MS || TICK_MS;
}

/**
 * Two-digit display of a unit; days may need more digits and keep them all.
 *
 * @param value Non-negative integer.
 */
export function pad( value: number ): string {
	return String( value ).padStart( 2, '0' );
}
