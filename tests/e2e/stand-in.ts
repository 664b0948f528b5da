/**
 * A stand-in server (a router in tests/php/stand-ins) for an e2e spec, through the same base
 * the PHPUnit tests use (tests/php/stand-ins/StandInServer.php, via serve.php): a loopback
 * port chosen free at start, ready when this resolves, stopped by stop() or, at the latest,
 * when this process ends (serve.php stops it when its input closes). Its log is kept under
 * .farol/logs/ when it fails.
 */
/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export type StandIn = {
	port: number;
	/** Its address, e.g. http://localhost:40123. */
	url: string;
	/** Its private directory (FAROL_STANDIN_DIR: files a router reads, its request log). */
	dir: string;
	stop: () => Promise< void >;
};

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
	};
}
