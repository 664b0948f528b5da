<?php
/**
 * The blocks manifest is the build's block.json files, and registering from it is core's
 * registration from the files.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Blocks;

use Closure;
use Farol\Blocks\BlockMetadata;
use Farol\Blocks\BlockRegistry;
use Farol\Tests\TestCase;
use ReflectionFunction;
use WP_Block_Type;
use WP_Block_Type_Registry;

/**
 * `build/blocks-manifest.php` (tools/build/blocks-manifest.js) spares every request the reading
 * of six block.json files: it must hold exactly what they hold (a stale manifest fails here),
 * and a block registered from it (Blocks\BlockMetadata) must be what core's
 * `register_block_type_from_metadata()` makes of the file: the same block type (attributes,
 * supports, translated title and keywords, render file) and the same script and style handles
 * (source, dependencies, version, strategy, translations).
 */
final class BlocksManifestTest extends TestCase {

	/**
	 * The manifest, read as BlockRegistry reads it.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function manifest(): array {
		$file = FAROL_TESTS_ROOT . '/plugin/' . BlockRegistry::MANIFEST;
		$this->assertFileExists( $file, 'npm run build writes the blocks manifest' );
		$manifest = require $file;
		$this->assertIsArray( $manifest );
		return $manifest;
	}

	/**
	 * The manifest holds every built block.json, decoded, and nothing else.
	 */
	public function test_the_manifest_is_the_built_block_json_files(): void {
		$built = array();
		foreach ( (array) glob( FAROL_TESTS_ROOT . '/plugin/build/*/block.json' ) as $file ) {
			$built[ basename( dirname( (string) $file ) ) ] = json_decode( (string) file_get_contents( (string) $file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
		}
		ksort( $built );
		$this->assertNotEmpty( $built );
		$this->assertSame( $built, $this->manifest(), 'build/blocks-manifest.php is stale: run npm run build' );
	}

	/**
	 * Each block registered from the manifest equals core's registration from its folder, in
	 * English and in Portuguese (the title, description and keywords translated alike).
	 */
	public function test_a_block_from_the_manifest_is_cores_block_from_the_file(): void {
		$this->assert_same_registrations();
		$mo = FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo';
		$this->assertFileExists( $mo, 'Build the translations first: node tools/i18n/build.mjs (tools/test/php.sh does).' );
		unload_textdomain( 'farol' );
		load_textdomain( 'farol', $mo, 'pt_BR' );
		try {
			$translated = $this->assert_same_registrations();
			$this->assertSame( 'Contagem regressiva', $translated['farol/countdown'], 'the titles are translated' );
		} finally {
			unload_textdomain( 'farol' );
		}
	}

	/**
	 * Registers each block both ways and compares.
	 *
	 * @return array<string,string> Each block's title as registered.
	 */
	private function assert_same_registrations(): array {
		$titles   = array();
		$registry = WP_Block_Type_Registry::get_instance();
		$scripts  = wp_scripts()->registered;
		$styles   = wp_styles()->registered;
		foreach ( $this->manifest() as $folder => $metadata ) {
			$path = FAROL_TESTS_ROOT . '/plugin/build/' . $folder;
			$name = (string) $metadata['name'];
			$kept = $registry->get_registered( $name );
			try {
				$this->forget( $name );
				$from_manifest = $this->snapshot( BlockMetadata::register( $path, $metadata ) );
				$this->forget( $name );
				$from_file = $this->snapshot( register_block_type_from_metadata( $path ) );
				$this->assertSame( $from_file, $from_manifest, $name );
				$titles[ $name ] = $from_file['type']['title'];
			} finally {
				// The plugin's own registration back as it was, with its handles.
				$this->forget( $name );
				wp_scripts()->registered = $scripts;
				wp_styles()->registered  = $styles;
				if ( $kept instanceof WP_Block_Type ) {
					$registry->register( $kept );
				}
			}
		}
		return $titles;
	}

	/**
	 * A block type and its handles' registrations, comparable: a render file's closure by the
	 * file it requires.
	 *
	 * @param mixed $type The registered block type.
	 * @return array<string,mixed>
	 */
	private function snapshot( $type ): array {
		$this->assertInstanceOf( WP_Block_Type::class, $type );
		$vars = get_object_vars( $type );
		if ( $vars['render_callback'] instanceof Closure ) {
			$vars['render_callback'] = array( 'requires' => ( new ReflectionFunction( $vars['render_callback'] ) )->getStaticVariables() );
		}
		$handles = array();
		foreach ( array( 'editor_script_handles', 'script_handles', 'view_script_handles' ) as $field ) {
			foreach ( $type->$field as $handle ) {
				$handles[ $handle ] = (array) wp_scripts()->registered[ $handle ];
			}
		}
		foreach ( array( 'editor_style_handles', 'style_handles', 'view_style_handles' ) as $field ) {
			foreach ( $type->$field as $handle ) {
				$handles[ $handle ] = (array) wp_styles()->registered[ $handle ];
			}
		}
		$this->assertNotEmpty( $handles );
		return array(
			'type'    => $vars,
			'handles' => $handles,
		);
	}

	/**
	 * Unregisters a block type and its own script and style handles (core registers a handle only
	 * once: the second registration must write its own).
	 *
	 * @param string $name Block name.
	 */
	private function forget( string $name ): void {
		$type = WP_Block_Type_Registry::get_instance()->get_registered( $name );
		if ( ! $type instanceof WP_Block_Type ) {
			return;
		}
		foreach ( array( 'editor_script_handles', 'script_handles', 'view_script_handles' ) as $field ) {
			foreach ( $type->$field as $handle ) {
				if ( str_starts_with( $handle, 'farol-' ) ) {
					wp_deregister_script( $handle );
				}
			}
		}
		foreach ( array( 'editor_style_handles', 'style_handles', 'view_style_handles' ) as $field ) {
			foreach ( $type->$field as $handle ) {
				if ( str_starts_with( $handle, 'farol-' ) ) {
					wp_deregister_style( $handle );
				}
			}
		}
		unregister_block_type( $name );
	}
}
