/**
 * The browser's phone library reads every number as it does with the package's full ("max")
 * metadata while holding only the calling codes `prepare` loaded for it (one chunk per code,
 * cut by tools/phone/metadata.js): national numbers, international ones, numbers dialled
 * with the region's international (IDD) prefix, non-geographic codes and unknown codes.
 */
/**
 * External dependencies
 */
import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * Internal dependencies
 */
import { countryCallingCode, leadingCallingCode } from '@farol/lib/phone/codes';
import { createPhoneLibrary } from '@farol/lib/phone/library';
import { phoneLoader } from '@farol/lib/phone/load';

// eslint-disable-next-line @typescript-eslint/no-var-requires -- the build's CommonJS tool.
const {
	callingCodeMetadata,
	maxMetadata,
} = require( '../../../tools/phone/metadata' );

const { metadata: max } = maxMetadata();
const full = createPhoneLibrary( max as MetadataJson );

const NUMBERS: Array< [ string, string | null ] > = [
	[ '11987654321', 'BR' ],
	[ '011987654321', 'BR' ],
	[ '+5511987654321', 'BR' ],
	[ '+442079460958', 'BR' ],
	[ '+442079460958', null ],
	[ '0014442079460958', 'BR' ],
	[ '00214912345678901', 'BR' ],
	[ '0115511987654321', 'US' ],
	[ '2015550123', 'US' ],
	[ '+12015550123', 'PT' ],
	[ '+80012345678', null ],
	[ '+351912345678', null ],
	[ '+9991234567', null ],
	[ '912345678', 'PT' ],
	[ '00351912345678', 'PT' ],
	[ '+74951234567', 'KZ' ],
];

describe( 'the phone metadata per calling code', () => {
	it.each( NUMBERS )(
		'%s (%s) reads as with the full metadata',
		async ( number, region ) => {
			const loaded: string[] = [];
			const library = await phoneLoader( {
				library: () => import( '@farol/lib/phone/library' ),
				metadata: async ( code ) => {
					loaded.push( code );
					return { default: callingCodeMetadata( max, code ) };
				},
			} )();
			await library.prepare( [ { number, region } ] );
			expect( library.parse( number, region ) ).toEqual(
				full.parse( number, region )
			);
			expect( loaded.length ).toBeLessThanOrEqual( 2 );
		}
	);

	it( 'reads a number dialled with Brazil’s international prefix as the other country’s', async () => {
		const library = await phoneLoader( {
			library: () => import( '@farol/lib/phone/library' ),
			metadata: async ( code ) => ( {
				default: callingCodeMetadata( max, code ),
			} ),
		} )();
		await library.prepare( [
			{ number: '0014442079460958', region: 'BR' },
		] );
		expect( library.parse( '0014442079460958', 'BR' ) ).toMatchObject( {
			callingCode: '44',
			valid: true,
		} );
	} );

	it( 'knows every calling code without loading the library', () => {
		expect( countryCallingCode( 'BR' ) ).toBe( '55' );
		expect( countryCallingCode( 'CA' ) ).toBe( '1' );
		expect( countryCallingCode( 'XX' ) ).toBeNull();
		expect( leadingCallingCode( '80012345678' ) ).toBe( '800' );
		expect( leadingCallingCode( '351912345678' ) ).toBe( '351' );
		expect( leadingCallingCode( '999' ) ).toBeNull();
		for ( const country of Object.keys( max.countries ) ) {
			expect( countryCallingCode( country ) ).toBe(
				max.countries[ country ][ 0 ]
			);
		}
	} );
} );
