/**
 * A runtime never takes a container over in the middle of a press.
 *
 * A click is dispatched on release, to the nearest element that held both the press and the
 * release. When a runtime takes over between the two, the pressed element has been taken out
 * of the document (React and Preact empty the container before their first commit; the
 * comment widget puts the server's nodes back), so the browser sends the click to an ancestor
 * and the control never gets it: not held by the loader (the container is live by then), not
 * seen by the runtime. A first press on a star or a vote button, long enough for the widget
 * to arrive (a finger, a fast cache; the press itself is the intent that brings the widget),
 * was lost that way.
 *
 * So a container whose content is pressed (`:active`: the pointer, or Space on a button) is
 * taken over a task after the press ends: the release's click, dispatched in the same task as
 * the pointerup, has been held by the loader by then and is replayed on the runtime's tree.
 * A press that never ends in a way the page sees is waited for PRESS_WAIT_MAX_MS at most.
 */

/** What ends a press, seen on the window in the capture phase. */
const PRESS_ENDS = [
	'pointerup',
	'pointercancel',
	'keyup',
	'click',
	'dragend',
] as const;

/** The longest a takeover waits for a press to end. */
export const PRESS_WAIT_MAX_MS = 3000;

/**
 * Whether the visitor is pressing something in the container.
 *
 * @param container Server-rendered container.
 */
export function isPressedIn( container: Element ): boolean {
	try {
		return (
			container.matches( ':active' ) ||
			container.querySelector( ':active' ) !== null
		);
	} catch {
		return false; // No :active support: nothing to wait for.
	}
}

/**
 * Runs `start` now, or a task after the press under way in the container ends.
 *
 * @param container Server-rendered container.
 * @param start     The takeover.
 */
export function afterPress( container: Element, start: () => void ): void {
	if ( ! isPressedIn( container ) ) {
		start();
		return;
	}
	const view = container.ownerDocument.defaultView ?? window;
	let done = false;
	const finish = () => {
		if ( done ) {
			return;
		}
		done = true;
		clearTimeout( cap );
		PRESS_ENDS.forEach( ( type ) =>
			view.removeEventListener( type, ended, true )
		);
		start();
	};
	// A task later: the release's click comes after the pointerup, in the same task.
	const ended = () => setTimeout( finish, 0 );
	const cap = setTimeout( finish, PRESS_WAIT_MAX_MS );
	PRESS_ENDS.forEach( ( type ) =>
		view.addEventListener( type, ended, true )
	);
}
