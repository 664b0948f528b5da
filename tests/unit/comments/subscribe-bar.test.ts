/**
 * The subscribe bar in the widget's view: native validity first, the bar's fields (and a
 * member's nonce) sent as wpdAddSubscription, the server's message, then a reload after 3 s;
 * a member's unsubscribe button sends its sid and skey; a refusal shows its phrase and
 * reloads nothing; the form's notification box goes with wpdCheckNotificationType.
 */

/**
 * Internal dependencies
 */
import { testContext, testProps } from './props-fixture';
import type { Context } from '../../../src/comments/context';
import { select, store } from '../../../src/comments/store';
import {
	RELOAD_DELAY_MS,
	checkNotificationType,
	subscribe,
	unsubscribe,
} from '../../../src/comments/subscriptions/bar';

const BAR = `<section id="wpdcom"><div class="farol-subscribe" data-farol-slot="subscribe">
<ul><li>new comments <button type="button" data-farol-action="unsubscribe" data-sid="7" data-skey="abc">Unsubscribe</button></li></ul>
<form class="farol-subscribe__form" data-farol-subscribe><label>Notify me of <select name="wpdiscuz_subscription_type"><option value="all_comment">replies</option></select></label>
<label>Your email <input type="email" name="email" required></label><input type="hidden" name="postId" value="5">
<button type="submit">Subscribe</button></form></div><div id="wpd-threads"></div></section>`;

const realFetch = global.fetch;

/**
 * The bar, with the server answering as given.
 *
 * @param body     The JSON body the server answers.
 * @param loggedIn Whether a member reads.
 */
function bar(
	body: unknown,
	loggedIn = false
): { ctx: Context; sent: () => FormData } {
	document.body.innerHTML = BAR;
	const fetcher = jest.fn( () =>
		Promise.resolve( { ok: true, json: () => Promise.resolve( body ) } )
	);
	global.fetch = fetcher as unknown as typeof fetch;
	const props = testProps( {
		postId: 5,
		nonce: loggedIn ? 'n0nce' : '',
		user: { loggedIn, canModerate: false },
		phrases: {
			subscription_exists: 'Já inscrito.',
			subscription_confirm_sent: 'Confira seu e-mail.',
		},
	} );
	return {
		ctx: testContext( props ),
		sent: () =>
			(
				fetcher.mock.calls.at( -1 ) as unknown as [
					string,
					RequestInit,
				]
			 )[ 1 ].body as FormData,
	};
}

const form = () =>
	document.querySelector< HTMLFormElement >( 'form[data-farol-subscribe]' )!;

const lastMessage = () => select( store ).getMessages().at( -1 );

afterEach( () => {
	global.fetch = realFetch;
	jest.useRealTimers();
} );

describe( 'the subscribe bar', () => {
	it( 'sends nothing while the form is not valid', async () => {
		const { ctx } = bar( { success: true } );
		await subscribe( ctx, form(), jest.fn() );
		expect( global.fetch ).not.toHaveBeenCalled();
	} );

	it( 'subscribes, shows the server’s message and reloads after 3 s', async () => {
		jest.useFakeTimers();
		const { ctx, sent } = bar(
			{
				success: true,
				data: {
					code: 'subscription_confirm_sent',
					message: 'Enviamos um e-mail.',
				},
			},
			true
		);
		form().querySelector< HTMLInputElement >(
			'input[name="email"]'
		)!.value = 'leitora@example.org';
		const reload = jest.fn();
		await subscribe( ctx, form(), reload );
		const fields = sent();
		expect( fields.get( 'action' ) ).toBe( 'wpdAddSubscription' );
		expect( fields.get( 'wpdiscuz_subscription_type' ) ).toBe(
			'all_comment'
		);
		expect( fields.get( 'email' ) ).toBe( 'leitora@example.org' );
		expect( fields.get( 'postId' ) ).toBe( '5' );
		expect( fields.get( 'nonce' ) ).toBe( 'n0nce' );
		expect( lastMessage() ).toMatchObject( {
			kind: 'success',
			text: 'Enviamos um e-mail.',
		} );
		jest.advanceTimersByTime( RELOAD_DELAY_MS - 1 );
		expect( reload ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows a refusal’s phrase and does not reload', async () => {
		jest.useFakeTimers();
		const { ctx } = bar(
			{ success: false, data: 'subscription_exists' },
			true
		);
		form().querySelector< HTMLInputElement >(
			'input[name="email"]'
		)!.value = 'leitora@example.org';
		const reload = jest.fn();
		await subscribe( ctx, form(), reload );
		expect( lastMessage() ).toMatchObject( {
			kind: 'error',
			text: 'Já inscrito.',
		} );
		jest.advanceTimersByTime( RELOAD_DELAY_MS * 2 );
		expect( reload ).not.toHaveBeenCalled();
		expect( form() ).toHaveAttribute( 'aria-busy', 'false' );
	} );

	it( 'unsubscribes with the printed sid and skey', async () => {
		jest.useFakeTimers();
		const { ctx, sent } = bar(
			{
				success: true,
				data: { code: 'unsubscribed', message: 'Cancelada.' },
			},
			true
		);
		const reload = jest.fn();
		await unsubscribe(
			ctx,
			document.querySelector< HTMLButtonElement >(
				'[data-farol-action="unsubscribe"]'
			)!,
			reload
		);
		const fields = sent();
		expect( [
			fields.get( 'action' ),
			fields.get( 'sid' ),
			fields.get( 'skey' ),
			fields.get( 'nonce' ),
		] ).toEqual( [ 'wpdUnsubscribe', '7', 'abc', 'n0nce' ] );
		jest.advanceTimersByTime( RELOAD_DELAY_MS );
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'tells wpdCheckNotificationType the box and shows what was done', async () => {
		const { ctx, sent } = bar( {
			success: true,
			data: 'subscription_confirm_sent',
		} );
		await checkNotificationType( ctx, 'comment', {
			comment_id: 12,
			email: 'bia@example.org',
			isParent: 1,
		} );
		const fields = sent();
		expect( fields.get( 'action' ) ).toBe( 'wpdCheckNotificationType' );
		expect( fields.get( 'wpdiscuz_notification_type' ) ).toBe( 'comment' );
		expect( fields.get( 'comment_id' ) ).toBe( '12' );
		expect( lastMessage() ).toMatchObject( {
			kind: 'success',
			text: 'Confira seu e-mail.',
		} );
	} );
} );
