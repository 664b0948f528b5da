<?php
/**
 * The box-shadow generator's words reach the block editor from the server.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Blocks;

use Farol\Blocks\BoxShadowWords;
use Farol\Tests\TestCase;
use WP_Scripts;

/**
 * The generator's words have one source, Blocks\BoxShadowWords: the page gets them through
 * render.php (in `data-farol-props`), the block editor through the data printed before the
 * block's editor script, so the canvas and the page show the same words in one language.
 */
final class BoxShadowWordsTest extends TestCase {

	/** The generator's editor script, registered from its block.json. */
	private const EDITOR_SCRIPT = 'farol-box-shadow-editor-script';

	/** The generator's view script. */
	private const VIEW_SCRIPT = 'farol-box-shadow-view-script';

	/**
	 * The script registry as it was before the test.
	 *
	 * @var WP_Scripts|null
	 */
	private ?WP_Scripts $saved_scripts = null;

	/**
	 * A registry of its own for the test, with copies of the generator's scripts (the data a
	 * test adds to them must not outlive it).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->saved_scripts = $GLOBALS['wp_scripts'];
		$scripts             = clone $this->saved_scripts;
		foreach ( array( self::EDITOR_SCRIPT, self::VIEW_SCRIPT ) as $handle ) {
			if ( isset( $scripts->registered[ $handle ] ) ) {
				$scripts->registered[ $handle ] = clone $scripts->registered[ $handle ];
			}
		}
		$GLOBALS['wp_scripts'] = $scripts;
	}

	/**
	 * Puts the registry back and forgets any Portuguese a test loaded.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		unload_textdomain( 'farol' );
		parent::tear_down();
	}

	/**
	 * Runs what Farol hooked on the block editor's `enqueue_block_editor_assets` for the
	 * generator's words (only that: the rest of the hook enqueues core's editor).
	 */
	private function open_the_editor(): void {
		global $wp_filter;
		$ran = 0;
		foreach ( $wp_filter['enqueue_block_editor_assets']->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof BoxShadowWords ) {
					call_user_func( $callback['function'] );
					++$ran;
				}
			}
		}
		$this->assertSame( 1, $ran, 'The words are not hooked on enqueue_block_editor_assets.' );
	}

	/**
	 * The words printed before the editor script, read back from the script's `before` data.
	 *
	 * @return array<string,mixed>
	 */
	private function published(): array {
		$this->assertArrayHasKey( self::EDITOR_SCRIPT, wp_scripts()->registered, 'The box-shadow block registered no editor script: run npm run build.' );
		$this->open_the_editor();
		$before = wp_scripts()->get_data( self::EDITOR_SCRIPT, 'before' );
		$this->assertIsArray( $before, 'Nothing was printed before the editor script.' );
		$found = preg_grep( '/^window\.' . BoxShadowWords::GLOBAL_NAME . ' = /', $before );
		$this->assertCount( 1, $found, 'The words are printed once.' );
		$json = preg_replace( '/^window\.\w+ = (.*);$/s', '$1', (string) reset( $found ) );
		return json_decode( (string) $json, true );
	}

	/**
	 * The words in the block's rendered props.
	 *
	 * @return array<string,mixed>
	 */
	private function rendered(): array {
		$html = do_blocks( get_comment_delimited_block_content( 'farol/box-shadow', array(), '' ) );
		$this->assertSame( 1, preg_match( '/data-farol-props="([^"]*)"/', $html, $match ) );
		return json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true )['words'];
	}

	/**
	 * The editor script gets the server's words, the same the page's render hands its view
	 * (the English ones of tests/fixtures/box-shadow/words.json, which jest reads too).
	 */
	public function test_the_editor_script_receives_the_words_the_page_shows(): void {
		$fixture = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/box-shadow/words.json' ), true );

		$this->assertSame( $fixture, $this->published() );
		$this->assertSame( $fixture, $this->rendered() );
	}

	/**
	 * On a pt_BR site the editor gets the Portuguese words, the same as the page.
	 */
	public function test_the_editor_script_receives_the_portuguese_words_on_a_pt_br_site(): void {
		$mo = FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo';
		$this->assertFileExists( $mo, 'Build the translations first: node tools/i18n/build.mjs (tools/test/php.sh does).' );
		unload_textdomain( 'farol' );
		load_textdomain( 'farol', $mo, 'pt_BR' );

		$published = $this->published();
		$this->assertSame( 'Ajustes da sombra', $published['settings'] );
		$this->assertSame( 'Regra copiada para a área de transferência!', $published['copied'] );
		$this->assertSame( 'Restaurar padrões', $published['reset'] );
		$this->assertSame( $this->rendered(), $published );
	}

	/**
	 * The words are data for the editor script only: the view script gets them in its props,
	 * and nothing is added before it.
	 */
	public function test_the_view_script_gets_no_printed_words(): void {
		$this->open_the_editor();
		$before = wp_scripts()->get_data( self::VIEW_SCRIPT, 'before' );
		$this->assertEmpty( is_array( $before ) ? preg_grep( '/' . BoxShadowWords::GLOBAL_NAME . '/', $before ) : array() );
	}
}
