<?php
/**
 * Farol's blocks are registered from their built block.json.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Blocks;

use Farol\Blocks\BlockRegistry;
use Farol\Support\Assets;
use Farol\Support\Context;
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

	/**
	 * A block without a render file is rendered by the service its module handed the registry;
	 * Farol's four such blocks have one each.
	 */
	public function test_blocks_without_a_render_file_are_rendered_by_their_modules_service(): void {
		$registry         = WP_Block_Type_Registry::get_instance();
		list( $blocks )   = $this->read_built_blocks();
		$service_rendered = array();
		foreach ( $blocks as $name => $metadata ) {
			if ( isset( $metadata['render'] ) ) {
				continue;
			}
			$service_rendered[] = $name;
			$callback           = $registry->get_registered( $name )->render_callback;
			$this->assertIsArray( $callback, "{$name}: rendered by a module's service, not left unwired" );
			$this->assertIsObject( $callback[0], $name );
		}
		sort( $service_rendered );
		$this->assertSame( array( 'farol/comments', 'farol/contact-field', 'farol/contact-form', 'farol/lead-form' ), $service_rendered );
	}

	/**
	 * A block handed a renderer prints what it answers; a block with neither a render file nor a
	 * renderer says so to the developer (`_doing_it_wrong`) instead of printing nothing silently.
	 */
	public function test_a_block_nobody_renders_says_so(): void {
		$dir = get_temp_dir() . 'farol-blocks-' . wp_generate_password( 8, false );
		foreach ( array( 'wired', 'unwired' ) as $block ) {
			wp_mkdir_p( "{$dir}/build/{$block}" );
			file_put_contents( "{$dir}/build/{$block}/block.json", (string) wp_json_encode( array( 'apiVersion' => 3, 'name' => "farol-test/{$block}", 'title' => $block ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents,WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- a throw-away fixture.
		}
		$wrong = array();
		add_action(
			'doing_it_wrong_run',
			static function ( $function_name, $message ) use ( &$wrong ): void {
				$wrong[] = $function_name . ': ' . $message;
			},
			10,
			2
		);
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		try {
			( new BlockRegistry( new Context( $dir . '/farol.php' ), new Assets( new Context( $dir . '/farol.php' ) ), array( 'farol-test/wired' => static fn (): string => '<p>wired</p>' ) ) )->register_blocks();
			$this->assertSame( '<p>wired</p>', do_blocks( '<!-- wp:farol-test/wired /-->' ) );
			$this->assertSame( array(), $wrong );
			$this->assertSame( '', do_blocks( '<!-- wp:farol-test/unwired /-->' ) );
			$this->assertCount( 1, $wrong );
			$this->assertStringContainsString( 'farol-test/unwired', $wrong[0] );
		} finally {
			foreach ( array( 'wired', 'unwired' ) as $block ) {
				if ( $this->registered( "farol-test/{$block}" ) ) {
					unregister_block_type( "farol-test/{$block}" );
				}
				wp_delete_file( "{$dir}/build/{$block}/block.json" );
				rmdir( "{$dir}/build/{$block}" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a throw-away fixture.
			}
			rmdir( "{$dir}/build" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a throw-away fixture.
			rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a throw-away fixture.
		}
	}

	/**
	 * Whether a block type is registered.
	 *
	 * @param string $name Block name.
	 */
	private function registered( string $name ): bool {
		return WP_Block_Type_Registry::get_instance()->is_registered( $name );
	}
}
