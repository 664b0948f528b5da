<?php
/**
 * Social login's settings, read and masked.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

use Farol\Comments\Settings;

/**
 * Reads the `social_providers` and `social_agreement_text` keys of the widget's option (their
 * shape: src/comments/social-contract.ts) and completes each provider with its documented
 * endpoints (Providers) where the settings leave them empty.
 *
 * The app secrets (`client_secret`; Telegram's bot token) never go back to the browser: a REST
 * read of the option gets them masked (bullets and the last four characters, as the lead
 * forwarding key and the contact form's captcha secrets), and saving that masked text back
 * keeps the stored secret, so the settings page saves the other fields without knowing it.
 */
final class SocialSettings {

	/**
	 * What stands for the hidden part of a masked secret.
	 */
	public const MASK = '••••••••';

	/**
	 * Creates the reader.
	 *
	 * @param Settings $settings The widget's settings.
	 */
	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Adds the masking hooks.
	 */
	public function register(): void {
		// After Settings::rest_value() (10), which answers the settings in effect.
		add_filter( 'rest_pre_get_setting', array( $this, 'masked_for_rest' ), 20, 2 );
		add_filter( 'pre_update_option_' . Settings::OPTION, array( $this, 'keep_masked_secrets' ), 10, 2 );
	}

	/**
	 * An enabled provider's settings completed with its description; null when it is unknown,
	 * off, or lacks its credentials.
	 *
	 * @param string $name Provider.
	 * @return array{name:string,family:string,label:string,client_id:string,client_secret:string,public_key:string,authorize:string,token:string,tokeninfo:string,userinfo:string,scope:string,id:string,email:string,verified:string|bool,display:string,aud:string,exp:string,issuers:list<string>,adapter:string,token_auth:string,userinfo_args:array<string,string>,error:string}|null
	 */
	public function provider( string $name ): ?array {
		$described = Providers::describe( $name );
		$stored    = $this->settings->social_providers()[ $name ] ?? null;
		if ( null === $described || ! is_array( $stored ) || empty( $stored['enabled'] ) ) {
			return null;
		}
		$id     = trim( (string) ( $stored['client_id'] ?? '' ) );
		$secret = trim( (string) ( $stored['client_secret'] ?? '' ) );
		if ( '' === $id || '' === $secret ) {
			return null;
		}
		// A third credential some providers need (OK.ru's application key): not a secret.
		$public_key = trim( (string) ( $stored['public_key'] ?? '' ) );
		if ( in_array( 'public_key', $described['needs'], true ) && '' === $public_key ) {
			return null;
		}
		$endpoint = static function ( string $key, string $documented ) use ( $stored ): string {
			$given = trim( (string) ( $stored[ $key . '_url' ] ?? '' ) );
			// An administrator's address (a proxy, the tests' stand-in): http(s) only.
			return 1 === preg_match( '#^https?://[^\s]+$#i', $given ) ? $given : $documented;
		};
		return array(
			'name'          => $name,
			'family'        => $described['family'],
			'label'         => $described['label'],
			'client_id'     => $id,
			'client_secret' => $secret,
			'public_key'    => $public_key,
			'authorize'     => $endpoint( 'authorize', $described['authorize'] ),
			'token'         => $endpoint( 'token', $described['token'] ),
			'tokeninfo'     => $endpoint( 'tokeninfo', $described['tokeninfo'] ),
			'userinfo'      => $endpoint( 'userinfo', $described['userinfo'] ),
			'scope'         => $described['scope'],
			'id'            => $described['id'],
			'email'         => $described['email'],
			'verified'      => $described['verified'],
			'display'       => $described['name'],
			'aud'           => $described['aud'],
			'exp'           => $described['exp'],
			'issuers'       => $described['issuers'],
			'adapter'       => $described['adapter'],
			'token_auth'    => $described['token_auth'],
			'userinfo_args' => $described['userinfo_args'],
			'error'         => $described['error'],
		);
	}

	/**
	 * The enabled providers' names and labels, in the spec's order.
	 *
	 * @return array<string,string>
	 */
	public function enabled(): array {
		$enabled = array();
		foreach ( Providers::names() as $name ) {
			$provider = $this->provider( $name );
			if ( null !== $provider ) {
				$enabled[ $name ] = $provider['label'];
			}
		}
		return $enabled;
	}

	/**
	 * The agreement a visitor confirms before a social login ('' : none).
	 */
	public function agreement_text(): string {
		return $this->settings->social_agreement_text();
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
	 * Answers wp/v2/settings' read of the option with the secrets masked.
	 *
	 * @param mixed  $value Earlier filters' answer.
	 * @param string $name  Setting name.
	 * @return mixed
	 *
	 * @internal Filter callback of `rest_pre_get_setting`.
	 */
	public function masked_for_rest( mixed $value, string $name ): mixed {
		if ( Settings::OPTION !== $name || ! is_array( $value ) || ! isset( $value['social_providers'] ) || ! is_array( $value['social_providers'] ) ) {
			return $value;
		}
		foreach ( $value['social_providers'] as $provider => $stored ) {
			if ( is_array( $stored ) && isset( $stored['client_secret'] ) ) {
				$value['social_providers'][ $provider ]['client_secret'] = self::mask( (string) $stored['client_secret'] );
			}
		}
		return $value;
	}

	/**
	 * A masked secret saved back stands for the stored one.
	 *
	 * @param mixed $value     The sanitized value being stored.
	 * @param mixed $old_value The stored value.
	 * @return mixed
	 *
	 * @internal Filter callback of `pre_update_option_farol_comments`.
	 */
	public function keep_masked_secrets( mixed $value, mixed $old_value ): mixed {
		if ( ! is_array( $value ) || ! isset( $value['social_providers'] ) || ! is_array( $value['social_providers'] ) ) {
			return $value;
		}
		$old = is_array( $old_value ) && isset( $old_value['social_providers'] ) && is_array( $old_value['social_providers'] ) ? $old_value['social_providers'] : array();
		foreach ( $value['social_providers'] as $provider => $stored ) {
			if ( is_array( $stored ) && str_starts_with( (string) ( $stored['client_secret'] ?? '' ), self::MASK ) ) {
				$value['social_providers'][ $provider ]['client_secret'] = (string) ( $old[ $provider ]['client_secret'] ?? '' );
			}
		}
		return $value;
	}
}
