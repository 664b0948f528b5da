/**
 * Playwright, against a running Farol site.
 *
 * FAROL_URL      the site (default: the e2e suite's own native site, which tools/test/e2e.sh
 *                starts on FAROL_E2E_PORT, default 8890; never the demo site)
 * CHROMIUM_PATH  the browser (default: Debian's headless shell, else /usr/bin/chromium:
 *                tests/browser.ts; Playwright's own download cannot work offline)
 * FAROL_E2E_SMOKE=1 runs only tests tagged @smoke (the Playground smoke run).
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

const baseURL =
	process.env.FAROL_URL ??
	`http://localhost:${ process.env.FAROL_E2E_PORT ?? 8890 }`;
process.env.WP_BASE_URL = baseURL;
process.env.WP_USERNAME ??= 'admin';
process.env.WP_PASSWORD ??= 'password';
process.env.STORAGE_STATE_PATH ??= path.join( __dirname, '.auth/admin.json' );

export default defineConfig( {
	testDir: __dirname,
	testMatch: '**/*.spec.ts',
	// FAROL_E2E_OUTPUT gives concurrent runs their own folder (they would delete each other's traces).
	outputDir:
		process.env.FAROL_E2E_OUTPUT ??
		path.join( __dirname, '../../artifacts/e2e-results' ),
	globalSetup: path.join( __dirname, 'global-setup.ts' ),
	fullyParallel: false,
	workers: 1,
	retries: process.env.CI ? 1 : 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	grep: process.env.FAROL_E2E_SMOKE ? /@smoke/ : undefined,
	reporter: [
		[ 'list' ],
		// Read by tools/test/e2e-summary.mjs, which fails the layer on a flaky test too.
		[
			'json',
			{
				outputFile:
					process.env.FAROL_E2E_JSON ??
					path.join( __dirname, '../../artifacts/e2e-results.json' ),
			},
		],
		[
			'html',
			{
				open: 'never',
				// FAROL_E2E_HTML: the shards of tools/test/e2e.sh write their own reports.
				outputFolder:
					process.env.FAROL_E2E_HTML ??
					path.join( __dirname, '../../artifacts/e2e-report' ),
			},
		],
	],
	use: {
		baseURL,
		locale: 'pt-BR',
		timezoneId: 'America/Sao_Paulo',
		trace: FAILURE_TRACE,
		screenshot: 'only-on-failure',
		storageState: process.env.STORAGE_STATE_PATH,
		launchOptions: {
			executablePath: testBrowser(),
			args: [ ...BROWSER_ARGS, '--disable-quic', '--disable-sync' ],
		},
	},
	projects: [ { name: 'chromium', use: { ...devices[ 'Desktop Chrome' ] } } ],
} );
