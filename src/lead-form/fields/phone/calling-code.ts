/**
 * A country's calling code. Brazil's is known at once; any other country's is asked of
 * libphonenumber-js, loaded on demand (the chunk the phone rules load too, so a form loads
 * its metadata once).
 */

const known = new Map< string, string >( [ [ 'BR', '55' ] ] );

/**
 * The calling code of an ISO 3166-1 alpha-2 country ('' when it has none).
 *
 * @param country The country.
 */
export async function callingCodeOf( country: string ): Promise< string > {
	const cached = known.get( country );
	if ( cached !== undefined ) {
		return cached;
	}
	const library = await import( 'libphonenumber-js/max' );
	const code = library.isSupportedCountry( country )
		? String( library.getCountryCallingCode( country ) )
		: '';
	known.set( country, code );
	return code;
}
