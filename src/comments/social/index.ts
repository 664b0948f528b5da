/**
 * The seam to social login's code (./login.ts, the lazy chunk `comments-social`): the view holds
 * only these functions, so a visitor who never clicks a login button downloads nothing of it.
 * At start, the chunk is asked only when the page came back from a login: Telegram's
 * `#tgAuthResult=` in the address, or the error cookie of a failed redirect flow (the server's
 * footer script has started the widget at once for those).
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../../lib/bounded';
import type { Context } from '../context';
import { readCookie } from '../cookies';
import { ERROR_COOKIE } from './cookies';

/**
 * Runs a function of the chunk.
 *
 * @param use What to do with it.
 */
function withChunk(
	use: ( module: typeof import('./login') ) => unknown
): void {
	retryImport(
		() => import( /* webpackChunkName: "comments-social" */ './login' )
	)
		.then( use )
		.catch( ( error: unknown ) => {
			// eslint-disable-next-line no-console -- the buttons stay as printed; a trace for whoever debugs it.
			console.error( '[farol] comments: social login failed', error );
		} );
}

/**
 * A login button was clicked.
 *
 * @param ctx    The area.
 * @param button The button (`data-provider`).
 */
export function socialLogin( ctx: Context, button: HTMLButtonElement ): void {
	withChunk( ( module ) => module.startLogin( ctx, button ) );
}

/**
 * The agreement box's button was clicked.
 *
 * @param ctx    The area.
 * @param button The button.
 */
export function socialAgree( ctx: Context, button: HTMLButtonElement ): void {
	withChunk( ( module ) => module.agree( ctx, button ) );
}

/**
 * At the widget's start: finishes a login the page came back from, if any.
 *
 * @param ctx The area.
 */
export function socialReturn( ctx: Context ): void {
	if (
		/^#tgAuthResult=/.test( window.location.hash ) ||
		readCookie( ERROR_COOKIE ) !== null
	) {
		withChunk( ( module ) => module.finishReturn( ctx ) );
	}
}
