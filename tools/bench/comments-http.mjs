/**
 * The comments site helpers for modules that drive a running native site themselves
 * (FAROL_NATIVE_INSTANCE, default `site`): the PHP side (tools/bench/comments-site.php:
 * seeding, the temporary mu-plugin, teardown), one timed request marked for that mu-plugin,
 * and the mu-plugin's log of queries and server time per request. `npm run bench` itself goes
 * through the harness in lib/ (its site, requests and pass); this file reuses its pieces.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

/**
 * Internal dependencies
 */
import { passHeaders } from './lib/bench-pass.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/**
 * The folder of the native site's wp-load.php.
 */
export function siteFolder() {
	const instance = process.env.FAROL_NATIVE_INSTANCE ?? 'site';
	return path.join(
		root,
		'.farol',
		instance === 'site' ? 'native' : `native-${ instance }`,
		'wp'
	);
}

/**
 * Runs tools/bench/comments-site.php on the site.
 *
 * @param {string}    baseURL The site.
 * @param {...string} args    Task and its arguments.
 */
export function site( baseURL, ...args ) {
	const out = execFileSync(
		process.env.PHP ?? 'php',
		[
			path.join( root, 'tools/bench/comments-site.php' ),
			siteFolder(),
			...args,
		],
		{
			env: { ...process.env, FAROL_SITE_URL: baseURL },
			encoding: 'utf8',
			maxBuffer: 16 * 1024 * 1024,
		}
	);
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

export const counts = () =>
	( process.env.FAROL_BENCH_COMMENTS ?? '1000,10000' )
		.split( ',' )
		.map( Number )
		.filter( ( n ) => n > 0 );

let sequence = 0;
/** The rate limit's loopback pass (see tools/bench/comments-site.php). */
let pass = '';

/**
 * Sends the rate limit's loopback pass with every timed request from now on.
 *
 * @param {string} value The pass the site's setup opened.
 */
export function setBenchPass( value ) {
	pass = value;
}

/**
 * One timed request, marked for the bench mu-plugin.
 *
 * @param {string} url     Address.
 * @param {Object} options fetch options.
 */
export async function timed( url, options = {} ) {
	const id = `r${ process.pid }-${ ++sequence }`;
	const start = performance.now();
	const response = await fetch( url, {
		...options,
		headers: {
			// As the anchor lab measured (nginx gzip off): no compression on either side.
			'Accept-Encoding': 'identity',
			...( options.headers ?? {} ),
			'X-Farol-Bench-Id': id,
			...passHeaders( pass ),
		},
		redirect: 'manual',
	} );
	const ttfb = performance.now() - start;
	const body = await response.text();
	return {
		id,
		ttfb,
		ms: performance.now() - start,
		status: response.status,
		cookie: response.headers.get( 'set-cookie' ),
		body,
	};
}

export { mainFormFields } from './comments.bench.mjs';
export { form } from './lib/http.mjs';

/**
 * Query counts the mu-plugin logged, by request id.
 *
 * @param {string} log The log file.
 */
export function loggedQueries( log ) {
	const byId = new Map();
	if ( fs.existsSync( log ) ) {
		for ( const line of fs.readFileSync( log, 'utf8' ).split( '\n' ) ) {
			if ( line.trim() ) {
				const entry = JSON.parse( line );
				byId.set( entry.id, entry );
			}
		}
	}
	return byId;
}
