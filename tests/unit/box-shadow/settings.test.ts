/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import {
	defaultsFrom,
	limitsFrom,
	normalizeShadow,
} from '@farol/box-shadow/settings';
import metadata from '../../../blocks/box-shadow/block.json';

const limits = limitsFrom( metadata.attributes );
const defaults = defaultsFrom( metadata.attributes );

describe( 'ranges and defaults (from block.json)', () => {
	it( 'offers the documented ranges', () => {
		expect( limits ).toEqual( {
			horizontal: { min: -100, max: 100 },
			vertical: { min: -100, max: 100 },
			blur: { min: 0, max: 100 },
			spread: { min: -50, max: 50 },
			opacity: { min: 0, max: 100 },
		} );
	} );

	it( 'starts from a soft drop shadow', () => {
		expect( defaults ).toEqual( {
			horizontal: 0,
			vertical: 12,
			blur: 32,
			spread: -8,
			shadowColor: '#000000',
			opacity: 30,
			inset: false,
		} );
	} );
} );

describe( 'normalizeShadow', () => {
	it( 'clamps numbers into their ranges and rounds them', () => {
		expect(
			normalizeShadow(
				{ horizontal: 500, blur: -3, spread: '-70', opacity: 33.4 },
				limits,
				defaults
			)
		).toMatchObject( {
			horizontal: 100,
			blur: 0,
			spread: -50,
			opacity: 33,
		} );
	} );

	it( 'keeps the fallback for what is missing or unreadable', () => {
		expect(
			normalizeShadow(
				{ vertical: 'abc', shadowColor: 'blue', inset: 'yes' },
				limits,
				defaults
			)
		).toEqual( defaults );
	} );

	it( 'accepts a #rrggbb colour and writes it in lower case', () => {
		expect(
			normalizeShadow( { shadowColor: '#0B1F33' }, limits, defaults )
				.shadowColor
		).toBe( '#0b1f33' );
	} );
} );
