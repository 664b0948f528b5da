<?php
/**
 * The bundled, namespace-prefixed phone library.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Rules\PhoneLibrary;
use Farol\Tests\TestCase;
use Farol\Vendor\libphonenumber\PhoneNumberUtil;
use ReflectionClass;

/**
 * The phone rules run on the plugin's own copy of libphonenumber (plugin/lib/libphonenumber/,
 * namespace Farol\Vendor\libphonenumber), loaded by plugin/farol.php's autoloader, with no
 * reference left to the library's own namespace; the tool that writes the copy notices when
 * a committed copy drifts.
 */
final class RulesPhoneLibraryTest extends TestCase {

	/**
	 * The repository root.
	 */
	private const ROOT = __DIR__ . '/../../..';

	/**
	 * The library comes from the plugin, and answers.
	 */
	public function test_the_prefixed_copy_is_loaded_from_the_plugin(): void {
		$file = (string) ( new ReflectionClass( PhoneNumberUtil::class ) )->getFileName();
		$this->assertSame( realpath( self::ROOT . '/plugin/lib/libphonenumber/PhoneNumberUtil.php' ), realpath( $file ) );

		$library = new PhoneLibrary();
		$this->assertSame( '55', $library->calling_code( '5511987654321' ) );
		$this->assertSame( '351', $library->calling_code( '351912345678' ) );
		$this->assertNull( $library->calling_code( '999' ) );
		$this->assertSame(
			array(
				'calling_code' => '55',
				'national'     => '11987654321',
				'valid'        => true,
			),
			$library->parse( '+5511987654321', null )
		);
		$this->assertNull( $library->parse( 'abc', 'BR' ) );
	}

	/**
	 * No file of the copy names the library's own namespace, so nothing in it can load or
	 * share another plugin's libphonenumber.
	 */
	public function test_the_copy_names_only_the_prefixed_namespace(): void {
		$files   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( self::ROOT . '/plugin/lib/libphonenumber', \FilesystemIterator::SKIP_DOTS ) );
		$count   = 0;
		$regions = 0;
		foreach ( $files as $file ) {
			if ( 'php' !== $file->getExtension() ) {
				continue;
			}
			++$count;
			$code     = (string) file_get_contents( $file->getPathname() );
			$regions += preg_match_all( '/^class PhoneNumberMetadata_\w+ extends PhoneMetadata$/m', $code );
			$this->assertDoesNotMatchRegularExpression( '/(?<!Vendor\\\\)(?<!Vendor\\\\\\\\)\blibphonenumber\\\\/', $code, $file->getPathname() );
			$this->assertStringNotContainsString( 'geocoding', strtolower( $file->getPathname() ) );
		}
		// The region metadata, grouped by first character (tools/vendoring/prefix-libphonenumber.php).
		$this->assertGreaterThan( 250, $regions );
		$this->assertLessThan( 60, $count );
	}

	/**
	 * The copy leaves out what the server never calls (the as-you-type formatter, the number
	 * finder and its leniency levels), and what it calls still answers: every supported
	 * calling code, and every region's example number valid.
	 */
	public function test_the_copy_leaves_out_the_formatter_and_the_finder(): void {
		foreach ( array( 'AsYouTypeFormatter', 'PhoneNumberMatcher', 'PhoneNumberMatch', 'Leniency', 'Leniency/AbstractLeniency' ) as $class ) {
			$this->assertFileDoesNotExist( self::ROOT . '/plugin/lib/libphonenumber/' . $class . '.php' );
		}
		$util = PhoneNumberUtil::getInstance();
		$this->assertContains( 800, $util->getSupportedCallingCodes() );
		$library = new PhoneLibrary();
		foreach ( $util->getSupportedRegions() as $region ) {
			$example = $util->getExampleNumber( $region );
			if ( null === $example ) {
				continue;
			}
			$parsed = $library->parse( $util->format( $example, \Farol\Vendor\libphonenumber\PhoneNumberFormat::E164 ), null );
			$this->assertTrue( $parsed['valid'] ?? false, $region );
		}
	}

	/**
	 * `--check` passes on the committed copy and fails on a copy with one file changed.
	 */
	public function test_the_check_mode_notices_a_drifted_copy(): void {
		$tool = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( self::ROOT . '/tools/vendoring/prefix-libphonenumber.php' );
		exec( $tool . ' --check 2>&1', $output, $status );
		$this->assertSame( 0, $status, implode( "\n", $output ) );

		$copy = sys_get_temp_dir() . '/farol-libphonenumber-' . getmypid();
		exec( $tool . ' --out ' . escapeshellarg( $copy ) . ' 2>&1', $output, $status );
		$this->assertSame( 0, $status );
		file_put_contents( $copy . '/PhoneNumberUtil.php', "\n// edited\n", FILE_APPEND ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary copy.
		$output = array();
		exec( $tool . ' --check --out ' . escapeshellarg( $copy ) . ' 2>&1', $output, $status );
		exec( 'rm -rf ' . escapeshellarg( $copy ) );
		$this->assertSame( 1, $status );
		$this->assertStringContainsString( 'PhoneNumberUtil.php', implode( "\n", $output ) );
	}
}
