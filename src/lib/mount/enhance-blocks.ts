/**
 * The mount helper of plain TypeScript views (no React: the contact form's view must not
 * bring it):
 *
 * ```ts
 * enhanceBlocks( {
 * 	selector: '.wp-block-farol-contact-form',
 * 	enhance: ( container ) => { … return () => { … }; },
 * } );
 * ```
 *
 * Same handshake as mountBlocks (schedule.ts): each container found is enhanced when it is
 * needed. The forms the loader held get their validation back first, then `enhance` runs on
 * the server's own markup, then `farol:mounted` is dispatched on the container so the loader
 * replays what the visitor did meanwhile. An `enhance` that throws is logged; the container
 * is still signalled, so what was held goes on natively instead of waiting.
 */

/**
 * Internal dependencies
 */
import { releaseForms, signalMounted } from './needed';
import { report, whenContainersNeeded } from './schedule';
import type { When } from './triggers';

export interface EnhanceOptions {
	/** Finds the block's server-rendered containers. */
	selector: string;
	/** Makes one container live; may return what undoes it. */
	enhance: ( container: HTMLElement ) => ( () => void ) | void;
	/** Moments that enhance a container the loader does not manage (default: all). */
	when?: When;
}

/**
 * Enhances each container of the selector when it is needed.
 *
 * @param options The block's selector, enhancer and triggers.
 * @return Cancels what is still pending and runs the cleanups of what was enhanced.
 */
export function enhanceBlocks( options: EnhanceOptions ): () => void {
	return whenContainersNeeded(
		options.selector,
		options.when,
		( container ) => {
			let cleanup: ( () => void ) | void = () => {};
			releaseForms( container );
			try {
				cleanup = options.enhance( container );
			} catch ( error ) {
				report(
					options.selector,
					'enhance failed; the server markup stays',
					error
				);
			}
			signalMounted( container );
			return cleanup ?? ( () => {} );
		}
	);
}
