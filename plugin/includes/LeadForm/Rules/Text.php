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
	 * A scalar as the browser writes it (String() in JavaScript): booleans as 'true'/'false',
	 * numbers in their shortest exact decimal form (0.1 + 0.2 as 0.30000000000000004, 2.0 as
	 * 2), null as ''. Null for arrays and objects.
	 *
	 * @param mixed $raw Submitted value.
	 */
	public static function from_scalar( mixed $raw ): ?string {
		return match ( true ) {
			null === $raw     => '',
			is_bool( $raw )   => $raw ? 'true' : 'false',
			is_float( $raw )  => self::from_float( $raw ),
			is_int( $raw ), is_string( $raw ) => (string) $raw,
			default           => null,
		};
	}

	/**
	 * A float as JavaScript's String() writes it, for the values a form sends (no exponent).
	 *
	 * @param float $raw Number.
	 */
	private static function from_float( float $raw ): string {
		// json_encode() uses the shortest exact form (serialize_precision -1), as JavaScript does;
		// (string) would round to 14 digits. JSON writes 2.0 as "2.0", JavaScript as "2".
		$text = (string) wp_json_encode( $raw );
		return str_ends_with( $text, '.0' ) ? substr( $text, 0, -2 ) : $text;
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
