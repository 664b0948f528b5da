/**
 * What the security specs share: the suite's own native site (tools/test/security.sh starts
 * it as the instance "security", never the demo site), its PHP helper
 * (php/security-site.php), logging a role in through core's form with its nonces, the
 * instance's PHP error logs, and the count of cases each part tried (printed at the end).
 */
/**
 * External dependencies
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { siteSql } from '../e2e/e2e-database';
import { EMPTY_RATE_WINDOWS } from '../e2e/rate-windows';

export const ROOT = path.resolve( __dirname, '../..' );
export const INSTANCE = path.join( ROOT, '.farol/native-security' );
export const SITE = path.join( INSTANCE, 'wp' );
export const BASE_URL = `http://localhost:${
	process.env.FAROL_SECURITY_PORT ?? 8891
}`;
/** One line per part and spec: {part, cases}; tools/test/security-summary.mjs adds them up. */
export const COUNTS = path.join( ROOT, 'artifacts/security-counts.jsonl' );

/**
 * Runs a task of the PHP helper against the site and returns its JSON answer.
 *
 * @param args The task and its arguments.
 */
export function siteTask< T = unknown >( ...args: string[] ): T {
	const output = execFileSync(
		'php',
		[ path.join( __dirname, 'php/security-site.php' ), SITE, ...args ],
		{
			cwd: ROOT,
			env: { ...process.env, FAROL_SITE_URL: BASE_URL },
			encoding: 'utf8',
			timeout: 60_000,
		}
	);
	return JSON.parse( output.trim().split( '\n' ).pop() ?? 'null' ) as T;
}

/**
 * siteTask() without blocking this process: for a task that calls a server the spec itself
 * runs (its event loop must stay free to answer).
 *
 * @param args The task and its arguments.
 */
export function siteTaskAsync< T = unknown >(
	...args: string[]
): Promise< T > {
	return new Promise( ( resolve, reject ) => {
		execFile(
			'php',
			[ path.join( __dirname, 'php/security-site.php' ), SITE, ...args ],
			{
				cwd: ROOT,
				env: { ...process.env, FAROL_SITE_URL: BASE_URL },
				encoding: 'utf8',
				timeout: 60_000,
			},
			( error, stdout ) =>
				error
					? reject( error )
					: resolve(
							JSON.parse(
								stdout.trim().split( '\n' ).pop() ?? 'null'
							) as T
					  )
		);
	} );
}

/** Empties every rate-limit window: the suite sends far more than any window allows. */
export function unthrottle(): void {
	// Straight to MariaDB: the suite empties the windows before every call it makes (over a
	// thousand), and a PHP helper booting WordPress each time cost about a minute of the run.
	siteSql(
		`${ EMPTY_RATE_WINDOWS } DELETE FROM wp_options WHERE option_name LIKE '\\_transient\\_%farol%' OR option_name LIKE '\\_transient\\_timeout\\_%farol%';`
	);
}

/**
 * Adds the cases a part tried to the run's count.
 *
 * @param part  Part name (permissions, hostile input, uploads, faults).
 * @param cases How many.
 */
export function countCases( part: string, cases: number ): void {
	fs.mkdirSync( path.dirname( COUNTS ), { recursive: true } );
	fs.appendFileSync( COUNTS, JSON.stringify( { part, cases } ) + '\n' );
}

/** The instance's PHP error logs: php-fpm's and WordPress's debug.log. */
const LOGS = [ 'php-errors.log', 'debug.log' ].map( ( name ) =>
	path.join( INSTANCE, name )
);

/** Where each log ends now. */
export function logMark(): number[] {
	return LOGS.map( ( file ) =>
		fs.existsSync( file ) ? fs.statSync( file ).size : 0
	);
}

/**
 * The PHP notices, warnings and errors logged since a mark.
 *
 * @param mark A logMark().
 */
export function phpProblemsSince( mark: number[] ): string[] {
	const lines: string[] = [];
	LOGS.forEach( ( file, index ) => {
		if ( ! fs.existsSync( file ) ) {
			return;
		}
		const size = fs.statSync( file ).size;
		const from = mark[ index ] ?? 0;
		if ( size <= from ) {
			return;
		}
		const fd = fs.openSync( file, 'r' );
		const buffer = Buffer.alloc( size - from );
		fs.readSync( fd, buffer, 0, buffer.length, from );
		fs.closeSync( fd );
		lines.push(
			...buffer
				.toString( 'utf8' )
				.split( '\n' )
				.filter( ( line ) =>
					/PHP (Notice|Warning|Deprecated|Fatal|Parse)|Uncaught|WordPress database error/i.test(
						line
					)
				)
		);
	} );
	return lines;
}

export type Nonces = {
	rest: string;
	comments: string;
	staleRest: string;
	staleComments: string;
};

export type Session = {
	context: APIRequestContext;
	nonces: Nonces | null;
};

/** A visitor: no cookies, no nonces. */
export async function visitor(): Promise< Session > {
	return {
		context: await request.newContext( { baseURL: BASE_URL } ),
		nonces: null,
	};
}

/**
 * Logs a user in through core's form and reads the session's nonces.
 *
 * @param login User name (password: password).
 * @param uid   The user's id.
 */
export async function logIn( login: string, uid: number ): Promise< Session > {
	const context = await request.newContext( { baseURL: BASE_URL } );
	await context.get( '/wp-login.php' );
	const answer = await context.post( '/wp-login.php', {
		form: {
			log: login,
			pwd: 'password',
			testcookie: '1',
			'wp-submit': 'Log In',
		},
		maxRedirects: 0,
	} );
	const cookie = ( await context.storageState() ).cookies.find( ( c ) =>
		c.name.startsWith( 'wordpress_logged_in_' )
	);
	if ( answer.status() !== 302 || ! cookie ) {
		throw new Error( `could not log ${ login } in (${ answer.status() })` );
	}
	const nonces = siteTask< Nonces >(
		'nonces',
		String( uid ),
		decodeURIComponent( cookie.value )
	);
	return { context, nonces };
}
