/**
 * The Turnstile script (plugin/build/apps/contact-form/captcha-turnstile.js), loaded after
 * Cloudflare's api.js?render=explicit on pages with a form whose captcha is on: it renders a
 * widget (managed mode) into each form's captcha slot, sends its token as
 * `cf-turnstile-response` (waiting for it when the visitor sends before the widget is done),
 * and resets the widget after each send, since a token is single-use.
 */
/**
 * Internal dependencies
 */
import type { FarolContactCaptcha, TurnstileApi } from './global';
import { captchaContainer, waitFor } from './wait-for';

const PROVIDER = 'turnstile';
const TOKEN_FIELD = 'cf-turnstile-response';
const LOAD_TIMEOUT_MS = 10000;
const TOKEN_TIMEOUT_MS = 30000;

const widgets = new WeakMap< HTMLFormElement, string >();

/**
 * Renders the widget of a form once Cloudflare's script is there.
 *
 * @param form The form.
 * @param api  Turnstile.
 */
function render( form: HTMLFormElement, api: TurnstileApi ): void {
	const container = captchaContainer( form, PROVIDER );
	const slot = container?.querySelector< HTMLElement >(
		'.farol-contact-form__turnstile'
	);
	if ( ! container || ! slot || widgets.has( form ) ) {
		return;
	}
	const id = api.render( slot, {
		sitekey: container.dataset.siteKey ?? '',
		action: container.dataset.action ?? 'contact_form',
		'response-field-name': TOKEN_FIELD,
	} );
	if ( id !== undefined ) {
		widgets.set( form, id );
	}
}

const captcha: FarolContactCaptcha = {
	async beforeSubmit( form, formData ) {
		const api = await waitFor( () => window.turnstile, LOAD_TIMEOUT_MS );
		if ( ! api ) {
			return;
		}
		render( form, api );
		const id = widgets.get( form );
		if ( id === undefined ) {
			return;
		}
		const token = await waitFor(
			() => api.getResponse( id ) || undefined,
			TOKEN_TIMEOUT_MS
		);
		if ( token ) {
			formData.set( TOKEN_FIELD, token );
			api.reset( id );
		}
	},
	refill( form ) {
		const id = widgets.get( form );
		if ( id !== undefined && window.turnstile ) {
			window.turnstile.reset( id );
		}
	},
};

window.farolContactCaptcha = captcha;

void waitFor( () => window.turnstile, LOAD_TIMEOUT_MS ).then( ( api ) => {
	if ( api ) {
		document
			.querySelectorAll< HTMLFormElement >( 'form' )
			.forEach( ( form ) => render( form, api ) );
	}
} );
