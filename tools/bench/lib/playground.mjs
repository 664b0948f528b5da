/**
 * `npm start`'s runtime (WordPress Playground: PHP in WebAssembly + SQLite, a fresh demo site
 * on every start), started headless on a port of its own for the bench and stopped after.
 * Its output goes to artifacts/bench/playground.log.
 */
/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT } from './site.mjs';

/**
 * Starts Playground in the background; `ready` resolves with its URL once it serves.
 *
 * @param {{port?: number, timeoutMs?: number}} options Port and the longest wait.
 * @return {{ready: Promise<string>, stop: () => Promise<void>}} Handle.
 */
export function startPlayground( {
	port = Number( process.env.FAROL_BENCH_PLAYGROUND_PORT ?? 8897 ),
	timeoutMs = 300000,
} = {} ) {
	const logFile = path.join( ROOT, 'artifacts/bench/playground.log' );
	fs.mkdirSync( path.dirname( logFile ), { recursive: true } );
	const log = fs.openSync( logFile, 'w' );
	const child = spawn(
		process.execPath,
		[ path.join( ROOT, 'tools/runtime/playground-start.mjs' ) ],
		{
			cwd: ROOT,
			// The native start just ran the build check: a second one at the same time could
			// rebuild the same files twice over.
			env: {
				...process.env,
				FAROL_PORT: String( port ),
				FAROL_SKIP_BUILD: '1',
			},
			stdio: [ 'ignore', log, log ],
		}
	);
	let exited = false;
	const gone = new Promise( ( resolve ) =>
		child.once( 'exit', () => {
			exited = true;
			resolve();
		} )
	);
	const ready = new Promise( ( resolve, reject ) => {
		const started = Date.now();
		const poll = setInterval( () => {
			const text = fs.readFileSync( logFile, 'utf8' );
			if ( /^Farol is running/m.test( text ) ) {
				clearInterval( poll );
				resolve( `http://localhost:${ port }` );
			} else if ( exited || Date.now() - started > timeoutMs ) {
				clearInterval( poll );
				reject(
					new Error(
						`Playground did not start (see ${ path.relative(
							ROOT,
							logFile
						) }): ${ text
							.trim()
							.split( '\n' )
							.slice( -3 )
							.join( ' / ' ) }`
					)
				);
			}
		}, 500 );
	} );
	ready.catch( () => undefined );
	return {
		ready,
		async stop() {
			if ( ! exited ) {
				child.kill( 'SIGTERM' );
				await Promise.race( [
					gone,
					new Promise( ( r ) => setTimeout( r, 10000 ) ),
				] );
				if ( ! exited ) {
					child.kill( 'SIGKILL' );
				}
			}
			fs.closeSync( log );
		},
	};
}
