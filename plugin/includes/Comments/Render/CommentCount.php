<?php
/**
 * The "N comments" heading's text.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Render;

/**
 * Written once for the area's heading (ThreadView) and for the answers that change the count
 * (wpdAddComment, wpdDeleteComment: `wc_all_comments_count_before_threads_html`), which the
 * client puts in the heading as it is.
 */
final class CommentCount {

	/**
	 * The heading's text, escaped.
	 *
	 * @param int $count Number of comments.
	 */
	public static function heading_html( int $count ): string {
		return esc_html(
			/* translators: %s: number of comments. */
			sprintf( _n( '%s comment', '%s comments', $count, 'farol' ), number_format_i18n( $count ) )
		);
	}
}
