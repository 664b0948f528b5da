/**
 * The page-cache spec's own site (tests/e2e/page-cache.spec.ts): a native instance beside the
 * run's e2e site, `<instance>_pc` (database farol_<instance>_pc, folder
 * .farol/native-<instance>_pc) on the run's port + 1, with nginx's page cache in front
 * (FAROL_NATIVE_PAGE_CACHE=CACHE_SECONDS), 2 PHP workers. startSite() resets it fresh and puts
 * tests/e2e/php/page-cache-site.php into its mu-plugins; stopSite() stops it and drops its
 * database, so nothing the spec made outlives it. Its own site, not the run's: the other specs
 * never meet a cached page, and this one never meets their data.
 */
/**
 * External dependencies
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { INSTANCE, isOwnSite } from './e2e-database';

const ROOT = path.resolve( __dirname, '../..' );
const MAIN_URL =
	process.env.FAROL_URL ??
	`http://localhost:${ process.env.FAROL_E2E_PORT ?? 8890 }`;

/** Whether the run is on this checkout's native e2e site (else the spec skips). */
export const OWN_SITE = isOwnSite( MAIN_URL );
/** The micro-cache's lifetime, in seconds. */
export const CACHE_SECONDS = 5;
/** The most seconds a form stamp is good for (SignedStamp::MAX_AGE, 6 h). */
export const STAMP_MAX_AGE = 6 * 3600;
/** How old the stamps of a "page cached hours ago" are: an hour past STAMP_MAX_AGE. */
export const STALE_AGE = STAMP_MAX_AGE + 3600;

const PC_INSTANCE = `${ INSTANCE }_pc`;
const PORT = Number( new URL( MAIN_URL ).port || 80 ) + 1;
/** The cached site's address. */
export const CACHE_URL = `http://localhost:${ PORT }`;
const FOLDER = path.join( ROOT, `.farol/native-${ PC_INSTANCE }` );
const MU_PLUGIN = path.join(
	FOLDER,
	'wp/wp-content/mu-plugins/farol-e2e-page-cache.php'
);
const LOGS = [ 'php-errors.log', 'debug.log' ].map( ( name ) =>
	path.join( FOLDER, name )
);
const SOCKET = path.join( ROOT, '.farol/mariadb/mysqld.sock' );

/**
 * Runs tools/runtime/native.sh for the cached site.
 *
 * @param command The command.
 */
function native( command: string ): void {
	execFileSync( 'bash', [ 'tools/runtime/native.sh', command ], {
		cwd: ROOT,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
		env: {
			...process.env,
			FAROL_NATIVE_INSTANCE: PC_INSTANCE,
			FAROL_NATIVE_PORT: String( PORT ),
			FAROL_NATIVE_PAGE_CACHE: String( CACHE_SECONDS ),
			FAROL_NATIVE_WORKERS: '2',
			FAROL_SKIP_BUILD: '1',
			FAROL_NATIVE_OBJECT_CACHE: '',
			FAROL_NATIVE_DB: '',
		},
	} );
}

/** Resets the cached site fresh (its logs emptied first) and adds the spec's mu-plugin. */
export function startSite(): void {
	LOGS.forEach( ( log ) => fs.existsSync( log ) && fs.truncateSync( log ) );
	// A web server left running by an aborted run: stopped, so its cache starts empty.
	native( 'site-stop' );
	native( 'reset' );
	fs.copyFileSync(
		path.join( __dirname, 'php/page-cache-site.php' ),
		MU_PLUGIN
	);
}

/** Stops the cached site and drops its database (everything the spec made). */
export function stopSite(): void {
	fs.rmSync( MU_PLUGIN, { force: true } );
	native( 'site-stop' );
	siteRows( `DROP DATABASE IF EXISTS farol_${ PC_INSTANCE }`, '' );
}

/**
 * Runs SQL on the cached site's database (MariaDB's socket, as root); its rows.
 *
 * @param statements SQL.
 * @param database   The database ('' for none).
 */
export function siteRows(
	statements: string,
	database = `farol_${ PC_INSTANCE }`
): string[][] {
	const out = execFileSync(
		'mariadb',
		[
			'--no-defaults',
			'--protocol=socket',
			`--socket=${ SOCKET }`,
			'-uroot',
			'--batch',
			'--skip-column-names',
			...( database ? [ database ] : [] ),
			'-e',
			statements,
		],
		{ encoding: 'utf8' }
	);
	return out
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => line.split( '\t' ) );
}

/**
 * The statuses of the contact submissions sent from an address.
 *
 * @param address The e-mail address.
 */
export function contactStatuses( address: string ): string[] {
	return siteRows(
		`SELECT status FROM wp_farol_contact_submissions WHERE fields LIKE '%${ address }%'`
	).map( ( row ) => row[ 0 ] ?? '' );
}

/** The PHP notices, warnings and errors the cached site's logs hold (php-log-check.sh). */
export function logLinesOf(): string[] {
	const check = spawnSync(
		'bash',
		[ 'tools/test/php-log-check.sh', 'page-cache', ...LOGS ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	return check.status === 0
		? []
		: check.stderr.split( '\n' ).filter( Boolean );
}

/**
 * A stamp's server time (`<unix time>.<signature>`).
 *
 * @param stamp The stamp.
 */
export function stampTime( stamp: string ): number {
	return Number( stamp.split( '.' )[ 0 ] );
}

export type Fetched = {
	status: number;
	/** X-Cache-Status ('' when the cache was not looked at). */
	cache: string;
	setCookie: boolean;
	body: string;
};

/**
 * One request to the cached site from a reader with no cookie jar of its own (each call a new
 * reader; cookies only as given).
 *
 * @param address   Path and query.
 * @param headers   Request headers.
 * @param method    GET, HEAD or POST.
 * @param multipart A POST's fields.
 */
export async function fetchAs(
	address: string,
	headers: Record< string, string > = {},
	method: 'GET' | 'HEAD' | 'POST' = 'GET',
	multipart?: Record< string, string >
): Promise< Fetched > {
	const reader = await request.newContext( {
		baseURL: CACHE_URL,
		extraHTTPHeaders: headers,
	} );
	try {
		const response = await reader.fetch( address, {
			method,
			multipart,
			maxRedirects: 0,
		} );
		return {
			status: response.status(),
			cache: response.headers()[ 'x-cache-status' ] ?? '',
			setCookie: 'set-cookie' in response.headers(),
			body: method === 'HEAD' ? '' : await response.text(),
		};
	} finally {
		await reader.dispose();
	}
}
