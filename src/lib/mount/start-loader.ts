/**
 * The eager loader (`farol-mount`): the only Farol script a page with React-based blocks
 * loads up front. No React, no zod, no dependency: about 1 KB.
 *
 * The server leaves each such block's scripts (React, wp-element, the view bundle, their
 * translations) parked in a `<template data-farol-deferred="<handle>">` and marks the
 * block's container `data-farol-mount="<handle>"` (`Farol\Support\DeferredScripts`). This
 * waits, per container, for the first of its triggers (near the viewport, touched, or the
 * first idle period after load; `data-farol-when` can narrow them), then marks it needed and
 * runs the template's scripts in order. The view bundle's mount helper mounts the
 * containers marked needed and listens for the others.
 *
 * From the start it also holds the visitor's clicks and submits on each container until its
 * runtime is live, and replays them then (replay.ts); a held action also brings the runtime.
 * A failed download sends the container native at once; scripts that ran without the runtime
 * taking over, NATIVE_AFTER_MS later. A slow download is waited for: it is not a failure.
 */

/**
 * Internal dependencies
 */
import {
	MOUNT_ATTRIBUTE,
	WHEN_ATTRIBUTE,
	isNeeded,
	markNeeded,
	mountHandles,
} from './needed';
import { NATIVE_AFTER_MS, holdEvents } from './replay';
import { runTemplate } from './template-scripts';
import { parseWhen, whenNeeded } from './triggers';

/**
 * Schedules every marked container of the document.
 *
 * @param doc Document.
 */
export function startLoader( doc: Document = document ): void {
	doc.querySelectorAll( `[${ MOUNT_ATTRIBUTE }]` ).forEach( ( container ) => {
		const load = () => {
			if ( isNeeded( container ) ) {
				return;
			}
			markNeeded( container );
			mountHandles( container )
				.reduce< Promise< void > >(
					( previous, handle ) =>
						previous.then( () => runTemplate( handle, doc ) ),
					Promise.resolve()
				)
				.then(
					// Its scripts have run: a runtime that has not taken over by then threw.
					() => setTimeout( goNative, NATIVE_AFTER_MS ),
					( error: unknown ) => {
						// The server markup stays as it is, and works the no-JavaScript way.
						goNative();
						// eslint-disable-next-line no-console -- the only trace a visitor's broken script leaves.
						console.error(
							'[farol] deferred scripts failed',
							error
						);
					}
				);
		};
		const goNative = holdEvents( container, load );
		whenNeeded(
			container,
			parseWhen( container.getAttribute( WHEN_ATTRIBUTE ) ),
			load
		);
	} );
}
