/**
 * The comment widget's side of the captcha (./captcha/host.ts): its area's context gives the
 * endpoint, the post, the phrases and the area; errors go to the widget's messages.
 */
/**
 * Internal dependencies
 */
import type { CaptchaHost } from './captcha/host';
import type { Context } from './context';
import { dispatch, store } from './store';

const hosts = new WeakMap< Context, CaptchaHost >();

/**
 * The captcha host of a comment area (one per context).
 *
 * @param ctx The area.
 */
export function captchaHost( ctx: Context ): CaptchaHost {
	let host = hosts.get( ctx );
	if ( ! host ) {
		host = {
			caller: ctx.caller,
			phrase: ctx.phrase,
			area: ctx.area,
			showError: ( text ) =>
				dispatch( store ).showMessage( 'error', text ),
		};
		hosts.set( ctx, host );
	}
	return host;
}
