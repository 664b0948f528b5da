/**
 * The autofill cookie's base32: RFC 4648's test vectors, and any text (accents, emoji, lone
 * surrogates) surviving the round trip through its UTF-8 bytes.
 */
/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import {
	base32Decode,
	base32DecodeBytes,
	base32Encode,
	utf8Encode,
} from '@farol/lead-form/tracking/base32';

describe( 'base32 (RFC 4648)', () => {
	it.each( [
		[ '', '' ],
		[ 'f', 'MY======' ],
		[ 'fo', 'MZXQ====' ],
		[ 'foo', 'MZXW6===' ],
		[ 'foob', 'MZXW6YQ=' ],
		[ 'fooba', 'MZXW6YTB' ],
		[ 'foobar', 'MZXW6YTBOI======' ],
	] )( 'encodes %p as %p and back', ( text, encoded ) => {
		expect( base32Encode( text ) ).toBe( encoded );
		expect( base32Decode( encoded ) ).toBe( text );
	} );

	it.each( [
		'ção',
		'João da Conceição — São Paulo/SP',
		'🎉 emoji 👩‍💻 e mais',
		'{"nome":"Ana","interesses[]":["a","b"]}',
		'日本語テキスト',
	] )( 'round-trips %p through its UTF-8 bytes', ( text ) => {
		const encoded = base32Encode( text );
		expect( encoded ).toMatch( /^[A-Z2-7]*=*$/ );
		expect( base32Decode( encoded ) ).toBe( text );
	} );

	it( 'encodes the UTF-8 bytes, not UTF-16 code units', () => {
		expect( utf8Encode( 'ç' ) ).toEqual( [ 0xc3, 0xa7 ] );
		expect( utf8Encode( '🎉' ) ).toEqual( [ 0xf0, 0x9f, 0x8e, 0x89 ] );
		expect( base32Encode( 'ção' ) ).toBe( 'YOT4HI3P' );
	} );

	it( 'replaces a lone surrogate instead of failing', () => {
		expect( base32Decode( base32Encode( 'a\uD800b' ) ) ).toBe( 'a\uFFFDb' );
	} );

	it( 'accepts lower case and missing padding', () => {
		expect( base32Decode( 'mzxw6ytboi' ) ).toBe( 'foobar' );
	} );

	it( 'refuses text outside the alphabet and bytes that are not UTF-8', () => {
		expect( base32DecodeBytes( 'MZ1W' ) ).toBeNull();
		expect( base32Decode( 'not base32!' ) ).toBeNull();
		// 0xFF alone is not UTF-8.
		expect( base32Decode( '74======' ) ).toBeNull();
	} );
} );
