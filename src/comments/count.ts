/**
 * The area's "N comments" heading (`#farol-comments-title`, printed by the server) after a
 * comment is added or deleted: both answers carry the server's heading text
 * (`wc_all_comments_count_before_threads_html`, escaped text, Render\CommentCount), put in as
 * it is.
 */

/**
 * Internal dependencies
 */
import { fragment, type Context } from './context';

/**
 * Shows the new count in the heading.
 *
 * @param ctx  The area.
 * @param html The server's heading text (escaped).
 */
export function showCount( ctx: Context, html: string ): void {
	const title = ctx.area.querySelector( '#farol-comments-title' );
	if ( title && html ) {
		title.replaceChildren( fragment( html ) );
	}
}
