/**
 * The hidden tracking fields of a conversion, filled on submit:
 *
 * - traffic_source: the provider's `__trf.src` cookie when its own tracking set one; else
 *   Farol's first-touch cookie `farol_trf`; else this page view's source (traffic.ts). The
 *   first external source is remembered in `farol_trf` (the source text, 30 days) only when
 *   the visitor allows statistics or marketing;
 * - c_utmz: the classic analytics cookie `__utmz`, as it is, when present;
 * - client_id: the UUID inside the provider's visitor cookie (`_rdtrk`, else `rdtrk`); else
 *   Farol's own visitor id cookie `farol_cid` (a random UUID, one year), created only with
 *   statistics consent; else empty.
 */

/**
 * Internal dependencies
 */
import { hasConsent } from './consent';
import { readCookie, writeCookie } from './cookies';
import { detectTrafficSource } from './traffic';

/** The provider's traffic source cookie. */
export const PROVIDER_SOURCE_COOKIE = '__trf.src';
/** Farol's first-touch traffic source cookie. */
export const FIRST_TOUCH_COOKIE = 'farol_trf';
/** Farol's first-touch lifetime: 30 days, a usual attribution window. */
export const FIRST_TOUCH_MAX_AGE = 30 * 24 * 60 * 60;
/** The classic analytics campaign cookie. */
export const UTMZ_COOKIE = '__utmz';
/** The provider's visitor cookies, in order of preference. */
export const PROVIDER_CLIENT_COOKIES = [ '_rdtrk', 'rdtrk' ] as const;
/** Farol's own visitor id cookie. */
export const CLIENT_ID_COOKIE = 'farol_cid';
/** Farol's visitor id lifetime: one year. */
export const CLIENT_ID_MAX_AGE = 365 * 24 * 60 * 60;

/** The server's limits on these values (see conversion-contract.ts). */
const MAX_TRACKING = 1024;
const MAX_CLIENT_ID = 128;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The hidden tracking fields. */
export interface HiddenFieldValues {
	traffic_source: string;
	c_utmz: string;
	client_id: string;
}

/**
 * A random UUID (version 4).
 */
function randomUuid(): string {
	const cryptoApi = globalThis.crypto;
	if ( typeof cryptoApi?.randomUUID === 'function' ) {
		return cryptoApi.randomUUID();
	}
	const bytes = new Uint8Array( 16 );
	if ( typeof cryptoApi?.getRandomValues === 'function' ) {
		cryptoApi.getRandomValues( bytes );
	} else {
		bytes.forEach( ( _, i ) => {
			bytes[ i ] = Math.floor( Math.random() * 256 );
		} );
	}
	/* eslint-disable no-bitwise -- the version and variant bits of a UUID. */
	bytes[ 6 ] = ( ( bytes[ 6 ] ?? 0 ) & 0x0f ) | 0x40;
	bytes[ 8 ] = ( ( bytes[ 8 ] ?? 0 ) & 0x3f ) | 0x80;
	/* eslint-enable no-bitwise */
	const hex = Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
	return `${ hex.slice( 0, 8 ) }-${ hex.slice( 8, 12 ) }-${ hex.slice(
		12,
		16
	) }-${ hex.slice( 16, 20 ) }-${ hex.slice( 20 ) }`;
}

/**
 * The traffic source, remembering the first external one when consent allows.
 *
 * @param doc The document.
 */
function trafficSource( doc: Document ): string {
	const provider = readCookie( PROVIDER_SOURCE_COOKIE, doc );
	if ( provider ) {
		return provider;
	}
	const remembered = readCookie( FIRST_TOUCH_COOKIE, doc );
	if ( remembered ) {
		return remembered;
	}
	const detected = detectTrafficSource( doc.URL, doc.referrer );
	const source = detected.source.slice( 0, MAX_TRACKING );
	if (
		detected.external &&
		( hasConsent( 'statistics' ) || hasConsent( 'marketing' ) )
	) {
		writeCookie( FIRST_TOUCH_COOKIE, source, FIRST_TOUCH_MAX_AGE, doc );
	}
	return source;
}

/**
 * The visitor id: the provider's, else Farol's (created with statistics consent), else ''.
 *
 * @param doc The document.
 */
function clientId( doc: Document ): string {
	for ( const name of PROVIDER_CLIENT_COOKIES ) {
		const match = UUID.exec( readCookie( name, doc ) ?? '' );
		if ( match ) {
			return match[ 0 ].toLowerCase();
		}
	}
	const own = readCookie( CLIENT_ID_COOKIE, doc );
	if ( own && UUID.test( own ) ) {
		return own.slice( 0, MAX_CLIENT_ID );
	}
	if ( ! hasConsent( 'statistics' ) ) {
		return '';
	}
	const created = randomUuid();
	writeCookie( CLIENT_ID_COOKIE, created, CLIENT_ID_MAX_AGE, doc );
	return created;
}

/**
 * The values of the hidden tracking fields for a submission from this page.
 *
 * @param doc The document (defaults to the page's).
 */
export function hiddenFieldValues(
	doc: Document = document
): HiddenFieldValues {
	return {
		traffic_source: trafficSource( doc ),
		c_utmz: ( readCookie( UTMZ_COOKIE, doc ) ?? '' ).slice(
			0,
			MAX_TRACKING
		),
		client_id: clientId( doc ),
	};
}
