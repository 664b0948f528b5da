/**
 * Calling codes without the phone library: the small table generated from the pinned
 * libphonenumber-js max metadata (./calling-codes.ts, tools/phone/metadata.js). What the
 * runtime needs before any metadata is loaded: a country's calling code (the mask), the
 * calling code a number starts with, and which metadata chunk a number needs.
 */
/**
 * Internal dependencies
 */
import { COUNTRY_CODES, NON_GEOGRAPHIC } from './calling-codes';

let byCountry: Map< string, string > | null = null;
let all: Set< string > | null = null;

function countries(): Map< string, string > {
	if ( ! byCountry ) {
		byCountry = new Map(
			COUNTRY_CODES.split( ' ' ).map( ( entry ) => [
				entry.slice( 0, 2 ),
				entry.slice( 2 ),
			] )
		);
	}
	return byCountry;
}

function codes(): Set< string > {
	if ( ! all ) {
		all = new Set( [
			...countries().values(),
			...NON_GEOGRAPHIC.split( ' ' ),
		] );
	}
	return all;
}

/**
 * The calling code of an ISO 3166-1 alpha-2 country the metadata knows, else null
 * (libphonenumber's isSupportedCountry + getCountryCallingCode).
 *
 * @param country The country, e.g. 'BR'.
 */
export function countryCallingCode( country: string ): string | null {
	return countries().get( country ) ?? null;
}

/**
 * The supported calling code (1 to 3 digits) that `digits` starts with, or null: country
 * calling codes and the non-geographic ones (800, 870, 882...), as the server's
 * getSupportedCallingCodes() lists them.
 *
 * @param digits Digits of an international number, without the +.
 */
export function leadingCallingCode( digits: string ): string | null {
	for ( let length = 1; length <= Math.min( 3, digits.length ); length++ ) {
		const code = digits.slice( 0, length );
		if ( codes().has( code ) ) {
			return code;
		}
	}
	return null;
}
