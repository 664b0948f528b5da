/**
 * Where the visitor came from, as one short text (Farol's traffic_source format):
 *
 * - `utm:<source>[/<medium>[/<campaign>]]` when the page address carries UTM parameters
 *   (`utm:newsletter/email/black-friday`); a missing source reads `(not set)`;
 * - `organic:<engine>` for a referrer that is a search engine (`organic:google`);
 * - `social:<network>` for a referrer that is a social network (`social:facebook`);
 * - `referral:<host>` for any other site (`referral:blog.example.com`, without `www.`);
 * - `direct` without any of these, or when the referrer is the site itself.
 *
 * The provider's own tracking cookie `__trf.src` (an opaque value, sometimes `encoded_` +
 * base64 JSON) takes precedence when present: see hidden-fields.ts.
 */

/** Referrer hosts of search engines: host pattern → name. */
const SEARCH_ENGINES: ReadonlyArray< readonly [ RegExp, string ] > = [
	[ /(^|\.)google\.[a-z.]+$/, 'google' ],
	[ /(^|\.)bing\.com$/, 'bing' ],
	[ /(^|\.)yahoo\.[a-z.]+$/, 'yahoo' ],
	[ /(^|\.)duckduckgo\.com$/, 'duckduckgo' ],
	[ /(^|\.)yandex\.[a-z.]+$/, 'yandex' ],
	[ /(^|\.)baidu\.com$/, 'baidu' ],
	[ /(^|\.)ecosia\.org$/, 'ecosia' ],
	[ /(^|\.)search\.brave\.com$/, 'brave' ],
];

/** Referrer hosts of social networks and messengers: host pattern → name. */
const SOCIAL_NETWORKS: ReadonlyArray< readonly [ RegExp, string ] > = [
	[ /(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'facebook' ],
	[ /(^|\.)instagram\.com$/, 'instagram' ],
	[ /(^|\.)(twitter\.com|x\.com|t\.co)$/, 'twitter' ],
	[ /(^|\.)(linkedin\.com|lnkd\.in)$/, 'linkedin' ],
	[ /(^|\.)(youtube\.com|youtu\.be)$/, 'youtube' ],
	[ /(^|\.)pinterest\.[a-z.]+$/, 'pinterest' ],
	[ /(^|\.)tiktok\.com$/, 'tiktok' ],
	[ /(^|\.)reddit\.com$/, 'reddit' ],
	[ /(^|\.)(whatsapp\.com|wa\.me)$/, 'whatsapp' ],
	[ /(^|\.)(telegram\.org|t\.me)$/, 'telegram' ],
];

/** Longest UTM part kept (the whole value must fit the server's 1024 characters). */
const MAX_PART = 200;

/** A detected source and whether it describes the first touch (not internal navigation). */
export interface DetectedSource {
	source: string;
	/** False when the referrer is the site itself: nothing is learnt about the first touch. */
	external: boolean;
}

/**
 * The UTM source of a page address, or null without UTM parameters.
 *
 * @param url The page address.
 */
export function utmSource( url: URL ): string | null {
	const part = ( key: string ) =>
		( url.searchParams.get( key ) ?? '' )
			.trim()
			.replace( /\//g, '-' )
			.slice( 0, MAX_PART );
	const source = part( 'utm_source' );
	const medium = part( 'utm_medium' );
	const campaign = part( 'utm_campaign' );
	if ( source === '' && medium === '' && campaign === '' ) {
		return null;
	}
	const parts = [ source === '' ? '(not set)' : source ];
	if ( medium !== '' || campaign !== '' ) {
		parts.push( medium === '' ? '(not set)' : medium );
	}
	if ( campaign !== '' ) {
		parts.push( campaign );
	}
	return `utm:${ parts.join( '/' ) }`;
}

/**
 * The kind of an external referrer host.
 *
 * @param host Referrer host, lower case, without `www.`.
 */
export function referrerSource( host: string ): string {
	for ( const [ pattern, name ] of SEARCH_ENGINES ) {
		if ( pattern.test( host ) ) {
			return `organic:${ name }`;
		}
	}
	for ( const [ pattern, name ] of SOCIAL_NETWORKS ) {
		if ( pattern.test( host ) ) {
			return `social:${ name }`;
		}
	}
	return `referral:${ host }`;
}

/**
 * Parses an address, or null.
 *
 * @param address Any text.
 */
function parseUrl( address: string ): URL | null {
	try {
		return new URL( address );
	} catch {
		return null;
	}
}

/**
 * The host without `www.`, lower case.
 *
 * @param url An address.
 */
function bareHost( url: URL ): string {
	return url.hostname.toLowerCase().replace( /^www\./, '' );
}

/**
 * The traffic source of this page view: UTM parameters first, then the referrer, else direct.
 *
 * @param pageUrl  The page address (document.URL).
 * @param referrer The referrer (document.referrer, '' when none).
 */
export function detectTrafficSource(
	pageUrl: string,
	referrer: string
): DetectedSource {
	const page = parseUrl( pageUrl );
	const utm = page ? utmSource( page ) : null;
	if ( utm !== null ) {
		return { source: utm, external: true };
	}
	const from = parseUrl( referrer );
	if ( from === null || ! /^https?:$/.test( from.protocol ) ) {
		return { source: 'direct', external: true };
	}
	if ( page !== null && bareHost( from ) === bareHost( page ) ) {
		return { source: 'direct', external: false };
	}
	return { source: referrerSource( bareHost( from ) ), external: true };
}
