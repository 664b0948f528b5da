<?php
/**
 * Text helpers shared by the lead form's checks.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

/**
 * How the rules read a submitted value: as a string (whatever JSON type it came as), trimmed
 * of the whitespace JavaScript's `trim()` removes, counted in characters (Unicode code points,
 * so 'ação' is 4 and an emoji 1), never in bytes. The browser's validators do the same.
 */
final class Text {

	/**
	 * The whitespace String.prototype.trim() removes: tab, line feed, vertical tab, form feed,
	 * carriage return, the Unicode separators (\p{Z}: spaces, line and paragraph separators)
	 * and the byte order mark.
	 */
	private const TRIM = '/^[\t\n\x0B\f\r\p{Z}\x{FEFF}]+|[\t\n\x0B\f\r\p{Z}\x{FEFF}]+$/u';

	/**
	 * A scalar as the browser writes it: booleans as 'true'/'false', numbers in decimal, null
	 * as ''. Null for arrays and objects.
	 *
	 * @param mixed $raw Submitted value.
	 */
	public static function from_scalar( mixed $raw ): ?string {
		return match ( true ) {
			null === $raw      => '',
			is_bool( $raw )    => $raw ? 'true' : 'false',
			is_int( $raw ), is_float( $raw ), is_string( $raw ) => (string) $raw,
			default            => null,
		};
	}

	/**
	 * Whether a string is valid UTF-8 (a query string may carry any bytes).
	 *
	 * @param string $value Value.
	 */
	public static function is_utf8( string $value ): bool {
		return mb_check_encoding( $value, 'UTF-8' );
	}

	/**
	 * The value without leading and trailing whitespace (valid UTF-8 expected).
	 *
	 * @param string $value Value.
	 */
	public static function trim( string $value ): string {
		return (string) preg_replace( self::TRIM, '', $value );
	}

	/**
	 * Length in characters.
	 *
	 * @param string $value Value (valid UTF-8).
	 */
	public static function length( string $value ): int {
		return mb_strlen( $value, 'UTF-8' );
	}

	/**
	 * A message with its `{n}` replaced.
	 *
	 * @param string $message Message.
	 * @param int    $n       The limit.
	 */
	public static function message( string $message, int $n ): string {
		return str_replace( '{n}', (string) $n, $message );
	}
}
