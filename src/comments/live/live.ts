/**
 * The live updates on a post page: polls `GET farol/v1/update` every `interval` seconds while
 * the tab is visible (a hidden tab polls nothing; it polls again when shown), backing off on
 * errors (doubling the pause up to 16 times, stopping on a refusal such as live updates
 * switched off), and then:
 * - bubble mode: counts the new comments in the bubble with a preview of the newest; clicking
 *   it loads them (wpdBubbleUpdate with newCommentIds), puts them in the thread and resets the
 *   counter; the preview's link loads just that one and takes one id off the pending list;
 *   dismissing remembers the newest announced id in a cookie (`cookieDays`), so those are not
 *   announced again on this post;
 * - automatic mode: once the visitor has interacted with the page (user activation), puts the
 *   new comments in and takes the gone ones out (wpdUpdateAutomatically); before that every
 *   poll is skipped with a console notice (spec: "No user interaction").
 *
 * Loaded comments get the focus (their article), which is also what brings the widget's own
 * runtime (its loader's `interaction` trigger) for replying and voting on them.
 */

/**
 * Internal dependencies
 */
import { callAction } from '../api';
import {
	readLoad,
	readPoll,
	type LivePreview,
	type PollAnswer,
} from './answer';
import { createBubble, type Bubble } from './bubble';
import type { LiveConfig } from './config';
import {
	commentElement,
	insertComment,
	removeComments,
	shownIds,
	showHeading,
	threadList,
} from './thread-dom';

/** The longest pause after errors, as a multiple of the interval. */
const MAX_BACKOFF = 16;

/** Statuses after which polling stops (refused: the page's answer will not change). */
const STOP_STATUSES = [ 400, 401, 403, 404 ];

/**
 * The cookie remembering the newest id announced and dismissed on a post.
 *
 * @param postId Post.
 */
const cookieName = ( postId: number ) => `farol_live_${ postId }`;

/**
 * Reads the dismissed id of a post.
 *
 * @param doc    Document.
 * @param postId Post.
 */
function dismissedId( doc: Document, postId: number ): number {
	const found = doc.cookie.match(
		new RegExp( `(?:^|; )${ cookieName( postId ) }=(\\d+)` )
	);
	return found ? Number( found[ 1 ] ) : 0;
}

/**
 * Whether the visitor has interacted with the page: a pointer press, a key or a touch (the
 * events that give a page user activation; `navigator.userActivation` itself is not read, as
 * automated and prerendered pages may report it already set).
 *
 * @param doc Document.
 */
function interactionWatcher( doc: Document ): () => boolean {
	let active = false;
	const mark = () => {
		active = true;
	};
	[ 'pointerdown', 'keydown', 'touchend' ].forEach( ( type ) =>
		doc.addEventListener( type, mark, { capture: true, once: true } )
	);
	return () => active;
}

/**
 * Starts the live updates.
 *
 * @param config The server's configuration.
 * @param doc    Document.
 * @return Stops them.
 */
export function startLive(
	config: LiveConfig,
	doc: Document = document
): () => void {
	const view = doc.defaultView ?? window;
	const caller = { ajaxUrl: config.ajaxUrl, postId: config.postId };
	const interacted = interactionWatcher( doc );
	let lastId = config.lastId;
	let version = config.version;
	let seen = dismissedId( doc, config.postId );
	let pending: number[] = [];
	let previews = new Map< number, LivePreview >();
	let errors = 0;
	let timer = 0;
	let stopped = false;
	let busy = false;
	let bubble: Bubble | null = null;

	const schedule = ( seconds: number ) => {
		view.clearTimeout( timer );
		if ( ! stopped && ! doc.hidden ) {
			timer = view.setTimeout( poll, seconds * 1000 );
		}
	};
	const next = () =>
		schedule( config.interval * Math.min( 2 ** errors, MAX_BACKOFF ) );

	const loaded = ( elements: HTMLElement[] ) => {
		const first = elements[ 0 ]?.querySelector< HTMLElement >( 'article' );
		if ( first ) {
			first.tabIndex = -1;
			first.focus( { preventScroll: true } );
			first.scrollIntoView( { block: 'center' } );
		}
		bubble?.say( config.words.live_loaded );
	};

	/**
	 * Loads comments through an action and puts them in.
	 *
	 * @param action wpdBubbleUpdate or wpdUpdateAutomatically.
	 * @param fields Its fields.
	 */
	const load = async (
		action: string,
		fields: Record< string, string | number >
	): Promise< HTMLElement[] | null > => {
		const outcome = await callAction( caller, action, fields );
		const answer = outcome.kind === 'ok' ? readLoad( outcome.data ) : null;
		if ( ! answer ) {
			return null;
		}
		removeComments( doc, answer.commentIDsToRemove );
		const elements = answer.comments
			.map( ( comment ) =>
				insertComment( doc, comment.html, comment.parentCommentID )
			)
			.filter( ( element ): element is HTMLElement => element !== null );
		lastId = Math.max( lastId, answer.loadLastCommentId );
		showHeading( doc, answer.heading );
		return elements;
	};

	const openPending = async ( ids: number[] ) => {
		if ( busy || ids.length === 0 ) {
			return;
		}
		busy = true;
		try {
			const elements = await load( 'wpdBubbleUpdate', {
				newCommentIds: ids.join( ',' ),
			} );
			if ( elements ) {
				pending = pending.filter( ( id ) => ! ids.includes( id ) );
				ids.forEach( ( id ) => previews.delete( id ) );
				refreshBubble();
				loaded( elements );
			}
		} finally {
			busy = false;
		}
	};

	const refreshBubble = () => {
		if ( pending.length === 0 ) {
			bubble?.hide();
			return;
		}
		bubble ??= createBubble( doc, config, {
			open: () => openPending( [ ...pending ] ),
			openOne: ( id ) => openPending( [ id ] ),
			dismiss: () => {
				seen = Math.max( seen, ...pending );
				doc.cookie = `${ cookieName(
					config.postId
				) }=${ seen }; max-age=${
					config.cookieDays * 86400
				}; path=/; SameSite=Lax`;
				pending = [];
				previews = new Map();
				bubble?.hide();
			},
		} );
		bubble.show( pending.length, previews.get( Math.max( ...pending ) ) );
	};

	async function poll(): Promise< void > {
		if ( stopped || doc.hidden ) {
			return;
		}
		if ( config.mode === 'automatic' && ! interacted() ) {
			// eslint-disable-next-line no-console -- the spec's notice: automatic updates wait for the visitor.
			console.info(
				'[farol] live updates: skipped until the visitor interacts with the page'
			);
			next();
			return;
		}
		if ( ! threadList( doc ) ) {
			stopped = true;
			return;
		}
		const query = new URLSearchParams( {
			postId: String( config.postId ),
			lastId: String( lastId ),
			visibleCommentIds: shownIds( doc ).join( ',' ),
			version,
		} );
		const url =
			config.restUrl +
			( config.restUrl.includes( '?' ) ? '&' : '?' ) +
			query;
		let answer: PollAnswer | null = null;
		try {
			const response = await fetch( url, {
				credentials: 'same-origin',
				headers: config.nonce ? { 'X-WP-Nonce': config.nonce } : {},
			} );
			if ( STOP_STATUSES.includes( response.status ) ) {
				stopped = true;
				return;
			}
			answer = response.ok ? readPoll( await response.json() ) : null;
		} catch {
			answer = null;
		}
		if ( ! answer ) {
			errors++;
			next();
			return;
		}
		errors = 0;
		const got: PollAnswer = answer;
		const fresh = got.ids.filter(
			( id ) =>
				id > seen &&
				! pending.includes( id ) &&
				! commentElement( doc, id )
		);
		if ( config.mode === 'automatic' ) {
			if ( fresh.length > 0 || got.commentIDsToRemove.length > 0 ) {
				const elements = await load( 'wpdUpdateAutomatically', {
					loadLastCommentId: lastId,
					visibleCommentIds: shownIds( doc ).join( ',' ),
				} );
				if ( elements === null ) {
					errors++;
					next();
					return;
				}
			}
		} else {
			got.comments.forEach( ( comment ) =>
				previews.set( comment.id, comment )
			);
			pending = [ ...pending, ...fresh ].filter(
				( id ) => ! got.commentIDsToRemove.includes( id )
			);
			if ( fresh.length > 0 ) {
				refreshBubble();
			}
		}
		lastId = Math.max( lastId, got.lastId );
		version = got.version;
		next();
	}

	const onVisibility = () => {
		view.clearTimeout( timer );
		if ( ! doc.hidden ) {
			// Back on the tab: ask soon, as a poll was likely missed.
			schedule( 1 );
		}
	};
	doc.addEventListener( 'visibilitychange', onVisibility );
	next();
	return () => {
		stopped = true;
		view.clearTimeout( timer );
		doc.removeEventListener( 'visibilitychange', onVisibility );
	};
}
