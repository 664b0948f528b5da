import type {
	GRecaptcha,
	TurnstileApi,
} from '../../lib/captcha/provider-apis';

/**
 * The captcha's browser seam: the script of the site's captcha provider (one of the
 * `provider-*.ts` entries, enqueued only on pages with a form whose captcha is on) defines
 * `window.farolContactCaptcha`; the contact form's view controller calls `beforeSubmit()` with
 * the FormData it is about to send (the script adds its answer to it) and `refill()` with the
 * refill answer's `captcha` data after a send.
 */
export interface FarolContactCaptcha {
	/** Adds the captcha's answer to the data about to be sent; never rejects. */
	beforeSubmit( form: HTMLFormElement, formData: FormData ): Promise< void >;
	/** Takes a refill's captcha data (e.g. a new challenge); resets single-use widgets. */
	refill( form: HTMLFormElement, data?: Record< string, string > ): void;
}

/** reCAPTCHA v3's documented browser API (the part Farol uses). */
export type ReCaptchaV3 = Pick< GRecaptcha, 'ready' | 'execute' >;

export type { TurnstileApi };

declare global {
	interface Window {
		farolContactCaptcha?: FarolContactCaptcha;
		grecaptcha?: ReCaptchaV3;
		turnstile?: TurnstileApi;
	}
}
