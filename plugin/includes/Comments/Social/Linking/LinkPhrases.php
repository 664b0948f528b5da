<?php
/**
 * Account linking's phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Linking;

/**
 * The configurable phrase of linking's own refusal (group "errors" of
 * Farol\Comments\PhrasesCatalogue; English msgid, context "comment phrase", translated in
 * comments-social.po). The other refusals a link can meet are social login's (SocialPhrases).
 */
final class LinkPhrases {

	/**
	 * Refusals.
	 *
	 * @return array<string,string>
	 */
	public static function errors(): array {
		return array(
			'social_already_linked' => _x( 'That account is already connected to another member of this site.', 'comment phrase', 'farol' ),
		);
	}
}
