/**
 * The one way a front-end feature mounts React into server-rendered markup.
 *
 * ```tsx
 * mountBlocks( {
 * 	selector: '.wp-block-farol-box-shadow',
 * 	props: z.object( { id: z.string(), shadow: shadowSchema } ),
 * 	render: ( { id, shadow }, container ) => <Generator … />,
 * } );
 * ```
 *
 * For each container the selector finds: its props are read from one place, the
 * `data-farol-props` JSON attribute, and parsed with the zod schema; when it is needed (see
 * below) one React root is created on it, inside an error boundary. React replaces the
 * server's children, which are kept: when the props do not parse, `render` throws or a
 * component throws (then or later), the error is logged with the block's selector and the
 * server's markup is put back, readable as it was before any script. If the focus was inside
 * the container (the visitor's touch brought the script), it moves to the matching element
 * of the new tree, so keystrokes go on where they were aimed.
 *
 * Takeover: the forms the loader held get their validation back, `render` reads the server's
 * controls, and the first render is committed synchronously (`flushSync`), so no key typed
 * during the swap can fall between that read and React's commit; the server's controls are
 * listened to from before that read, and a change that still lands on one of them after it
 * is handed to the new tree (controls.ts). Then `farol:mounted` is
 * dispatched on the container and the loader replays the clicks and submits it held (also
 * when the block could not mount: what was held then goes on natively at once).
 *
 * When: see schedule.ts (the eager loader decides on a page where the server deferred the
 * bundle; elsewhere `when`, else `data-farol-when`, else every trigger).
 */

/**
 * External dependencies
 */
import type { ReactElement } from 'react';
import type { ZodType, ZodTypeDef } from 'zod';

import { useLayoutEffect } from 'react';
import { createRoot, flushSync } from 'react-dom';

/**
 * Internal dependencies
 */
import { MountBoundary } from './boundary';
import { keepControls } from './controls';
import { moveFocus, rememberFocus } from './focus';
import { releaseForms, signalMounted } from './needed';
import { report, whenContainersNeeded } from './schedule';
import type { When } from './triggers';

/** The attribute holding a container's props, as JSON. */
export const PROPS_ATTRIBUTE = 'data-farol-props';

export interface MountOptions< P > {
	/** Finds the block's server-rendered containers. */
	selector: string;
	/** Parses the container's `data-farol-props` JSON. */
	props: ZodType< P, ZodTypeDef, unknown >;
	/**
	 * The tree for one container. Runs before React touches the container, so it can read
	 * what the visitor changed in the server's controls meanwhile.
	 */
	render: ( props: P, container: HTMLElement ) => ReactElement;
	/** Moments that mount a container the loader does not manage (default: all). */
	when?: When;
}

/**
 * Runs its callback once its children are in the document.
 *
 * @param props          Component props.
 * @param props.children The block's tree.
 * @param props.onMount  Called after the first commit.
 */
function Mounted( {
	children,
	onMount,
}: {
	children: ReactElement;
	onMount: () => void;
} ) {
	useLayoutEffect( onMount, [ onMount ] );
	return children;
}

/**
 * Mounts one container now.
 *
 * @param container Server-rendered container.
 * @param options   The block's options.
 * @return Unmounts it (nothing when it could not mount).
 */
function mountOne< P >(
	container: HTMLElement,
	options: MountOptions< P >
): () => void {
	releaseForms( container );
	const unmount = tryMount( container, options );
	signalMounted( container );
	return unmount;
}

/**
 * Parses, renders and commits one container (see mountOne).
 *
 * @param container Server-rendered container.
 * @param options   The block's options.
 * @return Unmounts it (nothing when it could not mount).
 */
function tryMount< P >(
	container: HTMLElement,
	options: MountOptions< P >
): () => void {
	const { selector } = options;
	let raw: unknown;
	try {
		raw = JSON.parse( container.getAttribute( PROPS_ATTRIBUTE ) ?? '{}' );
	} catch ( error ) {
		report( selector, `${ PROPS_ATTRIBUTE } is not JSON`, error );
		return () => {};
	}
	const parsed = options.props.safeParse( raw );
	if ( ! parsed.success ) {
		report(
			selector,
			`${ PROPS_ATTRIBUTE } does not match the block's schema`,
			parsed.error.issues
		);
		return () => {};
	}

	// Listening before `render` reads the controls: a change landing after the read is
	// handed to the new tree once it is committed (controls.ts).
	const controls = keepControls( container );
	let tree: ReactElement;
	try {
		tree = options.render( parsed.data, container );
	} catch ( error ) {
		controls.stop();
		report( selector, 'render failed; the server markup stays', error );
		return () => {};
	}

	const focus = rememberFocus( container );
	const serverNodes = Array.from( container.childNodes );
	const root = createRoot( container );
	let live = true;
	const unmount = () => {
		controls.stop();
		if ( live ) {
			live = false;
			root.unmount();
		}
	};
	const onError = ( error: unknown ) => {
		report(
			selector,
			'a component threw; the server markup is back',
			error
		);
		// React has removed the broken tree and renders nothing more into the container:
		// the server's nodes (with whatever the visitor had set in them) go back before the
		// next paint, and the root is let go once React has finished this commit.
		container.replaceChildren( ...serverNodes );
		if ( focus && focus.element.isConnected ) {
			focus.element.focus( { preventScroll: true } );
		}
		queueMicrotask( unmount );
	};
	flushSync( () =>
		root.render(
			<MountBoundary onError={ onError }>
				<Mounted onMount={ () => moveFocus( container, focus ) }>
					{ tree }
				</Mounted>
			</MountBoundary>
		)
	);
	// (Synchronously too, where the runtime is React: a replayed click then sees the change.)
	flushSync( controls.settle );
	return unmount;
}

/**
 * Mounts a block's React tree into each of its server-rendered containers when they are
 * needed (see the file's comment).
 *
 * @param options The block's selector, props schema, tree and triggers.
 * @return Cancels what is still pending and unmounts what was mounted.
 */
export function mountBlocks< P >( options: MountOptions< P > ): () => void {
	return whenContainersNeeded(
		options.selector,
		options.when,
		( container ) => mountOne( container, options )
	);
}
