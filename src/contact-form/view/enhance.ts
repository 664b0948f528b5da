/**
 * Stand-in for `enhanceBlocks` of src/lib/mount (the loader's, issue 22), with its contract,
 * until that one lands; then view.ts imports it from '@farol/lib/mount' and this file goes.
 *
 * For each container the selector finds: `enhance(container)` runs when the container is
 * needed — at once when the server deferred the script and the loader has already asked for
 * the container (`data-farol-needed`), on `farol:needed` otherwise, or, for a script printed
 * the ordinary way, at the first moment its `data-farol-when` names — and `farol:mounted` is
 * dispatched on the container after it, so the loader replays what the visitor did meanwhile.
 */
/**
 * Internal dependencies
 */
import {
	MOUNT_ATTRIBUTE,
	NEEDED_EVENT,
	WHEN_ATTRIBUTE,
	isNeeded,
} from '../../lib/mount/needed';
import { parseWhen, whenNeeded } from '../../lib/mount/triggers';

export type EnhanceOptions = {
	/** Finds the block's server-rendered containers. */
	selector: string;
	/** Brings one container to life; may return its cleanup. */
	enhance: ( container: HTMLElement ) => ( () => void ) | void;
};

/** The event that tells the loader a container's runtime is live. */
export const MOUNTED_EVENT = 'farol:mounted';

/**
 * Enhances each container of a block when it is needed.
 *
 * @param options The block's selector and enhancer.
 */
export function enhanceBlocks( options: EnhanceOptions ): void {
	const start = ( container: HTMLElement ) => {
		options.enhance( container );
		container.dispatchEvent( new CustomEvent( MOUNTED_EVENT ) );
	};
	const prepare = ( container: HTMLElement ) => {
		if ( ! container.hasAttribute( MOUNT_ATTRIBUTE ) ) {
			whenNeeded(
				container,
				parseWhen( container.getAttribute( WHEN_ATTRIBUTE ) ),
				() => start( container )
			);
		} else if ( isNeeded( container ) ) {
			start( container );
		} else {
			container.addEventListener(
				NEEDED_EVENT,
				() => start( container ),
				{
					once: true,
				}
			);
		}
	};
	const all = () =>
		document
			.querySelectorAll< HTMLElement >( options.selector )
			.forEach( prepare );
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', all, { once: true } );
	} else {
		all();
	}
}
