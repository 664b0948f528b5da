<?php
/**
 * The box-shadow generator's words, worded once by the server.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Blocks;

use Farol\Module;
use WP_Block_Type_Registry;

/**
 * Every word the generator shows (its labels, the button texts, the hint, the copy
 * confirmation and the copy failure), keyed as `GENERATOR_WORDS` of src/box-shadow/words.ts
 * names them, translated with the text domain `farol` (pt_BR in
 * plugin/languages/pt_BR/box-shadow.po). Both of the generator's screens take them from here:
 * the block's render.php prints its markup with them and hands them to the view script in
 * `data-farol-props`; in the block editor they are printed before the block's editor script as
 * `window.farolBoxShadowWords`, which the editor's generator reads (publishedWords() of
 * words.ts), so the canvas and the page show the same words and no script holds a copy.
 */
final class BoxShadowWords implements Module {

	/** The block whose editor script gets the words. */
	public const BLOCK = 'farol/box-shadow';

	/** The global the editor script reads. */
	public const GLOBAL_NAME = 'farolBoxShadowWords';

	/**
	 * The words, by the key the generator reads.
	 *
	 * @return array<string,string>
	 */
	public static function all(): array {
		return array(
			'settings'   => __( 'Shadow settings', 'farol' ),
			'horizontal' => __( 'Horizontal offset', 'farol' ),
			'vertical'   => __( 'Vertical offset', 'farol' ),
			'blur'       => __( 'Blur', 'farol' ),
			'spread'     => __( 'Spread', 'farol' ),
			'color'      => __( 'Shadow color', 'farol' ),
			'opacity'    => __( 'Opacity', 'farol' ),
			'inset'      => __( 'Inset shadow (inside the box)', 'farol' ),
			'reset'      => __( 'Restore defaults', 'farol' ),
			'preview'    => __( 'Shadow preview', 'farol' ),
			'output'     => __( 'Generated CSS', 'farol' ),
			'copy'       => __( 'Copy', 'farol' ),
			'hint'       => __( 'Click the rule, or press Enter on it, to copy it.', 'farol' ),
			'copied'     => __( 'Rule copied to the clipboard!', 'farol' ),
			'copyFailed' => __( 'Could not copy automatically. The rule is selected: press Ctrl+C (⌘+C on a Mac) to copy it.', 'farol' ),
		);
	}

	/**
	 * Adds the hook that hands the words to the block editor.
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'publish' ) );
	}

	/**
	 * Prints the words, in the editing user's language, before the block's editor script.
	 *
	 * @internal Action callback of `enqueue_block_editor_assets`.
	 */
	public function publish(): void {
		$type = WP_Block_Type_Registry::get_instance()->get_registered( self::BLOCK );
		if ( null === $type ) {
			return;
		}
		$script = sprintf(
			'window.%s = %s;',
			self::GLOBAL_NAME,
			(string) wp_json_encode( self::all(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE )
		);
		foreach ( $type->editor_script_handles as $handle ) {
			wp_add_inline_script( $handle, $script, 'before' );
		}
	}
}
