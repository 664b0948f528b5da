/**
 * The info modal (wpdGetInfo): the server renders it — a member's tabs (comments, follows,
 * subscriptions: whatever tabs the server has) or a guest's e-mail form — and this module shows
 * it as a dialog (./dialog.ts) and wires it: the tabs (arrow keys move between them, a tab's
 * first page loads when it is first chosen), the pagers, and the items' buttons, each after the
 * confirm dialog the spec asks for.
 */

/**
 * Internal dependencies
 */
import { request, fragment, type Context } from '../context';
import { infoAnswer } from '../info-contract';
import { showDialog, type Dialog } from './dialog';
import { sendGuestLinks } from './guest';
import { actOnItem, loadPage, selectTab } from './tabs';

let current: Dialog | null = null;

/**
 * Opens the modal (once: a second call while it is open focuses it).
 *
 * @param ctx    The area.
 * @param opener The button that opened it.
 */
export async function openInfoModal(
	ctx: Context,
	opener: HTMLElement
): Promise< void > {
	if ( current?.element.isConnected ) {
		current.element.focus();
		return;
	}
	const answer = await request(
		ctx,
		'wpdGetInfo',
		ctx.props.nonce ? { nonce: ctx.props.nonce } : {},
		infoAnswer
	);
	const dialog = answer
		? fragment( answer.html ).querySelector< HTMLElement >(
				'[role="dialog"]'
		  )
		: null;
	if ( ! dialog ) {
		return;
	}
	wire( ctx, dialog );
	current = showDialog(
		dialog,
		opener,
		dialog.querySelector< HTMLElement >(
			'[role="tab"][aria-selected="true"], input[type="email"]'
		)
	);
}

/**
 * The modal's listeners.
 *
 * @param ctx    The area.
 * @param dialog The dialog.
 */
function wire( ctx: Context, dialog: HTMLElement ): void {
	dialog.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		const tab = target.closest< HTMLElement >( '[role="tab"]' );
		if ( tab ) {
			selectTab( ctx, dialog, tab );
			return;
		}
		const pageButton = target.closest< HTMLButtonElement >(
			'[data-farol-info-page]'
		);
		const panel = target.closest< HTMLElement >( '[role="tabpanel"]' );
		if ( pageButton && panel ) {
			void loadPage(
				ctx,
				panel,
				Number( pageButton.dataset.farolInfoPage )
			);
			return;
		}
		const item = target.closest< HTMLButtonElement >(
			'button[data-farol-action][data-id]'
		);
		if ( item && panel ) {
			void actOnItem( ctx, panel, item );
		}
	} );
	dialog.addEventListener( 'keydown', ( event ) => {
		const tab = ( event.target as Element ).closest< HTMLElement >(
			'[role="tab"]'
		);
		if (
			! tab ||
			! [ 'ArrowLeft', 'ArrowRight', 'Home', 'End' ].includes( event.key )
		) {
			return;
		}
		const tabs = Array.from(
			dialog.querySelectorAll< HTMLElement >( '[role="tab"]' )
		);
		const at = tabs.indexOf( tab );
		const next = {
			ArrowLeft: ( at - 1 + tabs.length ) % tabs.length,
			ArrowRight: ( at + 1 ) % tabs.length,
			Home: 0,
			End: tabs.length - 1,
		}[ event.key as 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' ];
		const chosen = tabs[ next ];
		if ( chosen ) {
			event.preventDefault();
			selectTab( ctx, dialog, chosen );
			chosen.focus();
		}
	} );
	dialog.addEventListener( 'submit', ( event ) => {
		const form = ( event.target as Element ).closest< HTMLFormElement >(
			'[data-farol-info="guest-form"]'
		);
		if ( form ) {
			event.preventDefault();
			void sendGuestLinks( ctx, form );
		}
	} );
}
