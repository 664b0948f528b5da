<?php
/**
 * What a captcha provider concluded.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Captcha;

/**
 * A captcha verdict: `pass`; `fail` (no, a wrong, a forged, an expired or a reused answer: the
 * visitor may try again, the contact form answers validation_failed on the captcha, the comment widget refuses the comment); `spam` (a valid
 * answer the provider scores as a bot, e.g. a reCAPTCHA v3 score under the threshold: stored
 * as spam, not mailed; a comment is held for moderation); `unavailable` (the provider could not be asked or answered nonsense).
 * `reason` is a short code for logs and tests, never shown to visitors.
 */
final class CaptchaResult {

	/**
	 * Creates a verdict.
	 *
	 * @param string $outcome pass, fail, spam or unavailable.
	 * @param string $reason  Why (a short code).
	 */
	public function __construct( public readonly string $outcome, public readonly string $reason = '' ) {
	}

	/**
	 * A pass.
	 */
	public static function pass(): self {
		return new self( 'pass' );
	}

	/**
	 * A failure.
	 *
	 * @param string $reason Why.
	 */
	public static function fail( string $reason ): self {
		return new self( 'fail', $reason );
	}

	/**
	 * Whether the answer passed.
	 */
	public function passed(): bool {
		return 'pass' === $this->outcome;
	}
}
