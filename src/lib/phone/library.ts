/**
 * The phone library of the browser: libphonenumber-js with its full ("max") metadata, so that
 * isValid() matches the patterns of every number type as Google's library (and the server's
 * PHP port) does; the smaller metadata sets check lengths only. Pinned to the release that
 * carries the same metadata version as the server's giggsey/libphonenumber-for-php (9.0.43).
 * About 40 KB gzip with its metadata: load it through `loadPhoneLibrary()` (./load.ts) when a
 * form has a phone field.
 */
/**
 * External dependencies
 */
import {
	parsePhoneNumberFromString,
	isSupportedCountry,
	type CountryCode,
} from 'libphonenumber-js/max';
import metadata from 'libphonenumber-js/max/metadata';

/**
 * Internal dependencies
 */
import type { ParsedPhone, PhoneLibrary } from './types';

const CALLING_CODES = new Set( Object.keys( metadata.country_calling_codes ) );

function callingCode( digits: string ): string | null {
	for ( let length = 1; length <= Math.min( 3, digits.length ); length++ ) {
		const code = digits.slice( 0, length );
		if ( CALLING_CODES.has( code ) ) {
			return code;
		}
	}
	return null;
}

function parse( number: string, region: string | null ): ParsedPhone | null {
	const country =
		region !== null && isSupportedCountry( region )
			? ( region as CountryCode )
			: undefined;
	const parsed = parsePhoneNumberFromString( number, {
		defaultCountry: country,
		extract: false,
	} );
	if ( ! parsed ) {
		return null;
	}
	return {
		callingCode: String( parsed.countryCallingCode ),
		national: String( parsed.nationalNumber ),
		valid: parsed.isValid(),
	};
}

export const phoneLibrary: PhoneLibrary = { callingCode, parse };
