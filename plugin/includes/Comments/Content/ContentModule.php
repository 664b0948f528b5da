<?php
/**
 * Comment content rules on WordPress's comment pipeline.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Content;

use Farol\Module;

/**
 * Makes every new or edited comment obey the editor's allow-list: core's KSES for comments
 * (context `pre_comment_content`) gets CommentContent's list instead of core's short one, and
 * CommentContent::sanitize() runs before it for every author (also those allowed unfiltered
 * HTML: a comment has one shape, the one the editor and the thread's styles know). Where a
 * comment shows, its formulas' TeX source is protected from core's typography filters.
 */
final class ContentModule implements Module {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter(
			'wp_kses_allowed_html',
			static function ( $tags, $context ) {
				return 'pre_comment_content' === $context ? CommentContent::allowed_html() : $tags;
			},
			10,
			2
		);
		add_filter(
			'pre_comment_content',
			static function ( $content ) {
				// Like core's wp_filter_kses(): the pipeline's data is slashed here.
				return wp_slash( CommentContent::sanitize( wp_unslash( is_string( $content ) ? $content : '' ) ) );
			},
			9
		);
		// Before core's clickable links (9), texturize (10) and smilies (20).
		add_filter(
			'comment_text',
			static function ( $text ) {
				return CommentContent::protect_formulas( is_string( $text ) ? $text : '' );
			},
			8
		);
	}
}
