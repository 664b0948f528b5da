<?php
/**
 * The provider settings option.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\Support\RestSetting;

/**
 * The option `farol_lead_forwarding` (provider address, API key, timeout), registered with
 * register_setting() so wp/v2/settings reads and writes it with the contract's schema; that
 * route is for users with manage_options only (LeadFormPostType::SETTINGS_CAPABILITY).
 *
 * The API key never goes back to the browser: a REST read gets it masked (bullets and its last
 * four characters), and saving that masked text back keeps the stored key, so a settings
 * screen can save the other fields without knowing the key. An empty key turns forwarding
 * off for every form.
 */
final class ProviderSettings {

	/**
	 * Option name (also the key in wp/v2/settings).
	 */
	public const OPTION = 'farol_lead_forwarding';

	/**
	 * Settings group used with register_setting().
	 */
	public const GROUP = 'farol';

	/**
	 * What stands for the hidden part of a masked key.
	 */
	public const MASK = '••••••••';

	/**
	 * Creates the setting.
	 *
	 * @param ForwardingContract $contract The contract.
	 */
	public function __construct( private readonly ForwardingContract $contract ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_setting' ) );
		add_filter( 'rest_pre_get_setting', array( $this, 'masked_for_rest' ), 10, 2 );
	}

	/**
	 * Registers the option and its REST schema.
	 */
	public function register_setting(): void {
		// The contract is read on use: by the REST API, by a read of the option never stored.
		RestSetting::register(
			self::GROUP,
			self::OPTION,
			'object',
			array( $this, 'sanitize' ),
			fn (): array => $this->contract->normalize( array(), $this->contract->settings_schema() ),
			fn (): array => array(
				'description'  => __( 'Lead forwarding: the provider address, its API key and the request timeout.', 'farol' ),
				'show_in_rest' => array( 'schema' => $this->contract->settings_schema() ),
			)
		);
	}

	/**
	 * The stored settings, complete.
	 *
	 * @return array{base_url: string, api_key: string, timeout: int}
	 */
	public function get(): array {
		$settings = $this->contract->normalize( get_option( self::OPTION, array() ), $this->contract->settings_schema() );
		return array(
			'base_url' => rtrim( (string) $settings['base_url'], '/' ),
			'api_key'  => trim( (string) $settings['api_key'] ),
			'timeout'  => (int) $settings['timeout'],
		);
	}

	/**
	 * Whether conversions can be sent at all (a key is set).
	 */
	public function configured(): bool {
		return '' !== $this->get()['api_key'];
	}

	/**
	 * Normalises a value before it is stored; the masked key stands for the stored one.
	 *
	 * @param mixed $value Value being saved.
	 * @return array<string, mixed>
	 */
	public function sanitize( mixed $value ): array {
		$clean = $this->contract->normalize( $value, $this->contract->settings_schema() );
		if ( str_starts_with( (string) $clean['api_key'], self::MASK ) ) {
			$stored           = $this->contract->normalize( get_option( self::OPTION, array() ), $this->contract->settings_schema() );
			$clean['api_key'] = $stored['api_key'];
		}
		$clean['api_key'] = trim( (string) $clean['api_key'] );
		return $clean;
	}

	/**
	 * The key as the browser sees it: empty, or the mask and its last four characters.
	 *
	 * @param string $key The key.
	 */
	public static function mask( string $key ): string {
		if ( '' === $key ) {
			return '';
		}
		return self::MASK . ( strlen( $key ) > 8 ? substr( $key, -4 ) : '' );
	}

	/**
	 * Answers wp/v2/settings' read of this option with the key masked.
	 *
	 * @param mixed  $value Earlier filters' answer (null to read the option).
	 * @param string $name  Setting name.
	 * @return mixed
	 */
	public function masked_for_rest( mixed $value, string $name ): mixed {
		if ( self::OPTION !== $name || null !== $value ) {
			return $value;
		}
		$settings            = $this->get();
		$settings['api_key'] = self::mask( $settings['api_key'] );
		return $settings;
	}

	/**
	 * The capability of changing these settings.
	 */
	public static function capability(): string {
		return LeadFormPostType::SETTINGS_CAPABILITY;
	}
}
