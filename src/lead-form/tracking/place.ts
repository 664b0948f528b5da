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
 * @param location The page's location (window.location, or a URL in tests).
 */
export function conversionPlace(
	location: Pick< Location, 'origin' | 'pathname' | 'hostname' >
): ConversionPlace {
	return {
		conversion_url: `${ location.origin }${ location.pathname }`,
		conversion_domain: location.hostname
			.toLowerCase()
			.replace( /^www\./, '' ),
	};
}
