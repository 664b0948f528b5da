<?php
/**
 * The comment captcha's settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Captcha;

use Farol\Comments\Settings;
use Farol\Support\Captcha\Captchas;
use Farol\Support\Captcha\ProofOfWork;

/**
 * The captcha keys of the widget's option `farol_comments` (contract: the captcha block of
 * src/comments/settings-contract.ts): `captcha_provider` (none, proof_of_work — the default, no
 * third party —, recaptcha_v2, recaptcha_v3, turnstile), `captcha_guests` (on), `captcha_members`
 * (off), `captcha_site_key`, `captcha_secret`, `captcha_threshold` (reCAPTCHA v3, 0.5).
 *
 * The secret never goes back to the browser: wp/v2/settings' read of the option gets it masked
 * (bullets and its last four characters, as the contact form's and the lead forwarding's), and
 * saving the masked text back keeps the stored secret. A third-party provider without both
 * keys falls back to the proof of work, so a half-done configuration never blocks commenting.
 */
final class CaptchaSettings {

	/**
	 * What stands for the hidden part of a masked secret.
	 */
	public const MASK = '••••••••';

	/**
	 * Adds the hooks that keep the secret out of REST reads.
	 */
	public function register(): void {
		// After Settings::rest_value (10), which answers the settings in effect.
		add_filter( 'rest_pre_get_setting', array( $this, 'masked_for_rest' ), 20, 2 );
		add_filter( 'pre_update_option_' . Settings::OPTION, array( $this, 'keep_secret' ), 10, 2 );
	}

	/**
	 * The option as wp/v2/settings reads it, with the secret masked.
	 *
	 * @param mixed  $value The answer so far.
	 * @param string $name  Setting name.
	 * @return mixed
	 *
	 * @internal Filter callback of `rest_pre_get_setting`.
	 */
	public function masked_for_rest( mixed $value, string $name ): mixed {
		if ( Settings::OPTION !== $name || ! is_array( $value ) || ! isset( $value['captcha_secret'] ) ) {
			return $value;
		}
		$value['captcha_secret'] = self::mask( (string) $value['captcha_secret'] );
		return $value;
	}

	/**
	 * A save that sends the masked secret back keeps the stored one.
	 *
	 * @param mixed $value     The sanitized value being saved.
	 * @param mixed $old_value The stored value.
	 * @return mixed
	 *
	 * @internal Filter callback of `pre_update_option_farol_comments`.
	 */
	public function keep_secret( mixed $value, mixed $old_value ): mixed {
		if ( is_array( $value ) && is_string( $value['captcha_secret'] ?? null ) && str_starts_with( $value['captcha_secret'], self::MASK ) ) {
			$value['captcha_secret'] = is_array( $old_value ) && is_string( $old_value['captcha_secret'] ?? null ) ? $old_value['captcha_secret'] : '';
		}
		return $value;
	}

	/**
	 * A secret as the browser sees it: empty, or the mask and its last four characters.
	 *
	 * @param string $secret The secret.
	 */
	public static function mask( string $secret ): string {
		if ( '' === $secret ) {
			return '';
		}
		return self::MASK . ( strlen( $secret ) > 8 ? substr( $secret, -4 ) : '' );
	}

	/**
	 * The provider in force: 'none', proof_of_work, or a third-party one with both keys.
	 */
	public function provider(): string {
		$provider = (string) $this->all()['captcha_provider'];
		if ( isset( Captchas::TOKEN_FIELDS[ $provider ] ) && ( '' === $this->site_key() || '' === $this->secret() ) ) {
			return ProofOfWork::NAME;
		}
		return $provider;
	}

	/**
	 * Whether a visitor answers the captcha.
	 *
	 * @param bool $member Whether the visitor is logged in.
	 */
	public function required( bool $member ): bool {
		$on = (bool) $this->all()[ $member ? 'captcha_members' : 'captcha_guests' ];
		/**
		 * Filters whether the comment forms ask a visitor for the captcha.
		 *
		 * @param bool $on     Per the settings.
		 * @param bool $member Whether the visitor is logged in.
		 */
		return 'none' !== $this->provider() && (bool) apply_filters( 'farol_comments_captcha_required', $on, $member );
	}

	/**
	 * The third-party provider's site key.
	 */
	public function site_key(): string {
		return trim( (string) $this->all()['captcha_site_key'] );
	}

	/**
	 * The third-party provider's secret.
	 */
	public function secret(): string {
		return trim( (string) $this->all()['captcha_secret'] );
	}

	/**
	 * The lowest score reCAPTCHA v3 accepts.
	 */
	public function threshold(): float {
		return (float) $this->all()['captcha_threshold'];
	}

	/**
	 * The widget's settings, as Settings derives them (once per stored text of the option, not
	 * unserialized and sanitized again here).
	 *
	 * @return array<string,mixed>
	 */
	private function all(): array {
		return ( new Settings() )->values();
	}
}
