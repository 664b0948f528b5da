/**
 * Guests' own content: the modal's e-mail form asks for the signed links (wpdEmailDeleteLinks;
 * the same answer whatever the e-mail), and a link opened from the mail is redeemed here
 * (wpdGuestAction with the link's fields, read from the address and then taken out of it),
 * after the guest presses the one button the page shows (opening a link acts on nothing). The
 * outcome — what was deleted, or why the link was refused — shows in a message that fades over
 * 7 s, as the spec says.
 */

/**
 * Internal dependencies
 */
import { requestParsed } from '../api';
import { request, type Context } from '../context';
import { guestMessageAnswer } from '../info-contract';

/** How long the guest action's message takes to fade. */
export const GUEST_MESSAGE_FADE_MS = 7000;

/** The link's query fields → wpdGuestAction's fields. */
const LINK_FIELDS = {
	farolGuest: 'guestAction',
	farolSubject: 'subject',
	farolExpires: 'expires',
	farolKey: 'key',
} as const;

/**
 * Sends the modal's e-mail form.
 *
 * @param ctx  The area.
 * @param form The form.
 */
export async function sendGuestLinks(
	ctx: Context,
	form: HTMLFormElement
): Promise< void > {
	const email = form.querySelector< HTMLInputElement >(
		'input[type="email"]'
	);
	if ( ! email || ! email.checkValidity() || email.value.trim() === '' ) {
		email?.setAttribute( 'aria-invalid', 'true' );
		email?.focus();
		return;
	}
	email.removeAttribute( 'aria-invalid' );
	const send = form.querySelector< HTMLButtonElement >(
		'button[type="submit"]'
	);
	if ( send ) {
		send.disabled = true;
	}
	const answer = await request(
		ctx,
		'wpdEmailDeleteLinks',
		new FormData( form ),
		guestMessageAnswer,
		{ sayFailure: true }
	);
	if ( send ) {
		send.disabled = false;
	}
	if ( answer ) {
		let status = form.querySelector< HTMLElement >( '.farol-info__status' );
		if ( ! status ) {
			status = document.createElement( 'p' );
			status.className = 'farol-info__status';
			status.setAttribute( 'role', 'status' );
			form.append( status );
		}
		status.textContent = answer.message;
	}
}

/**
 * Shows a message that fades over GUEST_MESSAGE_FADE_MS, then goes.
 *
 * @param ctx  The area.
 * @param kind 'success' or 'error'.
 * @param text The text.
 */
export function fadingMessage(
	ctx: Context,
	kind: 'success' | 'error',
	text: string
): HTMLElement {
	const holder = document.createElement( 'div' );
	holder.className = 'farol-comments__messages farol-info__guest-message';
	const message = document.createElement( 'div' );
	message.className = `farol-comments__message farol-comments__message--${ kind }`;
	message.setAttribute( 'role', kind === 'error' ? 'alert' : 'status' );
	message.dataset.kind = kind;
	message.textContent = text;
	holder.append( message );
	ctx.area.append( holder );
	message.style.transition = `opacity ${ GUEST_MESSAGE_FADE_MS }ms linear`;
	// The next frame starts the fade from full opacity.
	window.requestAnimationFrame( () =>
		window.requestAnimationFrame( () => {
			message.style.opacity = '0';
		} )
	);
	window.setTimeout( () => holder.remove(), GUEST_MESSAGE_FADE_MS );
	return holder;
}

/** What each link asks before it acts (phrase keys). */
const ASK_PHRASES: Record< string, string > = {
	deleteComments: 'guest_ask_comments',
	deleteSubscriptions: 'guest_ask_subscriptions',
	deleteFollows: 'guest_ask_follows',
	cancelFollow: 'cancel_follow_confirm',
};

/**
 * A guest link opened from the mail: takes its fields out of the address (a reload does not
 * show a used link again), then asks with ONE button; only the button POSTs wpdGuestAction, so
 * opening the link (a mail scanner following it, script or not) changes nothing. The outcome
 * shows in a message that fades over 7 s.
 *
 * @param ctx The area.
 * @return Resolves once the button was pressed and the server answered.
 */
export function redeemGuestLink( ctx: Context ): Promise< void > {
	const url = new URL( window.location.href );
	const fields: Record< string, string > = {};
	for ( const [ param, field ] of Object.entries( LINK_FIELDS ) ) {
		fields[ field ] = url.searchParams.get( param ) ?? '';
		url.searchParams.delete( param );
	}
	window.history.replaceState( window.history.state, '', url.toString() );
	const ask = document.createElement( 'div' );
	ask.className = 'farol-comments__messages farol-info__guest-ask';
	ask.setAttribute( 'role', 'group' );
	const question = document.createElement( 'p' );
	question.id = 'farol-info-guest-ask';
	question.textContent = ctx.phrase(
		ASK_PHRASES[ fields.guestAction ?? '' ] ?? 'guest_ask_comments'
	);
	ask.setAttribute( 'aria-labelledby', question.id );
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'farol-info__guest-confirm';
	button.textContent = ctx.phrase( 'guest_ask_button' );
	ask.append( question, button );
	ctx.area.append( ask );
	ask.scrollIntoView?.( { block: 'center' } );
	button.focus();
	return new Promise( ( resolve ) => {
		button.addEventListener(
			'click',
			() => {
				ask.remove();
				void sendGuestAction( ctx, fields ).then( resolve );
			},
			{ once: true }
		);
	} );
}

/**
 * Posts a guest link's fields (wpdGuestAction) and shows the outcome.
 *
 * @param ctx    The area.
 * @param fields The link's fields.
 */
async function sendGuestAction(
	ctx: Context,
	fields: Record< string, string >
): Promise< void > {
	const outcome = await requestParsed(
		ctx.caller,
		'wpdGuestAction',
		fields,
		guestMessageAnswer
	);
	if ( outcome.kind === 'ok' ) {
		fadingMessage( ctx, 'success', outcome.data.message );
	} else {
		fadingMessage(
			ctx,
			'error',
			ctx.phrase(
				outcome.kind === 'refused' ? outcome.key : 'network_error'
			)
		);
	}
}
