/**
 * Holds back a layout change while the visitor is pressing inside a form.
 *
 * A field checks itself when it loses the focus; pressing the submit button is what takes the
 * focus away. If that check removes or adds a message above the button between the press and
 * the release, the button moves under the pointer, the release lands elsewhere and the browser
 * fires no click: the submit is lost without a trace (seen on a loaded machine, and on any
 * phone whose finger lifts a little late). Changes made while a press is on wait until it is
 * over, and a task longer, so the click (and the submit it starts) comes first.
 */

export interface PressGuard {
	/** Runs the change now, or once the current press inside the form has ended. */
	run: ( change: () => void ) => void;
	/** Stops listening (pending changes still run when the press ends). */
	stop: () => void;
}

/**
 * Watches presses inside a form.
 *
 * @param root The form.
 */
export function afterPress( root: HTMLElement ): PressGuard {
	const doc = root.ownerDocument;
	let pressed = false;
	let pending: Array< () => void > = [];

	const onDown = () => {
		pressed = true;
	};
	const onUp = () => {
		if ( ! pressed ) {
			return;
		}
		pressed = false;
		const changes = pending;
		pending = [];
		if ( changes.length > 0 ) {
			// After this task: the click of this release is dispatched first.
			setTimeout( () => changes.forEach( ( change ) => change() ), 0 );
		}
	};

	root.addEventListener( 'pointerdown', onDown, true );
	doc.addEventListener( 'pointerup', onUp, true );
	doc.addEventListener( 'pointercancel', onUp, true );

	return {
		run( change ) {
			if ( pressed ) {
				pending.push( change );
			} else {
				change();
			}
		},
		stop() {
			root.removeEventListener( 'pointerdown', onDown, true );
			doc.removeEventListener( 'pointerup', onUp, true );
			doc.removeEventListener( 'pointercancel', onUp, true );
		},
	};
}
