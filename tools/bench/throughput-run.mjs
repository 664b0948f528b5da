/**
 * `npm run bench -- throughput [--short] [--json <file>] [--keep]`: only the throughput figures
 * (throughput.bench.mjs: wrk -t2 -c50 against the 1,000-comment post uncached, with the Redis
 * object cache and with the page cache, the home and the live poll) on the bench's own native
 * instance, as the full run measures them. Seeds the 1,000-comment post when it is missing.
 * Writes `artifacts/bench/throughput-<commit>-<time>.json` (or `--json`) and prints the table.
 * Stops what it started (the site, Redis, MariaDB), unless `--keep`.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { machine, thresholds } from './lib/machine.mjs';
import { nativeSite, runOutput } from './lib/site.mjs';
import { table } from './lib/table.mjs';
import * as throughput from './throughput.bench.mjs';

/**
 * Runs the throughput bench alone.
 *
 * @param {string[]} argv Arguments after `throughput`.
 * @return {Promise<number>} Exit status.
 */
export async function main( argv ) {
	const opts = { short: false, json: null, keep: false };
	for ( let i = 0; i < argv.length; i++ ) {
		if ( argv[ i ] === '--short' ) {
			opts.short = true;
		} else if ( argv[ i ] === '--keep' ) {
			opts.keep = true;
		} else if ( argv[ i ] === '--json' && argv[ i + 1 ] ) {
			opts.json = argv[ ++i ];
		} else {
			console.error(
				`bench: unknown argument ${ argv[ i ] }\nusage: npm run bench -- throughput [--short] [--json <file>] [--keep]`
			);
			return 2;
		}
	}
	const { commit, jsonFile } = runOutput( opts.json, 'throughput-' );
	const site = nativeSite();
	if ( site.instance === 'site' ) {
		console.error( 'bench: the demo site is not for measuring' );
		return 2;
	}
	const wasRunning = site.running();
	const databaseWasRunning = site.databaseRunning();
	const started = Date.now();
	const results = {
		version: 1,
		commit,
		time: new Date().toISOString(),
		mode: opts.short ? 'short' : 'full',
		machine: { ...machine(), thresholds },
		seeds: { comments: [ 1000 ] },
		site: { native: site.baseURL },
		pages: { native: {}, playground: null },
		server: [],
		load: { notRun: 'not run (throughput only)' },
		throughput: { notRun: 'not run' },
		extra: [],
		errors: [],
	};
	try {
		results.throughput = await throughput.run( {
			site,
			short: opts.short,
			restore: wasRunning || opts.keep,
		} );
		if ( results.throughput.restoreError ) {
			throw new Error( results.throughput.restoreError );
		}
	} catch ( error ) {
		console.error( `bench: ${ error?.stack ?? error }` );
		results.errors.push( {
			step: 'throughput',
			message: String( error?.message ?? error ),
		} );
	} finally {
		if ( ! wasRunning && ! opts.keep ) {
			site.stop( ! databaseWasRunning );
		}
	}
	results.durationS = Math.round( ( Date.now() - started ) / 1000 );
	fs.mkdirSync( path.dirname( jsonFile ), { recursive: true } );
	fs.writeFileSync( jsonFile, JSON.stringify( results, null, 2 ) + '\n' );
	console.log(
		`\nFarol bench, throughput only, ${
			results.mode
		} mode, commit ${ commit }, ${
			results.machine.cores
		} cores, load ${ results.machine.loadavg.join( ' ' ) }, ${
			results.durationS
		} s\n`
	);
	console.log( table( results ).join( '\n' ) );
	console.log(
		`\nbench: results in ${ path.relative( process.cwd(), jsonFile ) }`
	);
	return results.errors.length ? 1 : 0;
}
