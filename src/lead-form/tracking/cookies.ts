/**
 * First-party cookies, read and written the same way by every tracking part: values are
 * URI-encoded, cookies live on the whole site (`path=/`), are `SameSite=Lax`, and `Secure`
 * when the page itself is served over HTTPS.
 */

/** How a cookie is written. */
export interface CookieOptions {
	/** Lifetime in seconds; 0 or less deletes the cookie. */
	maxAge: number;
	/** Add the `Secure` attribute (the page is on HTTPS). */
	secure: boolean;
	/** The moment the lifetime counts from (tests pin it); defaults to now. */
	now?: number;
}

/**
 * The value of one cookie, URI-decoded, or null when the document has none of that name.
 * A value that is not valid URI encoding is returned as it is.
 *
 * @param name Cookie name.
 * @param doc  The document whose cookies are read.
 */
export function readCookie(
	name: string,
	doc: Document = document
): string | null {
	for ( const pair of doc.cookie.split( ';' ) ) {
		const at = pair.indexOf( '=' );
		const key = ( at < 0 ? pair : pair.slice( 0, at ) ).trim();
		if ( key !== name ) {
			continue;
		}
		const raw = at < 0 ? '' : pair.slice( at + 1 ).trim();
		try {
			return decodeURIComponent( raw );
		} catch {
			return raw;
		}
	}
	return null;
}

/**
 * The `Set-Cookie`-like string written to `document.cookie`: value URI-encoded (except `=`,
 * a valid cookie character, so base32 padding stays one byte), both
 * `Max-Age` and `Expires` (older browsers read only the latter), `path=/`, `SameSite=Lax`
 * and `Secure` when asked.
 *
 * @param name    Cookie name.
 * @param value   Cookie value (encoded here).
 * @param options Lifetime and security.
 */
export function cookieString(
	name: string,
	value: string,
	options: CookieOptions
): string {
	const maxAge = Math.max( 0, Math.floor( options.maxAge ) );
	const expires = new Date( ( options.now ?? Date.now() ) + maxAge * 1000 );
	const parts = [
		`${ name }=${ encodeURIComponent( value ).replace( /%3D/g, '=' ) }`,
		`Max-Age=${ maxAge }`,
		`Expires=${ expires.toUTCString() }`,
		'path=/',
		'SameSite=Lax',
	];
	if ( options.secure ) {
		parts.push( 'Secure' );
	}
	return parts.join( '; ' );
}

/**
 * Whether cookies written for this document should carry `Secure`.
 *
 * @param doc The document.
 */
export function isSecureDocument( doc: Document = document ): boolean {
	return doc.location?.protocol === 'https:';
}

/**
 * Writes (or, with a lifetime of 0, deletes) a first-party cookie.
 *
 * @param name   Cookie name.
 * @param value  Cookie value.
 * @param maxAge Lifetime in seconds.
 * @param doc    The document.
 */
export function writeCookie(
	name: string,
	value: string,
	maxAge: number,
	doc: Document = document
): void {
	doc.cookie = cookieString( name, value, {
		maxAge,
		secure: isSecureDocument( doc ),
	} );
}

/**
 * Deletes a first-party cookie written by writeCookie().
 *
 * @param name Cookie name.
 * @param doc  The document.
 */
export function deleteCookie( name: string, doc: Document = document ): void {
	writeCookie( name, '', 0, doc );
}
