/**
 * The info modal's client over the server's markup: the dialog keeps the keyboard (focus moves
 * in, Tab wraps, Escape closes and gives the focus back, the rest of the page is inert while it
 * is open); an item's cancel asks first and shows the page the server answers; the follow button
 * takes the state wpdFollowUser answers; a guest link is sent once and leaves the address.
 */

/**
 * Internal dependencies
 */
import { testContext, testProps } from './props-fixture';
import type { Context } from '../../../src/comments/context';
import { toggleFollow } from '../../../src/comments/follows/follow';
import { showDialog } from '../../../src/comments/info/dialog';
import { redeemGuestLink } from '../../../src/comments/info/guest';
import { actOnItem } from '../../../src/comments/info/tabs';

const realFetch = global.fetch;
let sent: FormData[] = [];

/**
 * The area, with the server answering `data` to every call.
 *
 * @param data The answer's data.
 */
function area( data: unknown ): Context {
	document.body.innerHTML = `<main id="page"><button id="opener">My content</button></main><section id="wpdcom"><div id="wpd-threads">
<div class="farol-comment" data-comment-id="7"><article><footer><button type="button" class="farol-comment__follow wpd-follow-link" data-farol-action="follow">Follow</button></footer></article></div></div></section>`;
	sent = [];
	global.fetch = jest.fn(
		async ( _url: unknown, init: { body: FormData } ) => {
			sent.push( init.body );
			return { json: async () => ( { success: true, data } ) };
		}
	) as unknown as typeof fetch;
	const props = testProps( {
		postId: 1,
		nonce: 'n0nce',
		phrases: {
			follow: 'Follow',
			unfollow: 'Following',
			follow_added: 'Followed.',
		},
	} );
	return testContext( props );
}

afterEach( () => {
	global.fetch = realFetch;
} );

/**
 * The focused element.
 */
function focused(): Element | null {
	return document.body.ownerDocument.activeElement;
}

/**
 * Presses a key on the focused element.
 *
 * @param key   The key.
 * @param shift With Shift.
 */
function press( key: string, shift = false ): void {
	( focused() ?? document.body ).dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key,
			shiftKey: shift,
			bubbles: true,
			cancelable: true,
		} )
	);
}

describe( 'showDialog', () => {
	it( 'moves the focus in, wraps Tab, closes on Escape and gives the focus back', () => {
		area( {} );
		const opener = document.getElementById( 'opener' )!;
		opener.focus();
		const dialog = document.createElement( 'div' );
		dialog.setAttribute( 'role', 'dialog' );
		dialog.innerHTML =
			'<button id="close">x</button><button id="tab">Comments</button><a id="last" href="#x">post</a>';
		showDialog(
			dialog,
			opener,
			dialog.querySelector< HTMLElement >( '#tab' )
		);

		expect( focused()?.id ).toBe( 'tab' );
		expect( document.getElementById( 'page' )!.inert ).toBe( true );
		( dialog.querySelector( '#last' ) as HTMLElement ).focus();
		press( 'Tab' );
		expect( focused()?.id ).toBe( 'close' );
		press( 'Tab', true );
		expect( focused()?.id ).toBe( 'last' );

		press( 'Escape' );
		expect( dialog.isConnected ).toBe( false );
		expect( focused() ).toBe( opener );
		expect( document.getElementById( 'page' )!.inert ).toBe( false );
	} );
} );

describe( 'actOnItem', () => {
	it( 'asks first, then shows the page the server answers', async () => {
		const ctx = area( {
			html: '<p class="farol-info__empty">None.</p>',
			page: 1,
			pages: 1,
			total: 0,
		} );
		const panel = document.createElement( 'div' );
		panel.dataset.page = '2';
		panel.innerHTML =
			'<button data-farol-action="wpdCancelFollow" data-id="5" data-confirm="Stop?">Stop</button>';
		document.body.append( panel );
		const button = panel.querySelector( 'button' )!;

		await actOnItem( ctx, panel, button, () => false );
		expect( sent ).toHaveLength( 0 );

		const asked: string[] = [];
		await actOnItem( ctx, panel, button, ( text ) => {
			asked.push( text );
			return true;
		} );
		expect( asked ).toEqual( [ 'Stop?' ] );
		expect( sent[ 0 ]!.get( 'action' ) ).toBe( 'wpdCancelFollow' );
		expect( sent[ 0 ]!.get( 'id' ) ).toBe( '5' );
		expect( sent[ 0 ]!.get( 'page' ) ).toBe( '2' );
		expect( sent[ 0 ]!.get( 'nonce' ) ).toBe( 'n0nce' );
		expect( panel.textContent ).toBe( 'None.' );
		expect( panel.dataset.page ).toBe( '1' );
	} );
} );

describe( 'toggleFollow', () => {
	it( 'takes the class, title and label of the answer, never a pressed state (the label changes)', async () => {
		const ctx = area( {
			followTip: 'Stop following this author',
			followClass: 'wpd-follow-active',
		} );
		const button = document.querySelector< HTMLButtonElement >(
			'[data-farol-action="follow"]'
		)!;
		await toggleFollow( ctx, button );
		expect( sent[ 0 ]!.get( 'commentId' ) ).toBe( '7' );
		expect( button.classList.contains( 'wpd-follow-active' ) ).toBe( true );
		expect( button.classList.contains( 'wpd-follow-link' ) ).toBe( false );
		expect( button.title ).toBe( 'Stop following this author' );
		expect( button.hasAttribute( 'aria-pressed' ) ).toBe( false );
		expect( button.textContent ).toBe( 'Following' );
	} );

	it( 'goes back to "Follow" when the answer is the inactive class', async () => {
		const ctx = area( {
			followTip: 'Follow this author',
			followClass: 'wpd-follow-link',
		} );
		const button = document.querySelector< HTMLButtonElement >(
			'[data-farol-action="follow"]'
		)!;
		button.classList.replace( 'wpd-follow-link', 'wpd-follow-active' );
		button.textContent = 'Following';
		await toggleFollow( ctx, button );
		expect( button.classList.contains( 'wpd-follow-link' ) ).toBe( true );
		expect( button.title ).toBe( 'Follow this author' );
		expect( button.hasAttribute( 'aria-pressed' ) ).toBe( false );
		expect( button.textContent ).toBe( 'Follow' );
	} );
} );

describe( 'redeemGuestLink', () => {
	it( 'asks with one button, posts the link’s fields only when it is pressed, takes them out of the address and shows the message', async () => {
		jest.useFakeTimers();
		const ctx = area( { message: 'Your comments were deleted.' } );
		window.history.replaceState(
			null,
			'',
			'/post/?p=1&farolGuest=deleteComments&farolSubject=a%40b.org&farolExpires=99&farolKey=abc'
		);
		const done = redeemGuestLink( ctx );
		// Opening the link changes nothing: the address is clean, nothing was sent.
		expect( window.location.search ).toBe( '?p=1' );
		expect( sent ).toHaveLength( 0 );
		const ask = ctx.area.querySelector< HTMLElement >( '[role="group"]' )!;
		expect( ask.querySelector( 'p' )!.textContent ).toBe(
			'guest_ask_comments'
		);
		expect( ask.getAttribute( 'aria-labelledby' ) ).toBe(
			ask.querySelector( 'p' )!.id
		);
		const buttons = ask.querySelectorAll( 'button' );
		expect( buttons ).toHaveLength( 1 );
		expect( ask.ownerDocument.activeElement ).toBe( buttons[ 0 ] );
		buttons[ 0 ]!.click();
		await done;
		expect( ask.isConnected ).toBe( false );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ]!.get( 'action' ) ).toBe( 'wpdGuestAction' );
		expect( sent[ 0 ]!.get( 'guestAction' ) ).toBe( 'deleteComments' );
		expect( sent[ 0 ]!.get( 'subject' ) ).toBe( 'a@b.org' );
		expect( sent[ 0 ]!.get( 'key' ) ).toBe( 'abc' );
		expect( window.location.search ).toBe( '?p=1' );
		const message = ctx.area.querySelector( '[role="status"]' )!;
		expect( message.textContent ).toBe( 'Your comments were deleted.' );
		jest.advanceTimersByTime( 6900 );
		expect( message.isConnected ).toBe( true );
		jest.advanceTimersByTime( 200 );
		expect( message.isConnected ).toBe( false );
		jest.useRealTimers();
	} );
} );
