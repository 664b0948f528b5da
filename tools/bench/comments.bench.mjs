/**
 * The comment widget on the server, on the seeded posts of 1,000 and 10,000 threaded comments
 * (`tools/bench/seed-comments.php`, seeded by comments-site.php's setup when missing): the
 * post page's time to first byte; wpdLoadMoreComments (the second page, as the load-more
 * button asks for it) through admin-ajax and through Farol's own endpoint
 * (`/?farol-comments-ajax=1`), interleaved request by request so both see the same machine;
 * the live updates' poll on the unchanged thread (`GET farol/v1/update`, its answer and its PHP
 * time from the bench mu-plugin's log);
 * on the first post, wpdAddComment through both endpoints (a guest posting on the main form with
 * the fields the page gave it, with a mail transport that takes 2 s a message and core's
 * post-author and moderator notifications on: the mail queue sends after the answer) and
 * wpdVoteOnComment (a guest's like on the first comment, sent an even number of
 * times: each repeat withdraws the previous one). Sequential requests over loopback, no
 * compression asked. Comments-site.php's mu-plugin lifts core's comment flood check (every
 * request comes from 127.0.0.1) and the bench pass lifts Farol's per-address limits; its
 * teardown deletes what the bench posted.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { ajaxSuccess, form, sample, timed, setPass } from './lib/http.mjs';
import { notMeasured, timing } from './lib/rows.mjs';
import { summarize } from './lib/stats.mjs';

export const name =
	'comments (post page, load more on both endpoints, the live poll, posting, voting)';

/** Fewest seconds between rendering the form and posting it (Comments\Write\SpamGuard). */
const MIN_FORM_AGE_MS = 3200;
const IDENTITY = { 'Accept-Encoding': 'identity' };

/**
 * wpDiscuz 7.6.54 on the anchor lab, 1,000 comments (medians; docs/comments-endpoint.md, "Comments:
 * the lightweight endpoint, the bench and the demo"): for scale in the table's notes.
 */
const ANCHOR = { ttfb: 138, loadMore: 48, addComment: 27 };
const anchor = ( post, ms ) =>
	post.comments === 1000 ? `wpDiscuz ${ ms } ms on the anchor lab` : '';

/**
 * The hidden and visible fields of the page's main comment form, by name.
 *
 * @param {string} html The post page.
 * @return {Record<string,string>|null} Fields, or null without Farol's main form.
 */
export function mainFormFields( html ) {
	const found = html.match(
		/<form[^>]*data-farol-form="main"[^>]*>([\s\S]*?)<\/form>/
	);
	if ( ! found ) {
		return null;
	}
	const fields = {};
	for ( const input of found[ 1 ].matchAll( /<input\b[^>]*>/g ) ) {
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
 * Measures one seeded post.
 *
 * @param {Object}  ctx    The run's context.
 * @param {Object}  post   { id, url, comments }.
 * @param {boolean} writes Whether to measure posting and voting on it.
 * @param {string}  log    The bench mu-plugin's log (server time per marked request).
 */
async function measurePost( ctx, post, writes, log ) {
	const { baseURL, counts } = ctx;
	const endpoints = {
		'admin-ajax': new URL( '/wp-admin/admin-ajax.php', baseURL ).href,
		'farol endpoint': new URL( '/?farol-comments-ajax=1', baseURL ).href,
	};
	const label = `${ post.comments.toLocaleString( 'en' ) } comments`;
	const rows = [];
	let html = '';
	let rendered = 0;
	rows.push(
		await timing(
			`comments.${ post.comments }.ttfb`,
			`post page (${ label }): first byte`,
			async () => {
				const summary = await sample(
					counts.requests,
					() => timed( post.url, { headers: IDENTITY } ),
					( a ) => a.status === 200,
					'ttfb'
				);
				html = summary.first.body;
				rendered = Date.now();
				return summary;
			},
			anchor( post, ANCHOR.ttfb )
		)
	);
	const lastParent = html.match( /data-lastparentid="(\d+)"/ )?.[ 1 ] ?? '0';
	const loadMore = {
		action: 'wpdLoadMoreComments',
		postId: post.id,
		sorting: '',
		offset: 1,
		lastParentId: lastParent,
		isFirstLoad: 0,
		wpdType: '',
	};
	for ( const [ endpoint, url ] of Object.entries( endpoints ) ) {
		rows.push(
			await timing(
				`comments.${ post.comments }.loadMore.${
					endpoint.split( ' ' )[ 0 ]
				}`,
				`wpdLoadMoreComments via ${ endpoint } (${ label })`,
				() =>
					sample(
						counts.requests,
						() =>
							timed( url, {
								method: 'POST',
								body: form( loadMore ),
								headers: IDENTITY,
							} ),
						ajaxSuccess
					),
				anchor( post, ANCHOR.loadMore )
			)
		);
	}
	rows.push( ...( await measurePoll( ctx, post, html, log ) ) );
	if ( ! writes ) {
		return rows;
	}
	const fields = mainFormFields( html );
	if ( ! fields ) {
		rows.push(
			notMeasured(
				'comments.add',
				'wpdAddComment via admin-ajax',
				'no Farol main form on the page'
			)
		);
		return rows;
	}
	await new Promise( ( r ) =>
		setTimeout( r, Math.max( 0, rendered + MIN_FORM_AGE_MS - Date.now() ) )
	);
	const batch = Date.now().toString( 36 );
	// Both endpoints, with a 2 s mail transport and core's notifications on (comments-site.php):
	// the mail waits in the queue, sent after the answer.
	for ( const [ endpoint, url ] of Object.entries( endpoints ) ) {
		const short = endpoint.split( ' ' )[ 0 ];
		rows.push(
			await timing(
				short === 'admin-ajax'
					? 'comments.add'
					: `comments.add.${ short }`,
				`wpdAddComment via ${ endpoint } (${ label }, 2 s mail transport)`,
				() =>
					sample(
						counts.writes,
						( i ) =>
							timed( url, {
								method: 'POST',
								headers: IDENTITY,
								body: form( {
									...fields,
									action: 'wpdAddComment',
									postId: post.id,
									wc_name: `Leitora ${ batch }-${ short }-${ i }`,
									wc_email: `leitora-${ batch }-${ short }-${ i }@bench.farol.test`,
									wc_website: '',
									wc_comment: `Comentário de teste ${ batch }-${ short }-${ i }: gostei muito do artigo e vou compartilhar com a equipe.`,
								} ),
							} ),
						ajaxSuccess
					),
				[
					'a new guest each time; post author and moderator notified',
					anchor( post, ANCHOR.addComment ),
				]
					.filter( Boolean )
					.join( '; ' )
			)
		);
	}
	const target = html.match( /id="wpd-comm-(\d+)_0"/ )?.[ 1 ];
	rows.push(
		await timing(
			'comments.vote',
			`wpdVoteOnComment via admin-ajax (${ label })`,
			() =>
				sample(
					{ ...counts.writes, runs: counts.writes.runs * 2 },
					() =>
						timed( endpoints[ 'admin-ajax' ], {
							method: 'POST',
							headers: IDENTITY,
							body: form( {
								action: 'wpdVoteOnComment',
								postId: post.id,
								commentId: target ?? '0',
								voteType: 1,
							} ),
						} ),
					ajaxSuccess
				),
			'a like, then its withdrawal, in turn'
		)
	);
	return rows;
}

/**
 * The live updates' poll on an unchanged thread (issue 23): a guest's `GET farol/v1/update`
 * with the ids the first page shows and the version of the answer before, as the poll script
 * sends it every interval. Two rows: the answer's time over loopback, and the PHP time the
 * bench mu-plugin logged for the same requests (WordPress's start to its shutdown; target
 * under 10 ms on the native runtime), with the queries in the note.
 *
 * @param {Object} ctx  The run's context.
 * @param {Object} post { id, url, comments }.
 * @param {string} html The post page.
 * @param {string} log  The bench mu-plugin's log.
 * @return {Promise<Object[]>} Rows.
 */
async function measurePoll( ctx, post, html, log ) {
	const ids = [ ...html.matchAll( /data-comment-id="(\d+)"/g ) ]
		.map( ( match ) => match[ 1 ] )
		.slice( 0, 500 );
	const last = Math.max( 0, ...ids.map( Number ) );
	const address = ( version ) =>
		new URL(
			`/wp-json/farol/v1/update?postId=${
				post.id
			}&lastId=${ last }&visibleCommentIds=${ ids.join(
				','
			) }&version=${ version }`,
			ctx.baseURL
		).href;
	const headers = { ...IDENTITY, 'X-Farol-Bench-Live': '1' };
	const label = `${ post.comments.toLocaleString( 'en' ) } comments`;
	const key = `comments.${ post.comments }.poll`;
	let version = '';
	try {
		version = JSON.parse(
			( await timed( address( '' ), { headers } ) ).body
		).version;
	} catch {
		return [
			notMeasured( key, `live poll (${ label })`, 'no poll route' ),
		];
	}
	const marked = [];
	const unchanged = ( answer ) => {
		try {
			const body = JSON.parse( answer.body );
			return answer.status === 200 && body.ids.length === 0;
		} catch {
			return false;
		}
	};
	const wall = await timing(
		key,
		`live poll, unchanged thread (${ label }): answer`,
		() =>
			sample(
				ctx.counts.requests,
				( i ) => {
					const id = `poll-${ process.pid }-${ i }`;
					if ( i >= ctx.counts.requests.warmup ) {
						marked.push( id );
					}
					return timed( address( version ), {
						headers: { ...headers, 'X-Farol-Bench-Id': id },
					} );
				},
				unchanged
			),
		'a guest, as the poll script asks every interval'
	);
	const logged = new Map();
	if ( log && fs.existsSync( log ) ) {
		for ( const line of fs.readFileSync( log, 'utf8' ).split( '\n' ) ) {
			if ( line.trim() ) {
				const entry = JSON.parse( line );
				logged.set( entry.id, entry );
			}
		}
	}
	const server = marked.map( ( id ) => logged.get( id ) ).filter( Boolean );
	const php = summarize( server.map( ( entry ) => entry.ms ) );
	const queries = summarize( server.map( ( entry ) => entry.queries ) );
	return [
		wall,
		{
			id: `${ key }.php`,
			metric: `live poll, unchanged thread (${ label }): PHP time`,
			unit: 'ms',
			n: php.n,
			p50: php.p50,
			p95: php.p95,
			failed: 0,
			busy: wall.busy,
			note: `target under 10 ms; queries p50 ${ queries.p50 ?? '?' }`,
		},
	];
}

/**
 * Runs the benchmark.
 *
 * @param {Object} ctx The run's context ({ site, baseURL, counts }).
 * @return {Promise<Object[]>} Rows.
 */
export async function run( ctx ) {
	const setup = ctx.site.php(
		'comments-site.php',
		'setup',
		...ctx.counts.comments
	);
	setPass( setup.pass );
	try {
		const rows = [];
		const posts = Object.values( setup.posts ).sort(
			( a, b ) => a.comments - b.comments
		);
		for ( const [ index, post ] of posts.entries() ) {
			rows.push(
				...( await measurePost( ctx, post, index === 0, setup.log ) )
			);
		}
		return rows;
	} finally {
		setPass( '' );
		ctx.site.php( 'comments-site.php', 'teardown' );
	}
}
