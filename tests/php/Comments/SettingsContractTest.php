<?php
/**
 * The comment widget's settings: the contract's keys and their getters.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Tests\TestCase;

/**
 * The limits, guests, redirect, endpoint, edit window and agreement settings: their defaults,
 * saving them through wp/v2/settings (the settings page's route), refusals of bad values, and
 * a broken stored key that falls back alone.
 */
final class SettingsContractTest extends TestCase {

	/**
	 * A fresh site reads the agreed defaults.
	 */
	public function test_a_fresh_site_reads_the_defaults(): void {
		$settings = new Settings();
		$this->assertSame( 1, $settings->comment_min_length() );
		$this->assertSame( 5000, $settings->comment_max_length() );
		$this->assertSame( 1, $settings->reply_min_length() );
		$this->assertSame( 3000, $settings->reply_max_length() );
		$this->assertTrue( $settings->guest_commenting() );
		$this->assertSame( 0, $settings->redirect_page() );
		$this->assertSame( Settings::ENDPOINT_FAROL, $settings->endpoint() );
		$this->assertSame( 15, $settings->edit_window_minutes() );
		$this->assertSame( '', $settings->agreement_text() );
		$this->assertSame( array(), $settings->phrases() );
		$this->assertSame( 50, $settings->per_page() );
	}

	/**
	 * The defaults pages read (the PHP array `npm run contracts` writes) are the contract's own:
	 * every property's default in the JSON Schema, in its order, of its type.
	 */
	public function test_the_defaults_are_the_contracts(): void {
		$schema   = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/plugin/includes/Comments/comment-settings.schema.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local contract file.
		$expected = array_map( static fn ( array $property ) => $property['default'], $schema['properties'] );
		$this->assertSame( $expected, Settings::defaults(), 'comment-settings.defaults.php is stale: run npm run contracts' );
		$this->assertSame( 0.5, Settings::defaults()['captcha_threshold'] );
	}

	/**
	 * An administrator saves every new key; the getters read them back.
	 */
	public function test_an_administrator_saves_the_new_keys(): void {
		$this->login_as( 'administrator' );
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$saved = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Settings::OPTION => array_merge(
					Settings::defaults(),
					array(
						'comment_min_length'  => 0,
						'comment_max_length'  => 800,
						'reply_min_length'    => 5,
						'reply_max_length'    => 0,
						'guest_commenting'    => false,
						'redirect_page'       => $page,
						'endpoint'            => 'farol',
						'edit_window_minutes' => 0,
						'agreement_text'      => 'Li e aceito os <a href="https://example.com/termos" onclick="x()">termos</a><script>alert(1)</script>',
						'phrases'             => array( 'load_more' => 'Mais' ),
					)
				),
			)
		);
		$this->assertSame( 200, $saved->get_status() );

		$settings = new Settings();
		$this->assertSame( 0, $settings->comment_min_length() );
		$this->assertSame( 800, $settings->comment_max_length() );
		$this->assertSame( 5, $settings->reply_min_length() );
		$this->assertSame( 0, $settings->reply_max_length() );
		$this->assertFalse( $settings->guest_commenting() );
		$this->assertSame( $page, $settings->redirect_page() );
		$this->assertSame( Settings::ENDPOINT_FAROL, $settings->endpoint() );
		$this->assertSame( 0, $settings->edit_window_minutes() );
		$this->assertSame( 'Li e aceito os <a href="https://example.com/termos">termos</a>alert(1)', $settings->agreement_text() );
		$this->assertSame( array( 'load_more' => 'Mais' ), $settings->phrases() );

		wp_update_post(
			array(
				'ID'          => $page,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 0, $settings->redirect_page(), 'an unpublished page is no destination' );

		$read = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ Settings::OPTION ];
		$this->assertSame( 'farol', $read['endpoint'] );
		$this->assertSame( array( 'load_more' => 'Mais' ), $read['phrases'] );
	}

	/**
	 * Values the contract refuses answer 400 and change nothing.
	 */
	public function test_bad_values_are_refused(): void {
		$this->login_as( 'administrator' );
		$bad_values = array(
			array( 'comment_max_length' => -1 ),
			array( 'reply_max_length' => 100001 ),
			array( 'edit_window_minutes' => 'soon' ),
			array( 'endpoint' => 'elsewhere' ),
			array( 'guest_commenting' => 'maybe' ),
			array( 'agreement_text' => str_repeat( 'a', 2001 ) ),
			array( 'phrases' => array( 'load_more' => str_repeat( 'a', 1001 ) ) ),
			array( 'phrases' => 'Mais' ),
			array( 'unknown_key' => 1 ),
		);
		foreach ( $bad_values as $bad ) {
			$answer = $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION => $bad ) );
			$this->assertSame( 400, $answer->get_status(), (string) wp_json_encode( $bad ) );
		}
		$this->assertSame( Settings::defaults(), ( new Settings() )->sanitize( get_option( Settings::OPTION, array() ) ) );
	}

	/**
	 * A stored value broken by hand (or by an older version) loses only the broken key.
	 */
	public function test_a_broken_stored_key_falls_back_alone(): void {
		update_option(
			Settings::OPTION,
			array(
				'comment_max_length' => 'lots',
				'reply_max_length'   => '250',
				'endpoint'           => 'nowhere',
				'per_page'           => 10,
				'reply_min_length'   => 400,
			)
		);
		$settings = new Settings();
		$this->assertSame( 5000, $settings->comment_max_length() );
		$this->assertSame( 250, $settings->reply_max_length() );
		$this->assertSame( 250, $settings->reply_min_length(), 'never above the longest' );
		$this->assertSame( Settings::ENDPOINT_FAROL, $settings->endpoint() );
		$this->assertSame( 10, $settings->per_page() );
	}
}
