/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import {
	alpha,
	boxShadowRule,
	boxShadowValue,
	clamp,
	hexToRgb,
	shadowRgba,
	type Shadow,
} from '@farol/box-shadow/css';
import {
	defaultsFrom,
	limitsFrom,
	normalizeShadow,
} from '@farol/box-shadow/settings';
import metadata from '../../../blocks/box-shadow/block.json';
import fixtures from '../../fixtures/box-shadow/rule-cases.json';

const limits = limitsFrom( metadata.attributes );
const defaults = defaultsFrom( metadata.attributes );

const base: Shadow = {
	horizontal: 10,
	vertical: 10,
	blur: 5,
	spread: 0,
	shadowColor: '#000000',
	opacity: 75,
	inset: false,
};

describe( 'hexToRgb', () => {
	it( 'reads six-digit and three-digit colours, any case, with or without #', () => {
		expect( hexToRgb( '#0b1f33' ) ).toEqual( { r: 11, g: 31, b: 51 } );
		expect( hexToRgb( '#FFB81C' ) ).toEqual( { r: 255, g: 184, b: 28 } );
		expect( hexToRgb( 'fff' ) ).toEqual( { r: 255, g: 255, b: 255 } );
		expect( hexToRgb( '#a0c' ) ).toEqual( { r: 170, g: 0, b: 204 } );
	} );

	it( 'refuses what is not a hex colour', () => {
		expect( hexToRgb( 'red' ) ).toBeNull();
		expect( hexToRgb( '#12345' ) ).toBeNull();
		expect( hexToRgb( '#gggggg' ) ).toBeNull();
	} );
} );

describe( 'clamp', () => {
	it( 'keeps a value inside the range, as an integer', () => {
		expect( clamp( 150, -100, 100 ) ).toBe( 100 );
		expect( clamp( -150, -100, 100 ) ).toBe( -100 );
		expect( clamp( 12.6, 0, 100 ) ).toBe( 13 );
		expect( clamp( -7, -100, 100 ) ).toBe( -7 );
	} );

	it( 'uses the fallback for what is not a number', () => {
		expect( clamp( NaN, 0, 100, 32 ) ).toBe( 32 );
		expect( clamp( Infinity, 0, 100, 32 ) ).toBe( 32 );
	} );
} );

describe( 'the colour', () => {
	it( 'writes the opacity percent as alpha 0…1', () => {
		expect( alpha( 0 ) ).toBe( '0' );
		expect( alpha( 30 ) ).toBe( '0.3' );
		expect( alpha( 55 ) ).toBe( '0.55' );
		expect( alpha( 100 ) ).toBe( '1' );
	} );

	it( 'builds rgba() from the colour and the opacity', () => {
		expect( shadowRgba( { shadowColor: '#0b1f33', opacity: 40 } ) ).toBe(
			'rgba(11, 31, 51, 0.4)'
		);
		// An unreadable colour counts as black rather than breaking the rule.
		expect( shadowRgba( { shadowColor: 'nope', opacity: 40 } ) ).toBe(
			'rgba(0, 0, 0, 0.4)'
		);
	} );
} );

describe( 'the rule', () => {
	it( 'is "box-shadow: Hpx Vpx Bpx Spx rgba(r, g, b, a);"', () => {
		expect( boxShadowRule( base ) ).toBe(
			'box-shadow: 10px 10px 5px 0px rgba(0, 0, 0, 0.75);'
		);
	} );

	it( 'starts with inset when the shadow is inside the box', () => {
		expect( boxShadowValue( { ...base, inset: true } ) ).toBe(
			'inset 10px 10px 5px 0px rgba(0, 0, 0, 0.75)'
		);
	} );

	it( 'keeps negative offsets and spread', () => {
		expect(
			boxShadowValue( {
				...base,
				horizontal: -12,
				vertical: -3,
				spread: -8,
			} )
		).toBe( '-12px -3px 5px -8px rgba(0, 0, 0, 0.75)' );
	} );

	it( 'never writes a negative blur', () => {
		expect( boxShadowValue( { ...base, blur: -4 } ) ).toBe(
			'10px 10px 0px 0px rgba(0, 0, 0, 0.75)'
		);
	} );

	it.each( fixtures.cases.map( ( c ) => [ c.name, c ] as const ) )(
		'matches the shared case: %s (PHP renders the same)',
		( _name, { attributes, rule } ) => {
			const shadow = normalizeShadow( attributes, limits, defaults );
			expect( boxShadowRule( shadow ) ).toBe( rule );
		}
	);
} );
