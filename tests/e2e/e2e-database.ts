/**
 * The native e2e site's database, reached past the web server (MariaDB's socket, as root),
 * for what the suite resets or checks around every test: the rate-limit windows
 * (rate-windows.ts) and what a spec file left behind (leftovers.ts), and for the security
 * suite's rate-limit resets. Only the native site of this run (FAROL_NATIVE_INSTANCE:
 * tools/test/e2e.sh's `e2e`, or `e2e_<n>` for shard n; tools/test/security.sh's `security`) is
 * touched: never the Playground smoke run's site, never a FAROL_URL pointing elsewhere.
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
export const INSTANCE = process.env.FAROL_NATIVE_INSTANCE ?? 'e2e';
/** The instance's WordPress folder. */
export const SITE_DIR = path.join( ROOT, `.farol/native-${ INSTANCE }/wp` );
/** The instance's database (tools/runtime/native.sh: farol_<instance>). */
const DATABASE = `farol_${ INSTANCE }`;

/**
 * Whether the tests run against the native e2e site of this checkout.
 *
 * @param baseURL The site under test.
 */
export function isOwnSite( baseURL: string ): boolean {
	const config = path.join( SITE_DIR, 'wp-config.php' );
	if ( process.env.FAROL_E2E_SMOKE || ! fs.existsSync( config ) ) {
		return false;
	}
	const port = new URL( baseURL ).port;
	return fs
		.readFileSync( config, 'utf8' )
		.includes( `'WP_HOME', 'http://localhost:${ port }'` );
}

/**
 * Runs SQL on the site's database; its rows, tab-separated, without column names. Fails at
 * once and loudly on a lock held elsewhere, rather than eating the test's time.
 *
 * @param statements SQL.
 */
export function siteSql( statements: string ): string[][] {
	const out = execFileSync(
		'mariadb',
		[
			'--no-defaults',
			'--protocol=socket',
			`--socket=${ SOCKET }`,
			'-uroot',
			'--batch',
			'--skip-column-names',
			DATABASE,
			'-e',
			`SET SESSION innodb_lock_wait_timeout = 5, lock_wait_timeout = 5; ${ statements }`,
		],
		{ stdio: [ 'ignore', 'pipe', 'inherit' ], timeout: 15_000 }
	).toString();
	return out
		.split( '\n' )
		.filter( ( line ) => line !== '' )
		.map( ( line ) => line.split( '\t' ) );
}
