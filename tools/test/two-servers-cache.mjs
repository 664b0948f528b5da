/**
 * The two-server test's object-cache checks (tools/test/two-servers.mjs with --cache=<socket>,
 * the pass of tools/test/two-servers.sh where both servers share one Redis), with the helper
 * tools/test/two-servers-cache.php:
 * - the cache is in use: the shared Redis holds the site's keys;
 * - a thread changed on A is never served stale by B: B reads the comment post, A adds a
 *   comment, edits it, holds it, approves it, pins it, unpins it, closes its thread, reopens
 *   it and deletes it, and B's next read after each change shows it;
 * - 1,000 concurrent guest votes on one new comment, spread over both servers (each a distinct
 *   reader: two-servers-cache.php's voters plugin), are all accepted, and the counts both
 *   servers show equal the votes stored;
 * - emptying Redis every 700 ms through the load run loses nothing (the load's own checks: every
 *   accepted request stored exactly once);
 * - Redis down: both servers still answer 200 on the home and the comment post, with its thread.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
 * Runs tools/test/two-servers-cache.php on a site folder.
 *
 * @param {string}   folder The site folder.
 * @param {string}   site   Its address.
 * @param {string[]} args   The task and its arguments.
 * @return {Object} Its JSON answer.
 */
function helper( folder, site, ...args ) {
	const out = execFileSync(
		process.env.PHP ?? 'php',
		[
			path.join( ROOT, 'tools/test/two-servers-cache.php' ),
			folder,
			...args,
		],
		{ env: { ...process.env, FAROL_SITE_URL: site }, encoding: 'utf8' }
	);
	return JSON.parse( out.trim().split( '\n' ).pop() );
}

/**
 * The counts a page shows for a comment ("likes/dislikes"), '' when absent.
 *
 * @param {string} html The page.
 * @param {number} id   The comment.
 */
function shownCounts( html, id ) {
	const start = html.indexOf( `id="comment-${ id }"` );
	const found =
		start < 0
			? null
			: /data-likes="(\d+)" data-dislikes="(\d+)"/.exec(
					html.slice( start )
			  );
	return found ? `${ found[ 1 ] }/${ found[ 2 ] }` : '';
}

/**
 * A POST that may wait in the servers' queues for up to 3 minutes (1,000 at once on 2 × 4 PHP
 * workers, on a busy machine); its status, text and JSON.
 *
 * @param {string} url     Address.
 * @param {Object} options fetch options.
 */
async function post1000( url, options ) {
	const response = await fetch( url, {
		...options,
		signal: AbortSignal.timeout( 180_000 ),
	} );
	const text = await response.text();
	let json = null;
	try {
		json = JSON.parse( text );
	} catch {}
	return { status: response.status, text, json };
}

/**
 * 1,000 concurrent votes on one new comment, spread over both servers.
 *
 * @param {Object} options What beforeLoad() gets.
 * @param {string} postId  The comment post's id.
 */
async function concurrentVotes( options, postId ) {
	const { A, B, folder, folderB, post, marker, check, call } = options;
	const secret = randomBytes( 16 ).toString( 'hex' );
	helper( folder, A, 'voters', secret, folderB );
	const id = helper(
		folder,
		A,
		'change',
		postId,
		'add',
		`${ marker }v`,
		'0'
	).id;
	try {
		const count = Number( process.env.FAROL_TWO_SERVERS_VOTES ?? 1000 );
		const answers = await Promise.all(
			Array.from( { length: count }, ( _, i ) => {
				const body = new FormData();
				body.append( 'action', 'wpdVoteOnComment' );
				body.append( 'postId', postId );
				body.append( 'commentId', String( id ) );
				body.append( 'voteType', i % 4 === 0 ? '-1' : '1' );
				return post1000( `${ i % 2 ? B : A }/wp-admin/admin-ajax.php`, {
					method: 'POST',
					headers: { 'X-Farol-Two-Voter': `${ secret }.${ i }` },
					body,
				} ).catch( ( error ) => ( {
					status: 0,
					text: String( error ),
				} ) );
			} )
		);
		const refused = answers.filter( ( a ) => a.json?.success !== true );
		const stored = helper( folder, A, 'votes', String( id ) );
		const shown = [];
		for ( const base of [ A, B ] ) {
			shown.push(
				shownCounts(
					( await call( new URL( post, base ).href ) ).text,
					id
				)
			);
		}
		const expected = `${ count * 0.75 }/${ count * 0.25 }`;
		check(
			`${ count } concurrent votes over both servers: all accepted, stored ${ expected }, both servers show it`,
			refused.length === 0 &&
				`${ stored.likes }/${ stored.dislikes }` === expected &&
				shown.every( ( seen ) => seen === expected ),
			`${ refused.length } refused (${
				refused[ 0 ]?.status
			} ${ refused[ 0 ]?.text?.slice( 0, 120 ) }), stored ${
				stored.likes
			}/${ stored.dislikes }, shown ${ shown.join( ' and ' ) }`
		);
	} finally {
		helper(
			folder,
			A,
			'change',
			postId,
			'delete',
			`${ marker }v`,
			String( id )
		);
		helper( folder, A, 'voters-off', folderB );
	}
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
 * @param {string}   options.A       Server A's address.
 * @param {string}   options.B       Server B's address.
 * @param {string}   options.folder  Server A's site folder.
 * @param {string}   options.folderB Server B's site folder.
 * @param {string}   options.socket  The shared Redis's socket.
 * @param {string}   options.post    The comment post's path.
 * @param {string}   options.marker  This run's marker.
 * @param {Function} options.check   Records one check (what, ok, seen).
 * @param {Function} options.call    A request with a time limit.
 */
export async function beforeLoad( {
	A,
	B,
	folder,
	folderB,
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
		helper( folder, A, 'change', postId, step, tag, String( id ) ).id;
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
	await concurrentVotes(
		{ A, B, folder, folderB, post, marker, check, call },
		postId
	);
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
 * Empties the shared Redis every `every` ms until told to stop (so it is emptied while
 * requests run, whatever the load's timing).
 *
 * @param {string} socket The socket.
 * @param {number} every  Milliseconds.
 * @return {Function} Stops and tells how many times it was emptied (call after the run).
 */
export function flushDuring( socket, every ) {
	let flushes = 0;
	const timer = setInterval( () => {
		flushes += redis( socket, 'flushall' ) === 'OK' ? 1 : 0;
	}, every );
	return () => {
		clearInterval( timer );
		return flushes;
	};
}

/**
 * After the load run: Redis was emptied during it (more than twice); then Redis is stopped and both servers
 * must still answer.
 *
 * @param {Object}   options
 * @param {Function} flushed What flushDuring() returned.
 */
export async function afterLoad( options, flushed ) {
	const flushes = flushed();
	options.check(
		'Redis was emptied again and again during the load run',
		flushes >= 3,
		`${ flushes } times`
	);
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
