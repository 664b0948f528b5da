/**
 * The handshake between the eager loader (`loader.ts`) and the mount helper of a deferred
 * bundle (`mount-blocks.tsx`), written on the container itself so that any number of bundles,
 * each with its own copy of this module, agree on it.
 *
 * - The server marks a container whose script waits in a `<template>` with
 *   `data-farol-mount="<handle>"` (and may narrow its triggers with `data-farol-when`).
 * - When the container is needed, the loader sets `data-farol-needed` and dispatches
 *   `farol:needed` on it, then loads the template's scripts.
 * - The bundle, once it runs, mounts the containers already needed and listens for the rest.
 * - Meanwhile the loader holds the visitor's clicks and submits (replay.ts) and sets
 *   `noValidate` on the container's forms, marking them `data-farol-held`. The bundle's helper
 *   (mountBlocks, enhanceBlocks) gives the forms their validation back before its runtime
 *   takes over, and dispatches `farol:mounted` on the container once the runtime is live:
 *   the loader then replays what it held.
 *
 * No imports beyond the triggers: this runs on the critical path.
 */

/**
 * Internal dependencies
 */

/** Handles (space-separated) of the deferred scripts a container waits for. */
export const MOUNT_ATTRIBUTE = 'data-farol-mount';

/** Narrows the triggers of a container, e.g. "visible interaction" (see parseWhen). */
export const WHEN_ATTRIBUTE = 'data-farol-when';

/** Set once a container has been asked for. */
export const NEEDED_ATTRIBUTE = 'data-farol-needed';

/** Dispatched on a container when it becomes needed (does not bubble). */
export const NEEDED_EVENT = 'farol:needed';

/** Dispatched on a container once its runtime is live (does not bubble). */
export const MOUNTED_EVENT = 'farol:mounted';

/** Set on a container once its runtime is live. */
export const LIVE_ATTRIBUTE = 'data-farol-live';

/** Marks a form whose validation the loader switched off while its container waits. */
export const HELD_ATTRIBUTE = 'data-farol-held';

/** The attribute that holds a deferred handle's scripts on a `<template>`. */
export const TEMPLATE_ATTRIBUTE = 'data-farol-deferred';

/**
 * Records that a container is needed and tells any bundle already listening.
 *
 * @param container Server-rendered container.
 */
export function markNeeded( container: Element ): void {
	if ( container.hasAttribute( NEEDED_ATTRIBUTE ) ) {
		return;
	}
	container.setAttribute( NEEDED_ATTRIBUTE, '' );
	container.dispatchEvent( new CustomEvent( NEEDED_EVENT ) );
}

/**
 * Whether a container has been asked for already.
 *
 * @param container Server-rendered container.
 */
export function isNeeded( container: Element ): boolean {
	return container.hasAttribute( NEEDED_ATTRIBUTE );
}

/**
 * The deferred script handles a container names.
 *
 * @param container Server-rendered container.
 */
export function mountHandles( container: Element ): string[] {
	return ( container.getAttribute( MOUNT_ATTRIBUTE ) || '' )
		.split( /\s+/ )
		.filter( Boolean );
}

/**
 * The `<template>` that holds a deferred handle's scripts, if the page has one.
 *
 * @param handle Script handle.
 * @param doc    Document.
 */
export function findTemplate(
	handle: string,
	doc: Document
): HTMLTemplateElement | undefined {
	return [
		...doc.querySelectorAll< HTMLTemplateElement >(
			`template[${ TEMPLATE_ATTRIBUTE }]`
		),
	].find(
		( candidate ) => candidate.getAttribute( TEMPLATE_ATTRIBUTE ) === handle
	);
}

/**
 * Gives the forms the loader held (the container itself, if a form, and those inside it)
 * their validation back.
 *
 * @param container Server-rendered container.
 */
export function releaseForms( container: Element ): void {
	formsOf( container ).forEach( ( form ) => {
		if ( form.hasAttribute( HELD_ATTRIBUTE ) ) {
			form.removeAttribute( HELD_ATTRIBUTE );
			form.noValidate = false;
		}
	} );
}

/**
 * The container, if it is a form, and the forms inside it.
 *
 * @param container Server-rendered container.
 */
export function formsOf( container: Element ): HTMLFormElement[] {
	return [ container, ...container.querySelectorAll( 'form' ) ].filter(
		( form ): form is HTMLFormElement => form.tagName === 'FORM'
	);
}

/**
 * Tells the loader a container's runtime is live (it replays what the visitor did meanwhile).
 * A runtime may take over an element inside the block's deferred container (the lead form
 * mounts on its form's own container, which an embed has too); the loader holds events on
 * the `data-farol-mount` container around it, so that one is told as well.
 *
 * @param container The container its runtime took over.
 */
export function signalMounted( container: Element ): void {
	const held = container.closest( `[${ MOUNT_ATTRIBUTE }]` );
	for ( const target of held && held !== container
		? [ held, container ]
		: [ container ] ) {
		target.setAttribute( LIVE_ATTRIBUTE, '' );
		target.dispatchEvent( new CustomEvent( MOUNTED_EVENT ) );
	}
}
