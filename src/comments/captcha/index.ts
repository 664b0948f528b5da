/**
 * The comment forms' captcha (a lazy chunk, loaded by ../captcha-loader.ts when the visitor
 * starts on a form with a captcha slot): per form, the provider the server printed
 * (`data-farol-captcha`) is started once (`prepare`), gives its answer before each send
 * (`ready`) and is renewed after it (`renew`).
 *
 * - proof_of_work: a challenge from wpdCaptchaChallenge, solved at once in the background
 *   (src/lib/captcha/pow-solver.ts) → `farol_captcha_challenge`, `farol_captcha`.
 * - recaptcha_v2, turnstile: the provider's widget in the slot; an unticked widget stops the
 *   send: its border turns red (`farol-comment-form__captcha--invalid`) and nothing is sent.
 *   reCAPTCHA v2 is scaled by the area's width (./scale.ts).
 * - recaptcha_v3: a token asked before each send → `g-recaptcha-response`.
 *
 * A provider script that fails shows `reCaptcha Error` (phrase `captcha_error`), or
 * `reCaptcha Error: ` and the reason when there is one, in the slot and as an error message.
 *
 * The form's owner (the comment widget, or the inline comment popup) gives what the captcha
 * needs as a CaptchaHost (./host.ts).
 */
/**
 * Internal dependencies
 */
import { requestParsed } from '../api';
import { captchaChallengeAnswer } from '../captcha-contract';
import type { CaptchaHost } from './host';
import { parseChallenge, solve } from '../../lib/captcha/pow-solver';
import { followScale } from './scale';
import {
	loadScript,
	providerGlobal,
	recaptchaReady,
	type GRecaptcha,
	type TurnstileGlobal,
} from './third-party';

/** The longest wait for Turnstile's own answer at a send, in ms. */
const TURNSTILE_WAIT_MS = 3000;

/** The slot's class while a widget that must be ticked is not. */
export const INVALID_CLASS = 'farol-comment-form__captcha--invalid';

interface Solved {
	challenge: string;
	solution: string;
}

interface FormCaptcha {
	provider: string;
	slot: HTMLElement;
	/** The proof of work being solved. */
	solving?: Promise< Solved | null >;
	/** The widget's id (v2: number, Turnstile: string), once rendered. */
	widget?: Promise< number | string | null >;
}

const forms = new WeakMap< HTMLFormElement, FormCaptcha >();

/**
 * Shows a provider's failure: "reCaptcha Error", or "reCaptcha Error: <reason>".
 *
 * @param host  The form's owner.
 * @param slot  The captcha slot.
 * @param error What went wrong.
 */
function showError(
	host: CaptchaHost,
	slot: HTMLElement,
	error: unknown
): void {
	const reason =
		error instanceof Error ? error.message : String( error ?? '' );
	const text = reason
		? `${ host.phrase( 'captcha_error' ) }: ${ reason }`
		: host.phrase( 'captcha_error' );
	const note = slot.querySelector< HTMLElement >(
		'.farol-comment-form__captcha-note'
	);
	if ( note ) {
		note.textContent = text;
		note.classList.add( 'farol-comment-form__captcha-note--error' );
	}
	host.showError( text );
}

/**
 * Asks a fresh challenge and solves it.
 *
 * @param host The form's owner.
 */
async function solveChallenge( host: CaptchaHost ): Promise< Solved | null > {
	const answer = await requestParsed(
		host.caller,
		'wpdCaptchaChallenge',
		{},
		captchaChallengeAnswer
	);
	const challenge =
		answer.kind === 'ok' ? parseChallenge( answer.data.challenge ) : null;
	if ( ! challenge ) {
		return null;
	}
	return { challenge: challenge.token, solution: await solve( challenge ) };
}

/**
 * Renders a widget that must be ticked (reCAPTCHA v2, Turnstile) into the slot.
 *
 * @param host  The form's owner.
 * @param state The form's captcha.
 */
async function renderWidget(
	host: CaptchaHost,
	state: FormCaptcha
): Promise< number | string | null > {
	const { slot } = state;
	const box = slot.querySelector< HTMLElement >(
		'.farol-comment-form__captcha-widget'
	);
	if ( ! box ) {
		return null;
	}
	const done = () => slot.classList.remove( INVALID_CLASS );
	const sitekey = slot.dataset.siteKey ?? '';
	try {
		await loadScript( slot.dataset.script ?? '' );
		if ( state.provider === 'turnstile' ) {
			const api = await providerGlobal( 'turnstile' );
			return (
				api.render( box, {
					sitekey,
					action: slot.dataset.action,
					'response-field-name': 'cf-turnstile-response',
					callback: done,
				} ) ?? null
			);
		}
		const api = await recaptchaReady(
			await providerGlobal( 'grecaptcha' )
		);
		followScale( box, host.area );
		return api.render( box, { sitekey, callback: done } );
	} catch ( error ) {
		showError( host, slot, error );
		return null;
	}
}

/**
 * Starts a form's captcha (once).
 *
 * @param host The form's owner.
 * @param form The form.
 */
export function prepare(
	host: CaptchaHost,
	form: HTMLFormElement
): FormCaptcha | null {
	const known = forms.get( form );
	if ( known ) {
		return known;
	}
	const slot = form.querySelector< HTMLElement >( '[data-farol-captcha]' );
	if ( ! slot ) {
		return null;
	}
	const state: FormCaptcha = {
		provider: slot.dataset.farolCaptcha ?? '',
		slot,
	};
	forms.set( form, state );
	if ( state.provider === 'proof_of_work' ) {
		state.solving = solveChallenge( host ).catch( () => null );
	} else if ( state.provider === 'recaptcha_v3' ) {
		loadScript( slot.dataset.script ?? '' ).catch( ( error ) =>
			showError( host, slot, error )
		);
	} else {
		state.widget = renderWidget( host, state );
	}
	return state;
}

/**
 * The ticked widget's answer ('' when not ticked or not rendered).
 *
 * @param state The form's captcha.
 */
async function widgetAnswer( state: FormCaptcha ): Promise< string > {
	const id = await state.widget;
	if ( id === null || id === undefined ) {
		return '';
	}
	const globals = window as unknown as {
		grecaptcha?: GRecaptcha;
		turnstile?: TurnstileGlobal;
	};
	if ( state.provider === 'turnstile' ) {
		return globals.turnstile?.getResponse( String( id ) ) ?? '';
	}
	return globals.grecaptcha?.getResponse( Number( id ) ) ?? '';
}

/**
 * Puts the answer in the fields about to be sent.
 *
 * @param host   The form's owner.
 * @param form   The form.
 * @param fields The fields.
 * @return Whether to send (false: a widget to tick is not ticked; its border turns red).
 */
export async function ready(
	host: CaptchaHost,
	form: HTMLFormElement,
	fields: FormData
): Promise< boolean > {
	const state = prepare( host, form );
	if ( ! state ) {
		return true;
	}
	if ( state.provider === 'proof_of_work' ) {
		const solved = await state.solving;
		if ( solved ) {
			fields.set( 'farol_captcha_challenge', solved.challenge );
			fields.set( 'farol_captcha', solved.solution );
		}
		return true;
	}
	if ( state.provider === 'recaptcha_v3' ) {
		try {
			await loadScript( state.slot.dataset.script ?? '' );
			const api = await recaptchaReady(
				await providerGlobal( 'grecaptcha' )
			);
			fields.set(
				'g-recaptcha-response',
				await api.execute( state.slot.dataset.siteKey ?? '', {
					action: state.slot.dataset.action ?? 'comment',
				} )
			);
		} catch ( error ) {
			showError( host, state.slot, error );
		}
		return true;
	}
	let answer = await widgetAnswer( state );
	// Turnstile's managed widget usually answers by itself within a moment: wait for it a little.
	for (
		let waited = 0;
		! answer &&
		state.provider === 'turnstile' &&
		waited < TURNSTILE_WAIT_MS;
		waited += 100
	) {
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		answer = await widgetAnswer( state );
	}
	if ( ! answer ) {
		state.slot.classList.add( INVALID_CLASS );
		return false;
	}
	fields.set(
		state.provider === 'turnstile'
			? 'cf-turnstile-response'
			: 'g-recaptcha-response',
		answer
	);
	return true;
}

/**
 * After a send: the answer was used once; a new one is prepared.
 *
 * @param host The form's owner.
 * @param form The form.
 */
export async function renew(
	host: CaptchaHost,
	form: HTMLFormElement
): Promise< void > {
	const state = forms.get( form );
	if ( ! state ) {
		return;
	}
	if ( state.provider === 'proof_of_work' ) {
		state.solving = solveChallenge( host ).catch( () => null );
		return;
	}
	const id = await state.widget;
	if ( id === null || id === undefined ) {
		return;
	}
	const globals = window as unknown as {
		grecaptcha?: GRecaptcha;
		turnstile?: TurnstileGlobal;
	};
	if ( state.provider === 'turnstile' ) {
		globals.turnstile?.reset( String( id ) );
	} else {
		globals.grecaptcha?.reset( Number( id ) );
	}
}
