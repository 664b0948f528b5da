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
	return ( container.getAttribute( MOUNT_ATTRIBUTE ) ?? '' )
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
	return Array.from(
		doc.querySelectorAll< HTMLTemplateElement >(
			`template[${ TEMPLATE_ATTRIBUTE }]`
		)
	).find(
		( candidate ) => candidate.getAttribute( TEMPLATE_ATTRIBUTE ) === handle
	);
}
