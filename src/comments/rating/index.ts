/**
 * The seam to the post rating's code (./rate.ts, the lazy chunk `comments-rating`): the view
 * holds only this function, so a visitor who never clicks a star downloads nothing of the
 * rating. The chunk is asked twice at most (retryImport); when it cannot come, the click is
 * logged and the stars stay as printed.
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../../lib/bounded';
import type { Context } from '../context';

/**
 * Rates the post with the clicked star (its `data-rating`, its count of stars 1–5).
 *
 * @param ctx    The area.
 * @param button The star.
 */
export function rate( ctx: Context, button: HTMLButtonElement ): void {
	retryImport(
		() => import( /* webpackChunkName: "comments-rating" */ './rate' )
	)
		.then( ( module ) => module.rate( ctx, button ) )
		.catch( ( error: unknown ) => {
			// eslint-disable-next-line no-console -- the stars stay as printed; a trace for whoever debugs it.
			console.error( '[farol] comments: rating failed', error );
		} );
}
