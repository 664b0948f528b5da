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
 */
/**
 * Internal dependencies
 */
import { captchaChallengeAnswer } from '../captcha-contract';
import { requestQuietly, type Context } from '../context';
import { dispatch, store } from '../store';
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
 * @param ctx   The area.
 * @param slot  The captcha slot.
 * @param error What went wrong.
 */
function showError( ctx: Context, slot: HTMLElement, error: unknown ): void {
	const reason =
		error instanceof Error ? error.message : String( error ?? '' );
	const text = reason
		? `${ ctx.phrase( 'captcha_error' ) }: ${ reason }`
		: ctx.phrase( 'captcha_error' );
	const note = slot.querySelector< HTMLElement >(
		'.farol-comment-form__captcha-note'
	);
	if ( note ) {
		note.textContent = text;
		note.classList.add( 'farol-comment-form__captcha-note--error' );
	}
	dispatch( store ).showMessage( 'error', text );
}

/**
 * Asks a fresh challenge and solves it.
 *
 * @param ctx The area.
 */
async function solveChallenge( ctx: Context ): Promise< Solved | null > {
	const answer = await requestQuietly(
		ctx,
		'wpdCaptchaChallenge',
		{},
		captchaChallengeAnswer
	);
	const challenge = answer ? parseChallenge( answer.challenge ) : null;
	if ( ! challenge ) {
		return null;
	}
	return { challenge: challenge.token, solution: await solve( challenge ) };
}

/**
 * Renders a widget that must be ticked (reCAPTCHA v2, Turnstile) into the slot.
 *
 * @param ctx   The area.
 * @param state The form's captcha.
 */
async function renderWidget(
	ctx: Context,
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
		followScale( box, ctx.area );
		return api.render( box, { sitekey, callback: done } );
	} catch ( error ) {
		showError( ctx, slot, error );
		return null;
	}
}

/**
 * Starts a form's captcha (once).
 *
 * @param ctx  The area.
 * @param form The form.
 */
export function prepare(
	ctx: Context,
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
		state.solving = solveChallenge( ctx ).catch( () => null );
	} else if ( state.provider === 'recaptcha_v3' ) {
		loadScript( slot.dataset.script ?? '' ).catch( ( error ) =>
			showError( ctx, slot, error )
		);
	} else {
		state.widget = renderWidget( ctx, state );
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
 * @param ctx    The area.
 * @param form   The form.
 * @param fields The fields.
 * @return Whether to send (false: a widget to tick is not ticked; its border turns red).
 */
export async function ready(
	ctx: Context,
	form: HTMLFormElement,
	fields: FormData
): Promise< boolean > {
	const state = prepare( ctx, form );
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
			showError( ctx, state.slot, error );
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
 * @param ctx  The area.
 * @param form The form.
 */
export async function renew(
	ctx: Context,
	form: HTMLFormElement
): Promise< void > {
	const state = forms.get( form );
	if ( ! state ) {
		return;
	}
	if ( state.provider === 'proof_of_work' ) {
		state.solving = solveChallenge( ctx ).catch( () => null );
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
