<?php
/**
 * Farol's own translations, for PHP and for its scripts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\I18n;

use Farol\I18n\Translations;
use Farol\Support\Assets;
use Farol\Support\Context;
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
	 * The box-shadow generator's editor script, registered from its block.json, gets the
	 * Portuguese of its own strings (the inspector's) printed before it, and none of the strings
	 * of other scripts, of PHP or of the theme (the generator's own words, in the canvas and on
	 * the page, come from the server: Blocks\BoxShadowWords).
	 */
	public function test_a_built_farol_script_gets_only_its_own_strings(): void {
		$this->use_locale( 'pt_BR' );
		$handle = 'farol-box-shadow-editor-script';
		$this->assertArrayHasKey( $handle, wp_scripts()->registered, 'The box-shadow block registered no editor script: run npm run build.' );

		$inline = wp_scripts()->print_translations( $handle, false );

		$this->assertIsString( $inline, 'No translations were printed for the generator.' );
		$this->assertStringContainsString( 'wp.i18n.setLocaleData', $inline );
		$this->assertStringContainsString( '"farol"', $inline );
		$this->assertStringContainsString( 'Valores iniciais', $inline );
		$this->assertLessThan( 4096, strlen( $inline ), 'The generator carries more than its own strings.' );

		$messages = $this->messages( load_script_textdomain( $handle, 'farol' ) );
		$this->assertSame( array( 'Valores iniciais' ), $messages['Starting values'] );
		$this->assertSame( array( 'Deslocamento horizontal (px)' ), $messages['Horizontal offset (px)'] );
		// The generator's words are the server's, printed as data, not a catalogue of the script.
		$this->assertArrayNotHasKey( 'Rule copied to the clipboard!', $messages );
		// The sticky settings page's strings, a theme pattern's title, a PHP-only message.
		$this->assertArrayNotHasKey( 'Legacy mode', $messages );
		$this->assertArrayNotHasKey( 'Contact section', $messages );
		$this->assertArrayNotHasKey( self::SOURCE, $messages );
		// Nor the block editor's: they belong to the countdown's editor script.
		$this->assertArrayNotHasKey( 'Target date and time', $messages );
		$this->assertArrayHasKey( 'Target date and time', $this->messages( load_script_textdomain( 'farol-countdown-editor-script', 'farol' ) ) );
	}

	/**
	 * A bundle registered through Assets (with a languages path, like the sticky settings
	 * page) gets its own file, named the way WordPress names it: md5 of build/<entry>.js.
	 */
	public function test_an_app_bundle_gets_its_own_file(): void {
		$this->use_locale( 'pt_BR' );
		$assets = new Assets( new Context( WP_PLUGIN_DIR . '/farol/farol.php' ) );
		$this->assertTrue( $assets->register( 'farol-i18n-probe', 'apps/sticky/admin' ), 'The sticky settings bundle is not built: run npm run build.' );
		try {
			$json = load_script_textdomain( 'farol-i18n-probe', 'farol', FAROL_TESTS_ROOT . '/plugin/languages' );
		} finally {
			wp_deregister_script( 'farol-i18n-probe' );
		}

		$this->assertIsString( $json );
		$this->assertJsonStringEqualsJsonFile( FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR-' . md5( 'build/apps/sticky/admin.js' ) . '.json', $json );
		$messages = $this->messages( $json );
		$this->assertSame( array( 'Modo legado' ), $messages['Legacy mode'] );
		$this->assertSame( array( 'Carregando…' ), $messages['Loading…'] );
		$this->assertArrayNotHasKey( 'Starting values', $messages );
	}

	/**
	 * The script is recognised by its path in the plugin however its URL was written: with the
	 * plugin's own URL, as a path without a host, or rewritten to another host.
	 *
	 * @dataProvider generator_view_urls
	 *
	 * @param string $src Script URL.
	 */
	public function test_the_script_is_found_by_its_path_in_the_plugin( string $src ): void {
		$this->use_locale( 'pt_BR' );
		$messages = $this->messages( $this->probe( $src ) );

		$this->assertSame( array( 'Valores iniciais' ), $messages['Starting values'] );
		$this->assertArrayNotHasKey( 'Legacy mode', $messages );
	}

	/**
	 * URLs of the box-shadow generator's editor script.
	 *
	 * @return array<string,array{string}>
	 */
	public static function generator_view_urls(): array {
		return array(
			'plugin URL'     => array( 'http://' . FAROL_TESTS_DOMAIN . '/wp-content/plugins/farol/build/box-shadow/index.js?ver=1' ),
			'path only'      => array( '/wp-content/plugins/farol/build/box-shadow/index.js' ),
			'another host'   => array( 'https://cdn.example.net/static/farol/build/box-shadow/index.js' ),
			'minified alias' => array( 'http://' . FAROL_TESTS_DOMAIN . '/wp-content/plugins/farol/build/box-shadow/index.min.js' ),
			'CDN, minified'  => array( 'https://cdn.example.net/farol/build/box-shadow/index.min.js?ver=2' ),
		);
	}

	/**
	 * Farol scripts without translated strings get nothing: a plugin bundle that does not use
	 * wp.i18n, a theme script, a script outside the plugin, and any script on an English site.
	 */
	public function test_scripts_without_translated_strings_get_nothing(): void {
		$this->use_locale( 'pt_BR' );
		$this->assertFileExists( FAROL_TESTS_ROOT . '/plugin/build/apps/sticky/index.js', 'Run npm run build.' );

		$this->assertFalse( $this->probe( plugins_url( 'build/apps/sticky/index.js', WP_PLUGIN_DIR . '/farol/farol.php' ) ) );
		$this->assertFalse( $this->probe( get_theme_file_uri( 'build/page-chrome/index.js' ) ) );
		// The generator's view: render.php prints its words.
		$this->assertFalse( $this->probe( plugins_url( 'build/box-shadow/view.js', WP_PLUGIN_DIR . '/farol/farol.php' ) ) );
		$this->assertFalse( $this->probe( 'http://' . FAROL_TESTS_DOMAIN . '/probe.js' ) );

		$this->use_locale( 'en_US' );
		$this->assertFalse( load_script_textdomain( 'farol-box-shadow-editor-script', 'farol' ) );
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
	 * Registers a farol script at $src without a languages path (as WordPress does for
	 * block.json scripts) and returns the translations WordPress loads for it.
	 *
	 * @param string $src Script URL.
	 * @return string|false
	 */
	private function probe( string $src ) {
		wp_register_script( 'farol-i18n-probe', $src, array( 'wp-i18n' ), '1', true );
		wp_set_script_translations( 'farol-i18n-probe', 'farol' );
		try {
			return load_script_textdomain( 'farol-i18n-probe', 'farol' );
		} finally {
			wp_deregister_script( 'farol-i18n-probe' );
		}
	}

	/**
	 * The messages of a Jed JSON document.
	 *
	 * @param string|false $json JSON WordPress loaded.
	 * @return array<string,mixed>
	 */
	private function messages( $json ): array {
		$this->assertIsString( $json, 'No translations were loaded.' );
		$data = json_decode( $json, true );
		$this->assertIsArray( $data['locale_data']['messages'] ?? null, 'Not Jed JSON: ' . $json );
		return $data['locale_data']['messages'];
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
