<?php
/**
 * What wp_die() throws during tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests;

use RuntimeException;

/**
 * Thrown by the test wp_die() handler, so a handler that ends the request ends only the call.
 */
final class WpDieException extends RuntimeException {

	/**
	 * Creates the exception.
	 *
	 * @param string   $message wp_die() message.
	 * @param string   $title   wp_die() title.
	 * @param int|null $status  HTTP status wp_die() was given, if any.
	 */
	public function __construct( string $message, public readonly string $title = '', public readonly ?int $status = null ) {
		parent::__construct( $message );
	}
}
