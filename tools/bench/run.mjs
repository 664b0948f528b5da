/**
 * `npm run bench`: one table of Farol's figures, and the same results as JSON.
 *
 *   npm run bench [-- --short] [-- --json <file>] [-- --reset] [-- --no-playground] [-- --keep]
 *   npm run bench -- page-weight [...]   only the page weights against issue 22's budgets, on
 *                                        the demo site (./page-weight.mjs)
 *   npm run bench -- comments [...]      only the comment widget's server figures, the live
 *                                        poll's among them (./comments-run.mjs)
 *   npm run bench -- dist                only the release zips' sizes and file counts
 *                                        (./dist.bench.mjs; also an "extra" block of every run)
 *   npm run bench -- import [--short]    only the wpDiscuz import at size and at a tenth
 *                                        (./import.bench.mjs; also an "extra" block of every run)
 *   npm run bench -- throughput [...]    only wrk's requests/s and p50/p99 on the 1,000-comment
 *                                        post uncached, with Redis and with the page cache, the
 *                                        home and the live poll (./throughput-run.mjs)
 *   npm run bench -- fixed-cost [...]    only Farol's cost on a page that uses none of its
 *                                        features, plugin on vs off (./fixed-cost.bench.mjs;
 *                                        also an "extra" block of every run, fewer samples short)
 *
 * Starts the bench's own native instance (FAROL_NATIVE_INSTANCE, default `bench`, on
 * FAROL_BENCH_PORT, default 8898; never the demo site), seeds it reproducibly (posts with
 * 1,000 and 10,000 threaded comments, 10,000 leads, a contact form with 1,000 submissions;
 * `--short`: small seeds, one Lighthouse run of the home page per runtime, a few requests
 * per endpoint), and boots
 * `npm start`'s runtime (Playground, FAROL_BENCH_PLAYGROUND_PORT, default 8897) while seeding, and
 * waits for it to be ready (its boot would disturb the figures). Then measures, each block under the busy guard (lib/machine.mjs): the pages (pages.bench.mjs), the
 * server endpoints (comments, conversions, cities, contact-feedback .bench.mjs), the load run
 * of tools/bench/load.mjs when that module exists, the throughput (throughput.bench.mjs: wrk on
 * the instance restarted with Redis and with the page cache, left plain after), in full mode the
 * extra modules (sticky),
 * Playground's home and lead form page.
 * Prints the table (lib/table.mjs), writes the JSON (default
 * artifacts/bench/<commit>-<time>.json, git-ignored) and stops what it started (`--keep`
 * leaves the native site running; `--reset` re-creates its database first).
 *
 * Exit status: 0 when every block ran, 1 when one crashed (the JSON is written either way,
 * with the error), 2 on a wrong argument. The figures themselves are never judged here.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Internal dependencies
 */
import { guard, machine, thresholds } from './lib/machine.mjs';
import { startPlayground } from './lib/playground.mjs';
import { nativeSite, ROOT, runOutput } from './lib/site.mjs';
import { countBusy, table } from './lib/table.mjs';
import * as pages from './pages.bench.mjs';

const SERVER_MODULES = [
	'comments.bench.mjs',
	'conversions.bench.mjs',
	'cities.bench.mjs',
	'contact-feedback.bench.mjs',
];

/** Deeper looks printed under "extra", full mode only: rows { metric, value, unit }. */
const EXTRA_MODULES = [ 'sticky.bench.mjs' ];

const MODES = {
	full: {
		comments: [ 1000, 10000 ],
		leads: 10000,
		submissions: 1000,
		requests: { warmup: 3, runs: 20 },
		writes: { warmup: 1, runs: 10 },
		lighthouseRuns: 3,
		lighthousePages: null,
	},
	short: {
		comments: [ 100, 1000 ],
		leads: 500,
		submissions: 100,
		requests: { warmup: 1, runs: 5 },
		writes: { warmup: 0, runs: 2 },
		lighthouseRuns: 1,
		lighthousePages: [ 'home' ],
	},
};

/**
 * The command line.
 *
 * @param {string[]} argv Arguments.
 */
function options( argv ) {
	const opts = {
		short: false,
		json: null,
		reset: false,
		playground: true,
		keep: false,
	};
	for ( let i = 0; i < argv.length; i++ ) {
		const arg = argv[ i ];
		if ( arg === '--short' ) {
			opts.short = true;
		} else if ( arg === '--reset' ) {
			opts.reset = true;
		} else if ( arg === '--no-playground' ) {
			opts.playground = false;
		} else if ( arg === '--keep' ) {
			opts.keep = true;
		} else if ( arg === '--json' && argv[ i + 1 ] ) {
			opts.json = argv[ ++i ];
		} else if ( arg.startsWith( '--json=' ) ) {
			opts.json = arg.slice( 7 );
		} else {
			console.error(
				`bench: unknown argument ${ arg }\nusage: npm run bench -- [--short] [--json <file>] [--reset] [--no-playground] [--keep]`
			);
			process.exit( 2 );
		}
	}
	return opts;
}

if ( process.argv[ 2 ] === 'comments' ) {
	const { main } = await import( './comments-run.mjs' );
	process.exit( await main( process.argv.slice( 3 ) ) );
}

if ( process.argv[ 2 ] === 'dist' ) {
	const { main } = await import( './dist.bench.mjs' );
	process.exit( await main() );
}

if ( process.argv[ 2 ] === 'import' ) {
	const { main } = await import( './import.bench.mjs' );
	process.exit( await main( process.argv.slice( 3 ) ) );
}

if ( process.argv[ 2 ] === 'throughput' ) {
	const { main } = await import( './throughput-run.mjs' );
	process.exit( await main( process.argv.slice( 3 ) ) );
}

if ( process.argv[ 2 ] === 'fixed-cost' ) {
	const { main } = await import( './fixed-cost.bench.mjs' );
	process.exit( await main( process.argv.slice( 3 ) ) );
}

if ( process.argv[ 2 ] === 'page-weight' ) {
	const { main } = await import( './page-weight.mjs' );
	process.exit( await main( process.argv.slice( 3 ) ) );
}

const opts = options( process.argv.slice( 2 ) );
const mode = MODES[ opts.short ? 'short' : 'full' ];
const started = Date.now();
const { commit, jsonFile } = runOutput( opts.json );
const say = ( text ) =>
	console.log(
		`bench: ${ text } (${ Math.round(
			( Date.now() - started ) / 1000
		) } s)`
	);

const results = {
	version: 1,
	commit,
	time: new Date().toISOString(),
	mode: opts.short ? 'short' : 'full',
	machine: { ...machine(), thresholds },
	seeds: {
		comments: mode.comments,
		leads: mode.leads,
		submissions: mode.submissions,
	},
	site: {},
	pages: { native: {}, playground: null },
	server: [],
	load: { notRun: 'not run' },
	throughput: { notRun: 'not run' },
	extra: [],
	errors: [],
};

/**
 * Runs a block; a crash is recorded and the run goes on.
 *
 * @param {string}              what  Its name.
 * @param {() => Promise<void>} block The block.
 */
async function step( what, block ) {
	try {
		await block();
	} catch ( error ) {
		console.error( `bench: ${ what } failed: ${ error?.stack ?? error }` );
		results.errors.push( {
			step: what,
			message: String( error?.message ?? error ),
		} );
	}
}

let playground = null;
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.once( signal, async () => {
		await playground?.stop();
		process.exit( 130 );
	} );
}
const site = nativeSite();
if ( site.instance === 'site' ) {
	console.error(
		'bench: the demo site (FAROL_NATIVE_INSTANCE=site) is not for measuring; pick another instance'
	);
	process.exit( 2 );
}
const wasRunning = site.running();
const databaseWasRunning = site.databaseRunning();
results.site.native = site.baseURL;

try {
	say(
		`starting the native instance "${ site.instance }" on ${ site.baseURL }`
	);
	await site.start( opts.reset );
	// Booted while the seed runs, and ready before anything is measured (its boot is CPU-heavy).
	playground = opts.playground ? startPlayground() : null;
	const ctx = {
		site,
		baseURL: site.baseURL,
		short: opts.short,
		counts: mode,
	};
	await step( 'seed', async () => {
		say(
			`seeding: comments ${ mode.comments.join( ' and ' ) }, ${
				mode.leads
			} leads, ${ mode.submissions } submissions`
		);
		site.php( 'comments-site.php', 'setup', ...mode.comments );
		site.php( 'comments-site.php', 'teardown' );
		results.seeds.result = site.php(
			'seed-site.php',
			'seed',
			mode.leads,
			mode.submissions
		);
	} );
	if ( playground ) {
		await step( 'playground', async () => {
			say( 'waiting for Playground' );
			results.site.playground = await playground.ready;
		} );
	}
	const nativePages = [
		{ id: 'home', path: '/' },
		{
			id: 'post',
			path: `/bench-${ mode.comments[ 0 ] }-comments/`,
			label: `post with ${ mode.comments[ 0 ].toLocaleString(
				'en'
			) } comments`,
		},
		{ id: 'lead', path: '/fale-com-a-gente/' },
		{ id: 'contact', path: '/contato/' },
	];
	await step( 'pages (native)', async () => {
		say( 'pages on the native runtime' );
		results.pages.native = await pages.run( {
			baseURL: site.baseURL,
			pages: nativePages,
			lighthouseRuns: mode.lighthouseRuns,
			lighthousePages: mode.lighthousePages,
		} );
	} );
	for ( const file of SERVER_MODULES ) {
		await step( file, async () => {
			const bench = await import(
				pathToFileURL( path.join( ROOT, 'tools/bench', file ) ).href
			);
			say( bench.name );
			results.server.push( ...( await bench.run( ctx ) ) );
		} );
	}
	// Farol's fixed cost on a page without its features (every mode; short: fewer samples).
	await step( 'fixed-cost.bench.mjs', async () => {
		const bench = await import( './fixed-cost.bench.mjs' );
		say( bench.name );
		const { result, busy, evidence } = await guard( () =>
			bench.run( ctx )
		);
		results.extra.push( {
			name: bench.name,
			evidence,
			rows: result.map( ( row ) => ( { ...row, busy } ) ),
		} );
	} );
	const load = path.join( ROOT, 'tools/bench/load.mjs' );
	if ( fs.existsSync( load ) ) {
		await step( 'load', async () => {
			say( 'load (tools/bench/load.mjs)' );
			process.env.FAROL_NATIVE_INSTANCE = site.instance;
			process.env.FAROL_URL = site.baseURL;
			const { runLoad } = await import( pathToFileURL( load ).href );
			const { result, busy, evidence } = await guard( () =>
				runLoad( { baseURLs: [ site.baseURL ], short: opts.short } )
			);
			results.load = {
				rows: result.map( ( row ) => ( { ...row, busy } ) ),
				evidence,
			};
		} );
	} else {
		results.load = { notRun: 'not run (no tools/bench/load.mjs)' };
	}
	await step( 'throughput.bench.mjs', async () => {
		const bench = await import( './throughput.bench.mjs' );
		say( bench.name );
		results.throughput = await bench.run( { site, short: opts.short } );
		if ( results.throughput.restoreError ) {
			throw new Error( results.throughput.restoreError );
		}
	} );
	if ( ! opts.short ) {
		for ( const file of EXTRA_MODULES ) {
			await step( file, async () => {
				const bench = await import(
					pathToFileURL( path.join( ROOT, 'tools/bench', file ) ).href
				);
				say( bench.name );
				const { result, busy } = await guard( () => bench.run( ctx ) );
				results.extra.push( {
					name: bench.name,
					rows: result.map( ( row ) => ( { ...row, busy } ) ),
				} );
			} );
		}
	}
	// The wpDiscuz import at size, in every mode (short: a tenth and a hundredth, a few seconds).
	await step( 'import.bench.mjs', async () => {
		const bench = await import( './import.bench.mjs' );
		say( bench.name );
		const { result, busy } = await guard( () => bench.run( ctx ) );
		results.extra.push( {
			name: bench.name,
			rows: result.map( ( row ) => ( { ...row, busy } ) ),
		} );
	} );
	// The release zips, in every mode (about a second, no site involved).
	await step( 'dist.bench.mjs', async () => {
		const bench = await import( './dist.bench.mjs' );
		say( bench.name );
		results.extra.push( { name: bench.name, rows: await bench.run() } );
	} );
	if ( results.site.playground ) {
		await step( 'pages (playground)', async () => {
			const url = results.site.playground;
			say( `pages on Playground (${ url })` );
			results.pages.playground = await pages.run( {
				baseURL: url,
				pages: nativePages.filter( ( p ) =>
					[ 'home', 'lead' ].includes( p.id )
				),
				lighthouseRuns: mode.lighthouseRuns,
				lighthousePages: mode.lighthousePages,
			} );
		} );
	}
} catch ( error ) {
	console.error( `bench: ${ error?.stack ?? error }` );
	results.errors.push( {
		step: 'start',
		message: String( error?.message ?? error ),
	} );
} finally {
	await playground?.stop();
	if ( ! wasRunning && ! opts.keep ) {
		site.stop( ! databaseWasRunning );
	}
}

results.durationS = Math.round( ( Date.now() - started ) / 1000 );
results.busyFigures = countBusy( results );
fs.mkdirSync( path.dirname( jsonFile ), { recursive: true } );
fs.writeFileSync( jsonFile, JSON.stringify( results, null, 2 ) + '\n' );
console.log(
	`\nFarol bench, ${ results.mode } mode, commit ${ commit }, ${ results.machine.cores } cores, ${ results.durationS } s\n`
);
console.log( table( results ).join( '\n' ) );
console.log(
	`\nbench: results in ${ path.relative( process.cwd(), jsonFile ) }`
);
if ( results.errors.length ) {
	console.error(
		`bench: ${ results.errors.length } block(s) failed: ${ results.errors
			.map( ( e ) => e.step )
			.join( ', ' ) }`
	);
	process.exit( 1 );
}
