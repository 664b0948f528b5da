<?php
/**
 * The comment widget's settings through the REST settings route.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Tests\TestCase;

/**
 * The settings page to come saves through wp/v2/settings: the schema refuses what is out of
 * range, and only administrators may change it.
 */
final class CommentSettingsTest extends TestCase {

	/**
	 * An administrator saves valid settings; out-of-range values and unknown sortings are refused.
	 */
	public function test_an_administrator_saves_valid_settings_and_bad_ones_are_refused(): void {
		$this->login_as( 'administrator' );
		$read = $this->rest( 'GET', '/wp/v2/settings' );
		$this->assertSame( Settings::defaults(), $read->get_data()[ Settings::OPTION ] );

		$saved = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Settings::OPTION => array(
					'per_page'              => 20,
					'default_sorting'       => 'by_vote',
					'replace_core_comments' => true,
					'vote_style'            => 'separate',
					'read_more_words'       => 40,
				),
			)
		);
		$this->assertSame( 200, $saved->get_status() );
		$settings = new Settings();
		$this->assertSame( 20, $settings->per_page() );
		$this->assertSame( 'by_vote', $settings->default_sorting()->value );
		$this->assertTrue( $settings->replaces_core_comments() );

		foreach ( array( array( 'per_page' => 500 ), array( 'default_sorting' => 'comment_ID' ), array( 'vote_style' => '<b>' ) ) as $bad ) {
			$answer = $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION => $bad ) );
			$this->assertSame( 400, $answer->get_status(), (string) wp_json_encode( $bad ) );
		}
		$this->assertSame( 20, $settings->per_page() );
	}

	/**
	 * An editor cannot change them.
	 */
	public function test_an_editor_cannot_change_them(): void {
		$this->login_as( 'editor' );
		$answer = $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION => array( 'per_page' => 3 ) ) );
		$this->assertSame( 403, $answer->get_status() );
		$this->assertSame( Settings::PER_PAGE_DEFAULT, ( new Settings() )->per_page() );
	}

	/**
	 * The switches asked on pages without the widget (core's comments replaced, the post rating)
	 * read as the whole sanitized settings read them, whatever is stored.
	 */
	public function test_a_switch_reads_as_the_sanitized_settings_do(): void {
		$settings = new Settings();
		$cases    = array(
			array(),
			array(
				'replace_core_comments' => true,
				'rating_enabled'        => false,
			),
			array(
				'replace_core_comments' => false,
				'rating_enabled'        => true,
			),
			array(
				'replace_core_comments' => 'true',
				'rating_enabled'        => 'false',
			),
			array(
				'replace_core_comments' => 'nonsense',
				'rating_enabled'        => 0,
			),
			'not an array',
		);
		foreach ( $cases as $stored ) {
			$raw      = static fn () => $stored;
			add_filter( 'pre_option_' . Settings::OPTION, $raw );
			$expected = $settings->sanitize( $stored );
			$this->assertSame( $expected['replace_core_comments'], $settings->replaces_core_comments(), wp_json_encode( $stored ) );
			$this->assertSame( $expected['rating_enabled'], $settings->rating_enabled(), wp_json_encode( $stored ) );
			remove_filter( 'pre_option_' . Settings::OPTION, $raw );
		}
		$this->assertTrue( $settings->rating_enabled(), 'the contract\'s default' );
	}
}
