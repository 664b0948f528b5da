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
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { passHeaders as passHeader } from './lib/bench-pass.mjs';
import { timed as timedRequest } from './lib/http.mjs';
import { nativeSite } from './lib/site.mjs';

/**
 * The native site of FAROL_NATIVE_INSTANCE (default `site`) at an address.
 *
 * @param {string} baseURL The site.
 */
const native = ( baseURL ) =>
	nativeSite( {
		instance: process.env.FAROL_NATIVE_INSTANCE ?? 'site',
		port: Number( new URL( baseURL ).port || 80 ),
	} );

/**
 * The folder of the native site's wp-load.php.
 */
export function siteFolder() {
	return native( process.env.FAROL_URL ?? 'http://localhost:8889' ).folder;
}

/**
 * Runs tools/bench/comments-site.php on the site.
 *
 * @param {string}    baseURL The site.
 * @param {...string} args    Task and its arguments.
 */
export function site( baseURL, ...args ) {
	return native( baseURL ).php( 'comments-site.php', ...args );
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
 * One timed request, marked for the bench mu-plugin (its log keys queries and server time by
 * the id), uncompressed as the anchor lab measured.
 *
 * @param {string} url     Address.
 * @param {Object} options fetch options.
 * @return {Promise<Object>} lib/http.mjs's answer and the request's id.
 */
export async function timed( url, options = {} ) {
	const id = `r${ process.pid }-${ ++sequence }`;
	const answer = await timedRequest( url, {
		...options,
		headers: {
			'Accept-Encoding': 'identity',
			...( options.headers ?? {} ),
			'X-Farol-Bench-Id': id,
			...passHeader( pass ),
		},
	} );
	return { id, ...answer };
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
