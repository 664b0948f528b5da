<?php
/**
 * Settings every settings-file test starts from.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support\SettingsTransfer;

use Farol\Support\SettingsTransfer\SettingsTransfer;
use Farol\Support\SettingsTransfer\TransferScreen;
use ReflectionProperty;
use RuntimeException;

/**
 * The plugin's own SettingsTransfer (the one the composition root built, taken from its
 * screen's hook), a site with a non-default value in every section and a secret in every
 * secret field, and a byte-exact snapshot of the options.
 */
trait TransferFixtures {

	/**
	 * The composition root's SettingsTransfer.
	 *
	 * @throws RuntimeException When the screen is not hooked.
	 */
	private function transfer(): SettingsTransfer {
		global $wp_filter;
		foreach ( $wp_filter[ 'admin_post_' . TransferScreen::EXPORT_ACTION ]->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof TransferScreen ) {
					$screen = $callback['function'][0];
					return ( new ReflectionProperty( $screen, 'transfer' ) )->getValue( $screen );
				}
			}
		}
		throw new RuntimeException( 'Tools › Farol settings is not hooked.' );
	}

	/**
	 * Stores a non-default value in every section, and the given secrets.
	 *
	 * @param string $secret Prefix of every secret.
	 * @param int    $per_page The comments' per page (so two sites differ).
	 */
	private function configure( string $secret, int $per_page = 17 ): void {
		update_option(
			'farol_comments',
			array(
				'per_page'         => $per_page,
				'vote_style'       => 'separate',
				'phrases'          => array( 'post_not_found' => 'Este post sumiu.' ),
				'captcha_provider' => 'turnstile',
				'captcha_site_key' => 'site-key-comments',
				'captcha_secret'   => $secret . '-captcha-0001',
				'social_providers' => array(
					'google' => array(
						'enabled'       => true,
						'client_id'     => 'google-client-id',
						'client_secret' => $secret . '-google-0002',
					),
				),
			)
		);
		update_option(
			'farol_contact_spam',
			array(
				'captcha_provider'   => 'recaptcha_v3',
				'recaptcha_site_key' => 'site-key-contact',
				'recaptcha_secret'   => $secret . '-recaptcha-0003',
				'turnstile_secret'   => $secret . '-turnstile-0004',
				'akismet'            => true,
				'akismet_key'        => $secret . '-akismet-0005',
			)
		);
		update_option(
			'farol_lead_forwarding',
			array(
				'base_url' => 'https://crm.example.org',
				'api_key'  => $secret . '-forwarding-0006',
				'timeout'  => 25,
			)
		);
		update_option( 'farol_lead_capture', array( 'api_domain' => 'https://leads.example.org/wp-json/farol/v1' ) );
		update_option(
			'farol_sticky_rules',
			array(
				array(
					'sticky_selector' => '#masthead',
					'top_distance'    => 12,
				),
			)
		);
	}

	/**
	 * Every section's option, as stored (serialized: byte for byte).
	 *
	 * @return array<string,string>
	 */
	private function snapshot(): array {
		global $wpdb;
		$rows = array();
		foreach ( $this->transfer()->options() as $option ) {
			wp_cache_delete( $option, 'options' );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the stored bytes, not a cached read.
			$rows[ $option ] = (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) );
		}
		return $rows;
	}

	/**
	 * The settings in effect of every section (each option through its sanitizer).
	 *
	 * @return array<string,mixed>
	 */
	private function in_effect(): array {
		$values = array();
		foreach ( $this->transfer()->options() as $option ) {
			$values[ $option ] = sanitize_option( $option, get_option( $option ) );
		}
		return $values;
	}
}
