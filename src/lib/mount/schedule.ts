/**
 * When a helper (mountBlocks, enhanceBlocks) starts a block's runtime in each container its
 * selector finds: on a page where the server deferred the bundle (`data-farol-mount`, see
 * needed.ts) the eager loader decides, and the containers it marked needed start at once, the
 * others when it marks them. Elsewhere (a bundle printed the ordinary way, tests) the helper
 * waits itself for `when`, else the container's `data-farol-when`, else every trigger.
 * Either way, a container the visitor is pressing starts once the press ends (press.ts).
 * No React here: plain views use it too.
 */

/**
 * Internal dependencies
 */
import {
	NEEDED_EVENT,
	WHEN_ATTRIBUTE,
	findTemplate,
	isNeeded,
	mountHandles,
} from './needed';
import { afterPress } from './press';
import { parseWhen, whenNeeded, type When } from './triggers';

/** Containers already claimed by a helper (one runtime per container). */
const claimed = new WeakSet< Element >();

/**
 * Logs a failure so the block can be found from the message.
 *
 * @param selector The block's selector.
 * @param message  What went wrong.
 * @param detail   The error or the parse issues.
 */
export function report(
	selector: string,
	message: string,
	detail: unknown
): void {
	// eslint-disable-next-line no-console -- a visitor's broken block must leave a trace.
	console.error( `[farol] ${ selector }: ${ message }`, detail );
}

/**
 * Runs a function once the document is parsed.
 *
 * @param callback What to run.
 */
function onParsed( callback: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', callback, {
			once: true,
		} );
	} else {
		callback();
	}
}

/**
 * Starts `start` in each container of the selector when it is needed (see the file's comment).
 *
 * @param selector Finds the block's server-rendered containers.
 * @param when     Moments that start a container the loader does not manage.
 * @param start    Starts one container; returns what stops it.
 * @return Cancels what is still pending and stops what was started.
 */
export function whenContainersNeeded(
	selector: string,
	when: When | undefined,
	start: ( container: HTMLElement ) => () => void
): () => void {
	const cleanups: Array< () => void > = [];
	let cancelled = false;

	const prepare = ( container: HTMLElement ) => {
		if ( claimed.has( container ) ) {
			return;
		}
		claimed.add( container );
		cleanups.push( () => claimed.delete( container ) );
		// Never in the middle of a press: its click would be lost (press.ts).
		const run = () =>
			afterPress( container, () => {
				if ( ! cancelled ) {
					cleanups.push( start( container ) );
				}
			} );
		if ( isNeeded( container ) ) {
			run();
			return;
		}
		const managedByLoader = mountHandles( container ).some(
			( handle ) =>
				findTemplate( handle, container.ownerDocument ) !== undefined
		);
		if ( managedByLoader ) {
			container.addEventListener( NEEDED_EVENT, run, { once: true } );
			cleanups.push( () =>
				container.removeEventListener( NEEDED_EVENT, run )
			);
			return;
		}
		cleanups.push(
			whenNeeded(
				container,
				when ?? parseWhen( container.getAttribute( WHEN_ATTRIBUTE ) ),
				run
			)
		);
	};

	onParsed( () => {
		if ( ! cancelled ) {
			document
				.querySelectorAll< HTMLElement >( selector )
				.forEach( prepare );
		}
	} );

	return () => {
		cancelled = true;
		cleanups.splice( 0 ).forEach( ( cleanup ) => cleanup() );
	};
}
