<?php
/**
 * The comment captcha's phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Captcha;

/**
 * The captcha's phrase keys and default texts (context "comment phrase", translated in
 * plugin/languages/pt_BR/comments-captcha.po), merged into the widget's PhrasesCatalogue, so an
 * administrator can change them on the settings page like every other phrase.
 */
final class CaptchaPhrases {

	/**
	 * Refusals of wpdAddComment.
	 *
	 * @return array<string,string>
	 */
	public static function errors(): array {
		return array(
			'captcha_missing' => _x( 'Please confirm that you are not a robot.', 'comment phrase', 'farol' ),
			'captcha_failed'  => _x( 'The anti-robot check failed. Please try again.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * Texts of the captcha's slot.
	 *
	 * @return array<string,string>
	 */
	public static function interface_texts(): array {
		return array(
			// The spec's own words: "reCaptcha Error", or "reCaptcha Error: " and the reason.
			'captcha_error'              => _x( 'reCaptcha Error', 'comment phrase', 'farol' ),
			'captcha_noscript'           => _x( 'Turn JavaScript on to comment (anti-robot check).', 'comment phrase', 'farol' ),
			// The subscribe bar's slot (its post without JavaScript is refused the same way).
			'captcha_noscript_subscribe' => _x( 'Turn JavaScript on to subscribe (anti-robot check).', 'comment phrase', 'farol' ),
			'captcha_terms'              => _x( 'This site is protected by reCAPTCHA; Google\'s Privacy Policy and Terms of Service apply.', 'comment phrase', 'farol' ),
		);
	}
}
