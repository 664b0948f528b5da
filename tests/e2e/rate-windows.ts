/**
 * The suite's own site starts every test with empty rate-limit windows.
 *
 * Farol limits what one address may send (conversions, contact messages, comments, votes) per
 * window; the whole suite comes from loopback and sends far more than any window allows, so a
 * test's outcome would depend on how many earlier tests happened to fall into the same ten
 * minutes (a lead-form test answered 429 late in a slow full run, never alone). The limits
 * themselves are PHPUnit's to test, and the specs that test a limit fill its window
 * themselves. Only the native e2e site (tools/test/e2e.sh) is touched: not the Playground
 * smoke run's site, not a FAROL_URL pointing elsewhere.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../..' );
const SOCKET = path.join( ROOT, '.farol/mariadb/mysqld.sock' );
/** The native e2e instance of this run (tools/test/e2e.sh runs one per shard). */
const INSTANCE = process.env.FAROL_NATIVE_INSTANCE ?? 'e2e';
const E2E_SITE = path.join(
	ROOT,
	`.farol/native-${ INSTANCE }/wp/wp-config.php`
);
/** The e2e site's database (tools/runtime/native.sh: farol_<instance>). */
const DATABASE = `farol_${ INSTANCE }`;
/** Every window of every scope lives in this table (Farol\Support\Abuse\RateLimitTable::name()). */
const TABLE = 'wp_farol_rate_limits';

/**
 * Whether the tests run against the native e2e site of this checkout.
 *
 * @param baseURL The site under test.
 */
function isOwnSite( baseURL: string ): boolean {
	if ( process.env.FAROL_E2E_SMOKE || ! fs.existsSync( E2E_SITE ) ) {
		return false;
	}
	const port = new URL( baseURL ).port;
	return fs
		.readFileSync( E2E_SITE, 'utf8' )
		.includes( `'WP_HOME', 'http://localhost:${ port }'` );
}

/**
 * Empties every rate-limit window of the suite's site (nothing elsewhere).
 *
 * @param baseURL The site under test.
 */
export function emptyRateWindows( baseURL: string ): void {
	if ( ! isOwnSite( baseURL ) ) {
		return;
	}
	const started = Date.now();
	// A lock held elsewhere fails this at once and loudly, rather than eating the test's time.
	execFileSync(
		'mariadb',
		[
			'--no-defaults',
			'--protocol=socket',
			`--socket=${ SOCKET }`,
			'-uroot',
			DATABASE,
			'-e',
			`SET SESSION innodb_lock_wait_timeout = 5, lock_wait_timeout = 5; DELETE FROM ${ TABLE }`,
		],
		{ stdio: [ 'ignore', 'ignore', 'inherit' ], timeout: 15_000 }
	);
	const took = Date.now() - started;
	if ( took > 1000 ) {
		// eslint-disable-next-line no-console -- a slow reset is worth seeing in the run's log.
		console.warn( `[rate-windows] emptying took ${ took } ms` );
	}
}
