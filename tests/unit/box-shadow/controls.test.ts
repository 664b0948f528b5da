/**
 * The generator starts from what the visitor set in the server's controls before the script
 * arrived, and from the block's starting values for the rest.
 */

/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { readControls } from '@farol/box-shadow/controls';
import { limitsFrom } from '@farol/box-shadow/settings';
import metadata from '../../../blocks/box-shadow/block.json';

const limits = limitsFrom( metadata.attributes );

const start = {
	horizontal: 5,
	vertical: 6,
	blur: 7,
	spread: 1,
	shadowColor: '#0b1f33',
	opacity: 40,
	inset: true,
};

/**
 * Server controls for two fields, the colour and the inset box, at the starting values.
 */
function serverControls(): HTMLElement {
	const container = document.createElement( 'div' );
	container.innerHTML = `
		<div class="farol-box-shadow__field--horizontal">
			<input type="range" name="horizontal" min="-100" max="100" value="5">
			<input type="number" min="-100" max="100" value="5">
		</div>
		<div class="farol-box-shadow__field--blur">
			<input type="range" name="blur" min="0" max="100" value="7">
			<input type="number" min="0" max="100" value="7">
		</div>
		<input type="color" name="shadowColor" value="#0b1f33">
		<input type="checkbox" name="inset" checked>`;
	return container;
}

/**
 * An input of the server controls.
 *
 * @param container Controls.
 * @param selector  Which one.
 */
function field( container: HTMLElement, selector: string ): HTMLInputElement {
	return container.querySelector< HTMLInputElement >( selector )!;
}

describe( 'readControls', () => {
	it( 'gives the starting values when nothing was touched', () => {
		expect( readControls( serverControls(), limits, start ) ).toEqual(
			start
		);
	} );

	it( 'keeps what the visitor moved, typed, picked and unticked', () => {
		const container = serverControls();
		field( container, '[name="horizontal"]' ).value = '-40';
		field(
			container,
			'.farol-box-shadow__field--blur [type="number"]'
		).value = '60';
		field( container, '[name="shadowColor"]' ).value = '#ff0000';
		field( container, '[name="inset"]' ).checked = false;

		expect( readControls( container, limits, start ) ).toEqual( {
			...start,
			horizontal: -40,
			blur: 60,
			shadowColor: '#ff0000',
			inset: false,
		} );
	} );

	it( 'takes the typed number when both the slider and its number were changed', () => {
		const container = serverControls();
		field( container, '[name="horizontal"]' ).value = '20';
		field(
			container,
			'.farol-box-shadow__field--horizontal [type="number"]'
		).value = '-3';
		expect( readControls( container, limits, start ).horizontal ).toBe(
			-3
		);
	} );

	it( 'clamps a typed number to the range and ignores an unreadable one', () => {
		const container = serverControls();
		field(
			container,
			'.farol-box-shadow__field--horizontal [type="number"]'
		).value = '500';
		field(
			container,
			'.farol-box-shadow__field--blur [type="number"]'
		).value = '';
		const read = readControls( container, limits, start );
		expect( read.horizontal ).toBe( 100 );
		expect( read.blur ).toBe( 7 );
	} );
} );
