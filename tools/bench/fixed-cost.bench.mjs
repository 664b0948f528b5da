/**
 * Farol's fixed cost: what the plugin adds to a request of a page that uses none of its
 * features (issue 37, item 6). `npm run bench -- fixed-cost [--short] [--json <file>] [--keep]`
 * alone; a block of every `npm run bench` (short: fewer samples).
 *
 * The page: a post of core blocks with one comment (./fixed-cost-site.php), served with core's
 * Twenty Twenty-Four on the bench's own native instance. The toggle: ./fixed-cost-mu.php, linked
 * into the instance's mu-plugins while the block runs, filters `option_active_plugins` (and the
 * theme options) for requests carrying the header X-Farol-Fixed-Cost: on|off|profile with the
 * run's secret, so turning Farol on and off writes nothing and costs both states the same.
 * Requests alternate off/on (the order flipped every pair, so a drift of the machine lands on
 * both); each answer carries the server's figures in headers: time from hrtime taken as that
 * mu-plugin loads (the first one) to `shutdown`, peak memory, included files. Then a profile
 * pass (header `profile`): the time from the end of the mu-plugins to the end of Farol's
 * include (its classes, its modules built and registered), each Farol callback that ran,
 * timed, and Farol's included files by folder; the three largest are printed.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { guard, machine, thresholds } from './lib/machine.mjs';
import { nativeSite, ROOT, runOutput } from './lib/site.mjs';
import { median, percentile } from './lib/stats.mjs';
import { table } from './lib/table.mjs';

export const name = 'fixed cost (Twenty Twenty-Four, a post with one comment)';

const SAMPLES = { full: 60, short: 15 };
const WARMUP = 5;
const PROFILES = { full: 15, short: 5 };
const MU_NAME = '0-farol-fixed-cost.php';

const round = ( value, digits = 2 ) => Number( value.toFixed( digits ) );

/**
 * One request of the page in a state, with the server's figures.
 *
 * @param {string} url  The page.
 * @param {string} mode on, off or profile.
 * @param {string} key  The run's secret.
 */
async function request( url, mode, key ) {
	const answer = await fetch( url, {
		headers: {
			'X-Farol-Fixed-Cost': mode,
			'X-Farol-Fixed-Cost-Key': key,
		},
	} );
	await answer.text();
	const time = answer.headers.get( 'x-farol-time-ms' );
	if ( answer.status !== 200 || time === null ) {
		throw new Error(
			`fixed cost: ${ url } (${ mode }) answered ${ answer.status } without the figures`
		);
	}
	const profile = answer.headers.get( 'x-farol-profile' );
	// Cumulative marks → each phase's own duration.
	const marks = Object.entries(
		JSON.parse( answer.headers.get( 'x-farol-phases' ) ?? '{}' )
	);
	const phases = Object.fromEntries(
		marks.map( ( [ phase, at ], i ) => [
			phase,
			at - ( i ? marks[ i - 1 ][ 1 ] : 0 ),
		] )
	);
	phases.shutdown = Number( time ) - ( marks.at( -1 )?.[ 1 ] ?? 0 );
	return {
		phases,
		time: Number( time ),
		memory: Number( answer.headers.get( 'x-farol-peak-memory' ) ),
		files: Number( answer.headers.get( 'x-farol-files' ) ),
		profile: profile ? JSON.parse( profile ) : null,
	};
}

/**
 * Median and p90 of one figure of a state's samples.
 *
 * @param {Object[]} samples Samples.
 * @param {string}   figure  time, memory or files.
 */
const summary = ( samples, figure ) => {
	const values = samples.map( ( s ) => s[ figure ] );
	return { p50: median( values ), p90: percentile( values, 0.9 ) };
};

/**
 * Measures the page on and off, then profiles it.
 *
 * @param {Object} ctx The run's context ({ site, short }).
 * @return {Promise<Object[]>} Rows { metric, value, unit } (the table's "extra" block).
 */
export async function run( ctx ) {
	const { site, short } = ctx;
	const link = path.join( site.folder, 'wp-content/mu-plugins', MU_NAME );
	fs.rmSync( link, { force: true } );
	fs.symlinkSync( path.join( ROOT, 'tools/bench/fixed-cost-mu.php' ), link );
	const page = site.php( 'fixed-cost-site.php', 'setup' );
	try {
		const url = new URL( new URL( page.url ).pathname, site.baseURL ).href;
		const samples = { on: [], off: [] };
		const count = SAMPLES[ short ? 'short' : 'full' ];
		for ( let i = 0; i < WARMUP + count; i++ ) {
			const order = i % 2 ? [ 'on', 'off' ] : [ 'off', 'on' ];
			for ( const state of order ) {
				const figures = await request( url, state, page.key );
				if ( i >= WARMUP ) {
					samples[ state ].push( figures );
				}
			}
		}
		const profiles = [];
		for ( let i = 0; i < PROFILES[ short ? 'short' : 'full' ]; i++ ) {
			profiles.push(
				( await request( url, 'profile', page.key ) ).profile
			);
		}
		const rows = [];
		const figures = [
			[ 'time', 'server time', 'ms', ( v ) => round( v ) ],
			[ 'memory', 'peak memory', 'MB', ( v ) => round( v / 2 ** 20 ) ],
			[ 'files', 'included files', 'files', ( v ) => v ],
		];
		for ( const [ figure, label, unit, show ] of figures ) {
			const on = summary( samples.on, figure );
			const off = summary( samples.off, figure );
			rows.push(
				{
					id: `fixed-cost.${ figure }.off`,
					metric: `${ label }, Farol inactive: p50 / p90 (${ count })`,
					value: `${ show( off.p50 ) } / ${ show( off.p90 ) }`,
					unit,
				},
				{
					id: `fixed-cost.${ figure }.on`,
					metric: `${ label }, Farol active: p50 / p90 (${ count })`,
					value: `${ show( on.p50 ) } / ${ show( on.p90 ) }`,
					unit,
				},
				{
					id: `fixed-cost.${ figure }.cost`,
					metric: `${ label }: Farol's cost (on − off), p50 / p90`,
					value: `${ show( on.p50 - off.p50 ) } / ${ show(
						on.p90 - off.p90
					) }`,
					unit,
					cost: round( on.p50 - off.p50, 3 ),
				}
			);
		}
		// Where the cost lands: each phase of the request, on − off (medians).
		for ( const phase of Object.keys( samples.on[ 0 ].phases ) ) {
			const at = ( state ) =>
				median(
					samples[ state ].map( ( s ) => s.phases[ phase ] ?? 0 )
				);
			rows.push( {
				id: `fixed-cost.phase.${ phase }`,
				metric: `Farol's cost in the phase "${ phase }" (on − off, p50)`,
				value: round( at( 'on' ) - at( 'off' ) ),
				unit: 'ms',
			} );
		}
		// Contributors: Farol's include and registration, and each callback, medians over the
		// profile pass; included files by folder from the last profile.
		const load = median( profiles.map( ( p ) => p.load ) );
		const hooks = new Map();
		for ( const p of profiles ) {
			for ( const [ hook, ms ] of Object.entries( p.hooks ) ) {
				hooks.set( hook, [ ...( hooks.get( hook ) ?? [] ), ms ] );
			}
		}
		const contributors = [
			[
				'load: farol.php, its classes, every module built and registered',
				load,
			],
			...[ ...hooks ].map( ( [ hook, values ] ) => [
				`hook: ${ hook }`,
				median( [
					...values,
					...Array( profiles.length - values.length ).fill( 0 ),
				] ),
			] ),
		]
			.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
			.slice( 0, 3 );
		contributors.forEach( ( [ what, ms ], i ) =>
			rows.push( {
				id: `fixed-cost.top${ i + 1 }`,
				metric: `largest contributor ${
					i + 1
				} (profile pass): ${ what }`,
				value: round( ms ),
				unit: 'ms',
			} )
		);
		const folders = Object.entries( profiles.at( -1 ).folders ).slice(
			0,
			3
		);
		rows.push( {
			id: 'fixed-cost.folders',
			metric: `Farol's included files, largest folders: ${ folders
				.map( ( [ folder, n ] ) => `${ folder } ${ n }` )
				.join( ', ' ) }`,
			value: folders.reduce( ( sum, [ , n ] ) => sum + n, 0 ),
			unit: 'files',
		} );
		return rows;
	} finally {
		site.php( 'fixed-cost-site.php', 'teardown' );
		fs.rmSync( link, { force: true } );
	}
}

/**
 * `npm run bench -- fixed-cost`: this block alone, on the bench's native instance.
 *
 * @param {string[]} argv Arguments after `fixed-cost`.
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
				`bench: unknown argument ${ argv[ i ] }\nusage: npm run bench -- fixed-cost [--short] [--json <file>] [--keep]`
			);
			return 2;
		}
	}
	const { commit, jsonFile } = runOutput( opts.json, 'fixed-cost-' );
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
		site: { native: site.baseURL },
		pages: { native: {}, playground: null },
		server: [],
		load: { notRun: 'not run (fixed cost only)' },
		extra: [],
		errors: [],
	};
	try {
		await site.start( false );
		const { result, busy, evidence } = await guard( () =>
			run( { site, short: opts.short } )
		);
		results.extra.push( {
			name,
			evidence,
			rows: result.map( ( row ) => ( { ...row, busy } ) ),
		} );
	} catch ( error ) {
		console.error( `bench: ${ error?.stack ?? error }` );
		results.errors.push( {
			step: 'fixed-cost',
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
