/**
 * The test object every Farol spec imports: Playwright's, extended with WordPress' fixtures
 * (admin, editor, pageUtils, requestUtils), and with every test starting on empty rate-limit
 * windows (rate-windows.ts).
 */
/**
 * WordPress dependencies
 */
import { test as wordpress } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { emptyRateWindows } from './rate-windows';

export { expect } from '@wordpress/e2e-test-utils-playwright';

export const test = wordpress.extend< { freshRateWindows: void } >( {
	freshRateWindows: [
		async ( { baseURL }, use ) => {
			emptyRateWindows( baseURL! );
			await use();
		},
		{ auto: true },
	],
} );

/** A browser state with no cookies: a visitor who is not logged in. */
export const VISITOR = { cookies: [], origins: [] };
