/**
 * The runtime's own texts. Like the field messages (which come with the form's published
 * rules), they are the server's, in the form's own locale, published in the form's props
 * (Farol\LeadForm\Forms\RuntimeTexts): the runtime speaks the form's language on a WordPress
 * page and through the embed script on any other site, with no translation catalogue here.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

export const runtimeTexts = z.object( {
	/** The alert of a form that no longer takes conversions. */
	unavailable: z.string(),
	/** The error container's text after a failed send. */
	failed: z.string(),
	/** The city list's accessible name. */
	cities: z.string(),
	/** Announced when no city matches. */
	no_city: z.string(),
	/** Announced when one city matches (`{n}`: the count). */
	city_found: z.string(),
	/** Announced when several cities match (`{n}`: the count). */
	cities_found: z.string(),
} );

export type RuntimeTexts = z.output< typeof runtimeTexts >;

/**
 * What the city list announces for a number of matches.
 *
 * @param texts The form's runtime texts.
 * @param count How many cities match.
 */
export function citiesFoundText( texts: RuntimeTexts, count: number ): string {
	if ( count === 0 ) {
		return texts.no_city;
	}
	return ( count === 1 ? texts.city_found : texts.cities_found ).replace(
		'{n}',
		String( count )
	);
}
