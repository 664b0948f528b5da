/**
 * The test object every Farol spec imports: Playwright's, extended with WordPress' fixtures
 * (admin, editor, pageUtils, requestUtils), with every test starting on empty rate-limit
 * windows (rate-windows.ts), and every spec file's comments, leads and contact messages
 * removed once it has run (leftovers.ts).
 */
/**
 * WordPress dependencies
 */
import { test as wordpress } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { emptyRateWindows } from './rate-windows';
import { afterTest, beforeTest, endOfWorker } from './leftovers';

export { expect } from '@wordpress/e2e-test-utils-playwright';

export const test = wordpress.extend<
	{ freshRateWindows: void; fileLeftovers: void },
	{ workerLeftovers: void }
>( {
	freshRateWindows: [
		async ( { baseURL }, use ) => {
			emptyRateWindows( baseURL! );
			await use();
		},
		{ auto: true },
	],
	fileLeftovers: [
		async ( { baseURL }, use, testInfo ) => {
			beforeTest( testInfo.file, baseURL! );
			await use();
			afterTest();
		},
		{ auto: true },
	],
	workerLeftovers: [
		// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first parameter.
		async ( {}, use ) => {
			await use();
			endOfWorker();
		},
		{ auto: true, scope: 'worker' },
	],
} );

/** A browser state with no cookies: a visitor who is not logged in. */
export const VISITOR = { cookies: [], origins: [] };
