/**
 * Reads what render.php printed, so the script can take the generator over.
 */

/**
 * Internal dependencies
 */
import type { Shadow } from './css';
import { NUMERIC_FIELDS, normalizeShadow, type Limits } from './settings';

/** What the script needs from one server-rendered generator. */
export interface ServerGenerator {
	/** Prefix of the element ids, kept so labels and descriptions stay wired. */
	idPrefix: string;
	/** The block's starting values ("Restore defaults" goes back to them). */
	defaults: Shadow;
	/** Where to start: the controls' values, in case the visitor moved one before the script ran. */
	current: Shadow;
}

/**
 * Reads a generator's configuration (the `data-farol-shadow` JSON) and its controls.
 *
 * @param element  The block's wrapper.
 * @param limits   Ranges.
 * @param fallback Values for anything missing or unreadable.
 */
export function readServerMarkup(
	element: HTMLElement,
	limits: Limits,
	fallback: Shadow
): ServerGenerator {
	let config: { id?: unknown; shadow?: unknown } = {};
	try {
		const parsed: unknown = JSON.parse(
			element.dataset.farolShadow ?? '{}'
		);
		if ( parsed && typeof parsed === 'object' ) {
			config = parsed;
		}
	} catch {
		// Unreadable configuration: start from the block's defaults.
	}
	const idPrefix =
		typeof config.id === 'string' && config.id !== ''
			? config.id
			: `farol-box-shadow-${ Math.random()
					.toString( 36 )
					.slice( 2, 8 ) }`;
	const defaults = normalizeShadow(
		config.shadow && typeof config.shadow === 'object' ? config.shadow : {},
		limits,
		fallback
	);

	const input = ( name: string ) =>
		element.querySelector< HTMLInputElement >(
			`input[name="${ name }"]:not([type="number"])`
		);
	const fromControls: Partial< Record< keyof Shadow, unknown > > = {};
	for ( const field of NUMERIC_FIELDS ) {
		fromControls[ field ] = input( field )?.value;
	}
	fromControls.shadowColor = input( 'shadowColor' )?.value;
	const inset = input( 'inset' );
	fromControls.inset = inset ? inset.checked : undefined;

	return {
		idPrefix,
		defaults,
		current: normalizeShadow( fromControls, limits, defaults ),
	};
}
