/**
 * An inline comment popup (the lazy chunk `comments-inline-popup`). Its markup is the server's
 * (wpdGetInlineCommentForm: title, quoted passage, list slot, form; wpdGetLastInlineComments:
 * the list), inserted as it is into a host placed under the icon. A non-modal dialog: opened by
 * the icon, it takes the focus (the textarea, else its title) and gives it back to the icon when
 * closed by its close control or Escape; a click outside closes it too. Opened by scrolling
 * (scroll_open), it leaves the focus where the reader is. The form: the browser's own validity
 * check first (the submit event comes only from a valid form), Ctrl+Enter submits, a guest's
 * name and e-mail come from core's commenter cookies when set, and a guest's send waits until
 * the form is as old as the server's stamp minimum; then the captcha's answer (the comment
 * widget's captcha client, ../captcha-loader.ts, loaded when the visitor starts on the form: an
 * unticked reCAPTCHA v2 turns its border red and nothing is sent); then wpdAddInlineComment.
 */
/**
 * Internal dependencies
 */
import { requestParsed, type Caller, type Outcome } from '../api';
import { captchaReady, captchaSent, prepareCaptcha } from '../captcha-loader';
import type { CaptchaHost } from '../captcha/host';
import { keepAgreement, prefillGuest } from '../fields';
import {
	inlineAddAnswer,
	inlineFormAnswer,
	inlineListAnswer,
} from '../inline-contract';

interface Open {
	icon: HTMLElement;
	host: HTMLElement;
	close: ( giveFocusBack: boolean ) => void;
}

let current: Open | null = null;
let hostCount = 0;

const MARGIN_MS = 300;

/**
 * The server's markup as nodes.
 *
 * @param html Markup.
 */
function nodes( html: string ): DocumentFragment {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return template.content;
}

/**
 * Places the host under the icon, inside the viewport's width.
 *
 * @param host The popup's host.
 * @param icon The icon.
 */
function place( host: HTMLElement, icon: HTMLElement ): void {
	const rect = icon.getBoundingClientRect();
	const width = Math.min( 360, document.documentElement.clientWidth - 16 );
	const left = Math.max(
		8,
		Math.min( rect.left, document.documentElement.clientWidth - width - 8 )
	);
	host.style.width = `${ width }px`;
	host.style.left = `${ left + window.scrollX }px`;
	host.style.top = `${ rect.bottom + window.scrollY + 8 }px`;
}

/**
 * Shows a message in the popup.
 *
 * @param host The popup's host.
 * @param kind `success`, `warning` or `error`.
 * @param text The phrase.
 */
function say( host: HTMLElement, kind: string, text: string ): void {
	const slot = host.querySelector< HTMLElement >(
		'[data-farol-slot="inline-message"]'
	);
	if ( slot ) {
		slot.className = `farol-inline-popup__message farol-inline-popup__message--${ kind }`;
		slot.textContent = text;
	}
}

/**
 * The phrase of a key, from the popup's phrases.
 *
 * @param host The popup's host.
 * @param key  Phrase key.
 */
function phrase( host: HTMLElement, key: string ): string {
	const popup = host.querySelector< HTMLElement >( '.farol-inline-popup' );
	try {
		const phrases = JSON.parse(
			popup?.dataset.farolPhrases ?? '{}'
		) as Record< string, string >;
		return phrases[ key ] ?? phrases.server_error ?? key;
	} catch {
		return key;
	}
}

/**
 * Sends the popup's form.
 *
 * @param captcha The popup's side of the captcha (its caller: the endpoint and the post).
 * @param popup   The popup.
 * @param form    Its form.
 * @param shownAt When the form came (performance.now()).
 */
async function send(
	captcha: CaptchaHost,
	popup: Open,
	form: HTMLFormElement,
	shownAt: number
): Promise< void > {
	if ( form.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	const button = form.querySelector< HTMLButtonElement >(
		'button[type="submit"]'
	);
	form.setAttribute( 'aria-busy', 'true' );
	if ( button ) {
		button.disabled = true;
	}
	const minimum = Number( form.dataset.minSendSeconds ?? 0 ) * 1000;
	const wait =
		shownAt + minimum + ( minimum > 0 ? MARGIN_MS : 0 ) - performance.now();
	if ( wait > 0 ) {
		await new Promise( ( resolve ) => window.setTimeout( resolve, wait ) );
	}
	keepAgreement( form );
	const fields = new FormData( form );
	let outcome: Outcome< ReturnType< typeof inlineAddAnswer.parse > > | null =
		null;
	try {
		// The captcha's answer; an unticked widget stops the send (its border turns red).
		if ( await captchaReady( captcha, form, fields ) ) {
			outcome = await requestParsed(
				captcha.caller,
				'wpdAddInlineComment',
				fields,
				inlineAddAnswer
			);
		}
	} catch {
		outcome = { kind: 'failed' };
	}
	form.removeAttribute( 'aria-busy' );
	if ( button ) {
		button.disabled = false;
	}
	if ( ! outcome ) {
		return;
	}
	// A single-use answer was spent (or may have been): the next send gets a new one.
	captchaSent( captcha, form );
	const { host, icon } = popup;
	if ( outcome.kind === 'ok' ) {
		const data = outcome.data;
		fill( host, data.comment_list );
		icon.setAttribute( 'aria-label', data.icon_label );
		const count = icon.querySelector< HTMLElement >(
			'.farol-inline__count'
		);
		if ( count ) {
			count.dataset.count = String( data.count );
		}
		const text = form.querySelector( 'textarea' );
		if ( text ) {
			text.value = '';
		}
		say(
			host,
			data.held_moderate ? 'warning' : 'success',
			phrase(
				host,
				data.held_moderate ? 'comment_held' : 'inline_posted'
			)
		);
		return;
	}
	say(
		host,
		'error',
		phrase(
			host,
			outcome.kind === 'refused' ? outcome.key : 'network_error'
		)
	);
}

/**
 * Puts a list's markup in the popup.
 *
 * @param host The popup's host.
 * @param html The server's list.
 */
function fill( host: HTMLElement, html: string ): void {
	host
		.querySelector( '[data-farol-slot="inline-list"]' )
		?.replaceChildren( nodes( html ) );
}

/**
 * Starts the form's captcha (its chunk, the provider's script or the proof of work's solving)
 * when the visitor starts on the form: a first key, input, click or focus in it after it opened. A
 * popup opened and left alone loads nothing of it.
 *
 * @param form    The popup's form.
 * @param captcha The popup's side of the captcha.
 */
function startsCaptcha( form: HTMLFormElement, captcha: CaptchaHost ): void {
	const events = [ 'focusin', 'pointerdown', 'keydown', 'input' ] as const;
	const start = () => {
		events.forEach( ( name ) => form.removeEventListener( name, start ) );
		prepareCaptcha( captcha, form );
	};
	events.forEach( ( name ) => form.addEventListener( name, start ) );
}

/**
 * Opens the popup of an icon.
 *
 * @param icon      The icon.
 * @param takeFocus Whether the focus moves into the popup (opened by the visitor's click).
 */
export async function open(
	icon: HTMLElement,
	takeFocus: boolean
): Promise< void > {
	current?.close( false );
	const caller: Caller = {
		ajaxUrl: icon.dataset.ajaxUrl ?? '',
		postId: Number( icon.dataset.postId ),
	};
	const fields = { inline_form_id: icon.dataset.farolInlineOpen ?? '' };
	hostCount += 1;
	const host = document.createElement( 'div' );
	host.className = 'farol-inline-popup-host';
	host.id = `farol-inline-popup-${ hostCount }`;
	host.setAttribute( 'aria-busy', 'true' );
	document.body.append( host );
	place( host, icon );
	icon.setAttribute( 'aria-expanded', 'true' );
	icon.setAttribute( 'aria-controls', host.id );

	const onPointer = ( event: PointerEvent ) => {
		const target = event.target as Node | null;
		if (
			target &&
			! host.contains( target ) &&
			! icon.contains( target )
		) {
			me.close( false );
		}
	};
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			me.close( true );
		}
	};
	const me: Open = {
		icon,
		host,
		close: ( giveFocusBack ) => {
			document.removeEventListener( 'pointerdown', onPointer, true );
			host.remove();
			icon.setAttribute( 'aria-expanded', 'false' );
			icon.removeAttribute( 'aria-controls' );
			if ( current === me ) {
				current = null;
			}
			if ( giveFocusBack ) {
				icon.focus();
			}
		},
	};
	current = me;
	document.addEventListener( 'pointerdown', onPointer, true );
	host.addEventListener( 'keydown', onKey );

	const [ form, list ] = await Promise.all( [
		requestParsed(
			caller,
			'wpdGetInlineCommentForm',
			fields,
			inlineFormAnswer
		),
		requestParsed(
			caller,
			'wpdGetLastInlineComments',
			fields,
			inlineListAnswer
		),
	] );
	if ( current !== me ) {
		return; // Closed meanwhile.
	}
	if ( form.kind !== 'ok' ) {
		// eslint-disable-next-line no-console -- no popup to say it in: the passage stays as printed.
		console.error( '[farol] inline comments: no form', form );
		me.close( takeFocus );
		return;
	}
	const shownAt = performance.now();
	host.replaceChildren( nodes( form.data.html ) );
	host.removeAttribute( 'aria-busy' );
	if ( list.kind === 'ok' ) {
		fill( host, list.data.comment_list );
	}
	host
		.querySelector( '[data-farol-inline-close]' )
		?.addEventListener( 'click', () => me.close( true ) );
	const element = host.querySelector< HTMLFormElement >(
		'form[data-farol-inline-form]'
	);
	// The captcha's needs, from the popup: its endpoint and post, phrases, width, status line.
	const captcha: CaptchaHost = {
		caller,
		phrase: ( key ) => phrase( host, key ),
		area: host,
		showError: ( text ) => say( host, 'error', text ),
	};
	if ( element ) {
		prefillGuest( element, {
			cookieHash: element.dataset.cookieHash ?? '',
			placeholderEmailDomain: '',
		} );
		element.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			void send( captcha, me, element, shownAt );
		} );
		element.addEventListener( 'keydown', ( event ) => {
			if (
				event.key === 'Enter' &&
				( event.ctrlKey || event.metaKey ) &&
				event.target instanceof HTMLTextAreaElement
			) {
				event.preventDefault();
				element.requestSubmit();
			}
		} );
	}
	if ( takeFocus ) {
		(
			host.querySelector< HTMLElement >( 'textarea' ) ??
			host.querySelector< HTMLElement >( '.farol-inline-popup__title' )
		)?.focus();
	}
	if ( element ) {
		// Watched once the focus was placed: opening the popup is not yet writing in it.
		startsCaptcha( element, captcha );
	}
}

/**
 * A click on an icon: opens its popup, or closes it when it is the one open.
 *
 * @param icon The icon.
 */
export function toggle( icon: HTMLElement ): Promise< void > {
	if ( current?.icon === icon ) {
		current.close( true );
		return Promise.resolve();
	}
	return open( icon, true );
}

/**
 * An icon scrolled into view (scroll_open): opens its popup unless one is open.
 *
 * @param icon The icon.
 */
export function openByScroll( icon: HTMLElement ): Promise< void > {
	return current ? Promise.resolve() : open( icon, false );
}
