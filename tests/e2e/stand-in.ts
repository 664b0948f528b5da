/**
 * A stand-in server (a router in tests/php/stand-ins) for an e2e spec, through the same base
 * the PHPUnit tests use (tests/php/stand-ins/StandInServer.php, via serve.php): a loopback
 * port chosen free at start, ready when this resolves, stopped by stop() or, at the latest,
 * when this process ends (serve.php stops it when its input closes). Its log is kept under
 * .farol/logs/ when it fails, or when keepLog() asked (a spec's test failed: see state()).
 */
/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';

/**
 * Internal dependencies
 */
import { test } from './fixtures';

export type StandIn = {
	port: number;
	/** Its address, e.g. http://localhost:40123. */
	url: string;
	/** Its private directory (FAROL_STANDIN_DIR: files a router reads, its request log). */
	dir: string;
	stop: () => Promise< void >;
	/** Keeps its log (requests and PHP's own lines) under .farol/logs/ when it stops. */
	keepLog: () => void;
	/**
	 * What a failure report needs: whether serve.php still runs, and whether 127.0.0.1:<port>
	 * (where it listens) and [::1]:<port> (where browsers try "localhost" first) accept a
	 * connection now.
	 */
	state: () => Promise< string >;
};

/**
 * Whether an address accepts a TCP connection within a second.
 *
 * @param host The address.
 * @param port The port.
 */
function accepts( host: string, port: number ): Promise< string > {
	return new Promise( ( resolve ) => {
		const socket = net.connect( { host, port, timeout: 1000 } );
		const done = ( answer: string ) => {
			socket.destroy();
			resolve( answer );
		};
		socket.once( 'connect', () => done( 'accepts' ) );
		socket.once( 'timeout', () => done( 'no answer in 1 s' ) );
		socket.once( 'error', ( error: NodeJS.ErrnoException ) =>
			done( error.code ?? error.message )
		);
	} );
}

/**
 * Starts a stand-in and waits until it listens.
 *
 * @param router The router's file name in tests/php/stand-ins, e.g. "captcha.php".
 */
export async function startStandIn( router: string ): Promise< StandIn > {
	const child = spawn(
		'php',
		[ path.resolve( __dirname, '../php/stand-ins/serve.php' ), router ],
		{ stdio: [ 'pipe', 'pipe', 'inherit' ] }
	);
	const exited = new Promise< void >( ( resolve ) =>
		child.once( 'exit', () => resolve() )
	);
	const line = await new Promise< string >( ( resolve, reject ) => {
		const lines = readline.createInterface( { input: child.stdout } );
		lines.once( 'line', resolve );
		child.once( 'exit', ( code ) =>
			reject( new Error( `The ${ router } stand-in exited (${ code })` ) )
		);
	} );
	const { port, url, dir } = JSON.parse( line ) as {
		port: number;
		url: string;
		dir: string;
	};
	return {
		port,
		url,
		dir,
		stop: async () => {
			child.stdin.end();
			await exited;
		},
		keepLog: () => {
			if ( child.exitCode === null && child.signalCode === null ) {
				child.stdin.write( 'keep-log\n' );
			}
		},
		state: async () => {
			const serve =
				child.exitCode === null && child.signalCode === null
					? 'running'
					: `exited (${ child.exitCode ?? child.signalCode })`;
			return `serve.php ${ serve }; 127.0.0.1:${ port } ${ await accepts(
				'127.0.0.1',
				port
			) }; [::1]:${ port } ${ await accepts( '::1', port ) }`;
		},
	};
}

/**
 * In the describe block that calls it: when a test fails, says on the run's log (and in its
 * trace) what the browser asked of other origins than the site (a stand-in's scripts, with how
 * each request ended) and the stand-in's state at that moment, and keeps the stand-in's log.
 *
 * @param standIn The describe block's stand-in (undefined before its beforeAll).
 */
export function reportOnFailure( standIn: () => StandIn | undefined ): void {
	let elsewhere: string[] = [];
	test.beforeEach( ( { page, baseURL } ) => {
		elsewhere = [];
		const site = new URL( baseURL! ).origin;
		const outside = ( url: string ) =>
			/^https?:/.test( url ) && new URL( url ).origin !== site;
		page.on( 'requestfinished', async ( request ) => {
			if ( outside( request.url() ) ) {
				const status = ( await request.response() )?.status();
				elsewhere.push( `${ request.url() } → ${ status }` );
			}
		} );
		page.on( 'requestfailed', ( request ) => {
			if ( outside( request.url() ) ) {
				const error = request.failure()?.errorText;
				elsewhere.push( `${ request.url() } → ${ error }` );
			}
		} );
	} );
	test.afterEach( async ( { page }, testInfo ) => {
		const server = standIn();
		if ( testInfo.status === testInfo.expectedStatus || ! server ) {
			return;
		}
		server.keepLog();
		// eslint-disable-next-line no-console -- a failure report for the run's log.
		console.error(
			[
				`[stand-in] "${ testInfo.title }" failed on ${ page.url() }.`,
				`The stand-in: port ${
					server.port
				}; ${ await server.state() }.`,
				'The page asked elsewhere than the site:',
				...( elsewhere.length ? elsewhere : [ '(nothing)' ] ),
			].join( '\n  ' )
		);
	} );
}
