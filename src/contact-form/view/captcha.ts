/**
 * The optional captcha hooks of the form: a captcha script (enqueued only on pages whose form
 * asks for one) defines `window.farolContactCaptcha`; the form awaits its `beforeSubmit`
 * before sending (e.g. to put a token into the form data) and hands it the `captcha` data of
 * each refill. Without the global, nothing happens; a failing hook never blocks the send, nor
 * does a slow one: after CAPTCHA_WAIT_MS the form is sent as it is (the server answers with
 * the captcha message for a missing captcha, and the visitor may send again).
 */
/**
 * Internal dependencies
 */
import { settleWithin } from '../../lib/bounded';
import type { FarolContactCaptcha } from './captcha-global';

/** The longest a send waits for the captcha's answer. */
export const CAPTCHA_WAIT_MS = 10000;

/**
 * The captcha hooks, when a captcha script defined them.
 *
 * @return The global, or undefined.
 */
function hooks(): FarolContactCaptcha | undefined {
	return ( window as Window & { farolContactCaptcha?: FarolContactCaptcha } )
		.farolContactCaptcha;
}

/**
 * Lets the captcha prepare a send.
 *
 * @param form     The form.
 * @param formData What will be sent.
 * @param waitMs   The longest wait.
 */
export async function captchaBeforeSubmit(
	form: HTMLFormElement,
	formData: FormData,
	waitMs: number = CAPTCHA_WAIT_MS
): Promise< void > {
	let preparing: Promise< void >;
	try {
		preparing =
			hooks()?.beforeSubmit( form, formData ) ?? Promise.resolve();
	} catch {
		// The server decides; see above.
		return;
	}
	await settleWithin( preparing, waitMs, undefined );
}

/**
 * Hands the captcha its refill data.
 *
 * @param form The form.
 * @param data The refill answer's `captcha`, if any.
 */
export function captchaRefill(
	form: HTMLFormElement,
	data: Record< string, string > | undefined
): void {
	try {
		hooks()?.refill( form, data );
	} catch {
		// The next send's beforeSubmit gets what it needs (or the server says it is missing).
	}
}
