/**
 * The load run: 200 concurrent lead conversions, 200 concurrent contact submissions and 100
 * concurrent guest comments (short mode: 20/20/10) over loopback, through the wire only
 * (Node's fetch), spread round-robin over one or more servers of the same site and database.
 * Then the store is checked: every accepted request stored exactly once, none lost (rows
 * counted by the run's unique marker before and after), and no PHP notice, warning or error
 * written to the servers' PHP logs meanwhile. Throughput and p95 per kind come back as rows
 * `{ metric, value, unit, ok? }` (the bench table's shape).
 *
 *   import { runLoad } from './load.mjs';
 *   const rows = await runLoad( { baseURLs: [ 'http://localhost:8889' ], short: true } );
 *
 *   node tools/bench/load.mjs [--short] [--url <base URL>]... [--site <instance>]...
 *
 * (one --site per --url when the servers are native instances sharing one database).
 *
 * Each kind renders its form first (the lead and contact forms on a temporary page, the comment
 * form on the demo post), as a visitor's browser does, waits out the forms' minimum fill time
 * and then fires every request of the kind at once. The requests carry the rate limit's bench
 * pass (tools/bench/load-site.php opens it, with the temporary forms, and removes everything it
 * made afterwards): hundreds of sends from one address are what the limit exists to refuse.
 *
 * Bounded: every request has REQUEST_TIMEOUT_MS, every kind KIND_TIMEOUT_MS.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

/**
 * Internal dependencies
 */
import { percentile } from './stats.mjs';
import { kinds } from './load-requests.mjs';

export { formFields } from './load-requests.mjs';

export const name = 'load (concurrent conversions, contact sends, comments)';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

const SIZES = {
	full: { lead: 200, contact: 200, comment: 100 },
	short: { lead: 20, contact: 20, comment: 10 },
};
/** The forms' minimum fill time is 3 s; a little more, as a person takes. */
const FILL_WAIT_MS = 3500;
const KIND_TIMEOUT_MS = 120_000;
const LOG_PATTERN =
	/PHP (Notice|Warning|Deprecated|Strict Standards|Fatal error|Parse error|Recoverable fatal error)|WordPress database error/;

/**
 * The folder of a native instance's wp-load.php.
 *
 * @param {string} instance FAROL_NATIVE_INSTANCE.
 */
export function siteFolder( instance ) {
	return path.join(
		root,
		'.farol',
		instance === 'site' ? 'native' : `native-${ instance }`,
		'wp'
	);
}

/**
 * Runs tools/bench/load-site.php on the site.
 *
 * @param {string}    folder  The site's folder.
 * @param {string}    baseURL Its address.
 * @param {...string} args    Task and arguments.
 */
export function loadSite( folder, baseURL, ...args ) {
	const out = execFileSync(
		process.env.PHP ?? 'php',
		[ path.join( root, 'tools/bench/load-site.php' ), folder, ...args ],
		{ env: { ...process.env, FAROL_SITE_URL: baseURL }, encoding: 'utf8' }
	);
	return out.trim() ? JSON.parse( out.trim().split( '\n' ).pop() ) : null;
}

/**
 * Fires every request of one kind at once, spread over the servers, within KIND_TIMEOUT_MS.
 *
 * @param {Object}   kind     One entry of kinds().
 * @param {string[]} baseURLs The servers.
 * @param {number}   count    How many.
 */
async function burst( kind, baseURLs, count ) {
	// Each server renders the form once; the wait lets its stamp come of age.
	const fields = [];
	for ( const baseURL of baseURLs ) {
		fields.push( kind.fields( await kind.render( baseURL ) ) );
	}
	await new Promise( ( resolve ) => setTimeout( resolve, FILL_WAIT_MS ) );
	const started = performance.now();
	let timer;
	const deadline = new Promise( ( resolve ) => {
		timer = setTimeout( () => resolve( null ), KIND_TIMEOUT_MS );
	} );
	const results = await Promise.race( [
		Promise.all(
			Array.from( { length: count }, ( _, i ) =>
				kind.send(
					baseURLs[ i % baseURLs.length ],
					fields[ i % baseURLs.length ],
					i
				)
			)
		),
		deadline,
	] );
	clearTimeout( timer );
	if ( ! results ) {
		throw new Error(
			`load: ${ count } requests did not finish in ${ KIND_TIMEOUT_MS } ms`
		);
	}
	return { results, wall: performance.now() - started };
}

/**
 * Where each log ends now (missing: 0).
 *
 * @param {string[]} logs Files.
 */
const ends = ( logs ) =>
	logs.map( ( log ) =>
		fs.existsSync( log ) ? fs.statSync( log ).size : 0
	);

/**
 * The PHP problems written to the logs since `from`.
 *
 * @param {string[]} logs Files.
 * @param {number[]} from Their ends before.
 */
function problemsSince( logs, from ) {
	return logs.flatMap( ( log, index ) =>
		fs.existsSync( log )
			? fs
					.readFileSync( log )
					.subarray( from[ index ] )
					.toString()
					.split( '\n' )
					.filter( ( line ) => LOG_PATTERN.test( line ) )
			: []
	);
}

/**
 * Runs the load.
 *
 * @param {Object}   options
 * @param {string[]} options.baseURLs  Servers of one site (one database), e.g. two PHP servers.
 * @param {boolean}  [options.short]   20/20/10 instead of 200/200/100.
 * @param {string[]} [options.folders] Each server's site folder (its wp-load.php), in the order
 *                                     of baseURLs (default: the FAROL_NATIVE_INSTANCE one); the
 *                                     run's mu-plugin goes into each.
 * @param {string[]} [options.logs]    PHP logs to watch (default: those of the folders).
 * @return {Promise<Array<{metric:string,value:number,unit?:string,ok?:boolean}>>} Rows.
 */
export async function runLoad( { baseURLs, short = false, folders, logs } ) {
	const sizes = short ? SIZES.short : SIZES.full;
	const sites = folders ?? [
		siteFolder( process.env.FAROL_NATIVE_INSTANCE ?? 'site' ),
	];
	const wp = sites[ 0 ];
	const others = [ ...new Set( sites.slice( 1 ) ) ];
	const phpLogs =
		logs ??
		sites.flatMap( ( folder ) => [
			path.join( folder, '..', 'php-errors.log' ),
			path.join( folder, '..', 'debug.log' ),
		] );
	const marker = `load${ Date.now().toString( 36 ) }`;
	const from = ends( phpLogs );
	const setup = loadSite( wp, baseURLs[ 0 ], 'setup', ...others );
	const rows = [];
	const round = ( value ) => Number( value.toFixed( 1 ) );
	try {
		const before = loadSite( wp, baseURLs[ 0 ], 'count', marker );
		const all = kinds( setup, marker );
		const stored = {
			lead: [ 'conversions', 'conversion_emails' ],
			contact: [ 'contacts', 'contact_emails' ],
			comment: [ 'comments', 'comment_emails' ],
		};
		const outcomes = {};
		for ( const kind of [ 'lead', 'contact', 'comment' ] ) {
			outcomes[ kind ] = await burst(
				all[ kind ],
				baseURLs,
				sizes[ kind ]
			);
		}
		const after = loadSite( wp, baseURLs[ 0 ], 'count', marker );
		const servers = `${ baseURLs.length } server${
			baseURLs.length > 1 ? 's' : ''
		}`;
		for ( const [ kind, { results, wall } ] of Object.entries(
			outcomes
		) ) {
			const accepted = results.filter( ( r ) => r.ok ).length;
			const refused = results
				.filter( ( r ) => ! r.ok )
				.map( ( r ) => r.status );
			const [ rowsKey, emailsKey ] = stored[ kind ];
			const rowsAdded = after[ rowsKey ] - before[ rowsKey ];
			const distinct = after[ emailsKey ] - before[ emailsKey ];
			const times = results.map( ( r ) => r.ms );
			rows.push(
				{
					metric: `load ${ kind }: accepted (${ results.length } at once, ${ servers })`,
					value: accepted,
					unit: refused.length
						? `of ${ results.length }; refused: ${ [
								...new Set( refused ),
						  ].join( ', ' ) }`
						: `of ${ results.length }`,
					ok: accepted === results.length,
				},
				{
					metric: `load ${ kind }: stored exactly once`,
					value: rowsAdded,
					unit: `rows for ${ accepted } accepted (${ distinct } distinct)`,
					ok: rowsAdded === accepted && distinct === accepted,
				},
				{
					metric: `load ${ kind }: p95`,
					value: round( percentile( times, 0.95 ) ),
					unit: 'ms',
				},
				{
					metric: `load ${ kind }: throughput`,
					value: round( ( results.length / wall ) * 1000 ),
					unit: 'req/s',
				}
			);
		}
	} finally {
		loadSite(
			wp,
			baseURLs[ 0 ],
			'teardown',
			marker,
			String( setup.page_id ),
			String( setup.lead_form ),
			String( setup.contact_form ),
			...others
		);
	}
	const problems = problemsSince( phpLogs, from );
	rows.push( {
		metric: 'load: PHP notices, warnings, errors in the log',
		value: problems.length,
		unit: problems.length
			? `first: ${ problems[ 0 ].slice( 0, 200 ) }`
			: '',
		ok: problems.length === 0,
	} );
	return rows;
}

/**
 * The bench table's entry point (tools/bench/run.mjs): one server, FAROL_BENCH_SHORT=1 for the
 * short mode.
 *
 * @param {Object} options
 * @param {string} options.baseURL The site.
 */
export function run( { baseURL } ) {
	return runLoad( {
		baseURLs: [ baseURL ],
		short: process.env.FAROL_BENCH_SHORT === '1',
	} );
}

/**
 * Prints rows as the bench table does; returns how many missed.
 *
 * @param {Array<Object>} rows Rows.
 */
export function printRows( rows ) {
	let misses = 0;
	for ( const row of rows ) {
		let verdict = '';
		if ( row.ok !== undefined ) {
			verdict = row.ok ? '  ok' : '  FAIL';
		}
		misses += row.ok === false ? 1 : 0;
		console.log(
			`${ row.metric.padEnd( 56 ) } ${ String( row.value ).padStart(
				8
			) } ${ row.unit ?? '' }${ verdict }`
		);
	}
	return misses;
}

if ( import.meta.url === pathToFileURL( process.argv[ 1 ] ?? '' ).href ) {
	const args = process.argv.slice( 2 );
	const urls = args.flatMap( ( arg, i ) =>
		arg === '--url' ? [ args[ i + 1 ] ] : []
	);
	const instances = args.flatMap( ( arg, i ) =>
		arg === '--site' ? [ args[ i + 1 ] ] : []
	);
	const rows = await runLoad( {
		baseURLs: urls.length
			? urls
			: [ process.env.FAROL_URL ?? 'http://localhost:8889' ],
		short: args.includes( '--short' ),
		folders: ( instances.length
			? instances
			: [ process.env.FAROL_NATIVE_INSTANCE ?? 'site' ]
		).map( siteFolder ),
	} );
	const misses = printRows( rows );
	console.log( `load: ${ misses ? `${ misses } check(s) FAILED` : 'ok' }` );
	process.exitCode = misses ? 1 : 0;
}
