/**
 * The modal's tabs and their pages: choosing a tab shows its panel (its first page is asked
 * for the first time, with the tab's own action); a pager's button asks for that page; an
 * item's button (`data-farol-action` + `data-id`, and the text of its confirm dialog in
 * `data-confirm`) calls its action with `id` and `page` and shows the page it answers —
 * except wpdDeleteComment, the thread's own delete (`commentId`), after which the page is asked
 * again and, when the comment is on this post, it leaves the thread and the heading's count
 * goes down.
 */

/**
 * Internal dependencies
 */
import { deleteAnswer } from '../answers-contract';
import { request, type Context } from '../context';
import { showCount } from '../count';
import { infoPageAnswer, type InfoPageAnswer } from '../info-contract';
import { dispatch, store } from '../store';

/**
 * Puts a page in a panel and keeps the focus on its pager (or the panel).
 *
 * @param panel  The panel.
 * @param answer The page.
 */
function show( panel: HTMLElement, answer: InfoPageAnswer ): void {
	const hadFocus = panel.contains( panel.ownerDocument.activeElement );
	panel.innerHTML = answer.html;
	panel.dataset.page = String( answer.page );
	panel.dataset.loaded = '1';
	if ( hadFocus ) {
		(
			panel.querySelector< HTMLElement >( '[aria-current="page"]' ) ??
			panel
		).focus();
	}
}

/**
 * Asks for one page of a panel's tab.
 *
 * @param ctx   The area.
 * @param panel The panel.
 * @param page  1-based page.
 */
export async function loadPage(
	ctx: Context,
	panel: HTMLElement,
	page: number
): Promise< void > {
	const action = panel.dataset.farolInfoAction;
	if ( ! action || ! ( page > 0 ) ) {
		return;
	}
	panel.setAttribute( 'aria-busy', 'true' );
	const answer = await request(
		ctx,
		action,
		{ page, nonce: ctx.props.nonce },
		infoPageAnswer
	);
	panel.removeAttribute( 'aria-busy' );
	if ( answer ) {
		show( panel, answer );
	}
}

/**
 * Chooses a tab.
 *
 * @param ctx    The area.
 * @param dialog The dialog.
 * @param tab    The tab.
 */
export function selectTab(
	ctx: Context,
	dialog: HTMLElement,
	tab: HTMLElement
): void {
	dialog
		.querySelectorAll< HTMLElement >( '[role="tab"]' )
		.forEach( ( each ) => {
			const chosen = each === tab;
			each.setAttribute( 'aria-selected', chosen ? 'true' : 'false' );
			each.tabIndex = chosen ? 0 : -1;
			const panel = dialog.querySelector< HTMLElement >(
				`#${ CSS.escape( each.getAttribute( 'aria-controls' ) ?? '' ) }`
			);
			if ( panel ) {
				panel.hidden = ! chosen;
			}
		} );
	const panel = dialog.querySelector< HTMLElement >(
		`#${ CSS.escape( tab.getAttribute( 'aria-controls' ) ?? '' ) }`
	);
	if (
		panel &&
		panel.dataset.loaded !== '1' &&
		panel.innerHTML.trim() === ''
	) {
		void loadPage( ctx, panel, 1 );
	}
}

/**
 * Acts on an item after the visitor confirms.
 *
 * @param ctx     The area.
 * @param panel   The item's panel.
 * @param button  The item's button.
 * @param confirm Asks the visitor (the browser's dialog by default).
 */
export async function actOnItem(
	ctx: Context,
	panel: HTMLElement,
	button: HTMLButtonElement,
	// eslint-disable-next-line no-alert -- deleting and cancelling ask first, in the browser's own dialog.
	confirm: ( text: string ) => boolean = ( text ) => window.confirm( text )
): Promise< void > {
	const action = button.dataset.farolAction ?? '';
	const id = Number( button.dataset.id );
	const page = Number( panel.dataset.page ) || 1;
	if (
		! action ||
		! ( id > 0 ) ||
		! confirm( button.dataset.confirm ?? '' )
	) {
		return;
	}
	button.disabled = true;
	if ( action === 'wpdDeleteComment' ) {
		const deleted = await request(
			ctx,
			action,
			{ commentId: id, nonce: ctx.props.nonce },
			deleteAnswer
		);
		button.disabled = false;
		if ( deleted ) {
			const shown = ctx.list.querySelector(
				`.farol-comment[data-comment-id="${ id }"]`
			);
			if ( shown ) {
				// A comment of this post: it leaves the thread and the heading counts one less.
				shown.remove();
				showCount(
					ctx,
					deleted.wc_all_comments_count_before_threads_html
				);
			}
			dispatch( store ).showMessage(
				'success',
				ctx.phrase( 'comment_deleted' )
			);
			await loadPage( ctx, panel, page );
		}
		return;
	}
	const answer = await request(
		ctx,
		action,
		{ id, page, nonce: ctx.props.nonce },
		infoPageAnswer
	);
	button.disabled = false;
	if ( answer ) {
		show( panel, answer );
	}
}
