/**
 * The browser cookies the widget reads and writes: core's commenter cookies, the comment form's
 * and social login's agreements (each kept 30 days), social login's error. One reader, one writer.
 */

/** An agreement's life in seconds: the comment form's and social login's are both kept 30 days. */
export const AGREEMENT_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * A cookie's value, null when absent. Decoded as core writes its commenter cookies (URI
 * encoding, `+` for a space); '' when it cannot be decoded.
 *
 * @param name The cookie's name.
 */
export function readCookie( name: string ): string | null {
	for ( const part of document.cookie.split( ';' ) ) {
		const [ key, ...value ] = part.trim().split( '=' );
		if ( key === name ) {
			try {
				return decodeURIComponent(
					value.join( '=' ).replace( /\+/g, ' ' )
				);
			} catch {
				return '';
			}
		}
	}
	return null;
}

/**
 * Writes a site-wide cookie (`max-age` 0 deletes it).
 *
 * @param name   The cookie's name.
 * @param value  Its value (written as is).
 * @param maxAge Its life, in seconds.
 */
export function writeCookie(
	name: string,
	value: string,
	maxAge: number
): void {
	document.cookie = `${ name }=${ value }; max-age=${ maxAge }; path=/; SameSite=Lax`;
}
