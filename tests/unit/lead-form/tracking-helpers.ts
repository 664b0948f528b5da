/**
 * Helpers of the tracking tests: jsdom's cookie jar is the browser's, so tests write and clear
 * real cookies, and move the page with history.pushState.
 */

/**
 * Deletes every cookie of the test document.
 */
export function clearCookies(): void {
	for ( const pair of document.cookie.split( ';' ) ) {
		const name = pair.split( '=' )[ 0 ]?.trim();
		if ( name ) {
			document.cookie = `${ name }=; Max-Age=0; path=/`;
		}
	}
}

/**
 * Sets a cookie as another script of the page would.
 *
 * @param name  Cookie name.
 * @param value Raw cookie value.
 */
export function setCookie( name: string, value: string ): void {
	document.cookie = `${ name }=${ value }; path=/`;
}

/**
 * Sets the document's referrer (read-only in jsdom otherwise).
 *
 * @param referrer The referrer, '' for none.
 */
export function setReferrer( referrer: string ): void {
	Object.defineProperty( document, 'referrer', {
		value: referrer,
		configurable: true,
	} );
}

/**
 * Installs (or, with undefined, removes) a stand-in of the WP Consent API's window function.
 *
 * @param granted Categories granted, or undefined for no API on the page.
 */
export function setConsentApi( granted: string[] | undefined ): void {
	const target = window as Window & {
		wp_has_consent?: ( category: string ) => boolean;
	};
	if ( granted === undefined ) {
		delete target.wp_has_consent;
		return;
	}
	target.wp_has_consent = ( category ) => granted.includes( category );
}
