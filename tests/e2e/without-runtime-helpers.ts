/**
 * What the "without the runtime" specs (`without-runtime*.spec.ts`) share: every page runs on a
 * phone over a slow network (Lighthouse's mobile conditions, a browser that never idles), as a
 * visitor who does nothing, with the blocks' runtimes held back, so what a test sees is what
 * the server's markup and the small scripts that are not parked do on their own.
 *
 * - The runtimes held back: the parked view scripts (`build/<block>/view.js`, which
 *   Farol\Support\DeferredScripts puts in `<template>`s for the loader) and every chunk of the
 *   views build (`build/views/`). Each such request is recorded and never answered: it neither
 *   arrives nor fails (a failure would send the loader to its native fallback), as on a network
 *   that never delivers it. The countdown's `view.js` is not one of them: it is the countdown's
 *   own ticker, printed the ordinary way (its container says `data-farol-when="now"`).
 * - At the end of every test: no container was taken over by a runtime (`data-farol-live`, which
 *   the mount helpers set once a runtime is live).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test as base, VISITOR } from './fixtures';
import { mobileConditions, neverIdle } from './handover';

/**
 * Whether an address is a block's runtime: a parked view script or a chunk of the views build.
 *
 * @param url The request's address.
 */
export function isRuntime( url: URL ): boolean {
	const path = url.pathname;
	if ( /\/build\/views\//.test( path ) ) {
		return true;
	}
	const view = /\/build\/([a-z-]+)\/view\.js$/.exec( path );
	return view !== null && view[ 1 ] !== 'countdown';
}

/** The runtimes' requests of a page, held back. */
export class HeldRuntime {
	/** Addresses the page asked for, in order. */
	readonly asked: string[] = [];

	/**
	 * Holds back every runtime request of the page from now on.
	 *
	 * @param page Page, before its first navigation.
	 */
	async hold( page: Page ): Promise< void > {
		await page.route( isRuntime, ( route ) => {
			// Never answered: the request stays pending until the page closes.
			this.asked.push( route.request().url() );
		} );
	}

	/**
	 * Whether a block's view script was asked for (its name, e.g. "comments").
	 *
	 * @param block The block's folder in the build.
	 */
	askedFor( block: string ): boolean {
		return this.asked.some( ( url ) =>
			new URL( url ).pathname.endsWith( `/build/${ block }/view.js` )
		);
	}
}

/**
 * Every test: a visitor (no cookies) on a phone, the runtimes held back; afterwards, no runtime
 * took a container over.
 */
export const test = base.extend< { runtime: HeldRuntime } >( {
	storageState: VISITOR,
	runtime: [
		async ( { page }, use ) => {
			await mobileConditions( page );
			await neverIdle( page );
			const runtime = new HeldRuntime();
			await runtime.hold( page );
			await use( runtime );
			if ( ! page.isClosed() ) {
				await expect( page.locator( '[data-farol-live]' ) ).toHaveCount(
					0
				);
			}
			// The held requests stay pending until the page closes (unrouting would send them on).
		},
		{ auto: true },
	],
} );

export { expect };

/**
 * Scrolls the window as a script does (no wheel, no key: nothing a loader counts as intent),
 * then lets two frames pass so the page's scroll handlers have run.
 *
 * @param page Page.
 * @param top  Where to, in CSS pixels from the document's top.
 */
export async function scrollWindow( page: Page, top: number ): Promise< void > {
	await page.evaluate( async ( y ) => {
		window.scrollTo( { top: y, behavior: 'instant' } );
		await new Promise( ( resolve ) =>
			requestAnimationFrame( () => requestAnimationFrame( resolve ) )
		);
	}, top );
}

/**
 * The document-top of the first element a selector finds.
 *
 * @param page     Page.
 * @param selector CSS selector.
 */
export function pageTop( page: Page, selector: string ): Promise< number > {
	return page
		.locator( selector )
		.first()
		.evaluate(
			( element ) => element.getBoundingClientRect().top + window.scrollY
		);
}
