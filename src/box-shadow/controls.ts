/**
 * What the visitor set in the server's controls before the script arrived: the generator
 * starts from it, so nothing they did is undone when React takes the markup over.
 */

/**
 * Internal dependencies
 */
import type { Shadow } from './css';
import { NUMERIC_FIELDS, normalizeShadow, type Limits } from './settings';

/**
 * The shadow the server's controls show now; anything missing or unreadable keeps the
 * starting value.
 *
 * Without the script a slider and its number input are not linked: whichever of the two the
 * visitor changed counts (the typed number when both were).
 *
 * @param container The block's container, still holding the server's markup.
 * @param limits    Ranges.
 * @param start     The block's starting values.
 */
export function readControls(
	container: HTMLElement,
	limits: Limits,
	start: Shadow
): Shadow {
	const input = ( selector: string ) =>
		container.querySelector< HTMLInputElement >( selector );
	const fromControls: Partial< Record< keyof Shadow, unknown > > = {};
	for ( const field of NUMERIC_FIELDS ) {
		const slider = input( `input[type="range"][name="${ field }"]` );
		const number = input(
			`.farol-box-shadow__field--${ field } input[type="number"]`
		);
		const typed = number && number.value !== number.defaultValue;
		fromControls[ field ] = typed ? number.value : slider?.value;
	}
	fromControls.shadowColor = input( 'input[name="shadowColor"]' )?.value;
	const inset = input( 'input[name="inset"]' );
	fromControls.inset = inset ? inset.checked : undefined;
	return normalizeShadow( fromControls, limits, start );
}
