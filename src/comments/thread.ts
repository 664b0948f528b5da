/**
 * What a comment's own buttons do (the server prints them with `data-farol-action`): show or
 * hide replies, read more, vote, pin and close (moderators), and the deep link to a comment.
 * Every piece of HTML put in comes from the server.
 */

/**
 * Internal dependencies
 */
import {
	answerOf,
	readMoreAnswer,
	repliesAnswer,
	singleAnswer,
	voteAnswer,
	type VoteAnswer,
} from './answers';
import { commentOf, fragment, request, type Context } from './context';
import { enhance } from './enhance';

/** Scroll offset of a deep-linked comment. */
export const DEEP_LINK_OFFSET = 32;

/**
 * Shows or hides the replies under a comment (loading them first when they are not there).
 *
 * @param ctx    The area.
 * @param button The toggle.
 */
export async function toggleReplies(
	ctx: Context,
	button: HTMLButtonElement
): Promise< void > {
	const comment = commentOf( button );
	if ( ! comment ) {
		return;
	}
	const boxId = `wpd-replies-${ comment.id }`;
	let box = document.getElementById( boxId );
	if ( ! box || ! box.firstElementChild ) {
		button.disabled = true;
		const answer = await request(
			ctx,
			'wpdShowReplies',
			{ commentId: comment.id },
			repliesAnswer
		);
		button.disabled = false;
		if ( ! answer ) {
			return;
		}
		if ( ! box ) {
			box = document.createElement( 'div' );
			box.className = 'farol-comment__replies';
			box.setAttribute( 'role', 'list' );
			box.id = boxId;
			comment.element.append( box );
		}
		box.replaceChildren( fragment( answer.comment_list ) );
		box.hidden = false;
		enhance( box );
	} else {
		box.hidden = ! box.hidden;
	}
	const shown = ! box.hidden;
	button.setAttribute( 'aria-expanded', shown ? 'true' : 'false' );
	const text = ctx.phrase( shown ? 'hide_replies' : 'view_replies' );
	// The server prints the label and the count apart; only the label changes.
	const label = button.querySelector( '.farol-comment__toggle-label' );
	if ( label ) {
		label.textContent = text;
	} else {
		button.textContent = `${ text } (${
			box.querySelectorAll( '.farol-comment' ).length
		})`;
	}
}

/**
 * Replaces a shortened text with the whole one.
 *
 * @param ctx    The area.
 * @param button The read-more button.
 */
export async function readMore(
	ctx: Context,
	button: HTMLButtonElement
): Promise< void > {
	const comment = commentOf( button );
	const slot = comment?.element.querySelector< HTMLElement >(
		':scope > article [data-farol-slot="text"]'
	);
	if ( ! comment || ! slot ) {
		return;
	}
	button.disabled = true;
	const answer = await request(
		ctx,
		'wpdReadMore',
		{ commentId: comment.id },
		readMoreAnswer
	);
	button.disabled = false;
	if ( ! answer ) {
		return;
	}
	slot.replaceChildren( fragment( answer.message ) );
	button.remove();
	slot.tabIndex = -1;
	slot.focus( { preventScroll: true } );
	enhance( slot );
}

/**
 * Shows a vote's answer in the comment's vote buttons and counts.
 *
 * @param votes  The comment's votes slot.
 * @param answer The server's totals and the reader's reaction.
 */
export function showVotes( votes: HTMLElement, answer: VoteAnswer ): void {
	const up = votes.querySelector( '[data-vote="1"]' );
	const down = votes.querySelector( '[data-vote="-1"]' );
	up?.setAttribute(
		'aria-pressed',
		answer.curUserReaction === 'positive' ? 'true' : 'false'
	);
	down?.setAttribute(
		'aria-pressed',
		answer.curUserReaction === 'negative' ? 'true' : 'false'
	);
	votes.dataset.votes = answer.votes;
	const counts = votes.querySelectorAll( '.farol-comment__count' );
	if ( answer.buttonsStyle === 'separate' ) {
		const [ likes, dislikes ] = Array.from( counts );
		if ( likes ) {
			likes.textContent =
				answer.likeCountHumanReadable ?? answer.likeCount ?? '0';
		}
		if ( dislikes ) {
			dislikes.textContent =
				answer.dislikeCountHumanReadable ?? answer.dislikeCount ?? '0';
		}
	} else if ( counts[ 0 ] ) {
		counts[ 0 ].textContent = answer.votesHumanReadable ?? answer.votes;
	}
}

/**
 * Votes a comment up or down (the same vote again withdraws it; the server decides).
 *
 * @param ctx    The area.
 * @param button The vote button.
 */
export async function vote(
	ctx: Context,
	button: HTMLButtonElement
): Promise< void > {
	const comment = commentOf( button );
	const votes = button.closest< HTMLElement >( '[data-farol-slot="votes"]' );
	if ( ! comment || ! votes ) {
		return;
	}
	const buttons = votes.querySelectorAll( 'button' );
	buttons.forEach( ( each ) => ( each.disabled = true ) );
	const answer = await request(
		ctx,
		'wpdVoteOnComment',
		{
			commentId: comment.id,
			voteType: button.dataset.vote === '-1' ? -1 : 1,
			...( ctx.props.nonce ? { nonce: ctx.props.nonce } : {} ),
		},
		voteAnswer
	);
	buttons.forEach( ( each ) => ( each.disabled = false ) );
	if ( answer ) {
		showVotes( votes, answer );
	}
}

/**
 * Pins or closes a thread (moderators), then reloads the page to show the new order.
 *
 * @param ctx    The area.
 * @param button The stick or close button.
 * @param reload Reloads the page (the document's own by default).
 */
export async function moderate(
	ctx: Context,
	button: HTMLButtonElement,
	reload: () => void = () => window.location.reload()
): Promise< void > {
	const comment = commentOf( button );
	if ( ! comment ) {
		return;
	}
	button.disabled = true;
	const action =
		button.dataset.farolAction === 'stick'
			? 'wpdStickComment'
			: 'wpdCloseThread';
	const answer = await request(
		ctx,
		action,
		{ commentId: comment.id, nonce: ctx.props.nonce },
		answerOf( action )
	);
	button.disabled = false;
	if ( answer ) {
		reload();
	}
}

/**
 * Marks comments put in by the widget as new until the pointer passes over them.
 *
 * @param element The comment element.
 */
export function flagNew( element: HTMLElement ): void {
	element.classList.add( 'farol-comment--new' );
	element.addEventListener(
		'mouseenter',
		() => element.classList.remove( 'farol-comment--new' ),
		{ once: true }
	);
}

/**
 * Scrolls a comment into view, 32 px below the top.
 *
 * @param element The comment's article.
 */
export function scrollToComment( element: HTMLElement ): void {
	const top =
		element.getBoundingClientRect().top + window.scrollY - DEEP_LINK_OFFSET;
	const reduce = window.matchMedia?.( '(prefers-reduced-motion: reduce)' )
		.matches;
	window.scrollTo( { top, behavior: reduce ? 'auto' : 'smooth' } );
}

/**
 * Follows a `#comment-{id}` address: the comment is loaded with its thread when it is not on
 * the page, scrolled to, and its reply form opened.
 *
 * @param ctx       The area.
 * @param openReply Opens a comment's reply form.
 */
export async function followDeepLink(
	ctx: Context,
	openReply: ( button: HTMLButtonElement ) => void
): Promise< void > {
	const match = /^#comment-(\d+)$/.exec( window.location.hash );
	if ( ! match ) {
		return;
	}
	const id = Number( match[ 1 ] );
	let article = document.getElementById( `comment-${ id }` );
	if ( ! article ) {
		const answer = await request(
			ctx,
			'wpdGetSingleComment',
			{ commentId: id },
			singleAnswer
		);
		if ( ! answer ) {
			return;
		}
		const thread = fragment( answer.message );
		const old = ctx.list.querySelector(
			`[id^="wpd-comm-${ answer.parentCommentID }_"]`
		);
		if ( old ) {
			old.replaceWith( thread );
		} else {
			ctx.list.prepend( thread );
		}
		enhance( ctx.list );
		article = document.getElementById( `comment-${ id }` );
	}
	if ( ! article ) {
		return;
	}
	scrollToComment( article );
	const reply = article.querySelector< HTMLButtonElement >(
		'[data-farol-action="reply"]'
	);
	if ( reply ) {
		openReply( reply );
	}
}
