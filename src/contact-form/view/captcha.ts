/**
 * The optional captcha hooks of the form: a captcha script (enqueued only on pages whose form
 * asks for one) defines `window.farolContactCaptcha`; the form awaits its `beforeSubmit`
 * before sending (e.g. to put a token into the form data) and hands it the `captcha` data of
 * each refill. Without the global, nothing happens; a failing hook never blocks the send (the
 * server answers validation_failed for a missing captcha).
 */
/**
 * Internal dependencies
 */
import type { FarolContactCaptcha } from './captcha-global';

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
 */
export async function captchaBeforeSubmit(
	form: HTMLFormElement,
	formData: FormData
): Promise< void > {
	try {
		await hooks()?.beforeSubmit( form, formData );
	} catch {
		// The server decides; see above.
	}
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
	hooks()?.refill( form, data );
}
