/**
 * A comment's own controls over the server's markup: vote state and counts, and the reply form
 * cloned once from the template, then toggled.
 */

/**
 * Internal dependencies
 */
import { testProps } from './props-fixture';
import type { Context } from '../../../src/comments/context';
import { toggleReplyForm } from '../../../src/comments/forms';
import { phraseBook } from '../../../src/comments/phrases';
import { showVotes } from '../../../src/comments/thread';

const COMMENT = `<div id="wpd-comm-12_5" class="farol-comment" data-comment-id="12" data-depth="2"><article id="comment-12">
<div data-farol-slot="text"><p>Oi</p></div>
<footer data-farol-slot="actions"><span data-farol-slot="votes" data-style="STYLE" data-votes="0">
<button data-farol-action="vote" data-vote="1" aria-pressed="false">COUNT_UP</button>
COUNT_TOTAL
<button data-farol-action="vote" data-vote="-1" aria-pressed="false">COUNT_DOWN</button></span>
<button type="button" data-farol-action="reply">Reply</button></footer></article></div>`;

const TEMPLATE = `<template id="wpd-reply-template"><form class="farol-comment-form" data-farol-form="reply" data-uniqueid="0_0">
<div id="wpd-editor-0_0" class="farol-editor" data-farol-slot="editor"><label for="reply-text">Text</label><textarea id="reply-text" name="wc_comment" required></textarea></div>
<input type="hidden" name="wpdiscuz_unique_id" value="0_0"><input type="hidden" name="wpd_comment_depth" value="1">
<button type="submit" data-farol-action="submit">Send</button><button type="button" data-farol-action="cancel-reply">Cancel</button></form></template>`;

/**
 * An area with one comment.
 *
 * @param style The vote style.
 */
function area( style: 'total' | 'separate' ): Context {
	const count = '<span class="farol-comment__count">0</span>';
	document.body.innerHTML = `<section id="wpdcom"><div id="wpd-threads">${ COMMENT.replace(
		'STYLE',
		style
	)
		.replace( 'COUNT_UP', style === 'separate' ? count : '' )
		.replace( 'COUNT_DOWN', style === 'separate' ? count : '' )
		.replace(
			'COUNT_TOTAL',
			style === 'total' ? count : ''
		) }</div>${ TEMPLATE }</section>`;
	const props = testProps( {
		postId: 1,
	} );
	return {
		area: document.getElementById( 'wpdcom' )!,
		list: document.getElementById( 'wpd-threads' )!,
		props,
		phrase: phraseBook( {} ),
		caller: { ajaxUrl: props.ajaxUrl, postId: 1 },
	};
}

describe( 'showVotes', () => {
	it( 'presses the reader’s reaction and shows the total', () => {
		area( 'total' );
		const votes = document.querySelector< HTMLElement >(
			'[data-farol-slot="votes"]'
		)!;
		showVotes( votes, {
			votes: '3',
			votesHumanReadable: '3',
			buttonsStyle: 'total',
			curUserReaction: 'positive',
		} );
		expect( votes.querySelector( '[data-vote="1"]' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		expect( votes.querySelector( '[data-vote="-1"]' ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		expect(
			votes.querySelector( '.farol-comment__count' )
		).toHaveTextContent( '3' );
		showVotes( votes, {
			votes: '2',
			buttonsStyle: 'total',
			curUserReaction: '',
		} );
		expect( votes.querySelector( '[data-vote="1"]' ) ).toHaveAttribute(
			'aria-pressed',
			'false'
		);
		expect(
			votes.querySelector( '.farol-comment__count' )
		).toHaveTextContent( '2' );
	} );

	it( 'shows likes and dislikes apart in the separate style', () => {
		area( 'separate' );
		const votes = document.querySelector< HTMLElement >(
			'[data-farol-slot="votes"]'
		)!;
		showVotes( votes, {
			votes: '-1',
			buttonsStyle: 'separate',
			likeCount: '1',
			dislikeCount: '2',
			curUserReaction: 'negative',
		} );
		const counts = votes.querySelectorAll( '.farol-comment__count' );
		expect( counts[ 0 ] ).toHaveTextContent( '1' );
		expect( counts[ 1 ] ).toHaveTextContent( '2' );
		expect( votes.querySelector( '[data-vote="-1"]' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	} );
} );

describe( 'toggleReplyForm', () => {
	it( 'makes the reply form once from the template, then toggles it', () => {
		const ctx = area( 'total' );
		const button = document.querySelector< HTMLButtonElement >(
			'[data-farol-action="reply"]'
		)!;
		const form = toggleReplyForm( ctx, button )!;
		expect( form.dataset.uniqueid ).toBe( '0_12' );
		expect( form.querySelector( '.farol-editor' )!.id ).toBe(
			'wpd-editor-0_12'
		);
		expect(
			(
				form.elements.namedItem(
					'wpdiscuz_unique_id'
				) as HTMLInputElement
			 ).value
		).toBe( '0_12' );
		expect(
			(
				form.elements.namedItem(
					'wpd_comment_depth'
				) as HTMLInputElement
			 ).value
		).toBe( '3' );
		expect( form.querySelector( 'label' ) ).toHaveAttribute(
			'for',
			'reply-text-0_12'
		);
		expect( form.querySelector( 'textarea' )!.id ).toBe(
			'reply-text-0_12'
		);
		expect( form.querySelector( 'textarea' ) ).toHaveFocus();
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );

		expect( toggleReplyForm( ctx, button ) ).toBe( form );
		expect( form.hidden ).toBe( true );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		toggleReplyForm( ctx, button );
		expect( form.hidden ).toBe( false );
		expect( document.querySelectorAll( 'form' ) ).toHaveLength( 1 );
	} );
} );
