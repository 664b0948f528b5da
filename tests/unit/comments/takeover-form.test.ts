/**
 * The comment form's boxes across the widget's takeover (the comments-live flake's question,
 * docs/test-hygiene.md): a visitor who ticks the consent box, or its label, while the widget is
 * on its way keeps the tick through the takeover (not lost with the server's nodes, not toggled
 * a second time by the loader's replay), and each click after the takeover toggles it once.
 */

/**
 * External dependencies
 */
import { act } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { holdEvents } from '@farol/lib/mount/replay';
import { seedGuestForms } from '../../../src/comments/prefill/seed';
import { startComments } from '../../../src/comments/start';

const PROPS = {
	postId: 3,
	sorting: 'newest',
	wpdType: '',
	perPage: 50,
	lastParentId: 0,
	isShowLoadMore: false,
	commentsLeft: 0,
	loadLastCommentId: 0,
	ajaxUrl: '/wp-admin/admin-ajax.php',
} as const;

const FORM = `<div data-farol-slot="main-form"><form class="farol-comment-form farol-comment-form--main" data-farol-form="main" data-uniqueid="0_0" method="post" action="/wp-admin/admin-post.php" aria-label="Participe da conversa">
<div class="farol-editor" data-farol-slot="editor"><textarea name="wc_comment" required aria-label="Comentário"></textarea></div>
<label><span>Nome</span> <input type="text" name="wc_name" required></label>
<label class="farol-comment-form__check"><input type="checkbox" name="wpd_cookies_consent" value="1"> <span>Salvar meu nome</span></label>
<label class="farol-comment-form__check"><input type="checkbox" name="wpd_agreement" value="1" required> <span>Aceito</span></label>
<button type="submit" data-farol-action="submit">Enviar</button>
</form></div>`;

let stop: () => void = () => {};

beforeEach( () => {
	// The focus in a form asks for a fresh stamp when the page's is old (none here).
	global.fetch = jest.fn( () => new Promise< Response >( () => {} ) );
} );

afterEach( () => {
	act( () => stop() );
	stop = () => {};
	document.body.innerHTML = '';
} );

/**
 * The server's area, its loader holding, as on a page whose widget is on its way.
 *
 * @param props Props added to the printed ones.
 */
function serverArea( props: Record< string, unknown > = {} ): HTMLElement {
	document.body.innerHTML = `<section id="wpdcom" data-farol-mount="comments" data-farol-needed="" data-farol-props="${ JSON.stringify(
		{
			...PROPS,
			...props,
		}
	).replace(
		/"/g,
		'&quot;'
	) }">${ FORM }<div data-farol-slot="toolbar"></div><div id="wpd-threads" data-farol-slot="list" role="list"></div><div data-farol-slot="load-more"></div><div data-farol-slot="messages"></div></section>`;
	const area = document.getElementById( 'wpdcom' )!;
	holdEvents( area, () => undefined );
	return area;
}

/**
 * A visitor's click (trusted clicks toggle a box the same way: default action, unless prevented).
 *
 * @param element What is clicked.
 */
function click( element: Element ): void {
	act( () => {
		element.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);
	} );
}

const box = ( name: string ) =>
	document.querySelector< HTMLInputElement >( `input[name="${ name }"]` )!;

it( 'keeps a box ticked (on the box or on its label) before the takeover, ticked once', () => {
	const area = serverArea();
	const consent = box( 'wpd_cookies_consent' );
	const agreement = box( 'wpd_agreement' );
	click( consent );
	click( agreement.nextElementSibling! );
	consent.focus();
	expect( consent.checked ).toBe( true );
	expect( agreement.checked ).toBe( true );

	act( () => {
		stop = startComments();
	} );
	expect( area ).toHaveAttribute( 'data-farol-live' );
	// The same nodes (the widget keeps the server's form), ticked once: nothing replayed them.
	expect( box( 'wpd_cookies_consent' ) ).toBe( consent );
	expect( consent.checked ).toBe( true );
	expect( agreement.checked ).toBe( true );
	expect( consent ).toHaveFocus();
} );

it( 'toggles a box once per click right after the takeover', () => {
	serverArea();
	act( () => {
		stop = startComments();
	} );
	const consent = box( 'wpd_cookies_consent' );
	click( consent );
	expect( consent.checked ).toBe( true );
	click( consent.parentElement!.querySelector( 'span' )! );
	expect( consent.checked ).toBe( false );
	// A required group of one box stays required (syncRequiredGroups on change).
	const agreement = box( 'wpd_agreement' );
	click( agreement );
	expect( agreement.checked ).toBe( true );
	expect( agreement.required ).toBe( true );
} );

it( 'leaves a form the seed script filled as the visitor keeps it: a name emptied stays empty', () => {
	document.cookie = 'comment_author_h1=Ana; path=/';
	const area = serverArea( {
		cookieHash: 'h1',
		placeholderEmailDomain: 'guest.invalid',
	} );
	seedGuestForms( document );
	const name = box( 'wc_name' );
	expect( name.value ).toBe( 'Ana' );
	name.value = '';

	act( () => {
		stop = startComments();
	} );
	expect( area ).toHaveAttribute( 'data-farol-live' );
	expect( box( 'wc_name' ).value ).toBe( '' );
	document.cookie =
		'comment_author_h1=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
} );
