/**
 * A value that follows another once it has stopped changing for a moment: what a block's
 * server-rendered preview should be keyed on while an editor is still picking (each field of a
 * date picker is a change of its own).
 *
 * Why a preview keys `ServerSideRender` on it instead of handing the changing attributes to
 * it: core's component debounces its fetch with a debounced function made anew on every
 * render, and a render that comes within the debounce period (the answer to an earlier
 * fetch, say, on a slow server) cancels the pending fetch of the last change, so the preview
 * keeps showing an intermediate value. A component keyed on the settled value mounts afresh
 * and fetches at once; answers to the ones it replaced are dropped with them.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/** How long a value must stay unchanged to count as settled. */
export const SETTLE_MS = 400;

/**
 * The value, once it has not changed for `delay` ms (the first value at once).
 *
 * @param value The changing value.
 * @param delay Quiet period in ms.
 */
export function useSettled< T >( value: T, delay: number = SETTLE_MS ): T {
	const [ settled, setSettled ] = useState( value );
	useEffect( () => {
		if ( Object.is( value, settled ) ) {
			return;
		}
		const timer = setTimeout( () => setSettled( value ), delay );
		return () => clearTimeout( timer );
	}, [ value, settled, delay ] );
	return settled;
}
