/**
 * The reCAPTCHA v3 script (plugin/build/apps/contact-form/captcha-recaptcha-v3.js), loaded after
 * Google's api.js?render=<site key> on pages with a form whose captcha is on: before each send
 * it asks `grecaptcha.execute( siteKey, { action } )` for a token and sends it as
 * `g-recaptcha-response`. When Google's script never loads, the form is sent without a token
 * and the server answers with the captcha message.
 */
/**
 * Internal dependencies
 */
import type { FarolContactCaptcha } from './global';
import { captchaContainer, waitFor } from './wait-for';

const PROVIDER = 'recaptcha_v3';
const TOKEN_FIELD = 'g-recaptcha-response';
const LOAD_TIMEOUT_MS = 10000;

const captcha: FarolContactCaptcha = {
	async beforeSubmit( form, formData ) {
		const container = captchaContainer( form, PROVIDER );
		const api = await waitFor( () => window.grecaptcha, LOAD_TIMEOUT_MS );
		if ( ! container || ! api ) {
			return;
		}
		try {
			await new Promise< void >( ( resolve ) => api.ready( resolve ) );
			const token = await api.execute( container.dataset.siteKey ?? '', {
				action: container.dataset.action ?? 'contact_form',
			} );
			formData.set( TOKEN_FIELD, token );
		} catch {
			// No token: the server answers with the captcha message.
		}
	},
	refill() {
		// A token is asked for each send; nothing to renew.
	},
};

window.farolContactCaptcha = captcha;
