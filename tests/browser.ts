/**
 * The Chromium the Playwright layers (e2e, security, smoke) drive: CHROMIUM_PATH when set,
 * else Debian's headless shell (`chromium-headless-shell`, the "old" headless browser
 * Playwright itself uses for headless runs: about a fifth less CPU and wall time per spec than
 * the full browser's headless mode on a 2-core machine, measured on rest.spec.ts), else
 * Debian's full `/usr/bin/chromium`. A headed run (`--headed`, `--debug`) needs the full
 * browser: `CHROMIUM_PATH=/usr/bin/chromium`. And what those layers record of a failed test.
 */
/**
 * External dependencies
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/**
 * The browser executable for the test layers.
 */
export function testBrowser(): string {
	if ( process.env.CHROMIUM_PATH ) {
		return process.env.CHROMIUM_PATH;
	}
	return existsSync( HEADLESS_SHELL ) ? HEADLESS_SHELL : FULL_BROWSER;
}

/**
 * The trace the layers keep of a failed test: DOM snapshots, without the screencast. Recording
 * every test's frames cost about a sixth of the suite's CPU (sticky-settings +
 * page-chrome-scrolling: 51 → 43 CPU s); a failure still gets its final screenshot.
 */
export const FAILURE_TRACE = {
	mode: 'retain-on-failure',
	screenshots: false,
} as const;

/**
 * The switches every test layer starts Chromium with: no sandbox (CI runs as root), no GPU, and
 * none of the browser's own traffic (background requests, component updates, first-run pages)
 * on an offline machine.
 */
export const BROWSER_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--no-first-run',
];
