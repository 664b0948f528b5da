/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { readServerMarkup } from '@farol/box-shadow/mount';
import { defaultsFrom, limitsFrom } from '@farol/box-shadow/settings';
import metadata from '../../../blocks/box-shadow-generator/block.json';

const limits = limitsFrom( metadata.attributes );
const fallback = defaultsFrom( metadata.attributes );

/**
 * A wrapper as render.php prints it (only what the reader looks at).
 *
 * @param config   The data-farol-shadow attribute.
 * @param controls Inner HTML with the controls.
 */
function wrapper( config: string, controls = '' ): HTMLElement {
	const element = document.createElement( 'div' );
	element.className = 'wp-block-farol-box-shadow-generator';
	element.setAttribute( 'data-farol-shadow', config );
	element.innerHTML = controls;
	return element;
}

const serverShadow = {
	horizontal: 5,
	vertical: 6,
	blur: 7,
	spread: 1,
	shadowColor: '#0b1f33',
	opacity: 40,
	inset: true,
};

describe( 'readServerMarkup', () => {
	it( 'reads the id prefix and the block’s starting values', () => {
		const read = readServerMarkup(
			wrapper(
				JSON.stringify( {
					id: 'farol-box-shadow-3',
					shadow: serverShadow,
				} )
			),
			limits,
			fallback
		);
		expect( read.idPrefix ).toBe( 'farol-box-shadow-3' );
		expect( read.defaults ).toEqual( serverShadow );
		expect( read.current ).toEqual( serverShadow );
	} );

	it( 'starts from the controls when the visitor moved them before the script ran', () => {
		const read = readServerMarkup(
			wrapper(
				JSON.stringify( {
					id: 'farol-box-shadow-3',
					shadow: serverShadow,
				} ),
				`<input type="range" name="horizontal" min="-100" max="100" value="-40">
				<input type="number" value="99">
				<input type="color" name="shadowColor" value="#ff0000">
				<input type="checkbox" name="inset">`
			),
			limits,
			fallback
		);
		expect( read.defaults ).toEqual( serverShadow );
		expect( read.current ).toEqual( {
			...serverShadow,
			horizontal: -40,
			shadowColor: '#ff0000',
			inset: false,
		} );
	} );

	it( 'survives a broken configuration', () => {
		const read = readServerMarkup( wrapper( '{oops' ), limits, fallback );
		expect( read.defaults ).toEqual( fallback );
		expect( read.idPrefix ).toMatch( /^farol-box-shadow-/ );
	} );
} );
