/**
 * The loader's early event contract: what a visitor does to a deferred container before its
 * runtime takes over is held, then replayed on the runtime's tree, so a first click or submit
 * is never lost (the pattern of Angular's `withEventReplay()` and React's replay of events on
 * not-yet-hydrated nodes; React cannot hydrate PHP markup, so the loader does it).
 *
 * While the container waits (capture-phase listeners on it, registered before any bundle):
 * - a click on a control (button, submit/image/button/reset input, summary, [role=button],
 *   anything marked `data-farol-replay`) is queued, its default prevented; links, clicks into
 *   text fields and checkbox/radio toggles are left to the browser (a box ticks at once, as
 *   the visitor expects; its state lives in the control, which the runtime reads when it
 *   takes over, as it reads typed text);
 * - a submit is queued, its default prevented; the container's forms get `noValidate` (marked
 *   `data-farol-held`) so an empty required field still gives a submit to hold;
 * - one action per form: a click on a submit button and the submit it would cause, a double
 *   click on submit, an Enter in a field then a click: the first is kept, the rest dropped;
 * - typing, input and change are left to the browser: the runtime reads the server controls
 *   when it takes over, and the mount helper commits React's first render synchronously.
 *   The focus and caret need no memo here: the helper reads them at takeover (fresher than
 *   any memo: the visitor may have moved since) and puts them on the new tree's counterpart
 *   (focus.ts); a plain view or the native fallback keeps the server's elements, and the
 *   focus stays where it is.
 *
 * On `farol:mounted`: the forms' validation is back (the helper did it before its runtime
 * ran, and put the focus on the new tree), and the queue is replayed in order on the counterparts (match.ts): a click is
 * `.click()`ed, a submit is `requestSubmit()`, or, when it had a submitter, a click on the
 * submitter's counterpart (what `requestSubmit(submitter)` does, and it cannot throw when the
 * counterpart is not that form's submit button).
 *
 * Native fallback (the function returned; the loader calls it): when the loader sees the
 * runtime's scripts fail to load, or NATIVE_AFTER_MS after they have all run without the
 * runtime taking over (it threw), the container stops holding and the same replay runs on
 * the server's own elements: validation back, a held submit goes on the no-JavaScript way.
 * Never while the scripts are still arriving, however slowly: a click on a control the
 * browser does nothing with (a `type=button` button) replayed natively is a click lost, and
 * the runtime that arrives a moment later would never see it.
 */

/**
 * Internal dependencies
 */
import { counterpart, describe } from './match';
import type { ElementMemo } from './match';
import {
	HELD_ATTRIBUTE,
	LIVE_ATTRIBUTE,
	MOUNTED_EVENT,
	formsOf,
	releaseForms,
} from './needed';

/** Clicks on these are held and replayed (inputs: those of CLICKED_INPUTS' types). */
export const REPLAY_CONTROLS =
	'button,summary,[role=button],[data-farol-replay],input';

/**
 * The types of input whose click is an action to hold (a click into a text field, or a
 * checkbox/radio toggle, is left to the browser: its effect stays in the control).
 */
const CLICKED_INPUTS = /^(submit|image|button|reset)$/;

/** How long after its scripts have run a container gives up waiting for its runtime and goes native. */
export const NATIVE_AFTER_MS = 8000;

/** The events the loader holds on a waiting container. */
export const HELD_EVENTS = [ 'click', 'submit' ] as const;

/** A held action: the element clicked (the form, for a submit without a submitter), and the form it submits. */
type Held = [ ElementMemo, Element | null ];

/**
 * Holds a container's clicks and submits until its runtime is live (see the file's comment).
 *
 * @param container A deferred container.
 * @param onHold    Called at each held action (the loader makes sure the runtime is coming).
 * @return Stops holding and replays what was held on the container's current tree (the
 *         native fallback; does nothing once the runtime took over).
 */
export function holdEvents(
	container: Element,
	onHold: () => void
): () => void {
	const queue: Held[] = [];
	let holding = ! container.hasAttribute( LIVE_ATTRIBUTE );

	const release = () => {
		if ( ! holding ) {
			return;
		}
		holding = false;
		releaseForms( container );
		for ( const [ memo ] of queue.splice( 0 ) ) {
			const element = counterpart( container, memo ) as HTMLFormElement;
			if ( element?.tagName === 'FORM' ) {
				element.requestSubmit();
			} else {
				element?.click();
			}
		}
	};

	const hold = ( event: Event ) => {
		const target = event.target as Element;
		const submit = event.type === 'submit';
		if ( ! holding ) {
			return;
		}
		// A submit with a submitter is replayed as a click on it: requestSubmit( submitter ).
		const element = submit
			? ( event as SubmitEvent ).submitter || target
			: target.closest( REPLAY_CONTROLS );
		const control = element as HTMLButtonElement;
		if (
			! element ||
			! container.contains( element ) ||
			( element.tagName === 'INPUT' &&
				! CLICKED_INPUTS.test( control.type ) )
		) {
			return;
		}
		event.preventDefault();
		const form = submit
			? target
			: control.type === 'submit' && control.form;
		if ( form && queue.some( ( held ) => held[ 1 ] === form ) ) {
			return;
		}
		queue.push( [ describe( container, element ), form || null ] );
		onHold();
	};

	if ( holding ) {
		formsOf( container ).forEach( ( form ) => {
			if ( ! form.noValidate ) {
				form.noValidate = true;
				form.setAttribute( HELD_ATTRIBUTE, '' );
			}
		} );
		container.addEventListener( MOUNTED_EVENT, release, { once: true } );
		HELD_EVENTS.forEach( ( type ) =>
			container.addEventListener( type, hold, true )
		);
	}
	return release;
}
