/**
 * The two-server test's forwarding queue check (tools/test/two-servers.mjs), with its helper
 * tools/test/two-servers-queue.php.
 */
/**
 * External dependencies
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/**
 * The forwarding queue's claims, across servers: leads queued in the shared database, a
 * provider stand-in (tests/php/stand-ins/rd-station.php, which logs every request), and the
 * queue's worker run at the same moment three times on each server: every lead reaches the
 * provider exactly once and ends sent (a claim is an UPDATE in the database, nothing local).
 *
 * @param {Object}   options
 * @param {string}   options.A       Server A's address.
 * @param {string}   options.B       Server B's address.
 * @param {string}   options.folder  Server A's site folder.
 * @param {string}   options.folderB Server B's site folder.
 * @param {Function} options.check   Records one check (what, ok, seen).
 * @param {Function} options.call    A request with a time limit (url → { status, … }).
 */
export async function queueClaims( { A, B, folder, folderB, check, call } ) {
	const count = 12;
	const provider = await startProvider();
	const helper = ( ...args ) =>
		JSON.parse(
			execFileSync(
				process.env.PHP ?? 'php',
				[
					path.join( ROOT, 'tools/test/two-servers-queue.php' ),
					folder,
					...args,
				],
				{ encoding: 'utf8' }
			)
				.trim()
				.split( '\n' )
				.pop()
		);
	let queued = null;
	try {
		queued = helper( 'setup', provider.url, String( count ), folderB );
		const runs = [ A, B, A, B, A, B ].map( ( base ) =>
			call( `${ base }/?farol_two_servers_queue=${ queued.secret }` )
		);
		const answers = await Promise.all( runs );
		check(
			'the queue worker ran at once three times on each server',
			answers.every( ( answer ) => answer.status === 200 ),
			answers.map( ( answer ) => answer.status ).join( ' ' )
		);
		const log = path.join( provider.dir, 'requests.jsonl' );
		const sent = fs.existsSync( log )
			? fs
					.readFileSync( log, 'utf8' )
					.trim()
					.split( '\n' )
					.filter( Boolean )
					.map( ( line ) => JSON.parse( JSON.parse( line ).body ) )
					.map( ( body ) => body?.payload?.email )
			: [];
		const times = queued.emails.map(
			( email ) => sent.filter( ( seen ) => seen === email ).length
		);
		check(
			`every one of ${ count } queued leads reached the provider exactly once`,
			times.every( ( n ) => n === 1 ),
			`times per lead: ${ times.join( ',' ) }`
		);
		const rows = helper( 'rows', queued.ids.join( ',' ) );
		check(
			'and each one is marked sent in the shared database',
			rows.length === count &&
				rows.every( ( row ) => row.forward_status === 'sent' ),
			rows.map( ( row ) => row.forward_status ).join( ' ' )
		);
	} finally {
		if ( queued ) {
			helper(
				'teardown',
				queued.ids.join( ',' ),
				String( queued.form ),
				folderB
			);
		}
		await provider.stop();
	}
}

/**
 * The provider's stand-in, through the stand-in server base the PHPUnit and e2e tests use
 * (tests/php/stand-ins/serve.php: a free loopback port, ready when this resolves, stopped when
 * its input closes).
 *
 * @return {Promise<{url: string, dir: string, stop: Function}>} Its address, its folder (where
 * requests.jsonl logs every request) and how to stop it.
 */
async function startProvider() {
	const child = spawn(
		process.env.PHP ?? 'php',
		[
			path.join( ROOT, 'tests/php/stand-ins/serve.php' ),
			'rd-station.php',
		],
		{ stdio: [ 'pipe', 'pipe', 'inherit' ] }
	);
	const exited = new Promise( ( resolve ) => child.once( 'exit', resolve ) );
	const line = await new Promise( ( resolve, reject ) => {
		readline
			.createInterface( { input: child.stdout } )
			.once( 'line', resolve );
		child.once( 'exit', ( code ) =>
			reject( new Error( `the provider stand-in exited (${ code })` ) )
		);
	} );
	const { url, dir } = JSON.parse( line );
	return {
		url,
		dir,
		stop: async () => {
			child.stdin.end();
			await exited;
		},
	};
}
