/**
 * Where a conversion happened: the page address without query string or hash (a query may
 * carry personal data or tracking ids) and the host without protocol, port or `www.`.
 */

/** The place fields of a conversion. */
export interface ConversionPlace {
	conversion_url: string;
	conversion_domain: string;
}

/**
 * The conversion_url and conversion_domain of a page.
 *
 * @param location The page's location (window.location, a URL, anything with an href).
 */
export function conversionPlace(
	location: Pick< Location, 'href' >
): ConversionPlace {
	const url = new URL( location.href );
	return {
		conversion_url: `${ url.origin }${ url.pathname }`,
		conversion_domain: url.hostname.toLowerCase().replace( /^www\./, '' ),
	};
}
