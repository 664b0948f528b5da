/**
 * `npm run bench -- comments`: only the comment widget's server figures (comments.bench.mjs:
 * the post page, load more on both endpoints, the live poll on an unchanged thread with its
 * PHP time, posting, voting), on the bench's own native instance as `npm run bench` uses it
 * (FAROL_NATIVE_INSTANCE, default `bench`, on FAROL_BENCH_PORT, default 8898; started and
 * stopped here when it was not running).
 *
 *   npm run bench -- comments [--short] [--json <file>]
 *
 * `--short`: posts of 100 and 1,000 comments and a few requests; else 1,000 and 10,000.
 * Prints one line per row and writes the JSON (default
 * artifacts/bench/comments-<commit>-<time>.json). Exit status 0 when it measured, 1 when it
 * crashed, 2 on a wrong argument.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import * as comments from './comments.bench.mjs';
import { machine, thresholds } from './lib/machine.mjs';
import { nativeSite, runOutput } from './lib/site.mjs';

const COUNTS = {
	full: {
		comments: [ 1000, 10000 ],
		requests: { warmup: 3, runs: 20 },
		writes: { warmup: 1, runs: 10 },
	},
	short: {
		comments: [ 100, 1000 ],
		requests: { warmup: 1, runs: 5 },
		writes: { warmup: 0, runs: 2 },
	},
};

/**
 * Runs the comments block.
 *
 * @param {string[]} argv Arguments after `comments`.
 * @return {Promise<number>} Exit status.
 */
export async function main( argv ) {
	let short = false;
	let json = null;
	for ( let i = 0; i < argv.length; i++ ) {
		if ( argv[ i ] === '--short' ) {
			short = true;
		} else if ( argv[ i ] === '--json' && argv[ i + 1 ] ) {
			json = argv[ ++i ];
		} else {
			console.error(
				`bench comments: unknown argument ${ argv[ i ] }\nusage: npm run bench -- comments [--short] [--json <file>]`
			);
			return 2;
		}
	}
	const site = nativeSite();
	const wasRunning = site.running();
	const databaseWasRunning = site.databaseRunning();
	const { commit, jsonFile } = runOutput( json, 'comments-' );
	const results = {
		version: 1,
		kind: 'comments',
		commit,
		time: new Date().toISOString(),
		machine: { ...machine(), thresholds },
		server: [],
		errors: [],
	};
	try {
		await site.start( false );
		results.server = await comments.run( {
			site,
			baseURL: site.baseURL,
			short,
			counts: COUNTS[ short ? 'short' : 'full' ],
		} );
	} catch ( error ) {
		console.error( `bench comments: ${ error?.stack ?? error }` );
		results.errors.push( { message: String( error?.message ?? error ) } );
	} finally {
		if ( ! wasRunning ) {
			site.stop( ! databaseWasRunning );
		}
	}
	for ( const row of results.server ) {
		console.log(
			`${ row.metric }: p50 ${ row.p50 ?? '—' } ms, p95 ${
				row.p95 ?? '—'
			} ms (n ${ row.n }${ row.busy ? ', busy machine' : '' })${
				row.note ? ` — ${ row.note }` : ''
			}`
		);
	}
	fs.mkdirSync( path.dirname( jsonFile ), { recursive: true } );
	fs.writeFileSync( jsonFile, JSON.stringify( results, null, 2 ) + '\n' );
	console.log( `bench comments: results in ${ jsonFile }` );
	return results.errors.length ? 1 : 0;
}
