/**
 * Base32 (RFC 4648, alphabet A–Z 2–7, `=` padding) of UTF-8 text: the autofill cookie's
 * encoding. Characters outside ASCII ("ção", emoji) become their UTF-8 bytes first, so any
 * text survives the round trip; every character of the result is cookie-safe.
 */

/* eslint-disable no-bitwise -- base32 regroups bits: 8-bit bytes into 5-bit digits. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Lone UTF-16 surrogates, which have no UTF-8 form: replaced by U+FFFD. */
const LONE_SURROGATE =
	/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The UTF-8 bytes of a string (through encodeURIComponent, which every browser and jsdom has).
 *
 * @param text Any string.
 */
export function utf8Encode( text: string ): number[] {
	const escaped = encodeURIComponent(
		text.replace( LONE_SURROGATE, '\uFFFD' )
	);
	const bytes: number[] = [];
	for ( let i = 0; i < escaped.length; i++ ) {
		if ( escaped[ i ] === '%' ) {
			bytes.push( parseInt( escaped.slice( i + 1, i + 3 ), 16 ) );
			i += 2;
		} else {
			bytes.push( escaped.charCodeAt( i ) );
		}
	}
	return bytes;
}

/**
 * The string of UTF-8 bytes, or null when they are not valid UTF-8.
 *
 * @param bytes UTF-8 bytes.
 */
export function utf8Decode( bytes: readonly number[] ): string | null {
	let escaped = '';
	for ( const byte of bytes ) {
		escaped += '%' + byte.toString( 16 ).padStart( 2, '0' );
	}
	try {
		return decodeURIComponent( escaped );
	} catch {
		return null;
	}
}

/**
 * Base32 of bytes, padded with `=` to a multiple of 8 characters.
 *
 * @param bytes Bytes (0–255).
 */
export function base32EncodeBytes( bytes: readonly number[] ): string {
	let out = '';
	let buffer = 0;
	let bits = 0;
	for ( const byte of bytes ) {
		buffer = ( ( buffer << 8 ) | ( byte & 0xff ) ) & 0xffff;
		bits += 8;
		while ( bits >= 5 ) {
			out += ALPHABET[ ( buffer >> ( bits - 5 ) ) & 31 ];
			bits -= 5;
		}
	}
	if ( bits > 0 ) {
		out += ALPHABET[ ( buffer << ( 5 - bits ) ) & 31 ];
	}
	return out.padEnd( Math.ceil( out.length / 8 ) * 8, '=' );
}

/**
 * The bytes of base32 text (case-insensitive, padding optional), or null when it holds a
 * character outside the alphabet.
 *
 * @param text Base32 text.
 */
export function base32DecodeBytes( text: string ): number[] | null {
	const clean = text.replace( /=+$/, '' ).toUpperCase();
	const bytes: number[] = [];
	let buffer = 0;
	let bits = 0;
	for ( const char of clean ) {
		const value = ALPHABET.indexOf( char );
		if ( value < 0 ) {
			return null;
		}
		buffer = ( ( buffer << 5 ) | value ) & 0xffff;
		bits += 5;
		if ( bits >= 8 ) {
			bytes.push( ( buffer >> ( bits - 8 ) ) & 0xff );
			bits -= 8;
		}
	}
	return bytes;
}

/**
 * Base32 of the UTF-8 bytes of a string.
 *
 * @param text Any string.
 */
export function base32Encode( text: string ): string {
	return base32EncodeBytes( utf8Encode( text ) );
}

/**
 * The string whose UTF-8 bytes the base32 text holds, or null when the text is not base32
 * or not UTF-8.
 *
 * @param text Base32 text.
 */
export function base32Decode( text: string ): string | null {
	const bytes = base32DecodeBytes( text );
	return bytes === null ? null : utf8Decode( bytes );
}
