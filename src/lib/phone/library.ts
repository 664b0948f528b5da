/**
 * The phone library of the browser: libphonenumber-js's core with the full ("max") metadata of
 * the calling codes loaded so far, so that isValid() matches the patterns of every number type
 * as Google's library (and the server's PHP port) does; the smaller metadata sets check
 * lengths only. Pinned to the release that carries the same metadata version as the server's
 * giggsey/libphonenumber-for-php (9.0.43). Its own chunk (about 7 KB gzip), loaded by
 * `loadPhoneLibrary()` (./load.ts) with the metadata a number needs, one chunk per calling
 * code (tools/phone/metadata.js cuts them from the package's max metadata).
 */
/**
 * External dependencies
 */
import {
	parsePhoneNumberFromString,
	type CountryCode,
	type MetadataJson,
} from 'libphonenumber-js/core';

/**
 * Internal dependencies
 */
import { countryCallingCode, leadingCallingCode } from './codes';
import type { ParsedPhone, PhoneReader } from './types';

/**
 * The library over a metadata object (the codes loaded so far, see load.ts). A number whose
 * calling code's metadata is not in it reads as no number: load it first (`prepare`).
 *
 * @param metadata The metadata: the calling codes it holds are the ones the library knows.
 */
export function createPhoneLibrary( metadata: MetadataJson ): PhoneReader {
	function parse(
		number: string,
		region: string | null
	): ParsedPhone | null {
		const country =
			region !== null && countryCallingCode( region ) !== null
				? ( region as CountryCode )
				: undefined;
		const parsed = parsePhoneNumberFromString(
			number,
			{ defaultCountry: country, extract: false },
			metadata
		);
		if ( ! parsed ) {
			return null;
		}
		return {
			callingCode: String( parsed.countryCallingCode ),
			national: String( parsed.nationalNumber ),
			valid: parsed.isValid(),
		};
	}
	return { callingCode: leadingCallingCode, parse };
}

/**
 * One calling code's metadata (a chunk of its own, cut by tools/phone/metadata.js into the
 * git-ignored ./metadata/ folder). Asked from this chunk, so that the table of those chunks
 * travels with the library, not with every page's runtime.
 *
 * @param code A calling code.
 */
export function metadataOf( code: string ): Promise< { default: unknown } > {
	// Unnamed chunks (numbered): the page's runtime then carries no table of their names.
	return import( `./metadata/${ code }.json` );
}
