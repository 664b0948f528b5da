<?php
/**
 * Farol's blocks are registered from their built block.json.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Blocks;

use Farol\Tests\TestCase;
use WP_Block_Type_Registry;

/**
 * Every block in plugin/build/ is known to WordPress with what its block.json declares.
 */
final class BlockRegistryTest extends TestCase {

	/**
	 * Built block.json files, by block name.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function built_blocks(): array {
		return $this->read_built_blocks()[0];
	}

	/**
	 * Built block.json files by block name, and each block's folder under plugin/build.
	 *
	 * @return array{0: array<string,array<string,mixed>>, 1: array<string,string>}
	 */
	private function read_built_blocks(): array {
		$blocks  = array();
		$folders = array();
		foreach ( (array) glob( FAROL_TESTS_ROOT . '/plugin/build/*/block.json' ) as $file ) {
			$metadata = json_decode( (string) file_get_contents( (string) $file ), true );
			$this->assertIsArray( $metadata, "{$file} is not JSON." );
			$blocks[ (string) $metadata['name'] ]  = $metadata;
			$folders[ (string) $metadata['name'] ] = basename( dirname( (string) $file ) );
		}
		if ( ! $blocks ) {
			$this->fail( 'plugin/build holds no block (plugin/build/*/block.json): run `npm run build` before the PHP tests.' );
		}
		return array( $blocks, $folders );
	}

	/**
	 * Each built block is registered, with its attributes, scripts, styles and renderer.
	 */
	public function test_every_built_block_is_registered(): void {
		$registry                 = WP_Block_Type_Registry::get_instance();
		list( $blocks, $folders ) = $this->read_built_blocks();
		foreach ( $blocks as $name => $metadata ) {
			$this->assertStringStartsWith( 'farol/', $name );
			$this->assertSame( 'farol', $metadata['textdomain'] ?? null, "{$name}: block.json must say \"textdomain\": \"farol\"." );

			$type = $registry->get_registered( $name );
			$this->assertNotNull( $type, "{$name} is built but not registered." );

			foreach ( array_keys( $metadata['attributes'] ?? array() ) as $attribute ) {
				$this->assertArrayHasKey( $attribute, $type->attributes, "{$name}: attribute {$attribute} is not registered." );
			}
			if ( isset( $metadata['render'] ) ) {
				$this->assertTrue( $type->is_dynamic(), "{$name}: block.json has a render file but the block does not render on the server." );
			}

			if ( ! empty( $metadata['viewScriptModule'] ) ) {
				$this->assertNotEmpty( $type->view_script_module_ids, "{$name}: viewScriptModule of block.json was not registered." );
			}

			$handles = array(
				'editorScript' => $type->editor_script_handles,
				'script'       => $type->script_handles,
				'viewScript'   => $type->view_script_handles,
				'editorStyle'  => $type->editor_style_handles,
				'style'        => $type->style_handles,
				'viewStyle'    => $type->view_style_handles ?? array(),
			);
			foreach ( $handles as $field => $registered ) {
				if ( empty( $metadata[ $field ] ) ) {
					continue;
				}
				$this->assertNotEmpty( $registered, "{$name}: {$field} of block.json was not registered." );
				$is_style = str_ends_with( strtolower( $field ), 'style' );
				$sources  = array();
				foreach ( $registered as $handle ) {
					$known = $is_style ? wp_style_is( $handle, 'registered' ) : wp_script_is( $handle, 'registered' );
					$this->assertTrue( $known, "{$name}: the {$field} handle {$handle} is not registered." );
					$sources[] = (string) ( $is_style ? wp_styles()->registered[ $handle ]->src : wp_scripts()->registered[ $handle ]->src );
				}
				// A file of the block is served from the plugin's URL (through the plugins/farol symlink).
				$files = array_filter( (array) $metadata[ $field ], static fn( $value ): bool => is_string( $value ) && str_starts_with( $value, 'file:' ) );
				if ( $files ) {
					$base = WP_PLUGIN_URL . '/farol/build/' . $folders[ $name ] . '/';
					$this->assertNotEmpty(
						array_filter( $sources, static fn( string $src ): bool => str_starts_with( $src, $base ) ),
						"{$name}: {$field} is not served from {$base} (found: " . implode( ', ', $sources ) . ').'
					);
				}
			}
		}
	}

	/**
	 * Each block source in blocks/ is built (a stale or partial build fails here, not in a browser).
	 */
	public function test_every_source_block_is_built(): void {
		$built = array_keys( $this->built_blocks() );
		foreach ( (array) glob( FAROL_TESTS_ROOT . '/blocks/*/block.json' ) as $file ) {
			$metadata = json_decode( (string) file_get_contents( (string) $file ), true );
			$this->assertIsArray( $metadata, "{$file} is not JSON." );
			$this->assertContains( $metadata['name'], $built, "{$metadata['name']} (blocks/) is not in plugin/build: run `npm run build`." );
		}
	}
}
