<?php
/**
 * A block registered from its block.json as already decoded (the build's blocks manifest).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Blocks;

use WP_Block_Type;
use WP_Block_Type_Registry;

/**
 * WordPress 6.5 and 6.6 read and decode a block's block.json on every request
 * (`register_block_type_from_metadata()` takes a path, and `wp_json_file_decode()` has no cache
 * or hook). The build writes every block.json into one PHP file (`build/blocks-manifest.php`,
 * tools/build/blocks-manifest.js); this registers a block from its entry there exactly as core
 * does from the file: the same steps as 6.5's `register_block_type_from_metadata()` for a
 * plugin's block, calling core's own helpers for the script and style handles, the
 * translations of the title, description and keywords, the render file, and both filters
 * (`block_type_metadata`, `block_type_metadata_settings`). On 6.7 and later core reads the same
 * manifest itself (`wp_register_block_metadata_collection()`) and this is not used.
 * tests/php/Blocks/BlocksManifestTest.php compares the registry's block types and handles with
 * core's own registration from the files.
 */
final class BlockMetadata {

	/**
	 * The block.json keys → WP_Block_Type properties (6.5's list).
	 */
	private const PROPERTIES = array(
		'apiVersion'      => 'api_version',
		'name'            => 'name',
		'title'           => 'title',
		'category'        => 'category',
		'parent'          => 'parent',
		'ancestor'        => 'ancestor',
		'icon'            => 'icon',
		'description'     => 'description',
		'keywords'        => 'keywords',
		'attributes'      => 'attributes',
		'providesContext' => 'provides_context',
		'usesContext'     => 'uses_context',
		'selectors'       => 'selectors',
		'supports'        => 'supports',
		'styles'          => 'styles',
		'variations'      => 'variations',
		'example'         => 'example',
		'allowedBlocks'   => 'allowed_blocks',
	);

	/**
	 * Script fields → properties.
	 */
	private const SCRIPTS = array(
		'editorScript' => 'editor_script_handles',
		'script'       => 'script_handles',
		'viewScript'   => 'view_script_handles',
	);

	/**
	 * Style fields → properties.
	 */
	private const STYLES = array(
		'editorStyle' => 'editor_style_handles',
		'style'       => 'style_handles',
		'viewStyle'   => 'view_style_handles',
	);

	/**
	 * Registers a block from its decoded block.json.
	 *
	 * @param string              $folder   The block's folder (holding its block.json, render and assets).
	 * @param array<string,mixed> $metadata Its block.json, decoded.
	 * @return WP_Block_Type|false The block type, or false when core refused it.
	 */
	public static function register( string $folder, array $metadata ) {
		// What Farol's blocks do not use (script modules, block hooks): core's own path.
		if ( isset( $metadata['viewScriptModule'] ) || isset( $metadata['blockHooks'] ) ) {
			return register_block_type_from_metadata( $folder );
		}
		$metadata['file'] = wp_normalize_path( (string) realpath( $folder . '/block.json' ) );
		/** This filter is documented in wp-includes/blocks.php */
		$metadata = apply_filters( 'block_type_metadata', $metadata ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		if ( ! is_array( $metadata ) || empty( $metadata['name'] ) ) {
			return false;
		}
		$settings    = array();
		$textdomain  = ! empty( $metadata['textdomain'] ) ? $metadata['textdomain'] : null;
		$i18n_schema = get_block_metadata_i18n_schema();
		foreach ( self::PROPERTIES as $key => $property ) {
			if ( ! isset( $metadata[ $key ] ) ) {
				continue;
			}
			$settings[ $property ] = $metadata[ $key ];
			if ( $textdomain && isset( $i18n_schema->$key ) ) {
				$settings[ $property ] = translate_settings_using_i18n_schema( $i18n_schema->$key, $settings[ $property ], $textdomain );
			}
		}
		if ( ! empty( $metadata['render'] ) ) {
			$template_path = wp_normalize_path( (string) realpath( dirname( $metadata['file'] ) . '/' . remove_block_asset_path_prefix( $metadata['render'] ) ) );
			if ( $template_path ) {
				// As core's: the render file sees $attributes, $content and $block.
				$settings['render_callback'] = static function ( $attributes, $content, $block ) use ( $template_path ) {
					ob_start();
					require $template_path;
					return ob_get_clean();
				};
			}
		}
		foreach ( array( self::SCRIPTS, self::STYLES ) as $fields ) {
			$register = self::SCRIPTS === $fields ? 'register_block_script_handle' : 'register_block_style_handle';
			foreach ( $fields as $field => $property ) {
				if ( empty( $metadata[ $field ] ) ) {
					continue;
				}
				$handles = array();
				$count   = is_array( $metadata[ $field ] ) ? count( $metadata[ $field ] ) : 1;
				for ( $index = 0; $index < $count; $index++ ) {
					$handle = $register( $metadata, $field, $index );
					if ( $handle ) {
						$handles[] = $handle;
					}
				}
				$settings[ $property ] = $handles;
			}
		}
		/** This filter is documented in wp-includes/blocks.php */
		$settings = apply_filters( 'block_type_metadata_settings', $settings, $metadata ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		$name     = ! empty( $settings['name'] ) ? $settings['name'] : $metadata['name'];
		return WP_Block_Type_Registry::get_instance()->register( $name, $settings );
	}
}
