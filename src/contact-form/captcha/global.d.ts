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
export interface ReCaptchaV3 {
	ready( callback: () => void ): void;
	execute( siteKey: string, options: { action: string } ): Promise< string >;
}

/** Turnstile's documented browser API (the part Farol uses). */
export interface TurnstileApi {
	render(
		element: HTMLElement,
		options: {
			sitekey: string;
			action?: string;
			'response-field-name'?: string;
			callback?: ( token: string ) => void;
		}
	): string | undefined;
	getResponse( id: string ): string | undefined;
	reset( id: string ): void;
}

declare global {
	interface Window {
		farolContactCaptcha?: FarolContactCaptcha;
		grecaptcha?: ReCaptchaV3;
		turnstile?: TurnstileApi;
	}
}
