<?php
/**
 * The inline comments' phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Inline;

/**
 * The inline comments' configurable phrases, by group of Farol\Comments\PhrasesCatalogue
 * (English msgids, context "comment phrase", translated in comments-inline.po): the refusals of
 * the three inline actions, the notice after an inline comment, and the texts of the icon and
 * the popup.
 */
final class InlinePhrases {

	/**
	 * The placeholders these phrases must keep (merged into the catalogue's).
	 */
	public const PLACEHOLDERS = array(
		'inline_icon_label' => '%d',
		'inline_quote'      => '%s',
	);

	/**
	 * Refusals of the inline actions.
	 *
	 * @return array<string,string>
	 */
	public static function errors(): array {
		return array(
			'inline_form_not_found' => _x( 'This passage can no longer be commented on.', 'comment phrase', 'farol' ),
			'inline_disabled'       => _x( 'Comments on passages are turned off.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * The notice after an inline comment.
	 *
	 * @return array<string,string>
	 */
	public static function notices(): array {
		return array(
			'inline_posted' => _x( 'Thank you! Your comment on this passage was posted.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * The icon's and the popup's texts.
	 *
	 * @return array<string,string>
	 */
	public static function interface_texts(): array {
		return array(
			/* translators: %d: how many comments the passage has. */
			'inline_icon_label'  => _x( 'Comment on this passage (%d)', 'comment phrase', 'farol' ),
			'inline_title'       => _x( 'Comments on this passage', 'comment phrase', 'farol' ),
			/* translators: %s: the passage's text. */
			'inline_quote'       => _x( 'On the passage: “%s”', 'comment phrase', 'farol' ),
			'inline_close'       => _x( 'Close', 'comment phrase', 'farol' ),
			'inline_none_yet'    => _x( 'No comments on this passage yet. Be the first!', 'comment phrase', 'farol' ),
			'inline_placeholder' => _x( 'Your comment on this passage', 'comment phrase', 'farol' ),
			'inline_submit'      => _x( 'Send', 'comment phrase', 'farol' ),
		);
	}
}
