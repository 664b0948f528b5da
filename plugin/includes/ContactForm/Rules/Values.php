<?php
/**
 * How the contact form's rules read a field's values.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

/**
 * A field's values as every rule reads them, the same in the browser
 * (src/contact-form/rules/values.ts): a list of strings (a checkbox group posts several; nested
 * lists are flattened), each with CRLF and CR turned into LF and trimmed of Unicode whitespace
 * at both ends, blank ones dropped. The whitespace set is written out: TAB to CR, space,
 * U+0085, U+00A0, U+1680, U+2000 to U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and
 * U+FEFF; U+200B (zero width space) is not whitespace. Bytes that are not UTF-8 become U+FFFD
 * (the replacement character, which no format accepts), so a broken value is judged, never
 * a warning.
 *
 * Strings and integers are values; anything else (null, booleans, objects) is ignored, as a
 * posted form holds only strings.
 */
final class Values {

	/** The whitespace characters, as a PCRE class body (with the u modifier). */
	public const WHITESPACE = '\x{0009}-\x{000D}\x{0020}\x{0085}\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}';

	/**
	 * One value as the rules read it.
	 *
	 * @param string $value A posted string.
	 * @return string It as valid UTF-8 with LF line ends, trimmed.
	 */
	public static function normalize( string $value ): string {
		if ( ! mb_check_encoding( $value, 'UTF-8' ) ) {
			// U+FFFD, not mb_scrub()'s default "?", which an email address may contain.
			$substitute = mb_substitute_character();
			mb_substitute_character( 0xFFFD );
			$value = mb_scrub( $value, 'UTF-8' );
			mb_substitute_character( $substitute );
		}
		$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
		return (string) preg_replace( '/^[' . self::WHITESPACE . ']+|[' . self::WHITESPACE . ']+$/u', '', $value );
	}

	/**
	 * A field's values as the rules read them.
	 *
	 * @param mixed $raw The field's posted value.
	 * @return list<string> Non-blank normalized values.
	 */
	public static function of( mixed $raw ): array {
		if ( is_int( $raw ) ) {
			$raw = (string) $raw;
		}
		if ( is_string( $raw ) ) {
			$value = self::normalize( $raw );
			return '' === $value ? array() : array( $value );
		}
		if ( ! is_array( $raw ) ) {
			return array();
		}
		$values = array();
		foreach ( $raw as $item ) {
			array_push( $values, ...self::of( $item ) );
		}
		return $values;
	}

	/**
	 * A field's files as the rules read them: entries with a non-empty string `name`; `size`
	 * in bytes, 0 when it is not a number (fractions cut), `type` kept as posted. A single
	 * file may be given without the list around it (the browser's side takes lists only).
	 *
	 * @param mixed $raw The field's files.
	 * @return list<array{name:string,size:int,type:string}> Files.
	 */
	public static function files( mixed $raw ): array {
		if ( ! is_array( $raw ) ) {
			return array();
		}
		if ( array_key_exists( 'name', $raw ) ) {
			$raw = array( $raw );
		}
		$files = array();
		foreach ( $raw as $file ) {
			if ( ! is_array( $file ) || ! isset( $file['name'] ) || ! is_string( $file['name'] ) || '' === $file['name'] ) {
				continue;
			}
			$size    = $file['size'] ?? 0;
			$files[] = array(
				'name' => $file['name'],
				'size' => ( is_int( $size ) || is_float( $size ) ) && is_finite( (float) $size ) ? max( 0, (int) $size ) : 0,
				'type' => isset( $file['type'] ) && is_string( $file['type'] ) ? $file['type'] : '',
			);
		}
		return $files;
	}

	/**
	 * A text's length in Unicode code points (an emoji made of one code point counts one; a
	 * letter written with a combining accent counts two), as the browser counts.
	 *
	 * @param string $value Valid UTF-8 text.
	 * @return int Code points.
	 */
	public static function length( string $value ): int {
		return mb_strlen( $value, 'UTF-8' );
	}
}
