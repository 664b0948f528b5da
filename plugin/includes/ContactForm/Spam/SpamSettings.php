<?php
/**
 * The contact form's site-wide spam settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\Support\JsonFile;

/**
 * The option `farol_contact_spam` (captcha provider, reCAPTCHA and Turnstile keys, the
 * reCAPTCHA score threshold, Akismet on/off and its key), registered with register_setting()
 * from the contract src/contact-form/spam-contract.ts (spam-settings.schema.json), so
 * wp/v2/settings reads and writes it, for users with manage_options only.
 *
 * Secrets never go back to the browser: a REST read gets them masked (bullets and the last four
 * characters), and saving the masked text back keeps the stored secret, as the lead
 * forwarding key does.
 */
final class SpamSettings {

	/**
	 * Option name (also the key in wp/v2/settings).
	 */
	public const OPTION = 'farol_contact_spam';

	/**
	 * What stands for the hidden part of a masked secret.
	 */
	public const MASK = '••••••••';

	/**
	 * The capability of reading and changing these settings.
	 */
	public const CAPABILITY = 'manage_options';

	/**
	 * The secrets a read masks.
	 */
	public const SECRETS = array( 'recaptcha_secret', 'turnstile_secret', 'akismet_key' );

	/**
	 * The contract file.
	 */
	private const SCHEMA_FILE = __DIR__ . '/../spam-settings.schema.json';

	/**
	 * The decoded schema.
	 *
	 * @var array<string,mixed>|null
	 */
	private static ?array $schema = null;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_setting' ) );
		add_action( 'rest_api_init', array( $this, 'register_setting' ) );
		add_filter( 'rest_pre_get_setting', array( $this, 'masked_for_rest' ), 10, 2 );
	}

	/**
	 * Registers the option and its REST schema (once).
	 */
	public function register_setting(): void {
		if ( isset( get_registered_settings()[ self::OPTION ] ) ) {
			return;
		}
		register_setting(
			'farol',
			self::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'Contact form spam protection: the captcha provider, its keys and Akismet.', 'farol' ),
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => self::normalize( array() ),
				'show_in_rest'      => array( 'schema' => self::schema() ),
			)
		);
	}

	/**
	 * The stored settings, complete (defaults for anything missing or broken).
	 *
	 * @return array{captcha_provider:string,recaptcha_site_key:string,recaptcha_secret:string,recaptcha_threshold:float,turnstile_site_key:string,turnstile_secret:string,akismet:bool,akismet_key:string}
	 */
	public static function get(): array {
		$settings = self::normalize( get_option( self::OPTION, array() ) );
		return array(
			'captcha_provider'    => (string) $settings['captcha_provider'],
			'recaptcha_site_key'  => trim( (string) $settings['recaptcha_site_key'] ),
			'recaptcha_secret'    => trim( (string) $settings['recaptcha_secret'] ),
			'recaptcha_threshold' => (float) $settings['recaptcha_threshold'],
			'turnstile_site_key'  => trim( (string) $settings['turnstile_site_key'] ),
			'turnstile_secret'    => trim( (string) $settings['turnstile_secret'] ),
			'akismet'             => (bool) $settings['akismet'],
			'akismet_key'         => trim( (string) $settings['akismet_key'] ),
		);
	}

	/**
	 * Normalises a value before it is stored; a masked secret stands for the stored one.
	 *
	 * @param mixed $value Value being saved.
	 * @return array<string,mixed>
	 */
	public function sanitize( mixed $value ): array {
		$clean  = self::normalize( $value );
		$stored = self::get();
		foreach ( self::SECRETS as $secret ) {
			$clean[ $secret ] = str_starts_with( (string) $clean[ $secret ], self::MASK ) ? $stored[ $secret ] : trim( (string) $clean[ $secret ] );
		}
		return $clean;
	}

	/**
	 * Answers wp/v2/settings' read of this option with the secrets masked.
	 *
	 * @param mixed  $value Earlier filters' answer (null to read the option).
	 * @param string $name  Setting name.
	 * @return mixed
	 */
	public function masked_for_rest( mixed $value, string $name ): mixed {
		if ( self::OPTION !== $name || null !== $value ) {
			return $value;
		}
		$settings = self::get();
		foreach ( self::SECRETS as $secret ) {
			$settings[ $secret ] = self::mask( $settings[ $secret ] );
		}
		return $settings;
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
	 * A value checked against the contract and completed with its defaults; the defaults alone
	 * when it breaks the contract.
	 *
	 * @param mixed $value Raw value.
	 * @return array<string,mixed>
	 */
	public static function normalize( mixed $value ): array {
		$schema = self::schema();
		$clean  = array();
		if ( is_array( $value ) && true === rest_validate_value_from_schema( $value, $schema, 'value' ) ) {
			$sanitized = rest_sanitize_value_from_schema( $value, $schema, 'value' );
			$clean     = is_array( $sanitized ) ? $sanitized : array();
		}
		foreach ( $schema['properties'] as $name => $property ) {
			if ( ! array_key_exists( $name, $clean ) ) {
				$clean[ $name ] = $property['default'];
			}
		}
		return $clean;
	}

	/**
	 * The contract's JSON Schema, without the generator's description.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		if ( null === self::$schema ) {
			self::$schema = JsonFile::schema( self::SCHEMA_FILE );
		}
		return self::$schema;
	}
}
