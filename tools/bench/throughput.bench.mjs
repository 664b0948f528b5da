/**
 * Throughput, side by side (issue 37, item 5): Debian's `wrk` at a fixed concurrency (50
 * connections, 2 threads) for a fixed time per target (15 s; short mode 3 s) against the bench's
 * own native instance, restarted in each of three shapes:
 *   - plain (no object cache, no page cache): the 1,000-comment post, the home page and the live
 *     poll (`GET /wp-json/farol/v1/update?postId&lastId&visibleCommentIds&version`, the query
 *     src/comments/live/live.ts sends, on the unchanged thread, with the ids the page shows);
 *   - the anchor's shape (plain, restarted with ANCHOR_SHAPE.workers PHP workers and WP_DEBUG off,
 *     as the lab's default wp-config): the post at `wrk -t2 -c16`, as the anchor lab measured
 *     wpDiscuz; the wpDiscuz ratio comes from this row;
 *   - Redis object cache (FAROL_NATIVE_OBJECT_CACHE=redis): the post;
 *   - page cache (FAROL_NATIVE_PAGE_CACHE=PAGE_CACHE_SECONDS, nginx's fastcgi_cache): the post,
 *     measured only once one answer says `X-Cache-Status: HIT` (else the row is an error).
 * Each target is warmed with a few sequential requests first. wrk runs tools/bench/throughput.lua,
 * which counts answers by status class and cache hits and prints the run as JSON. Per target:
 * requests/s, p50 and p99 latency, non-2xx/3xx answers and socket errors; any socket error,
 * any answer outside 2xx/3xx, or a cache hit where no page cache should answer, flags the row.
 * Then the ratios the targets are about, with the targets beside them. The instance is
 * left as the caller started it (`restore`), Redis stopped with the shape that started it.
 *
 * No compression is asked for (wrk sends no Accept-Encoding; the anchor lab had gzip off).
 * The anchor: wpDiscuz 7.6.54 on its lab, `wrk -t2 -c16 -d15s`, 4 php-fpm workers, 10.6–12.2
 * requests/s on its 1,000-comment post (../shared/anchors/wpdiscuz.md).
 */
/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { nativeSite, ROOT } from './lib/site.mjs';
import {
	ANCHOR_SHAPE,
	PAGE_CACHE_SECONDS,
	SHAPES,
	WORKERS,
	serves,
	shapeOf,
} from './lib/throughput-shapes.mjs';
import { CONCURRENCY, THREADS, get, measure, wrkBinary } from './lib/wrk.mjs';

export { ANCHOR_SHAPE, PAGE_CACHE_SECONDS, shapeOf };

export const name =
	"throughput (wrk -t2 -c50: the 1,000-comment post uncached, with Redis, with the page cache; the home; the live poll; and the post at the anchor's -c16 with 4 PHP workers)";

export const SECONDS = { full: 15, short: 3 };
const POST_COMMENTS = 1000;
/** wpDiscuz 7.6.54's rate on its 1,000-comment post, the anchor lab (requests/s). */
export const ANCHOR = { low: 10.6, high: 12.2 };
export const TARGETS = { objectCache: 1.5, pageCache: 20, anchor: 3 };
/** Whether this checkout's native runtime has the page-cache shape (nginx.conf.in's marks). */
function pageCacheShape() {
	const template = path.join( ROOT, 'tools/runtime/native/nginx.conf.in' );
	return fs.readFileSync( template, 'utf8' ).includes( '@PAGE_CACHE@' );
}

/**
 * A row that was not measured.
 *
 * @param {string}  id     Key.
 * @param {string}  metric Label.
 * @param {string}  why    Reason, shown in the table.
 * @param {boolean} error  Whether it is an error (the run says so) or only not run.
 */
function notRun( id, metric, why, error = false ) {
	return { id, metric, notRun: why, error, flagged: error };
}

/**
 * Throws unless the Redis of the instance holds keys (the drop-in writes through it).
 *
 * @param {string} socket Its socket.
 */
function redisInUse( socket ) {
	const out = spawnSync( 'redis-cli', [ '-s', socket, 'dbsize' ], {
		encoding: 'utf8',
	} );
	const keys = Number( out.stdout?.trim() );
	if ( out.status !== 0 || ! ( keys > 0 ) ) {
		throw new Error(
			`Redis holds no keys after the warm-up (${ out.stdout?.trim() }${ out.stderr?.trim() }): the object cache is not in use, no figure`
		);
	}
}

/**
 * Throws unless the post comes from the page cache (X-Cache-Status: HIT) on a repeat.
 *
 * @param {string} url The post.
 */
async function pageCacheHit( url ) {
	const answer = await get( url );
	const status = answer.headers.get( 'x-cache-status' );
	if ( status !== 'HIT' ) {
		throw new Error(
			`the post's X-Cache-Status after the warm-up is ${
				status ?? 'missing'
			}${
				answer.headers.get( 'set-cookie' ) ? ' (it sets a cookie)' : ''
			}, not HIT: no figure`
		);
	}
}

/**
 * Restarts the instance in a shape.
 *
 * @param {Object} site  The bench's site (nativeSite()).
 * @param {string} shape Key of SHAPES.
 */
async function restart( site, shape ) {
	const port = Number( new URL( site.baseURL ).port );
	const next = nativeSite( {
		instance: site.instance,
		port,
		env: SHAPES[ shape ],
	} );
	next.stop( false );
	await next.start( false );
	return next;
}

/**
 * The poll's address as the widget builds it, with the version the thread answers now.
 *
 * @param {string} baseURL The site.
 * @param {number} postId  The post.
 * @param {string} html    Its page.
 * @param {Object} headers The poll's headers.
 */
async function pollAddress( baseURL, postId, html, headers ) {
	const ids = [ ...html.matchAll( /data-comment-id="(\d+)"/g ) ]
		.map( ( m ) => m[ 1 ] )
		.slice( 0, 500 );
	const last = Math.max( 0, ...ids.map( Number ) );
	const address = ( version ) =>
		new URL(
			`/wp-json/farol/v1/update?${ new URLSearchParams( {
				postId: String( postId ),
				lastId: String( last ),
				visibleCommentIds: ids.join( ',' ),
				version,
			} ) }`,
			baseURL
		).href;
	const first = await fetch( address( '' ), { headers } );
	const body = await first.json().catch( () => null );
	if ( first.status !== 200 || typeof body?.version !== 'string' ) {
		throw new Error( `the poll answered ${ first.status }` );
	}
	return address( body.version );
}

/**
 * The ratios the targets are about.
 *
 * @param {Object<string,Object>} byId Rows by id.
 */
export function ratios( byId ) {
	const plain = byId[ 'throughput.post.plain' ];
	const anchor = byId[ 'throughput.post.anchor' ];
	const ratio = ( row ) =>
		row?.rps && plain?.rps
			? Number( ( row.rps / plain.rps ).toFixed( 2 ) )
			: null;
	const flagged = ( ...rows ) =>
		rows.some( ( r ) => ! r || r.flagged || r.notRun );
	return [
		{
			id: 'throughput.ratio.objectCache',
			metric: 'post: Redis object cache ÷ uncached',
			value: ratio( byId[ 'throughput.post.redis' ] ),
			target: `≥ ${ TARGETS.objectCache }×`,
			flagged: flagged( plain, byId[ 'throughput.post.redis' ] ),
		},
		{
			id: 'throughput.ratio.pageCache',
			metric: 'post: page cache ÷ uncached',
			value: ratio( byId[ 'throughput.post.page' ] ),
			target: `≥ ${ TARGETS.pageCache }×`,
			flagged: flagged( plain, byId[ 'throughput.post.page' ] ),
		},
		{
			id: 'throughput.ratio.anchor',
			metric: `post uncached at the anchor's shape (-c${ ANCHOR_SHAPE.connections }, ${ ANCHOR_SHAPE.workers } workers) ÷ wpDiscuz's ${ ANCHOR.low }–${ ANCHOR.high } req/s there`,
			value: anchor?.rps
				? Number( ( anchor.rps / ANCHOR.high ).toFixed( 2 ) )
				: null,
			valueHigh: anchor?.rps
				? Number( ( anchor.rps / ANCHOR.low ).toFixed( 2 ) )
				: null,
			target: `≥ ${ TARGETS.anchor }×`,
			flagged: flagged( anchor ),
		},
	];
}

/**
 * Runs the three shapes.
 *
 * @param {Object}  ctx         The run's context ({ site, short }).
 * @param {boolean} ctx.restore Leave the instance running as the caller started it (default
 *                              true); false: stopped (its MariaDB left to the caller).
 * @return {Promise<Object>} { rows, ratios, shape }.
 */
export async function run( ctx ) {
	const seconds = SECONDS[ ctx.short ? 'short' : 'full' ];
	const wrk = wrkBinary();
	const postLabel = ( words ) => `1,000-comment post, ${ words }`;
	const labels = {
		'throughput.post.plain': postLabel( 'uncached' ),
		'throughput.post.anchor': postLabel(
			`uncached, the anchor's shape (wrk -t2 -c${ ANCHOR_SHAPE.connections }, ${ ANCHOR_SHAPE.workers } PHP workers, WP_DEBUG off)`
		),
		'throughput.post.redis': postLabel( 'Redis object cache' ),
		'throughput.post.page': postLabel(
			`page cache (${ PAGE_CACHE_SECONDS } s)`
		),
		'throughput.home.plain': 'home, uncached',
		'throughput.poll.plain':
			'live poll (1,000-comment post, unchanged thread)',
	};
	const shape = {
		concurrency: CONCURRENCY,
		threads: THREADS,
		seconds,
		workers: Number( WORKERS ),
		anchorShape: ANCHOR_SHAPE,
		pageCacheSeconds: PAGE_CACHE_SECONDS,
	};
	if ( ! wrk ) {
		const rows = Object.entries( labels ).map( ( [ id, metric ] ) =>
			notRun( id, metric, 'not run (no wrk: apt-get install wrk)' )
		);
		return { rows, ratios: ratios( {} ), shape };
	}
	const m = { wrk, seconds };
	const rows = [];
	let restoreError = null;
	const say = ( text ) => console.log( `bench: throughput: ${ text }` );
	// The instance as the caller had it; it runs in the plain shape while measured plain.
	let site = ctx.site;
	if ( ! site.running() || ! serves( process.env, 'plain' ) ) {
		site = await restart( site, 'plain' );
	}
	const setup = site.php( 'comments-site.php', 'setup', POST_COMMENTS );
	const post = setup.posts[ POST_COMMENTS ];
	// The bench mu-plugin (comments-site.php) turns live updates on for this header.
	const live = { 'X-Farol-Bench-Live': '1' };
	const socket = path.join(
		ROOT,
		'.farol',
		`redis-farol_${ process.env.FAROL_NATIVE_DB || site.instance }`,
		'redis.sock'
	);
	const targets = [
		{ id: 'throughput.post.plain', url: post.url },
		{ id: 'throughput.home.plain', url: new URL( '/', site.baseURL ).href },
		{
			id: 'throughput.poll.plain',
			headers: live,
			url: async () =>
				pollAddress(
					site.baseURL,
					post.id,
					( await get( post.url ) ).body,
					live
				),
		},
		{
			id: 'throughput.post.anchor',
			shape: 'anchor',
			url: post.url,
			connections: ANCHOR_SHAPE.connections,
			workers: ANCHOR_SHAPE.workers,
		},
		{
			id: 'throughput.post.redis',
			shape: 'redis',
			url: post.url,
			check: async () => redisInUse( socket ),
		},
		{
			id: 'throughput.post.page',
			shape: 'page',
			cache: 'page',
			url: post.url,
			missing: ! pageCacheShape(),
			check: async () => pageCacheHit( post.url ),
		},
	];
	try {
		for ( const target of targets ) {
			const metric = labels[ target.id ];
			if ( target.missing ) {
				rows.push(
					notRun(
						target.id,
						metric,
						'not run (shape missing: no FAROL_NATIVE_PAGE_CACHE in tools/runtime/native)'
					)
				);
				continue;
			}
			say( metric );
			try {
				const shapeName = target.shape ?? 'plain';
				if ( ! serves( site.env, shapeName ) ) {
					site = await restart( site, shapeName );
				}
				const url =
					typeof target.url === 'function'
						? await target.url()
						: target.url;
				rows.push(
					await measure(
						{
							cache: 'none',
							...target,
							shape: shapeName,
							metric,
							url,
						},
						m
					)
				);
			} catch ( error ) {
				rows.push(
					notRun(
						target.id,
						metric,
						`error: ${ error?.message ?? error }`,
						true
					)
				);
			}
		}
	} finally {
		site.php( 'comments-site.php', 'teardown' );
		if ( ctx.restore === false ) {
			// Redis stops with the site that started it.
			site.stop( false );
		} else if ( site !== ctx.site ) {
			// Back to the shape the caller started (a failure is the run's, the rows stay).
			site.stop( false );
			restoreError = await ctx.site.start( false ).then(
				() => null,
				( error ) => String( error?.message ?? error )
			);
		}
	}
	const byId = Object.fromEntries( rows.map( ( r ) => [ r.id, r ] ) );
	return { rows, ratios: ratios( byId ), shape, restoreError };
}
