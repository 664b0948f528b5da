/**
 * The parts of the captcha providers' documented browser APIs Farol uses, typed once for the
 * contact form's provider scripts and the comment forms' captcha: Google's `grecaptcha` (v2's
 * checkbox and v3 share the global) and Cloudflare's `turnstile`.
 */

/** The part of Google's `grecaptcha` Farol uses (v2 and v3 share the global). */
export interface GRecaptcha {
	ready( callback: () => void ): void;
	render(
		element: HTMLElement,
		options: {
			sitekey: string;
			callback?: ( token: string ) => void;
			'expired-callback'?: () => void;
		}
	): number;
	getResponse( id?: number ): string;
	reset( id?: number ): void;
	execute( siteKey: string, options: { action: string } ): Promise< string >;
}

/** The part of Cloudflare's `turnstile` Farol uses. */
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
