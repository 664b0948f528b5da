/**
 * Playwright for `npm run test:security` (tools/test/security.sh), against the suite's own
 * native site, the instance "security" on FAROL_SECURITY_PORT (default 8891), never the demo
 * site. Chromium is Debian's, as in tests/e2e/playwright.config.ts. No retries: a security
 * failure that passes on a second try is still a failure.
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
import { BASE_URL } from './site';

export default defineConfig( {
	testDir: __dirname,
	testMatch: '**/*.spec.ts',
	outputDir: path.join( __dirname, '../../artifacts/security-results' ),
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 180_000,
	expect: { timeout: 10_000 },
	reporter: [
		[ 'list' ],
		[
			'json',
			{
				outputFile:
					process.env.FAROL_SECURITY_JSON ??
					path.join(
						__dirname,
						'../../artifacts/security-results.json'
					),
			},
		],
	],
	use: {
		baseURL: BASE_URL,
		locale: 'pt-BR',
		trace: FAILURE_TRACE,
		launchOptions: {
			executablePath: testBrowser(),
			args: BROWSER_ARGS,
		},
	},
	projects: [ { name: 'chromium', use: { ...devices[ 'Desktop Chrome' ] } } ],
} );
