/**
 * The area's delegated listeners: the comments' buttons (`data-farol-action`), the forms'
 * sending, Ctrl+Enter, the lazy editor, required groups, the scroll that loads more, the
 * deep link and the warning before leaving with unsent text.
 */

/**
 * Internal dependencies
 */
import type { Context } from './context';
import { mountEditorOnce } from './rich-text-forms';
import { enhance } from './enhance';
import {
	guardLeaving,
	PREFILLED_ATTRIBUTE,
	prefillGuest,
	syncRequiredGroups,
} from './fields';
import { closeEdit, deleteComment, openEdit } from './comment-edit';
import { FORM_SELECTOR } from './form-lock';
import { toggleFollow } from './follows/follow';
import { openInfo, redeemGuestLinkIn } from './info/open';
import { submitForm, toggleReplyForm } from './forms';
import { refreshIfStale } from '../lib/abuse/stamp';
import { prepareCaptcha } from './captcha-loader';
import { captchaHost } from './captcha-host';
import { chooseFiles, clearChosen, deleteAttachment } from './attachments';
import { watchScroll } from './list';
import { rate } from './rating';
import { SUBSCRIBE_FORM, subscribe, unsubscribe } from './subscriptions/bar';
import { socialAgree, socialLogin, socialReturn } from './social';
import {
	followDeepLink,
	moderate,
	readMore,
	toggleReplies,
	vote,
} from './thread';

/**
 * What a button does.
 *
 * @param ctx    The area.
 * @param button The clicked button.
 */
function act( ctx: Context, button: HTMLButtonElement ): void {
	const form = button.closest< HTMLFormElement >( FORM_SELECTOR );
	switch ( button.dataset.farolAction ) {
		case 'vote':
			vote( ctx, button );
			break;
		case 'rate':
			rate( ctx, button );
			break;
		case 'social-login':
			socialLogin( ctx, button );
			break;
		case 'social-agree':
			socialAgree( ctx, button );
			break;
		case 'reply':
			toggleReplyForm( ctx, button );
			break;
		case 'toggle-replies':
			toggleReplies( ctx, button );
			break;
		case 'read-more':
			readMore( ctx, button );
			break;
		case 'stick':
		case 'close':
			moderate( ctx, button );
			break;
		case 'edit':
			openEdit( ctx, button );
			break;
		case 'delete':
			deleteComment( ctx, button );
			break;
		case 'follow':
			toggleFollow( ctx, button );
			break;
		case 'info':
			openInfo( ctx, button );
			break;
		case 'delete-attachment':
			deleteAttachment( ctx, button );
			break;
		case 'cancel-reply':
			if ( form ) {
				form.hidden = true;
				form
					.closest( '.farol-comment' )
					?.querySelector< HTMLElement >(
						':scope > article [data-farol-action="reply"]'
					)
					?.focus();
			}
			break;
		case 'cancel-edit':
			if ( form ) {
				closeEdit( form );
			}
			break;
		case 'unsubscribe':
			unsubscribe( ctx, button );
			break;
	}
}

/**
 * Starts the listeners.
 *
 * @param ctx The area.
 * @return Stops them.
 */
export function startEvents( ctx: Context ): () => void {
	const { area } = ctx;
	const send = ( form: HTMLFormElement ) => submitForm( ctx, form );
	const onClick = ( event: MouseEvent ) => {
		const button = ( event.target as Element ).closest< HTMLButtonElement >(
			'button[data-farol-action]'
		);
		if (
			button &&
			area.contains( button ) &&
			button.dataset.farolAction !== 'submit' &&
			button.dataset.farolAction !== 'load-more'
		) {
			event.preventDefault();
			act( ctx, button );
		}
	};
	const onSubmit = ( event: SubmitEvent ) => {
		const form = ( event.target as Element ).closest< HTMLFormElement >(
			FORM_SELECTOR
		);
		if ( form ) {
			event.preventDefault();
			send( form );
			return;
		}
		const bar = ( event.target as Element ).closest< HTMLFormElement >(
			SUBSCRIBE_FORM
		);
		if ( bar && area.contains( bar ) ) {
			event.preventDefault();
			subscribe( ctx, bar );
		}
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		const form = ( event.target as Element ).closest< HTMLFormElement >(
			FORM_SELECTOR
		);
		if (
			form &&
			event.key === 'Enter' &&
			( event.ctrlKey || event.metaKey ) &&
			( event.target as Element ).matches( 'textarea' )
		) {
			event.preventDefault();
			send( form );
		}
	};
	const focusedOn = ( target: Element ) => {
		const form = target.closest< HTMLFormElement >( FORM_SELECTOR );
		if ( form ) {
			// The visitor starts on a form: an old stamp (a cached page) is renewed now.
			refreshIfStale( form );
			// ... and its captcha starts (a widget, or the proof of work's solving).
			prepareCaptcha( captchaHost( ctx ), form );
		}
		// The subscribe bar asks the same captcha (a guest's subscription mails the address typed).
		const bar = target.closest< HTMLFormElement >( SUBSCRIBE_FORM );
		if ( bar ) {
			prepareCaptcha( captchaHost( ctx ), bar );
		}
		if ( form && target.closest( '[data-farol-slot="editor"]' ) ) {
			mountEditorOnce( ctx, form, () => send( form ) );
		}
	};
	const onFocusIn = ( event: FocusEvent ) =>
		focusedOn( event.target as Element );
	const onChange = ( event: Event ) => {
		if ( chooseFiles( ctx, event.target as Element ) ) {
			return;
		}
		const form = ( event.target as Element ).closest< HTMLFormElement >(
			FORM_SELECTOR
		);
		if ( form ) {
			syncRequiredGroups( form );
		}
	};
	area.addEventListener( 'click', onClick );
	area.addEventListener( 'submit', onSubmit );
	area.addEventListener( 'keydown', onKeyDown );
	area.addEventListener( 'focusin', onFocusIn );
	area.addEventListener( 'change', onChange );
	const onSent = ( event: Event ) => clearChosen( event.target as Element );
	area.addEventListener( 'farol:sent', onSent );
	area.querySelectorAll< HTMLFormElement >( FORM_SELECTOR ).forEach(
		( form ) => {
			// The seed script filled it as the page was parsed: it is the visitor's now.
			if ( ! form.hasAttribute( PREFILLED_ATTRIBUTE ) ) {
				prefillGuest( form, ctx.props );
			}
		}
	);
	// The server's first page: formulas, code and spoilers in it are made to work too.
	enhance( ctx.list );
	const stopScroll = watchScroll( ctx );
	const stopGuard = guardLeaving( area, ctx.phrase( 'leave_page_confirm' ) );
	const onHash = () =>
		followDeepLink( ctx, ( button ) => {
			const form = button
				.closest( '.farol-comment' )
				?.querySelector( `:scope > ${ FORM_SELECTOR }` );
			if ( ! form || ( form as HTMLFormElement ).hidden ) {
				toggleReplyForm( ctx, button );
			}
		} );
	window.addEventListener( 'hashchange', onHash );
	onHash();
	redeemGuestLinkIn( ctx );
	socialReturn( ctx );
	// The visitor's first touch (what brought the widget) may have put the focus in an editor
	// slot before these listeners existed: its focusin is past, so the editor is asked now.
	const focused = area.ownerDocument.activeElement;
	if ( focused instanceof HTMLElement && area.contains( focused ) ) {
		focusedOn( focused );
	}
	return () => {
		area.removeEventListener( 'click', onClick );
		area.removeEventListener( 'submit', onSubmit );
		area.removeEventListener( 'keydown', onKeyDown );
		area.removeEventListener( 'focusin', onFocusIn );
		area.removeEventListener( 'change', onChange );
		area.removeEventListener( 'farol:sent', onSent );
		window.removeEventListener( 'hashchange', onHash );
		stopScroll();
		stopGuard();
	};
}
