/**
 * Editing and deleting in place over the server's markup: a saved edit shows the new text and
 * the server's "Edited on …" in the comment's head; a delete removes the comment and updates the
 * "N comments" heading (the server's heading text when the answer has it, else its number).
 */

/**
 * Internal dependencies
 */
import { testContext, testProps } from './props-fixture';
import type { Context } from '../../../src/comments/context';
import { deleteComment, saveEdit } from '../../../src/comments/comment-edit';
import { select, store } from '../../../src/comments/store';

const AREA = `<section id="wpdcom"><h2 id="farol-comments-title">2 comments</h2><div id="wpd-threads">
<div id="wpd-comm-12_0" class="farol-comment" data-comment-id="12" data-depth="1"><article id="comment-12">
<header class="farol-comment__head"><span class="farol-comment__author">Ana</span><a class="farol-comment__date" href="#comment-12"><time>now</time></a></header>
<div data-farol-slot="text"><p>Old</p></div>
<footer data-farol-slot="actions"><button type="button" data-farol-action="delete">Delete</button></footer></article></div>
<div id="wpd-comm-13_0" class="farol-comment" data-comment-id="13" data-depth="1"><article id="comment-13"><div data-farol-slot="text"><p>Other</p></div></article></div>
</div></section>`;

const realFetch = global.fetch;

/**
 * The area, with the server answering `data` to every call.
 *
 * @param data The answer's data.
 */
function area( data: unknown ): Context {
	document.body.innerHTML = AREA;
	global.fetch = jest.fn( async () => ( {
		json: async () => ( { success: true, data } ),
	} ) ) as unknown as typeof fetch;
	const props = testProps( {
		postId: 1,
		phrases: { comment_deleted: 'Deleted.', comment_edited: 'Updated.' },
	} );
	return testContext( props );
}

afterEach( () => {
	global.fetch = realFetch;
} );

describe( 'saveEdit', () => {
	it( 'shows the new text and the server’s edited marker in the head, once', async () => {
		const ctx = area( {
			html: '<p>New &amp; better</p>',
			lastEdited: 'Edited on 24/11/2026 01:05 &amp; later',
			commentId: 12,
		} );
		const text = document.querySelector< HTMLElement >(
			'#comment-12 [data-farol-slot="text"]'
		)!;
		for ( let round = 0; round < 2; round++ ) {
			const form = document.createElement( 'form' );
			form.dataset.commentId = '12';
			form.innerHTML = '<textarea name="wc_comment">New</textarea>';
			text.hidden = true;
			text.after( form );
			await saveEdit( ctx, form );
			expect( form.isConnected ).toBe( false );
		}
		expect( text.hidden ).toBe( false );
		expect( text ).toHaveTextContent( 'New & better' );
		const markers = document.querySelectorAll(
			'#comment-12 .farol-comment__head > .farol-comment__edited'
		);
		expect( markers ).toHaveLength( 1 );
		expect( markers[ 0 ] ).toHaveTextContent(
			'Edited on 24/11/2026 01:05 & later'
		);
		expect( select( store ).getMessages().at( -1 )?.text ).toBe(
			'Updated.'
		);
	} );
} );

describe( 'deleteComment', () => {
	const button = () =>
		document.querySelector< HTMLButtonElement >(
			'[data-farol-action="delete"]'
		)!;

	it( 'removes the comment and puts the server’s heading text in the heading', async () => {
		const ctx = area( {
			commentId: 12,
			wc_all_comments_count_new: 1,
			wc_all_comments_count_before_threads_html: '1 comentário',
		} );
		await deleteComment( ctx, button(), () => true );
		expect( document.getElementById( 'comment-12' ) ).toBeNull();
		expect( document.getElementById( 'comment-13' ) ).not.toBeNull();
		expect(
			document.getElementById( 'farol-comments-title' )
		).toHaveTextContent( /^1 comentário$/ );
		expect( select( store ).getMessages().at( -1 )?.text ).toBe(
			'Deleted.'
		);
	} );

	it( 'keeps the comment and the count when the visitor does not confirm', async () => {
		const ctx = area( { commentId: 12, wc_all_comments_count_new: 1 } );
		await deleteComment( ctx, button(), () => false );
		expect( document.getElementById( 'comment-12' ) ).not.toBeNull();
		expect(
			document.getElementById( 'farol-comments-title' )
		).toHaveTextContent( '2 comments' );
		expect( global.fetch ).not.toHaveBeenCalled();
	} );
} );
