<?php
/**
 * The build's classmap is includes/'s classes, and autoload.php loads from it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Tests\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use ReflectionClass;

/**
 * `build/classmap.php` (tools/build/classmap.js) spares a zip's autoloader a disk check per
 * class: it must name every class file of includes/ and nothing else (a stale map fails here),
 * each entry must be where its class is declared, and plugin/autoload.php without Composer must
 * load a class from the map and still find one the map lacks at its PSR-4 path.
 */
final class ClassmapTest extends TestCase {

	/**
	 * The map names exactly includes/'s class files, each where its class is declared.
	 */
	public function test_the_classmap_is_the_classes_of_includes(): void {
		$file = FAROL_TESTS_ROOT . '/plugin/build/classmap.php';
		$this->assertFileExists( $file, 'npm run build writes the classmap' );
		$map      = require $file;
		$includes = FAROL_TESTS_ROOT . '/plugin/includes/';
		$expected = array();
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $includes, RecursiveDirectoryIterator::SKIP_DOTS ) ) as $found ) {
			$relative = substr( str_replace( '\\', '/', (string) $found ), strlen( $includes ) );
			$name     = basename( $relative, '.php' );
			if ( ! preg_match( '/^[A-Z]\w*\.php$/', basename( $relative ) ) ) {
				continue;
			}
			if ( preg_match( '/^(?:(?:final|abstract|readonly)\s+)*(?:class|interface|trait|enum)\s+' . $name . '\b/m', (string) file_get_contents( (string) $found ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
				$expected[ 'Farol\\' . str_replace( '/', '\\', substr( $relative, 0, -4 ) ) ] = 'includes/' . $relative;
			}
		}
		ksort( $expected, SORT_STRING );
		$this->assertGreaterThan( 300, count( $expected ) );
		$this->assertSame( $expected, $map, 'build/classmap.php is stale: run npm run build' );
		foreach ( $map as $class => $path ) {
			$this->assertTrue( class_exists( $class ) || interface_exists( $class ) || trait_exists( $class ) || enum_exists( $class ), $class );
			$this->assertSame( realpath( FAROL_TESTS_ROOT . '/plugin/' . $path ), ( new ReflectionClass( $class ) )->getFileName(), $class );
		}
	}

	/**
	 * Without Composer, a class of the map is loaded from the file the map names, and a class the
	 * map lacks from its PSR-4 path.
	 */
	public function test_autoload_loads_from_the_map_and_falls_back_to_the_path(): void {
		$root = get_temp_dir() . 'farol-classmap-' . wp_generate_password( 8, false );
		$this->assertTrue( wp_mkdir_p( $root . '/build' ) && wp_mkdir_p( $root . '/includes/Elsewhere' ) && wp_mkdir_p( $root . '/lib' ) );
		try {
			copy( FAROL_TESTS_ROOT . '/plugin/autoload.php', $root . '/autoload.php' );
			// The mapped class lives away from its PSR-4 path: only the map finds it.
			file_put_contents( $root . '/build/classmap.php', "<?php return array( 'Farol\\\\Mapped' => 'includes/Elsewhere/Mapped.php' );" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary fixture.
			file_put_contents( $root . '/includes/Elsewhere/Mapped.php', '<?php namespace Farol; final class Mapped {}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary fixture.
			file_put_contents( $root . '/includes/Unmapped.php', '<?php namespace Farol; final class Unmapped {}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary fixture.
			$script = 'define( "ABSPATH", "/" ); require ' . var_export( $root . '/autoload.php', true ) . '; echo json_encode( array( class_exists( "Farol\\\\Mapped" ), class_exists( "Farol\\\\Unmapped" ), class_exists( "Farol\\\\Missing" ) ) );'; // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- quotes a path into PHP code.
			exec( escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( $script ) . ' 2>&1', $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- runs the loader without Composer, in its own process.
			$this->assertSame( 0, $status, implode( "\n", $output ) );
			$this->assertSame( '[true,true,false]', implode( "\n", $output ) );
		} finally {
			foreach ( array( 'autoload.php', 'build/classmap.php', 'includes/Elsewhere/Mapped.php', 'includes/Unmapped.php' ) as $file ) {
				wp_delete_file( $root . '/' . $file );
			}
			foreach ( array( 'build', 'includes/Elsewhere', 'includes', 'lib', '' ) as $folder ) {
				rmdir( $root . '/' . $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a temporary fixture.
			}
		}
	}
}
