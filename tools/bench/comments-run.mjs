/**
 * `npm run bench -- comments [--short] [--json <file>] [--keep]`: only the comment widget's
 * server figures (comments.bench.mjs: the post page, load more on both endpoints, wpdAddComment
 * on both endpoints with a 2 s mail transport, voting) on the bench's own native instance, as
 * the full run measures them, without the pages, the other endpoints or Playground. Writes
 * `artifacts/bench/comments-<commit>-<time>.json` (or `--json`), comparable with
 * `npm run bench -- compare` on its `server` rows.
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
import * as comments from './comments.bench.mjs';

const COUNTS = {
	full: {
		comments: [ 1000 ],
		requests: { warmup: 3, runs: 20 },
		writes: { warmup: 1, runs: 10 },
	},
	short: {
		comments: [ 100 ],
		requests: { warmup: 1, runs: 5 },
		writes: { warmup: 1, runs: 5 },
	},
};

/**
 * Runs the comments bench alone.
 *
 * @param {string[]} argv Arguments after `comments`.
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
				`bench: unknown argument ${ argv[ i ] }\nusage: npm run bench -- comments [--short] [--json <file>] [--keep]`
			);
			return 2;
		}
	}
	const counts = COUNTS[ opts.short ? 'short' : 'full' ];
	const { commit, jsonFile } = runOutput( opts.json, 'comments-' );
	const site = nativeSite();
	if ( site.instance === 'site' ) {
		console.error( 'bench: the demo site is not for measuring' );
		return 2;
	}
	const wasRunning = site.running();
	const databaseWasRunning = site.databaseRunning();
	const results = {
		version: 1,
		commit,
		time: new Date().toISOString(),
		mode: opts.short ? 'short' : 'full',
		machine: { ...machine(), thresholds },
		seeds: { comments: counts.comments },
		site: { native: site.baseURL },
		pages: { native: {}, playground: null },
		server: [],
		load: { notRun: 'not run (comments only)' },
		extra: [],
		errors: [],
	};
	try {
		await site.start( false );
		results.server = await comments.run( {
			site,
			baseURL: site.baseURL,
			short: opts.short,
			counts,
		} );
	} catch ( error ) {
		console.error( `bench: ${ error?.stack ?? error }` );
		results.errors.push( {
			step: 'comments',
			message: String( error?.message ?? error ),
		} );
	} finally {
		if ( ! wasRunning && ! opts.keep ) {
			site.stop( ! databaseWasRunning );
		}
	}
	fs.mkdirSync( path.dirname( jsonFile ), { recursive: true } );
	fs.writeFileSync( jsonFile, JSON.stringify( results, null, 2 ) + '\n' );
	console.log( table( results ).join( '\n' ) );
	console.log(
		`\nbench: results in ${ path.relative( process.cwd(), jsonFile ) }`
	);
	return results.errors.length ? 1 : 0;
}
