/**
 * The third-party captchas of the comment forms, through their documented browser APIs:
 * reCAPTCHA v2 (`api.js?render=explicit`, `grecaptcha.render()` of the checkbox in the slot's
 * widget box, `getResponse()`, `reset()`), reCAPTCHA v3 (`api.js?render=<site key>`,
 * `grecaptcha.execute( siteKey, { action } )` before each send → `g-recaptcha-response`) and
 * Turnstile (`api.js?render=explicit`, `turnstile.render()` → `cf-turnstile-response`).
 * The provider's script is added to the page once, when the visitor starts on a form.
 */

/**
 * Internal dependencies
 */
import type { GRecaptcha, TurnstileApi } from '../../lib/captcha/provider-apis';

export type { GRecaptcha };
/** Turnstile's global (the shared type of its documented browser API). */
export type TurnstileGlobal = TurnstileApi;

interface ProviderGlobals {
	grecaptcha?: GRecaptcha;
	turnstile?: TurnstileGlobal;
}

/** The longest wait for a provider's script, in ms. */
export const SCRIPT_TIMEOUT_MS = 10000;

const scripts = new Map< string, Promise< void > >();

/**
 * Adds a provider's script to the page once; resolves when it ran, rejects when it could not
 * be loaded (the reason, when the browser gives one).
 *
 * @param src The script's address.
 */
export function loadScript( src: string ): Promise< void > {
	let loaded = scripts.get( src );
	if ( ! loaded ) {
		loaded = new Promise< void >( ( resolve, reject ) => {
			const script = document.createElement( 'script' );
			script.src = src;
			script.async = true;
			script.addEventListener( 'load', () => resolve() );
			script.addEventListener( 'error', () => reject( new Error( '' ) ) );
			document.head.append( script );
		} );
		scripts.set( src, loaded );
	}
	return loaded;
}

/**
 * The provider's global once its script defines it.
 *
 * @param name grecaptcha or turnstile.
 * @return The global (rejects after SCRIPT_TIMEOUT_MS).
 */
export function providerGlobal< K extends keyof ProviderGlobals >(
	name: K
): Promise< NonNullable< ProviderGlobals[ K ] > > {
	return new Promise( ( resolve, reject ) => {
		const started = Date.now();
		const poll = () => {
			const value = ( window as unknown as ProviderGlobals )[ name ];
			if ( value ) {
				resolve( value as NonNullable< ProviderGlobals[ K ] > );
			} else if ( Date.now() - started > SCRIPT_TIMEOUT_MS ) {
				reject( new Error( 'timeout' ) );
			} else {
				setTimeout( poll, 50 );
			}
		};
		poll();
	} );
}

/**
 * Waits for grecaptcha.ready().
 *
 * @param api The global.
 */
export function recaptchaReady( api: GRecaptcha ): Promise< GRecaptcha > {
	return new Promise( ( resolve ) => api.ready( () => resolve( api ) ) );
}
