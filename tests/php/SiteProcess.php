<?php
/**
 * A test site of its own, run in fresh processes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests;

use PHPUnit\Framework\Assert;

/**
 * Runs tests/php/includes/site.php (`install`, or `run <file>`) on a site of its own table prefix,
 * as the runtimes run WordPress: each call a new PHP process. Fails the calling test, with what
 * the process printed, when it exits with an error (a notice fails it too: docs/testing.md).
 */
final class SiteProcess {

	/**
	 * Runs site.php and returns what it printed.
	 *
	 * @param string                $prefix The site's table prefix (FAROL_TESTS_TABLE_PREFIX).
	 * @param array<string, string> $env    More environment.
	 * @param string                ...$args Task and its arguments.
	 */
	public static function run( string $prefix, array $env, string ...$args ): string {
		$vars = '';
		foreach ( array( 'FAROL_TESTS_TABLE_PREFIX' => $prefix ) + $env as $name => $value ) {
			$vars .= $name . '=' . escapeshellarg( $value ) . ' ';
		}
		$command = $vars . escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( FAROL_TESTS_ROOT . '/tests/php/includes/site.php' ) . ' '
			. implode( ' ', array_map( 'escapeshellarg', $args ) ) . ' 2>&1';
		$output  = array();
		$status  = 0;
		exec( $command, $output, $status );
		$text = implode( "\n", $output );
		if ( 0 !== $status ) {
			Assert::fail( 'site.php ' . implode( ' ', $args ) . " failed ({$status}):\n" . $text );
		}
		return $text;
	}
}
