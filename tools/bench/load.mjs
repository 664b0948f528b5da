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
 *   node tools/bench/load.mjs [--short] [--url <base URL>]... [--site <instance>]
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
const REQUEST_TIMEOUT_MS = 60_000;
const KIND_TIMEOUT_MS = 120_000;
/** The demo post whose comment form the guests use (tools/runtime/demo/50-comments.php). */
const COMMENT_POST = '/landing-pages-que-convertem/';
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
function site( folder, baseURL, ...args ) {
	const out = execFileSync(
		process.env.PHP ?? 'php',
		[ path.join( root, 'tools/bench/load-site.php' ), folder, ...args ],
		{ env: { ...process.env, FAROL_SITE_URL: baseURL }, encoding: 'utf8' }
	);
	return out.trim() ? JSON.parse( out.trim().split( '\n' ).pop() ) : null;
}

/**
 * The inputs of the first form of the page whose markup contains `needle`, by name (checkboxes
 * and buttons left out).
 *
 * @param {string} html   A page.
 * @param {string} needle Text inside the wanted form.
 * @return {Record<string,string>} Fields.
 */
export function formFields( html, needle ) {
	const markup = [ ...html.matchAll( /<form\b[\s\S]*?<\/form>/g ) ]
		.map( ( match ) => match[ 0 ] )
		.find( ( form ) => form.includes( needle ) );
	if ( ! markup ) {
		throw new Error( `load: no form with "${ needle }" on the page` );
	}
	const fields = {};
	for ( const input of markup.matchAll( /<input\b[^>]*>/g ) ) {
		const fieldName = input[ 0 ].match( /\bname="([^"]+)"/ );
		const value = input[ 0 ].match( /\bvalue="([^"]*)"/ );
		const type = input[ 0 ].match( /\btype="([^"]+)"/ );
		if ( fieldName && ! [ 'checkbox', 'submit' ].includes( type?.[ 1 ] ) ) {
			fields[ fieldName[ 1 ] ] = value ? value[ 1 ] : '';
		}
	}
	return fields;
}

/**
 * GETs a page as a visitor (no cookie).
 *
 * @param {string} url Address.
 */
async function page( url ) {
	const response = await fetch( url, {
		signal: AbortSignal.timeout( REQUEST_TIMEOUT_MS ),
	} );
	if ( response.status !== 200 ) {
		throw new Error( `load: ${ url } answered ${ response.status }` );
	}
	return response.text();
}

/**
 * One timed request; `accepted(status, body)` says whether the server took it.
 *
 * @param {string}   url      Address.
 * @param {Object}   options  fetch options.
 * @param {Function} accepted Judge of the answer.
 */
async function timed( url, options, accepted ) {
	const start = performance.now();
	try {
		const response = await fetch( url, {
			...options,
			signal: AbortSignal.timeout( REQUEST_TIMEOUT_MS ),
		} );
		const text = await response.text();
		let body = null;
		try {
			body = JSON.parse( text );
		} catch {}
		return {
			status: response.status,
			ok: accepted( response.status, body ),
			ms: performance.now() - start,
		};
	} catch ( error ) {
		return {
			status: String( error?.name ?? 'error' ),
			ok: false,
			ms: performance.now() - start,
		};
	}
}

const formData = ( fields ) => {
	const body = new FormData();
	for ( const [ key, value ] of Object.entries( fields ) ) {
		body.append( key, String( value ) );
	}
	return body;
};

/**
 * The requests of each kind, as functions of (index, server) returning a timed request.
 *
 * @param {Object} setup  What load-site.php set up.
 * @param {string} marker The run's marker (in every e-mail address).
 */
function kinds( setup, marker ) {
	const bench = { 'X-Farol-Bench': setup.pass };
	return {
		lead: {
			render: ( baseURL ) =>
				page( new URL( new URL( setup.page ).pathname, baseURL ).href ),
			fields: ( html ) => formFields( html, 'token_rdstation' ),
			send: ( baseURL, fields, i ) =>
				timed(
					`${ baseURL }/wp-json/farol/v1/conversions`,
					{
						method: 'POST',
						headers: {
							...bench,
							'Content-Type': 'application/json',
							Authorization: `Bearer ${ fields.token_rdstation }`,
						},
						body: JSON.stringify( {
							idempotency_key: `${ marker }-lead-${ i }`,
							name: `Lead de carga ${ i }`,
							email: `lead${ i }-${ marker }@bench.farol.test`,
							conversion_url: `${ baseURL }/load`,
							conversion_domain: 'localhost',
							farol_hp: '',
							farol_started: fields.farol_started,
						} ),
					},
					( status, body ) =>
						status === 200 && Boolean( body?.conversion?.uuid )
				),
		},
		contact: {
			render: ( baseURL ) =>
				page( new URL( new URL( setup.page ).pathname, baseURL ).href ),
			fields: ( html ) => formFields( html, '_farol_form' ),
			send: ( baseURL, fields, i ) =>
				timed(
					`${ baseURL }/wp-json/farol/v1/contact-forms/${ setup.contact_form }/feedback`,
					{
						method: 'POST',
						headers: { ...bench, Accept: 'application/json' },
						body: formData( {
							...fields,
							'your-name': `Visitante de carga ${ i }`,
							'your-email': `contact${ i }-${ marker }@bench.farol.test`,
							'your-message': `Mensagem de carga ${ i }: gostaria de saber mais sobre os planos.`,
						} ),
					},
					( status, body ) =>
						status === 200 && body?.status === 'mail_sent'
				),
		},
		comment: {
			render: ( baseURL ) =>
				page( new URL( COMMENT_POST, baseURL ).href ),
			fields: ( html ) => ( {
				...formFields( html, 'data-farol-form="main"' ),
				postId: html.match( /\bpostid-(\d+)/ )?.[ 1 ] ?? '',
			} ),
			send: ( baseURL, fields, i ) =>
				timed(
					`${ baseURL }/wp-admin/admin-ajax.php`,
					{
						method: 'POST',
						headers: bench,
						body: formData( {
							...fields,
							action: 'wpdAddComment',
							wc_name: `Leitora de carga ${ i }`,
							wc_email: `comment${ i }-${ marker }@bench.farol.test`,
							wc_website: '',
							wc_comment: `Comentário de carga ${ i } (${ marker }): o artigo ajudou a equipe a rever as páginas.`,
						} ),
					},
					( status, body ) => status === 200 && body?.success === true
				),
		},
	};
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
	logs.map( ( log ) => ( fs.existsSync( log ) ? fs.statSync( log ).size : 0 ) );

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
 * @param {string[]} options.baseURLs Servers of one site (one database), e.g. two PHP servers.
 * @param {boolean}  [options.short]  20/20/10 instead of 200/200/100.
 * @param {string}   [options.folder] The site's folder (default: the FAROL_NATIVE_INSTANCE one).
 * @param {string[]} [options.logs]   PHP logs to watch (default: the folder's instance's).
 * @return {Promise<Array<{metric:string,value:number,unit?:string,ok?:boolean}>>} Rows.
 */
export async function runLoad( { baseURLs, short = false, folder, logs } ) {
	const sizes = short ? SIZES.short : SIZES.full;
	const wp = folder ?? siteFolder( process.env.FAROL_NATIVE_INSTANCE ?? 'site' );
	const phpLogs = logs ?? [
		path.join( wp, '..', 'php-errors.log' ),
		path.join( wp, '..', 'debug.log' ),
	];
	const marker = `load${ Date.now().toString( 36 ) }`;
	const from = ends( phpLogs );
	const setup = site( wp, baseURLs[ 0 ], 'setup' );
	const rows = [];
	const round = ( value ) => Number( value.toFixed( 1 ) );
	try {
		const before = site( wp, baseURLs[ 0 ], 'count', marker );
		const all = kinds( setup, marker );
		const stored = {
			lead: [ 'conversions', 'conversion_emails' ],
			contact: [ 'contacts', 'contact_emails' ],
			comment: [ 'comments', 'comment_emails' ],
		};
		const outcomes = {};
		for ( const kind of [ 'lead', 'contact', 'comment' ] ) {
			outcomes[ kind ] = await burst( all[ kind ], baseURLs, sizes[ kind ] );
		}
		const after = site( wp, baseURLs[ 0 ], 'count', marker );
		const servers = `${ baseURLs.length } server${
			baseURLs.length > 1 ? 's' : ''
		}`;
		for ( const [ kind, { results, wall } ] of Object.entries( outcomes ) ) {
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
		site(
			wp,
			baseURLs[ 0 ],
			'teardown',
			marker,
			String( setup.page_id ),
			String( setup.lead_form ),
			String( setup.contact_form )
		);
	}
	const problems = problemsSince( phpLogs, from );
	rows.push( {
		metric: 'load: PHP notices, warnings, errors in the log',
		value: problems.length,
		unit: problems.length ? `first: ${ problems[ 0 ].slice( 0, 200 ) }` : '',
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
	const instance =
		args[ args.indexOf( '--site' ) + 1 ] && args.includes( '--site' )
			? args[ args.indexOf( '--site' ) + 1 ]
			: process.env.FAROL_NATIVE_INSTANCE ?? 'site';
	const rows = await runLoad( {
		baseURLs: urls.length
			? urls
			: [ process.env.FAROL_URL ?? 'http://localhost:8889' ],
		short: args.includes( '--short' ),
		folder: siteFolder( instance ),
	} );
	const misses = printRows( rows );
	console.log( `load: ${ misses ? `${ misses } check(s) FAILED` : 'ok' }` );
	process.exitCode = misses ? 1 : 0;
}
