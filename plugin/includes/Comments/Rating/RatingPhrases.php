<?php
/**
 * The post rating's phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Rating;

/**
 * The rating's configurable phrases, by group of Farol\Comments\PhrasesCatalogue (English msgids,
 * context "comment phrase", translated in comments-rating.po): the refusals wpdUserRate answers,
 * its notice, the group's label and the question before a visitor changes their rating.
 */
final class RatingPhrases {

	/**
	 * Refusals of wpdUserRate.
	 *
	 * @return array<string,string>
	 */
	public static function errors(): array {
		return array(
			'rating_invalid'        => _x( 'Choose from 1 to 5 stars.', 'comment phrase', 'farol' ),
			'rating_disabled'       => _x( 'This post cannot be rated.', 'comment phrase', 'farol' ),
			'rating_login_required' => _x( 'Log in to rate this post.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * The notice after a rating.
	 *
	 * @return array<string,string>
	 */
	public static function notices(): array {
		return array(
			'rating_counted' => _x( 'Thank you! Your rating was counted.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * The group's label and the confirmation before a change.
	 *
	 * @return array<string,string>
	 */
	public static function interface_texts(): array {
		return array(
			'rating_label'          => _x( 'Rate this post', 'comment phrase', 'farol' ),
			'rating_change_confirm' => _x( 'You already rated this post. Change your rating?', 'comment phrase', 'farol' ),
		);
	}
}
