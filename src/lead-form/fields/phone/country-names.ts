/**
 * Country names in the form's language: the browser's own (Intl.DisplayNames) when it has
 * them, else the names the server printed in the select (plugin/data/countries.json in the
 * form's locale).
 */

/**
 * A function naming an ISO country in `locale`, or null when the browser cannot.
 *
 * @param locale The form's locale (e.g. pt-BR).
 */
export function regionNamer(
	locale: string
): ( ( code: string ) => string | null ) | null {
	if ( typeof Intl === 'undefined' || ! ( 'DisplayNames' in Intl ) ) {
		return null;
	}
	try {
		const names = new Intl.DisplayNames( [ locale ], {
			type: 'region',
			fallback: 'none',
		} );
		return ( code ) => names.of( code ) ?? null;
	} catch {
		return null;
	}
}

/**
 * Renames a country select's options with the browser's names and sorts them by name in
 * the form's language; options the browser cannot name keep the server's text.
 *
 * @param select The country select.
 * @param locale The form's locale.
 */
export function localizeCountryOptions(
	select: HTMLSelectElement,
	locale: string
): void {
	const name = regionNamer( locale );
	if ( ! name ) {
		return;
	}
	const selected = select.value;
	const options = Array.from( select.options ).filter(
		( option ) => option.value !== ''
	);
	for ( const option of options ) {
		option.textContent = name( option.value ) ?? option.textContent;
	}
	const collator = new Intl.Collator( [ locale ] );
	options
		.sort( ( a, b ) =>
			collator.compare( a.textContent ?? '', b.textContent ?? '' )
		)
		.forEach( ( option ) => select.appendChild( option ) );
	select.value = selected;
}
