/**
 * The two-server test's forwarding queue check (tools/test/two-servers.mjs), with its helper
 * tools/test/two-servers-queue.php.
 */
/**
 * External dependencies
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

const wait = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );
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
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'farol-two-queue-' ) );
	const port = await freePort();
	const provider = spawn(
		process.env.PHP ?? 'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			path.join( ROOT, 'tests/php/stand-ins/rd-station.php' ),
		],
		{ env: { ...process.env, FAROL_STANDIN_DIR: dir }, stdio: 'ignore' }
	);
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
		await waitForPort( port );
		queued = helper(
			'setup',
			`http://127.0.0.1:${ port }`,
			String( count ),
			folderB
		);
		const runs = [ A, B, A, B, A, B ].map( ( base ) =>
			call( `${ base }/?farol_two_servers_queue=${ queued.secret }` )
		);
		const answers = await Promise.all( runs );
		check(
			'the queue worker ran at once three times on each server',
			answers.every( ( answer ) => answer.status === 200 ),
			answers.map( ( answer ) => answer.status ).join( ' ' )
		);
		const log = path.join( dir, 'requests.jsonl' );
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
		provider.kill();
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

/**
 * A free loopback port.
 */
function freePort() {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

/**
 * Resolves once something listens on a loopback port (at most 10 s).
 *
 * @param {number} port The port.
 */
async function waitForPort( port ) {
	for ( let i = 0; i < 100; i++ ) {
		const open = await new Promise( ( resolve ) => {
			const socket = net.connect( port, '127.0.0.1' );
			socket.on( 'connect', () => {
				socket.end();
				resolve( true );
			} );
			socket.on( 'error', () => resolve( false ) );
		} );
		if ( open ) {
			return;
		}
		await wait( 100 );
	}
	throw new Error( `nothing listens on ${ port }` );
}
