/**
 * What the visitor changes in the server's controls while a runtime takes them over is kept.
 *
 * A runtime reads the server's controls (range, number, colour, checkbox, radio, select,
 * text) when it takes over, then draws its own and listens to those. A change that lands
 * after that read on a server control (between the read and the runtime's first commit, or
 * on the server control itself once the new tree has replaced it: a colour picker or a
 * select's list still open on it, an autofill) would reach neither. So the mount helper
 * listens to the server's controls *before* the runtime reads them, and once the new tree is
 * committed it hands every such change to the control's counterpart in it (match.ts), as the
 * visitor would have made it there: the value set, then `input` and `change` (a box or a
 * radio is clicked). A control the runtime kept (the same element, still in the container)
 * needs nothing: the runtime's own listeners see it.
 */

/**
 * Internal dependencies
 */
import { counterpart, describe } from './match';

/** Input types with no value the visitor sets by hand. */
const NOT_SET = /^(button|submit|reset|image|hidden|file)$/;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Gives a control of the new tree the server control's state, as a visitor's change.
 *
 * @param from The server's control.
 * @param to   Its counterpart in the runtime's tree.
 */
function copyState( from: Control, to: Control ): void {
	if (
		from instanceof HTMLInputElement &&
		/^(checkbox|radio)$/.test( from.type )
	) {
		if ( ( to as HTMLInputElement ).checked !== from.checked ) {
			to.click();
		}
		return;
	}
	if ( to.value === from.value ) {
		return;
	}
	// The prototype's setter: React keeps its own copy of the value on the element, and would
	// take the event that follows for no change.
	Object.getOwnPropertyDescriptor(
		Object.getPrototypeOf( to ),
		'value'
	)?.set?.call( to, from.value );
	for ( const type of [ 'input', 'change' ] ) {
		to.dispatchEvent( new Event( type, { bubbles: true } ) );
	}
}

/**
 * Starts listening to a container's server controls (call it before the runtime reads them).
 *
 * @param container Server-rendered container.
 * @return `settle()` once the runtime's tree is committed: hands it the changes made since,
 *         and any made later on a replaced server control; `stop()` stops listening.
 */
export function keepControls( container: HTMLElement ): {
	settle: () => void;
	stop: () => void;
} {
	const changed = new Set< Control >();
	let settled = false;
	const controls = [
		...container.querySelectorAll< Control >( 'input,select,textarea' ),
	]
		.filter( ( control ) => ! NOT_SET.test( control.type ) )
		.map( ( control ) => {
			const memo = describe( container, control );
			const hand = () => {
				const to = counterpart( container, memo ) as Control | null;
				if ( to && to !== control && ! container.contains( control ) ) {
					copyState( control, to );
				}
			};
			const onChange = () =>
				settled ? hand() : changed.add( control );
			control.addEventListener( 'input', onChange );
			control.addEventListener( 'change', onChange );
			return { control, hand, onChange };
		} );
	return {
		settle: () => {
			settled = true;
			controls
				.filter( ( { control } ) => changed.has( control ) )
				.forEach( ( { hand } ) => hand() );
			changed.clear();
		},
		stop: () =>
			controls.forEach( ( { control, onChange } ) => {
				control.removeEventListener( 'input', onChange );
				control.removeEventListener( 'change', onChange );
			} ),
	};
}
