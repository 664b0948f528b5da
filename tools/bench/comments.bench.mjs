/**
 * The comment widget on the server: the post page and its ajax calls on the seeded posts of
 * 1,000 and 10,000 threaded comments (`npm run seed:comments -- N`; seeded here when missing),
 * compared with the wpDiscuz 7.6.54 figures measured on the same 1,000-comment shape
 * (docs/architecture.md, "Comments: the lightweight endpoint and the bench").
 *
 * `npm run bench -- comments` (FAROL_URL: the native runtime). FAROL_BENCH_COMMENTS=1000 limits
 * the counts. Measured, one request at a time over loopback, RUNS after WARMUP not counted:
 * - the post page's time to first byte (Node's fetch resolves on the response headers);
 * - wpdLoadMoreComments (the second page, as the load-more button asks for it) through
 *   admin-ajax and through Farol's endpoint, interleaved request by request so both see the
 *   same machine; wpdShowReplies too, the lightest action, where the bootstrap is most of the
 *   cost;
 * - wpdAddComment (a guest posting on the main form, with the hidden fields the page gave it)
 *   through both endpoints, when this branch has the writing side;
 * - database queries of each (counted by the bench mu-plugin at shutdown, see
 *   tools/bench/comments-site.php), and whether an anonymous read is answered with Set-Cookie.
 */
/**
 * External dependencies
 */
import zlib from 'node:zlib';

/**
 * Internal dependencies
 */
import { median } from './stats.mjs';
import {
	counts,
	form,
	loggedQueries,
	mainFormFields,
	site,
	timed,
	setBenchPass,
} from './comments-http.mjs';

export const name = 'comments (post page, load more, posting; both endpoints)';

const WARMUP = 3;
const RUNS = 20;
const POSTS = 10;

/** wpDiscuz 7.6.54 on the anchor lab, 1,000 comments (medians). */
export const ANCHOR = {
	ttfb: 138,
	loadMore: 48,
	loadMoreQueries: 219,
	addComment: 27,
	pageQueries: 350,
	/** Plain WordPress on the same lab: the post page (twentytwentyfour, paged 50 top-level). */
	corePage: 172,
	/** Plain WordPress on the same lab: a guest comment through wp-comments-post.php. */
	corePost: 19,
};

const round = ( value ) => Number( value.toFixed( 1 ) );

/**
 * Measures one seeded post.
 *
 * @param {string} baseURL The site.
 * @param {Object} post    { id, url, comments }.
 * @param {string} log     The mu-plugin's log.
 */
async function measurePost( baseURL, post, log ) {
	const endpoints = {
		'admin-ajax': new URL( '/wp-admin/admin-ajax.php', baseURL ).href,
		farol: new URL( '/?farol-comments-ajax=1', baseURL ).href,
	};
	const samples = { page: [] };
	// Calibration: plain WordPress on this machine, against its figure on the anchor's lab;
	// interleaved with Farol's own requests, so both see the same machine.
	const core = { page: [], post: [] };
	for ( let i = 0; i < WARMUP + RUNS; i++ ) {
		const sample = await timed( post.url );
		const plain = await timed( post.url, {
			headers: { 'X-Farol-Bench-Core': '1' },
		} );
		if ( i >= WARMUP ) {
			samples.page.push( sample );
			core.page.push( plain );
		}
	}
	const html = samples.page[ 0 ].body;
	const lastParent = html.match( /data-lastparentid="(\d+)"/ )?.[ 1 ] ?? '0';
	const firstComment = html.match(
		/id="wpd-comm-(\d+)_0"[^>]*data-depth="1"/
	)?.[ 1 ];

	const calls = {
		loadMore: {
			action: 'wpdLoadMoreComments',
			postId: post.id,
			sorting: '',
			offset: 1,
			lastParentId: lastParent,
			isFirstLoad: 0,
			wpdType: '',
		},
		showReplies: {
			action: 'wpdShowReplies',
			postId: post.id,
			commentId: firstComment,
		},
	};
	for ( const [ call, fields ] of Object.entries( calls ) ) {
		for ( const endpoint of Object.keys( endpoints ) ) {
			samples[ `${ call } ${ endpoint }` ] = [];
		}
		for ( let i = 0; i < WARMUP + RUNS; i++ ) {
			for ( const [ endpoint, url ] of Object.entries( endpoints ) ) {
				const sample = await timed( url, {
					method: 'POST',
					body: form( fields ),
				} );
				if ( i >= WARMUP ) {
					samples[ `${ call } ${ endpoint }` ].push( sample );
				}
			}
		}
	}

	// Posting: the main form's fields as the page rendered them, a new guest each time.
	const fields = mainFormFields( html );
	let posting =
		'no Farol main form on the page (the writing side is not on this branch)';
	if ( fields ) {
		for ( const endpoint of Object.keys( endpoints ) ) {
			samples[ `add ${ endpoint }` ] = [];
		}
		for ( let i = 0; i < POSTS; i++ ) {
			for ( const [ endpoint, url ] of Object.entries( endpoints ) ) {
				const n = `${ endpoint }-${ i }-${ Date.now() }`;
				samples[ `add ${ endpoint }` ].push(
					await timed( url, {
						method: 'POST',
						body: form( {
							...fields,
							action: 'wpdAddComment',
							postId: post.id,
							wc_name: `Leitora ${ n }`,
							wc_email: `leitora-${ n }@bench.farol.test`,
							wc_website: '',
							wc_comment: `Comentário de teste ${ n }: gostei muito do artigo e vou compartilhar com a equipe.`,
						} ),
					} )
				);
			}
			const n = `core-${ i }-${ Date.now() }`;
			core.post.push(
				await timed( new URL( '/wp-comments-post.php', baseURL ).href, {
					method: 'POST',
					body: new URLSearchParams( {
						comment_post_ID: String( post.id ),
						comment_parent: '0',
						author: `Leitor ${ n }`,
						email: `leitor-${ n }@bench.farol.test`,
						url: '',
						comment: `Comentário de base ${ n }: pelo formulário do próprio WordPress.`,
					} ),
				} )
			);
		}
		posting = null;
	}

	const queries = loggedQueries( log );
	const label = `${ post.comments }`;
	const rows = [];
	const p50 = ( list ) => round( median( list.map( ( s ) => s.ms ) ) );
	const q50 = ( list ) =>
		median( list.map( ( s ) => queries.get( s.id )?.queries ?? NaN ) );
	// The server's own time (WordPress start to shutdown), less disturbed by the client.
	const server50 = ( list ) =>
		round( median( list.map( ( s ) => queries.get( s.id )?.ms ?? NaN ) ) );
	const ok = ( list, check ) => list.every( check );

	// How this machine compares with the anchor's lab, by plain WordPress on both: the page
	// scales the page's target, the guest comment through wp-comments-post.php (a short
	// request, mostly WordPress's start) scales the ajax calls' targets. A factor below 1
	// (this machine faster) is not applied: the lab's figures stay the bar.
	const corePage = median( core.page.map( ( s ) => s.ttfb ) );
	const corePost = core.post.length ? p50( core.post ) : NaN;
	const pageFactor = Math.max( 1, corePage / ANCHOR.corePage );
	const callFactor = Number.isNaN( corePost )
		? 1
		: Math.max( 1, corePost / ANCHOR.corePost );
	rows.push( {
		metric: `${ label }: plain WordPress post page TTFB p50`,
		value: round( corePage ),
		unit: `ms (lab ${
			ANCHOR.corePage
		}; this machine ×${ pageFactor.toFixed( 2 ) })`,
	} );
	if ( core.post.length ) {
		rows.push( {
			metric: `${ label }: plain WordPress wp-comments-post.php p50`,
			value: round( corePost ),
			unit: `ms (lab ${
				ANCHOR.corePost
			}; this machine ×${ callFactor.toFixed( 2 ) }), ${
				ok( core.post, ( s ) => s.status === 302 )
					? 'all 302'
					: 'NOT all 302'
			}`,
		} );
	}
	const ttfb = median( samples.page.map( ( s ) => s.ttfb ) );
	rows.push( {
		metric: `${ label }: post page TTFB p50`,
		value: round( ttfb ),
		unit: `ms (wpDiscuz ${ ANCHOR.ttfb }; lab target ${
			ANCHOR.ttfb / 2
		} ms)`,
		target: `≤ ${ round( ( ANCHOR.ttfb / 2 ) * pageFactor ) } ms`,
		ok: ttfb <= ( ANCHOR.ttfb / 2 ) * pageFactor,
	} );
	rows.push( {
		metric: `${ label }: post page DB queries`,
		value: q50( samples.page ),
		unit: `(wpDiscuz ≈${ ANCHOR.pageQueries })`,
	} );
	rows.push( {
		metric: `${ label }: post page HTML, gzip`,
		value: round( zlib.gzipSync( html ).length / 1024 ),
		unit: 'KB (wpDiscuz 53.2)',
	} );
	for ( const [ key, list ] of Object.entries( samples ) ) {
		if ( key === 'page' ) {
			continue;
		}
		const [ call, endpoint ] = key.split( ' ' );
		const answered = ok( list, ( s ) => {
			try {
				return JSON.parse( s.body ).success === true;
			} catch {
				return false;
			}
		} );
		const anchor = {
			loadMore: ANCHOR.loadMore,
			add: ANCHOR.addComment,
		}[ call ];
		rows.push( {
			metric: `${ label }: ${ call } via ${ endpoint } p50`,
			value: p50( list ),
			unit: `ms (server ${ server50( list ) } ms), ${ q50(
				list
			) } queries${ anchor ? ` (wpDiscuz ${ anchor } ms)` : '' }${
				answered ? '' : ', NOT all success:true'
			}`,
			...( anchor
				? {
						target: `≤ ${ round(
							( anchor / 2 ) * callFactor
						) } ms (lab ${ anchor / 2 })`,
						ok: p50( list ) <= ( anchor / 2 ) * callFactor,
				  }
				: {} ),
		} );
	}
	if ( samples[ 'loadMore farol' ] ) {
		const same =
			samples[ 'loadMore farol' ][ 0 ].body ===
			samples[ 'loadMore admin-ajax' ][ 0 ].body;
		rows.push( {
			metric: `${ label }: load more, same answer on both endpoints`,
			value: same ? 'yes' : 'no',
			unit: `(${ round(
				zlib.gzipSync( samples[ 'loadMore farol' ][ 0 ].body ).length /
					1024
			) } KB gzip JSON; wpDiscuz 20)`,
			target: 'yes',
			ok: same,
		} );
	}
	if ( posting ) {
		rows.push( {
			metric: `${ label }: add comment`,
			value: 'n/a',
			unit: posting,
		} );
	}
	const cookies = [
		...samples.page,
		...( samples[ 'loadMore farol' ] ?? [] ),
		...( samples[ 'loadMore admin-ajax' ] ?? [] ),
	].filter( ( s ) => s.cookie );
	rows.push( {
		metric: `${ label }: Set-Cookie on anonymous reads`,
		value: cookies.length,
		unit: `responses (wpDiscuz: every page)`,
		target: '0',
		ok: cookies.length === 0,
	} );
	return rows;
}

/**
 * Runs the benchmark.
 *
 * @param {{baseURL: string}} options Site.
 * @return {Promise<object[]>} Rows.
 */
export async function run( { baseURL } ) {
	const setup = site( baseURL, 'setup', ...counts().map( String ) );
	setBenchPass( setup.pass );
	try {
		const rows = [];
		for ( const post of Object.values( setup.posts ) ) {
			rows.push( ...( await measurePost( baseURL, post, setup.log ) ) );
		}
		return rows;
	} finally {
		site( baseURL, 'teardown' );
	}
}
