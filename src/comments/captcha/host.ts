/**
 * What the captcha needs from the form it serves, so the comment widget (src/comments/
 * captcha-host.ts, from its area's context) and the inline comment popup (src/comments/inline/
 * popup.ts) both use the one captcha client without sharing anything else: where to ask
 * wpdCaptchaChallenge (the endpoint and the post), the texts, the element whose width scales
 * reCAPTCHA v2, and where a provider's failure is said.
 */
/**
 * Internal dependencies
 */
import type { Caller } from '../api';

export interface CaptchaHost {
	/** The endpoint and the post (wpdCaptchaChallenge's `postId`). */
	caller: Caller;
	/** A phrase by key (`captcha_error`). */
	phrase: ( key: string ) => string;
	/** The element whose width reCAPTCHA v2 is scaled to (the area, or the popup). */
	area: HTMLElement;
	/** Shows an error message to the visitor (the widget's messages, the popup's status line). */
	showError: ( text: string ) => void;
}
