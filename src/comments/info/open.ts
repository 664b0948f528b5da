/**
 * The seam to the info modal (the lazy chunk `comments-info`, ./index.ts): the area's "My
 * content" button opens it, and an address carrying a guest link's fields (`farolGuest`, from
 * the mail wpdEmailDeleteLinks or a follow mail sent) has it redeemed. A reader who does
 * neither downloads nothing of it.
 */

/**
 * Internal dependencies
 */
import { retryImport } from '../../lib/bounded';
import type { Context } from '../context';

type InfoModule = typeof import('./index');

/**
 * The modal's module (its chunk is fetched on the first call).
 */
function loadInfo(): Promise< InfoModule > {
	return retryImport(
		() => import( /* webpackChunkName: "comments-info" */ './index' )
	);
}

/**
 * Opens the info modal.
 *
 * @param ctx    The area.
 * @param opener The button that opens it (focus returns there).
 */
export function openInfo( ctx: Context, opener: HTMLButtonElement ): void {
	opener.disabled = true;
	loadInfo()
		.then( ( info ) => info.openInfoModal( ctx, opener ) )
		.catch( ( error: unknown ) => {
			// eslint-disable-next-line no-console -- a chunk that never came must leave a trace.
			console.error(
				'[farol] comments: the info modal did not load',
				error
			);
		} )
		.finally( () => {
			opener.disabled = false;
		} );
}

/**
 * Redeems a guest link when the address carries one.
 *
 * @param ctx The area.
 */
export function redeemGuestLinkIn( ctx: Context ): void {
	if ( ! /[?&]farolGuest=/.test( window.location.search ) ) {
		return;
	}
	loadInfo()
		.then( ( info ) => info.redeemGuestLink( ctx ) )
		.catch( ( error: unknown ) => {
			// eslint-disable-next-line no-console -- see above.
			console.error( '[farol] comments: the guest link failed', error );
		} );
}
