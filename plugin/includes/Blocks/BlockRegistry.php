<?php
/**
 * Registers Farol's blocks from their built block.json.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Blocks;

use Farol\Module;
use Farol\Support\Assets;
use Farol\Support\Context;
use Farol\Support\Names;
use WP_Block;
use WP_Block_Type;

/**
 * Every folder of plugin/build/ holding a block.json is a block; block.json is the only source
 * of its name, attributes, scripts and styles. Every Farol block renders on the server: by the
 * render file its block.json names (countdown, box-shadow: self-contained markup), or by the
 * callable the module owning it hands here through the composition root (comments, lead form,
 * contact form and field: Support\RendersBlocks), bound as its `render_callback`. A block with
 * neither is a wiring mistake and says so (`_doing_it_wrong`) each time it renders, rather than
 * printing nothing in silence.
 *
 * Block view scripts print in the footer: WordPress registers a block.json `viewScript` for
 * the head (deferred), and a head script pulls its dependencies (React, wp-i18n, ...) into the
 * head with it. The server-rendered markup reads right without them, so they can wait.
 *
 * The blocks are read from `build/blocks-manifest.php`, every block.json in one PHP array the
 * build writes (one opcached `require` instead of six JSON files decoded per request), and
 * registered from it as core registers a block.json (BlockMetadata; core's collection on 6.7+).
 *
 * The views' shared chunks (Preact, one copy for every React-based view on a page) are
 * registered first, from the manifest the views build writes (`build/views/shared-chunks.php`:
 * handle → entry); each view that needs one lists its handle in its `view.asset.php`, so
 * WordPress, and the templates of Support\DeferredScripts, print it before that view.
 */
final class BlockRegistry implements Module {

	/**
	 * Every block's block.json in one PHP file, written by the build (tools/build/blocks-manifest.js).
	 */
	public const MANIFEST = 'build/blocks-manifest.php';

	/**
	 * Creates the registry.
	 *
	 * @param Context                                                            $context   Plugin paths.
	 * @param Assets                                                             $assets    Registers the views' shared chunks.
	 * @param array<string,callable(array<string,mixed>,string,WP_Block):string> $renderers Block name → render callback, from the modules.
	 */
	public function __construct( private readonly Context $context, private readonly Assets $assets, private readonly array $renderers = array() ) {
	}

	/**
	 * Adds the init hook.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * Registers each built block.
	 */
	public function register_blocks(): void {
		foreach ( $this->shared_view_chunks() as $handle => $entry ) {
			$this->assets->register( $handle, $entry );
		}
		$manifest  = $this->manifest();
		$collected = null !== $manifest && function_exists( 'wp_register_block_metadata_collection' );
		if ( $collected ) {
			// WordPress 6.7+: core reads the manifest itself for the folders under build/.
			wp_register_block_metadata_collection( $this->context->path( 'build' ), $this->context->path( self::MANIFEST ) );
		}
		$folders = null === $manifest ? $this->block_folders() : array_map( fn ( $folder ): string => $this->context->path( 'build/' . $folder ), array_keys( $manifest ) );
		foreach ( $folders as $folder ) {
			// From the manifest on WordPress 6.5 and 6.6; core's own registration otherwise (from
			// its collection on 6.7+, from the file without a manifest).
			$entry = $manifest[ basename( $folder ) ] ?? null;
			$type  = null !== $entry && ! $collected ? BlockMetadata::register( $folder, $entry ) : register_block_type( $folder );
			if ( ! $type instanceof WP_Block_Type ) {
				continue;
			}
			if ( isset( $this->renderers[ $type->name ] ) ) {
				$type->render_callback = $this->renderers[ $type->name ];
			} elseif ( ! $type->is_dynamic() ) {
				$type->render_callback = self::unwired( $type->name );
			}
			// Only Farol's own handles: a block.json may name a core or shared handle too.
			foreach ( $type->view_script_handles as $handle ) {
				if ( str_starts_with( $handle, Names::HANDLE_PREFIX ) ) {
					wp_script_add_data( $handle, 'group', 1 );
				}
			}
		}
	}

	/**
	 * The build's blocks manifest (folder => its block.json decoded), or null without one (a
	 * build from before it): then each folder's block.json is read, as before.
	 *
	 * @return array<string,array<string,mixed>>|null
	 */
	private function manifest(): ?array {
		$file = $this->context->path( self::MANIFEST );
		$list = is_readable( $file ) ? require $file : null;
		return is_array( $list ) ? array_filter( $list, 'is_array' ) : null;
	}

	/**
	 * The views' shared chunks the build wrote (handle => entry), Farol's handles only.
	 *
	 * @return array<string,string>
	 */
	private function shared_view_chunks(): array {
		$file = $this->context->path( 'build/views/shared-chunks.php' );
		$list = is_readable( $file ) ? require $file : array();
		return array_filter(
			is_array( $list ) ? $list : array(),
			static fn( $entry, $handle ): bool => is_string( $entry ) && is_string( $handle ) && str_starts_with( $handle, Names::HANDLE_PREFIX ),
			ARRAY_FILTER_USE_BOTH
		);
	}

	/**
	 * The render callback of a block nobody renders: tells the developer, prints nothing.
	 *
	 * @param string $name Block name.
	 * @return callable(): string
	 */
	private static function unwired( string $name ): callable {
		return static function () use ( $name ): string {
			_doing_it_wrong(
				esc_html( $name ),
				'The block has no render file in its block.json and no module handed BlockRegistry a renderer for it (Plugin::modules(), Support\\RendersBlocks).',
				'0.1.0'
			);
			return '';
		};
	}

	/**
	 * Built block folders, found by their block.json.
	 *
	 * @return list<string>
	 */
	public function block_folders(): array {
		$found = glob( $this->context->path( 'build/*/block.json' ) );
		if ( false === $found ) {
			return array();
		}
		sort( $found );
		return array_map( 'dirname', $found );
	}
}
