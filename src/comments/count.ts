/**
 * The area's "N comments" heading (`#farol-comments-title`, printed by the server) after a
 * comment is added or deleted. The server's heading text is used when the answer has it
 * (`wc_all_comments_count_before_threads_html`, escaped text); wpdDeleteComment answers only
 * the new number (`wc_all_comments_count_new`) today, so its heading is written here with the
 * server's own message (same msgid and translation) until that answer carries the text too.
 */

/**
 * WordPress dependencies
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fragment, type Context } from './context';

/**
 * Shows the new count in the heading.
 *
 * @param ctx   The area.
 * @param html  The server's heading text (escaped), when the answer has it.
 * @param count The new number of comments, when the answer has only that.
 */
export function showCount(
	ctx: Context,
	html: string | undefined,
	count?: number
): void {
	const title = ctx.area.querySelector( '#farol-comments-title' );
	if ( ! title ) {
		return;
	}
	if ( html ) {
		title.replaceChildren( fragment( html ) );
	} else if ( count !== undefined ) {
		title.textContent = sprintf(
			/* translators: %s: number of comments. */
			_n( '%s comment', '%s comments', count, 'farol' ),
			count.toLocaleString( document.documentElement.lang || undefined )
		);
	}
}
