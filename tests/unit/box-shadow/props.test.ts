/**
 * The props render.php writes in `data-farol-props` parse with the generator's schema, built
 * from block.json's ranges; anything the server could never print does not.
 */

/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { boxShadowProps } from '@farol/box-shadow/props';
import { publishedWords } from '@farol/box-shadow/words';
import { defaultsFrom, limitsFrom } from '@farol/box-shadow/settings';
import metadata from '../../../blocks/box-shadow/block.json';
import words from '../../fixtures/box-shadow/words.json';

const schema = boxShadowProps( limitsFrom( metadata.attributes ) );
const defaults = defaultsFrom( metadata.attributes );

describe( 'boxShadowProps', () => {
	it( 'accepts what render.php writes', () => {
		const props = { id: 'farol-box-shadow-3', shadow: defaults, words };
		expect( schema.parse( props ) ).toEqual( props );
	} );

	it.each( [
		[ 'an offset outside block.json’s range', { horizontal: 101 } ],
		[ 'a fractional blur', { blur: 1.5 } ],
		[ 'an opacity below 0', { opacity: -1 } ],
		[ 'a colour that is not #rrggbb', { shadowColor: 'red' } ],
		[
			'an upper-case colour (the server lower-cases it)',
			{ shadowColor: '#FF0000' },
		],
		[ 'an inset that is not a boolean', { inset: 'yes' } ],
	] )( 'refuses %s', ( _name, change ) => {
		expect(
			schema.safeParse( {
				id: 'farol-box-shadow-3',
				shadow: { ...defaults, ...change },
				words,
			} ).success
		).toBe( false );
	} );

	it( 'refuses a missing field, a missing word or an id that cannot prefix element ids', () => {
		const { blur, ...withoutBlur } = defaults;
		expect( blur ).toBe( 32 );
		expect(
			schema.safeParse( { id: 'a', shadow: withoutBlur, words } ).success
		).toBe( false );
		expect(
			schema.safeParse( { id: '"><x', shadow: defaults, words } ).success
		).toBe( false );
		const { copied, ...withoutCopied } = words;
		expect( copied ).toBe( 'Rule copied to the clipboard!' );
		expect(
			schema.safeParse( {
				id: 'a',
				shadow: defaults,
				words: withoutCopied,
			} ).success
		).toBe( false );
	} );
} );

describe( 'publishedWords (the block editor)', () => {
	afterEach( () => {
		delete window.farolBoxShadowWords;
		jest.restoreAllMocks();
	} );

	it( 'reads the words the server printed before the editor script', () => {
		window.farolBoxShadowWords = words;
		expect( publishedWords() ).toEqual( words );
	} );

	it( 'shows a word the server did not publish as nothing, and says which', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		const { copied, ...withoutCopied } = words;
		expect( copied ).toBeTruthy();
		window.farolBoxShadowWords = { ...withoutCopied, settings: 3 };
		expect( publishedWords() ).toEqual( {
			...words,
			copied: '',
			settings: '',
		} );
		expect( error ).toHaveBeenCalledWith(
			expect.stringContaining( 'settings, copied' )
		);
	} );
} );
