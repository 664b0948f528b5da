/**
 * The two-server test's object-cache checks (tools/test/two-servers.mjs with --cache=<socket>,
 * the pass of tools/test/two-servers.sh where both servers share one Redis), with the helper
 * tools/test/two-servers-cache.php:
 * - the cache is in use: the shared Redis holds the site's keys;
 * - a thread changed on A is never served stale by B: B reads the comment post, A adds a
 *   comment, edits it, holds it, approves it, pins it, unpins it, closes its thread, reopens
 *   it and deletes it, and B's next read after each change shows it;
 * - flushing Redis in the middle of the load run loses nothing (the load's own checks: every
 *   accepted request stored exactly once);
 * - Redis down: both servers still answer 200 on the home and the comment post, with its thread.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/**
 * Runs redis-cli on the shared Redis's socket.
 *
 * @param {string}   socket The socket.
 * @param {string[]} args   The command.
 * @return {string} Its answer.
 */
function redis( socket, ...args ) {
	return execFileSync( 'redis-cli', [ '-s', socket, ...args ], {
		encoding: 'utf8',
	} ).trim();
}

/**
 * The comment's own part of a page (from its article to its header's end), '' when absent.
 *
 * @param {string} html The page.
 * @param {number} id   The comment.
 */
function commentHead( html, id ) {
	const start = html.indexOf( `id="comment-${ id }"` );
	return start < 0
		? ''
		: html.slice( start, html.indexOf( '</header>', start ) );
}

/**
 * The checks made before the load run.
 *
 * @param {Object}   options
 * @param {string}   options.A      Server A's address.
 * @param {string}   options.B      Server B's address.
 * @param {string}   options.folder Server A's site folder.
 * @param {string}   options.socket The shared Redis's socket.
 * @param {string}   options.post   The comment post's path.
 * @param {string}   options.marker This run's marker.
 * @param {Function} options.check  Records one check (what, ok, seen).
 * @param {Function} options.call   A request with a time limit.
 */
export async function beforeLoad( {
	A,
	B,
	folder,
	socket,
	post,
	marker,
	check,
	call,
} ) {
	const keys = Number( redis( socket, 'dbsize' ) );
	const ours = redis( socket, '--scan', '--pattern', 'farol_two.wp_:*' );
	check(
		'both servers use the shared Redis (it holds the site’s keys)',
		keys > 0 && ours.length > 0,
		`${ keys } keys`
	);
	const read = async () => ( await call( new URL( post, B ).href ) ).text;
	let page = await read();
	const postId = page.match( /\bpostid-(\d+)/ )?.[ 1 ] ?? '';
	const tag = `${ marker }c`;
	let id = 0;
	const change = ( step ) =>
		JSON.parse(
			execFileSync(
				process.env.PHP ?? 'php',
				[
					path.join( ROOT, 'tools/test/two-servers-cache.php' ),
					folder,
					'change',
					postId,
					step,
					tag,
					String( id ),
				],
				{
					env: { ...process.env, FAROL_SITE_URL: A },
					encoding: 'utf8',
				}
			)
				.trim()
				.split( '\n' )
				.pop()
		).id;
	const steps = [
		[ 'add', () => page.includes( `Nova ${ tag }` ) ],
		[
			'edit',
			() =>
				page.includes( `Editado ${ tag }` ) &&
				! page.includes( `Nova ${ tag }` ),
		],
		[ 'hold', () => ! page.includes( tag ) ],
		[ 'approve', () => page.includes( `Editado ${ tag }` ) ],
		[ 'stick', () => commentHead( page, id ).includes( '--sticky' ) ],
		[
			'unstick',
			() =>
				commentHead( page, id ) !== '' &&
				! commentHead( page, id ).includes( '--sticky' ),
		],
		[ 'close', () => commentHead( page, id ).includes( '--closed' ) ],
		[
			'open',
			() =>
				commentHead( page, id ) !== '' &&
				! commentHead( page, id ).includes( '--closed' ),
		],
		[ 'delete', () => ! page.includes( tag ) ],
	];
	const stale = [];
	for ( const [ step, shows ] of steps ) {
		id = change( step ) || id;
		page = await read();
		if ( ! shows() ) {
			stale.push( step );
		}
	}
	check(
		'a thread changed on A (add, edit, hold, approve, pin, unpin, close, open, delete) is never stale on B',
		postId !== '' && stale.length === 0,
		`stale after: ${ stale.join( ', ' ) }`
	);
}

/**
 * Empties the shared Redis once, `after` ms into a run.
 *
 * @param {string} socket The socket.
 * @param {number} after  Milliseconds.
 * @return {Function} Tells whether it was emptied (call after the run).
 */
export function flushDuring( socket, after ) {
	let flushed = false;
	const timer = setTimeout( () => {
		flushed = redis( socket, 'flushall' ) === 'OK';
	}, after );
	return () => {
		clearTimeout( timer );
		return flushed;
	};
}

/**
 * After the load run: Redis was emptied during it; then Redis is stopped and both servers
 * must still answer.
 *
 * @param {Object}   options
 * @param {Function} flushed What flushDuring() returned.
 */
export async function afterLoad( options, flushed ) {
	options.check( 'Redis was emptied during the load run', flushed() );
	await redisDown( options );
}

/**
 * Stops Redis; both servers must still answer.
 *
 * @param {Object}   options
 * @param {string}   options.A      Server A's address.
 * @param {string}   options.B      Server B's address.
 * @param {string}   options.socket The shared Redis's socket.
 * @param {string}   options.post   The comment post's path.
 * @param {Function} options.check  Records one check (what, ok, seen).
 * @param {Function} options.call   A request with a time limit.
 */
async function redisDown( { A, B, socket, post, check, call } ) {
	try {
		redis( socket, 'shutdown', 'nosave' );
	} catch {
		// redis-cli reports the connection Redis closed as it went.
	}
	const seen = [];
	for ( const base of [ A, B ] ) {
		for ( const where of [ '/', post ] ) {
			const page = await call( new URL( where, base ).href );
			if (
				page.status !== 200 ||
				( where === post && ! page.text.includes( 'data-comment-id=' ) )
			) {
				seen.push( `${ base }${ where }: ${ page.status }` );
			}
		}
	}
	check(
		'Redis down: both servers still answer 200, the post with its thread',
		seen.length === 0,
		seen.join( ', ' )
	);
}
