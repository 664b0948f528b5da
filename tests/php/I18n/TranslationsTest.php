<?php
/**
 * Farol's own translations, for PHP and for its scripts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\I18n;

use Farol\I18n\Translations;
use Farol\Tests\TestCase;

/**
 * A pt_BR site shows Farol's strings in Portuguese, on the server and in the browser.
 */
final class TranslationsTest extends TestCase {

	private const SOURCE     = 'Farol requires PHP 8.1 or newer.';
	private const PORTUGUESE = 'O Farol precisa do PHP 8.1 ou mais recente.';

	/**
	 * Domains WordPress was told not to load just in time, before the test.
	 *
	 * @var array<string,bool>
	 */
	private array $unloaded_backup = array();

	/**
	 * Runs with the site language the test sets, and forgets Farol's loaded strings afterwards.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->unloaded_backup = $GLOBALS['l10n_unloaded'] ?? array();
		$this->assertFileExists(
			FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo',
			'Build the translations first: node tools/i18n/build.mjs (tools/test/php.sh does).'
		);
		unload_textdomain( 'farol' );
	}

	/**
	 * Leaves no Portuguese behind for the next test.
	 */
	protected function tear_down(): void {
		unload_textdomain( 'farol' );
		$GLOBALS['l10n_unloaded'] = $this->unloaded_backup;
		parent::tear_down();
	}

	/**
	 * With locale pt_BR, the init hook loads farol-pt_BR.mo.
	 */
	public function test_php_strings_are_portuguese_on_a_pt_br_site(): void {
		$this->use_locale( 'pt_BR' );
		$this->run_hooked_loader();

		$this->assertSame( self::PORTUGUESE, __( 'Farol requires PHP 8.1 or newer.', 'farol' ) );
	}

	/**
	 * With a locale Farol has no translation for, the English source strings show.
	 */
	public function test_php_strings_stay_english_on_an_english_site(): void {
		$this->use_locale( 'en_US' );
		$this->run_hooked_loader();

		$this->assertSame( self::SOURCE, __( 'Farol requires PHP 8.1 or newer.', 'farol' ) );
	}

	/**
	 * A Farol script gets the Portuguese JSON printed before it, as wp.i18n locale data.
	 */
	public function test_farol_scripts_get_the_portuguese_json(): void {
		$this->use_locale( 'pt_BR' );
		wp_register_script( 'farol-i18n-probe', 'http://' . FAROL_TESTS_DOMAIN . '/probe.js', array( 'wp-i18n' ), '1', true );
		wp_set_script_translations( 'farol-i18n-probe', 'farol', FAROL_TESTS_ROOT . '/plugin/languages' );
		try {
			$inline = wp_scripts()->print_translations( 'farol-i18n-probe', false );
		} finally {
			wp_deregister_script( 'farol-i18n-probe' );
		}

		$this->assertIsString( $inline, 'No translations were printed for a farol script.' );
		$this->assertStringContainsString( 'wp.i18n.setLocaleData', $inline );
		$this->assertStringContainsString( '"farol"', $inline );
		$this->assertStringContainsString( wp_json_encode( self::PORTUGUESE ), $inline );

		$json = load_script_translations( false, 'farol-anything', 'farol' );
		$this->assertIsString( $json );
		$this->assertJsonStringEqualsJsonFile( FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR-scripts.json', $json );
		$data = json_decode( $json, true );
		$this->assertSame( array( self::PORTUGUESE ), $data['locale_data']['messages'][ self::SOURCE ] );
	}

	/**
	 * Other text domains are not touched: WordPress's own lookup answers for them.
	 */
	public function test_other_domains_are_left_alone(): void {
		$this->use_locale( 'pt_BR' );

		$this->assertNull( apply_filters( 'pre_load_script_translations', null, false, 'wp-editor', 'default' ) );
		$this->assertNull( apply_filters( 'pre_load_script_translations', null, '/tmp/other.json', 'other-plugin', 'other-plugin' ) );
		$this->assertFalse( load_script_translations( false, 'other-plugin', 'other-plugin' ) );
		// Translations another filter already found are kept, even for farol.
		$this->assertSame( '{"found":"earlier"}', apply_filters( 'pre_load_script_translations', '{"found":"earlier"}', false, 'farol-x', 'farol' ) );
	}

	/**
	 * Makes determine_locale() answer $locale for the rest of the test.
	 *
	 * @param string $locale Locale.
	 */
	private function use_locale( string $locale ): void {
		add_filter( 'pre_determine_locale', static fn(): string => $locale );
		$this->assertSame( $locale, determine_locale() );
	}

	/**
	 * Calls the loader the plugin hooked to init (init itself has already run for this request).
	 */
	private function run_hooked_loader(): void {
		$hook = $GLOBALS['wp_filter']['init'] ?? null;
		$this->assertNotNull( $hook, 'Nothing is hooked to init.' );
		foreach ( $hook->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && $function[0] instanceof Translations && 'load_textdomain' === $function[1] ) {
					call_user_func( $function );
					return;
				}
			}
		}
		$this->fail( 'Farol\I18n\Translations::load_textdomain is not hooked to init.' );
	}
}
