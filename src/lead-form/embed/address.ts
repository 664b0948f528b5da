/**
 * Where the embed script finds a form's template.
 */

/** The template route under a site's REST root. */
const TEMPLATE_ROUTE = '/wp-json/farol/v1/forms';

/**
 * The template route of the site serving the script (its plugin folder is under
 * `/wp-content/`); '' when the address says nothing.
 *
 * @param scriptSrc The embed script's address.
 */
export function defaultFormDomain( scriptSrc: string ): string {
	if ( scriptSrc === '' ) {
		return '';
	}
	const url = new URL( scriptSrc );
	const index = url.pathname.indexOf( '/wp-content/' );
	const base = index >= 0 ? url.pathname.slice( 0, index ) : '';
	return `${ url.origin }${ base }${ TEMPLATE_ROUTE }`;
}

/**
 * The template's address: `{formDomain}/{formId}`.
 *
 * @param formDomain Where the templates are.
 * @param formId     The form.
 */
export function templateUrl(
	formDomain: string,
	formId: string | number
): string {
	return `${ formDomain.replace( /\/+$/, '' ) }/${ encodeURIComponent(
		String( formId )
	) }`;
}
