/**
 * Conversions under load: POST farol/v1/conversions, 200 conversions sent concurrently over
 * loopback, 20 of them sent twice with the same idempotency key at the same time as the
 * first copy (so the two race inside the server). Then the store is checked: every key
 * stored exactly once, none lost, and each repeat answered with its first copy's uuid.
 *
 * Site: FAROL_URL (the native runtime by default). A temporary published form is created
 * before and deleted after, with its conversions, contacts and stats, by
 * tools/bench/conversions-site.php run with PHP on the site's folder (.farol/native/wp, or
 * .farol/native-<FAROL_NATIVE_INSTANCE>/wp), so the demo site keeps no trace. The requests
 * come from loopback and carry the short-lived bench pass that setup stored, the only way
 * past the per-address rate limit (Farol\LeadForm\Conversions\BenchPass). Node's fetch with a
 * pool of CONCURRENCY requests in flight; the time is each request's whole round trip.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

/**
 * Internal dependencies
 */
import { percentile } from './stats.mjs';

export const name = 'conversions (POST farol/v1/conversions, concurrent)';

const CONVERSIONS = 200;
const REPEATED = 20;
const CONCURRENCY = 16;

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

function siteFolder() {
	const instance = process.env.FAROL_NATIVE_INSTANCE ?? 'site';
	return path.join(
		root,
		'.farol',
		instance === 'site' ? 'native' : `native-${ instance }`,
		'wp'
	);
}

function site( baseURL, ...args ) {
	const out = execFileSync(
		process.env.PHP ?? 'php',
		[
			path.join( root, 'tools/bench/conversions-site.php' ),
			siteFolder(),
			...args,
		],
		{ env: { ...process.env, FAROL_SITE_URL: baseURL }, encoding: 'utf8' }
	);
	return out.trim() ? JSON.parse( out ) : null;
}

/**
 * The requests: every conversion once, and the first REPEATED of them again right after
 * their first copy, so both are in flight together.
 *
 * @param {string} stamp The form's render stamp.
 */
function plan( stamp ) {
	const batch = Date.now().toString( 36 );
	const requests = [];
	for ( let i = 0; i < CONVERSIONS; i++ ) {
		const body = {
			idempotency_key: `bench-${ batch }-${ i }`,
			name: `Lead de teste ${ i }`,
			email: `lead${ i }-${ batch }@bench.farol.test`,
			conversion_url: 'http://localhost/bench',
			conversion_domain: 'localhost',
			farol_hp: '',
			farol_started: stamp,
		};
		requests.push( body );
		if ( i < REPEATED ) {
			requests.push( body );
		}
	}
	return requests;
}

async function send( baseURL, setup, body ) {
	const start = performance.now();
	const response = await fetch( `${ baseURL }/wp-json/farol/v1/conversions`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Authorization: `Bearer ${ setup.token }`,
			'X-Farol-Bench': setup.pass,
		},
		body: JSON.stringify( body ),
	} );
	const answer = await response.json().catch( () => null );
	return {
		key: body.idempotency_key,
		status: response.status,
		uuid: answer?.conversion?.uuid ?? null,
		ms: performance.now() - start,
	};
}

async function pool( items, size, worker ) {
	const results = new Array( items.length );
	let next = 0;
	const lanes = Array.from( { length: size }, async () => {
		while ( next < items.length ) {
			const index = next++;
			results[ index ] = await worker( items[ index ] );
		}
	} );
	await Promise.all( lanes );
	return results;
}

export async function run( { baseURL } ) {
	const setup = site( baseURL, 'setup' );
	try {
		const requests = plan( setup.stamp );
		const started = performance.now();
		const results = await pool( requests, CONCURRENCY, ( body ) =>
			send( baseURL, setup, body )
		);
		const wall = performance.now() - started;
		const stored = site( baseURL, 'count', String( setup.form_id ) );

		const failed = results.filter( ( r ) => r.status !== 200 ).length;
		const keys = Object.values( stored.keys );
		const once = keys.filter( ( n ) => n === 1 ).length;
		const uuids = new Map();
		let mismatched = 0;
		for ( const r of results ) {
			if ( uuids.has( r.key ) && uuids.get( r.key ) !== r.uuid ) {
				mismatched++;
			}
			uuids.set( r.key, r.uuid );
		}
		const times = results.map( ( r ) => r.ms );
		const round = ( value ) => Number( value.toFixed( 1 ) );
		return [
			{
				metric: `requests (${ CONVERSIONS } + ${ REPEATED } repeats, ${ CONCURRENCY } in flight)`,
				value: results.length,
				unit: `${ failed } not 200`,
				ok: failed === 0,
			},
			{
				metric: 'conversions stored',
				value: stored.rows,
				unit: `of ${ CONVERSIONS }`,
				target: `${ CONVERSIONS }`,
				ok: stored.rows === CONVERSIONS,
			},
			{
				metric: 'keys stored exactly once',
				value: once,
				unit: `of ${ CONVERSIONS }`,
				target: `${ CONVERSIONS }`,
				ok: once === CONVERSIONS && keys.length === CONVERSIONS,
			},
			{
				metric: 'repeats answered with another uuid',
				value: mismatched,
				target: '0',
				ok: mismatched === 0,
			},
			{
				metric: 'latency p50',
				value: round( percentile( times, 0.5 ) ),
				unit: 'ms',
			},
			{
				metric: 'latency p95',
				value: round( percentile( times, 0.95 ) ),
				unit: 'ms',
			},
			{
				metric: 'throughput',
				value: round( ( results.length / wall ) * 1000 ),
				unit: 'req/s',
			},
		];
	} finally {
		site( baseURL, 'teardown', String( setup.form_id ) );
	}
}
