/**
 * What the handover specs (`handover-*.spec.ts`) share: a visitor on a phone over a slow
 * network, acting before a block's runtime has arrived.
 *
 * - `mobileConditions(page)`: Lighthouse's mobile conditions set through the Chrome DevTools
 *   Protocol: CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. The Playground
 *   smoke run (FAROL_E2E_SMOKE=1) leaves them off: its server is the slow part there, and the
 *   same tests must hold on it as they are.
 * - `neverIdle(page)`: the browser never reports an idle period, so nothing loads "when the
 *   browser idles" and what a test sees is what the visitor's own action brought.
 * - `scriptsLoaded(page, pattern)`: the scripts the page has downloaded whose address matches.
 * - `holdBack(page, pattern)`: a block's runtime script held back until the test lets it go;
 *   `LATER_THAN_THE_FALLBACK_MS`: how long after the visitor's click a slow server lets it go
 *   (longer than the loader waits, once a runtime's scripts have run, before it gives what it
 *   held to the browser): a runtime that slow is on its way, not broken, and a click held
 *   meanwhile must still be its; `tookOver(container)`: waits until the runtime let go has
 *   arrived and taken the container over (`data-farol-live`), however long a throttled phone on
 *   this shared machine takes to download and run it, so that what follows checks what the
 *   runtime did on arrival, at once.
 */
/**
 * External dependencies
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { NATIVE_AFTER_MS } from '../../src/lib/mount/replay';

/** Lighthouse's mobile preset (simulated slow 4G on a mid-range phone). */
export const MOBILE_CONDITIONS = {
	cpuSlowdown: 4,
	latencyMs: 150,
	downloadBitsPerSecond: 1.6 * 1024 * 1024,
	uploadBitsPerSecond: 750 * 1024,
} as const;

/** Whether this run is the Playground smoke run (no throttling there). */
export const ON_PLAYGROUND = !! process.env.FAROL_E2E_SMOKE;

/**
 * Puts the page under Lighthouse's mobile conditions (not on the Playground smoke run).
 *
 * @param page Page, before its first navigation.
 * @return Whether the conditions were applied.
 */
export async function mobileConditions( page: Page ): Promise< boolean > {
	if ( ON_PLAYGROUND ) {
		return false;
	}
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Network.enable' );
	await cdp.send( 'Network.emulateNetworkConditions', {
		offline: false,
		latency: MOBILE_CONDITIONS.latencyMs,
		downloadThroughput: MOBILE_CONDITIONS.downloadBitsPerSecond / 8,
		uploadThroughput: MOBILE_CONDITIONS.uploadBitsPerSecond / 8,
	} );
	await cdp.send( 'Emulation.setCPUThrottlingRate', {
		rate: MOBILE_CONDITIONS.cpuSlowdown,
	} );
	return true;
}

/**
 * The browser never calls `requestIdleCallback` back.
 *
 * @param page Page, before its first navigation.
 */
export async function neverIdle( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		window.requestIdleCallback = () => 0;
	} );
}

/**
 * Addresses of the scripts the page has downloaded that match a pattern.
 *
 * @param page    Page.
 * @param pattern What to look for in an address.
 */
export function scriptsLoaded(
	page: Page,
	pattern: RegExp
): Promise< string[] > {
	return page.evaluate(
		( source ) =>
			performance
				.getEntriesByType( 'resource' )
				.map( ( entry ) => entry.name )
				.filter( ( name ) => new RegExp( source ).test( name ) ),
		pattern.source
	);
}

/** A slow server's delay for a runtime script: longer than the loader's native fallback delay. */
export const LATER_THAN_THE_FALLBACK_MS = NATIVE_AFTER_MS + 1500;

/**
 * Holds back the requests matching a pattern until the returned function is called.
 *
 * @param page    Page, before its navigation.
 * @param pattern The script's address.
 * @return Lets the held requests go on.
 */
export async function holdBack(
	page: Page,
	pattern: RegExp
): Promise< () => void > {
	let release = () => {};
	const released = new Promise< void >(
		( resolve ) => ( release = resolve )
	);
	await page.route( pattern, async ( route ) => {
		await released;
		await route.continue();
	} );
	return release;
}

/**
 * Waits until a block's runtime has taken its container over.
 *
 * @param container The block's `[data-farol-mount]` container.
 */
export async function tookOver( container: Locator ): Promise< void > {
	await expect( container ).toHaveAttribute( 'data-farol-live', '', {
		timeout: 45_000,
	} );
}
