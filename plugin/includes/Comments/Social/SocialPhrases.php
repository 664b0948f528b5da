<?php
/**
 * Social login's phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

/**
 * Social login's configurable phrases, by group of Farol\Comments\PhrasesCatalogue (English
 * msgids, context "comment phrase", translated in comments-social.po): the refusals of
 * wpd_social_login and wpd_login_callback (also carried back by the error cookie of a failed
 * redirect flow), and the agreement box's button.
 */
final class SocialPhrases {

	/**
	 * Refusals.
	 *
	 * @return array<string,string>
	 */
	public static function errors(): array {
		return array(
			'social_disabled'        => _x( 'This login option is not available.', 'comment phrase', 'farol' ),
			'social_wrong_app'       => _x( 'This login was issued to another site. Please try again.', 'comment phrase', 'farol' ),
			'social_token_expired'   => _x( 'Your login has expired. Please try again.', 'comment phrase', 'farol' ),
			'social_token_replayed'  => _x( 'This login was already used. Please try again.', 'comment phrase', 'farol' ),
			'social_token_invalid'   => _x( 'The login could not be verified. Please try again.', 'comment phrase', 'farol' ),
			'social_unverified_mail' => _x( 'Your account there has no verified email address, so we cannot log you in with it.', 'comment phrase', 'farol' ),
			'social_hash_invalid'    => _x( 'The Telegram login could not be verified.', 'comment phrase', 'farol' ),
			'social_provider_error'  => _x( 'The login service did not answer. Please try again later.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * The agreement box.
	 *
	 * @return array<string,string>
	 */
	public static function interface_texts(): array {
		return array(
			'social_agree' => _x( 'Agree and continue', 'comment phrase', 'farol' ),
		);
	}
}
