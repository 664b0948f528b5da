/**
 * A country's calling code. Brazil's is known at once; any other country's is asked of
 * libphonenumber-js, loaded on demand (the chunk the phone rules load too, so a form loads
 * its metadata once), tried twice (retryImport): when it cannot load, the promise rejects and
 * the field stays unmasked.
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../../../lib/bounded';

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
	// Destructured in the import's own `then`, so webpack's chunk holds only these two.
	const library = await retryImport( () =>
		import( 'libphonenumber-js/max' ).then(
			( { isSupportedCountry, getCountryCallingCode } ) => ( {
				isSupportedCountry,
				getCountryCallingCode,
			} )
		)
	);
	const code = library.isSupportedCountry( country )
		? String( library.getCountryCallingCode( country ) )
		: '';
	known.set( country, code );
	return code;
}
