/**
 * The seam to the comment forms' captcha (src/comments/captcha/, a lazy chunk): a form the
 * server printed a captcha slot in (`[data-farol-captcha]`, Farol\Comments\Captcha\CommentCaptcha)
 * loads it when the visitor starts on the form, so a reader downloads nothing of it and the
 * provider's own script comes only then. Only types are imported from the chunk. Both the
 * comment widget (captcha-host.ts) and the inline comment popup (inline/popup.ts) call it,
 * each giving its CaptchaHost.
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../lib/bounded';
import type { CaptchaHost } from './captcha/host';

type CaptchaModule = typeof import('./captcha');

let loading: Promise< CaptchaModule > | null = null;

/**
 * The captcha module (its chunk is fetched on the first call, asked twice at most).
 */
function loadCaptcha(): Promise< CaptchaModule > {
	loading ??= retryImport(
		() => import( /* webpackChunkName: "comments-captcha" */ './captcha' )
	);
	return loading;
}

/**
 * Whether a form asks for a captcha.
 *
 * @param form The form.
 */
function asks( form: HTMLFormElement ): boolean {
	return form.querySelector( '[data-farol-captcha]' ) !== null;
}

/**
 * Starts the form's captcha (the provider's widget, or the proof of work's solving).
 *
 * @param host The form's owner.
 * @param form The form.
 */
export function prepareCaptcha(
	host: CaptchaHost,
	form: HTMLFormElement
): void {
	if ( asks( form ) ) {
		loadCaptcha()
			.then( ( captcha ) => captcha.prepare( host, form ) )
			.catch( () => undefined );
	}
}

/**
 * Puts the captcha's answer in the fields about to be sent.
 *
 * @param host   The form's owner.
 * @param form   The form.
 * @param fields The fields.
 * @return Whether to send: false when a widget the visitor must tick is not ticked (its
 *         border turns red). Without the chunk the form is sent and the server refuses it.
 */
export async function captchaReady(
	host: CaptchaHost,
	form: HTMLFormElement,
	fields: FormData
): Promise< boolean > {
	if ( ! asks( form ) ) {
		return true;
	}
	try {
		return await ( await loadCaptcha() ).ready( host, form, fields );
	} catch {
		return true;
	}
}

/**
 * After a send: a single-use answer is renewed (a new challenge, the widget reset).
 *
 * @param host The form's owner.
 * @param form The form.
 */
export function captchaSent( host: CaptchaHost, form: HTMLFormElement ): void {
	if ( asks( form ) ) {
		loadCaptcha()
			.then( ( captcha ) => captcha.renew( host, form ) )
			.catch( () => undefined );
	}
}
