/**
 * wrk, the load generator of the throughput bench (../throughput.bench.mjs): runs Debian's `wrk`
 * with ../throughput.lua (answers counted by status class and page-cache hits, the run printed as
 * one JSON line) and turns a run into the bench's throughput row.
 */
/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { guard } from './machine.mjs';
import { ROOT } from './site.mjs';

export const CONCURRENCY = 50;
export const THREADS = 2;
const WARMUP_REQUESTS = 3;
const SCRIPT = path.join( ROOT, 'tools/bench/throughput.lua' );

/** The wrk binary (WRK, default `wrk`), or null when there is none. */
export function wrkBinary() {
	const wrk = process.env.WRK ?? 'wrk';
	const probe = spawnSync( wrk, [ '--version' ], { encoding: 'utf8' } );
	return probe.error ? null : wrk;
}

/**
 * Runs wrk once and reads the script's JSON.
 *
 * @param {string}                wrk         Binary.
 * @param {string}                url         Target.
 * @param {number}                seconds     Duration.
 * @param {Record<string,string>} headers     Extra request headers.
 * @param {number}                connections Open connections (CONCURRENCY unless a row asks).
 */
function runWrk( wrk, url, seconds, headers, connections = CONCURRENCY ) {
	const args = [
		`-t${ THREADS }`,
		`-c${ connections }`,
		`-d${ seconds }s`,
		// A page takes seconds under 50 connections on 2 cores: wrk's 2 s default would count
		// slow answers as errors and drop them from the latency.
		'--timeout',
		'60s',
		'-s',
		SCRIPT,
		...Object.entries( headers ).flatMap( ( [ k, v ] ) => [
			'-H',
			`${ k }: ${ v }`,
		] ),
		url,
	];
	const out = spawnSync( wrk, args, {
		encoding: 'utf8',
		timeout: ( seconds + 90 ) * 1000,
	} );
	const line = ( out.stdout ?? '' )
		.split( '\n' )
		.find( ( l ) => l.startsWith( 'FAROL_WRK ' ) );
	if ( ! line ) {
		throw new Error(
			`wrk printed no result (status ${ out.status }): ${ out.stderr }${ out.stdout }`
		);
	}
	return JSON.parse( line.slice( 'FAROL_WRK '.length ) );
}

/**
 * One request as a reader sends it; throws unless it answers 200 (a redirect is not the page).
 *
 * @param {string}                url     Address.
 * @param {Record<string,string>} headers Extra request headers.
 * @return {Promise<{headers: Headers, body: string}>} The answer's headers and body.
 */
export async function get( url, headers = {} ) {
	const answer = await fetch( url, { headers, redirect: 'manual' } );
	const body = await answer.text();
	if ( answer.status !== 200 ) {
		throw new Error( `${ url } answered ${ answer.status }, not 200` );
	}
	return { headers: answer.headers, body };
}

const ms = ( us ) => {
	const value = us / 1000;
	return Number( value.toFixed( value >= 100 ? 0 : 1 ) );
};

/**
 * One target: warm-up (a few requests, then `check` if given), then wrk under the busy guard,
 * followed by one more request, which waits in php-fpm's queue behind the requests wrk left in
 * flight, so the guard's closing calibration does not count their tail as another process's
 * load; the row.
 *
 * @param {Object} target { id, metric, shape, url, headers, cache: 'none'|'page', check,
 *                        connections (default CONCURRENCY), workers (PHP workers, noted) }.
 * @param {Object} ctx    { wrk, seconds }.
 */
export async function measure( target, ctx ) {
	const headers = target.headers ?? {};
	// Once more on a failure: the first request after a restart may ride a dead kept-alive socket.
	await get( target.url, headers ).catch( () => get( target.url, headers ) );
	for ( let i = 1; i < WARMUP_REQUESTS; i++ ) {
		await get( target.url, headers );
	}
	await target.check?.();
	const {
		result: w,
		busy,
		evidence,
	} = await guard( async () => {
		const result = runWrk(
			ctx.wrk,
			target.url,
			ctx.seconds,
			headers,
			target.connections ?? CONCURRENCY
		);
		await get( target.url, headers ).catch( () => null );
		return result;
	} );
	const socketErrors =
		w.errors.connect + w.errors.read + w.errors.write + w.errors.timeout;
	const seconds = w.durationUs / 1e6;
	const problems = [];
	if ( socketErrors ) {
		problems.push( `${ socketErrors } socket errors` );
	}
	if ( w.errors.status ) {
		problems.push(
			`${ w.errors.status } non-2xx/3xx (${ w.status[ '5xx' ] } 5xx)`
		);
	}
	if ( target.cache === 'none' && w.cacheHits ) {
		problems.push(
			`${ w.cacheHits } page-cache hits in an uncached shape`
		);
	}
	const hitShare = w.requests ? w.cacheHits / w.requests : 0;
	return {
		id: target.id,
		metric: target.metric,
		shape: target.shape,
		url: target.url,
		connections: target.connections ?? CONCURRENCY,
		...( target.workers ? { workers: target.workers } : {} ),
		seconds: Number( seconds.toFixed( 2 ) ),
		requests: w.requests,
		rps: Number( ( w.requests / seconds ).toFixed( 1 ) ),
		p50: ms( w.latencyUs.p50 ),
		p99: ms( w.latencyUs.p99 ),
		maxMs: ms( w.latencyUs.max ),
		status: w.status,
		nonOk: w.errors.status,
		socketErrors,
		socket: {
			connect: w.errors.connect,
			read: w.errors.read,
			write: w.errors.write,
			timeout: w.errors.timeout,
		},
		cacheHits: w.cacheHits,
		flagged: problems.length > 0,
		problems,
		note:
			target.cache === 'page'
				? `${ Math.round( hitShare * 100 ) } % X-Cache-Status HIT`
				: '',
		loadavg: os.loadavg().map( ( l ) => Number( l.toFixed( 2 ) ) ),
		busy,
		evidence,
	};
}
