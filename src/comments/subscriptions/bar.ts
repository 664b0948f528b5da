/**
 * The subscribe bar (printed by the server above the thread: Subscriptions\SubscribeBar) and
 * the poster's own notification box, in the widget's view: no module of its own, so a reader
 * who never subscribes downloads nothing new. The bar's form sends wpdAddSubscription (native
 * validity first; a guest's bot stamp as the comment form's; the comment forms' captcha when the
 * server printed its slot: prepared on focus by ../events.ts, its answer added before the send,
 * renewed after it, as ../forms.ts does), a member's unsubscribe button
 * wpdUnsubscribe with the sid and skey the server printed; success shows the server's message
 * and reloads the page after RELOAD_DELAY_MS (spec: subscribe and unsubscribe reload after 3 s).
 */

/**
 * Internal dependencies
 */
import { stampReady } from '../../lib/abuse/stamp';
import { untilPageAge } from '../../lib/bounded';
import { captchaHost } from '../captcha-host';
import { captchaReady, captchaSent } from '../captcha-loader';
import { request, requestQuietly, type Context } from '../context';
import { lock } from '../form-lock';
import { dispatch, store } from '../store';
import {
	notificationClientAnswer,
	subscriptionAnswer,
} from '../subscriptions-contract';

/** Delay before the page reloads after subscribing or unsubscribing. */
export const RELOAD_DELAY_MS = 3000;

/** The bar's form. */
export const SUBSCRIBE_FORM = 'form.farol-subscribe__form';

/** What wpdCheckNotificationType is told of the new comment. */
interface NotificationFields {
	comment_id: number;
	email: string;
	isParent: number;
}

/** Reloads the page (a seam for the tests). */
type Reload = () => void;

const reloadPage: Reload = () => window.location.reload();

/**
 * Sends the bar's form.
 *
 * @param ctx    The area.
 * @param form   The bar's form.
 * @param reload Reloads the page.
 */
export async function subscribe(
	ctx: Context,
	form: HTMLFormElement,
	reload: Reload = reloadPage
): Promise< void > {
	if (
		form.getAttribute( 'aria-busy' ) === 'true' ||
		! form.reportValidity()
	) {
		return;
	}
	lock( form, true );
	let answer;
	let sent = false;
	try {
		if ( ! ctx.props.user.loggedIn ) {
			// A stamp too old (a cached page) is renewed first; a quick guest waits.
			await stampReady( form );
			await untilPageAge( ctx.props.minSendSeconds );
		}
		const fields = new FormData( form );
		if ( ctx.props.nonce ) {
			fields.set( 'nonce', ctx.props.nonce );
		}
		// The captcha's answer; an unticked widget stops the send (its border turns red).
		if ( ! ( await captchaReady( captchaHost( ctx ), form, fields ) ) ) {
			return;
		}
		sent = true;
		answer = await request(
			ctx,
			'wpdAddSubscription',
			fields,
			subscriptionAnswer,
			{
				sayFailure: true,
			}
		);
	} finally {
		lock( form, false );
		if ( sent ) {
			// A single-use answer: a new one for the next send (a refusal, another type).
			captchaSent( captchaHost( ctx ), form );
		}
	}
	if ( answer ) {
		dispatch( store ).showMessage( 'success', answer.message );
		window.setTimeout( reload, RELOAD_DELAY_MS );
	}
}

/**
 * Sends a member's unsubscribe button.
 *
 * @param ctx    The area.
 * @param button The button (data-sid, data-skey).
 * @param reload Reloads the page.
 */
export async function unsubscribe(
	ctx: Context,
	button: HTMLButtonElement,
	reload: Reload = reloadPage
): Promise< void > {
	button.disabled = true;
	const answer = await request(
		ctx,
		'wpdUnsubscribe',
		{
			sid: button.dataset.sid ?? '',
			skey: button.dataset.skey ?? '',
			nonce: ctx.props.nonce,
		},
		subscriptionAnswer,
		{ sayFailure: true }
	);
	button.disabled = false;
	if ( answer ) {
		dispatch( store ).showMessage( 'success', answer.message );
		window.setTimeout( reload, RELOAD_DELAY_MS );
	}
}

/**
 * After a comment is in (not held): wpdCheckNotificationType with the form's notification
 * box; the server subscribes the comment's own author, and its answer's phrase is shown.
 *
 * @param ctx    The area.
 * @param type   The form's `wpdiscuz_notification_type` ('' when not ticked).
 * @param fields The comment's id, the author's e-mail and whether it is a top-level comment.
 */
export async function checkNotificationType(
	ctx: Context,
	type: string,
	fields: NotificationFields
): Promise< void > {
	const answer = await requestQuietly(
		ctx,
		'wpdCheckNotificationType',
		{ ...fields, wpdiscuz_notification_type: type },
		notificationClientAnswer
	);
	if ( answer?.value ) {
		dispatch( store ).showMessage( 'success', ctx.phrase( answer.value ) );
	}
}
