/**
 * Playwright for the release zips on a stock WordPress (tools/test/dist-stock.sh --browser):
 * the site at FAROL_STOCK_URL, which that script sets up bare (pinned core, fresh database, no
 * mu-plugin) and serves. Chromium is Debian's, as in the other layers. No retries.
 */
/**
 * External dependencies
 */
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Internal dependencies
 */
import { BROWSER_ARGS, FAILURE_TRACE, testBrowser } from '../browser';

export default defineConfig( {
	testDir: __dirname,
	testMatch: '**/*.spec.ts',
	outputDir: path.join( __dirname, '../../artifacts/stock-results' ),
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 120_000,
	expect: { timeout: 15_000 },
	reporter: [ [ 'list' ] ],
	use: {
		baseURL: process.env.FAROL_STOCK_URL ?? 'http://localhost:8893',
		trace: FAILURE_TRACE,
		launchOptions: {
			executablePath: testBrowser(),
			args: [
				...BROWSER_ARGS,
				// The network's address mapped to the server's port (dist-stock.sh --multisite).
				...( process.env.FAROL_STOCK_RESOLVE
					? [
							`--host-resolver-rules=${ process.env.FAROL_STOCK_RESOLVE }`,
					  ]
					: [] ),
			],
		},
	},
	projects: [ { name: 'chromium', use: { ...devices[ 'Desktop Chrome' ] } } ],
} );
