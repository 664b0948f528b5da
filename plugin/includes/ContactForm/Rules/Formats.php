<?php
/**
 * The value formats the contact form's rules check.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

/**
 * Format predicates, the same as the browser's (src/contact-form/rules/formats.ts). Every
 * pattern names its characters (ASCII digits are [0-9]) so PCRE and JavaScript read it alike;
 * values reach these functions normalized by Values (valid UTF-8, trimmed).
 */
final class Formats {

	/** One dot-separated atom of an email address' local part. */
	private const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+\\/=?^_`{|}~-]+";

	/** Schemes whose addresses name a host: `http:example.com` is not one. */
	private const HOST_SCHEMES = array( 'http', 'https', 'ftp', 'ftps' );

	/** Cumulative day offsets of the months, for the weekday. */
	private const MONTH_OFFSETS = array( 0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4 );

	/**
	 * An email address: at least 6 characters, at most 254; one `@`; a local part of at most
	 * 64 characters made of dot-separated atoms (letters, digits and !#$%&'*+/=?^_`{|}~-; no
	 * leading, trailing or doubled dot); a domain of at least two labels, each 1 to 63 letters,
	 * digits or hyphens, not starting or ending with a hyphen. No top-level domain list;
	 * international domains only as punycode. Stricter than WordPress' is_email() on the local
	 * part, whose dots it does not check.
	 *
	 * @param string $value Normalized value.
	 * @return bool Whether it is one.
	 */
	public static function is_email( string $value ): bool {
		$length = Values::length( $value );
		if ( $length < 6 || $length > 254 ) {
			return false;
		}
		$parts = explode( '@', $value );
		if ( 2 !== count( $parts ) ) {
			return false;
		}
		list( $local, $domain ) = $parts;
		$atom                   = self::LOCAL_ATOM;
		if ( strlen( $local ) > 64 || ! preg_match( "/^{$atom}(?:\\.{$atom})*\$/D", $local ) ) {
			return false;
		}
		$labels = explode( '.', $domain );
		if ( count( $labels ) < 2 ) {
			return false;
		}
		foreach ( $labels as $label ) {
			if ( ! preg_match( '/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/D', $label ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * A URL: a scheme from the list (compared in lower case, as schemes are case-insensitive),
	 * then something; no whitespace or control character anywhere; where the rest starts with
	 * `//`, a non-empty host (after any `user@` and before any `:port`); http, https, ftp and
	 * ftps must have that `//host`. Hosts are not checked further.
	 *
	 * @param string   $value   Normalized value.
	 * @param string[] $schemes Accepted schemes, lower case.
	 * @return bool Whether it is one.
	 */
	public static function is_url( string $value, array $schemes ): bool {
		if ( ! preg_match( '/^([A-Za-z][A-Za-z0-9+.-]*):(.*)$/sD', $value, $match )
			|| preg_match( '/[\x{0000}-\x{001F}\x{007F}' . Values::WHITESPACE . ']/u', $value ) ) {
			return false;
		}
		$scheme = strtolower( $match[1] );
		$rest   = $match[2];
		if ( ! in_array( $scheme, $schemes, true ) || '' === $rest ) {
			return false;
		}
		if ( str_starts_with( $rest, '//' ) ) {
			$authority = (string) preg_split( '/[\/?#]/', substr( $rest, 2 ) )[0];
			$at        = strrpos( $authority, '@' );
			$host      = false === $at ? $authority : substr( $authority, $at + 1 );
			return '' !== (string) preg_replace( '/:[0-9]*$/D', '', $host );
		}
		return ! in_array( $scheme, self::HOST_SCHEMES, true );
	}

	/**
	 * A telephone number: with the separators removed (whitespace, parentheses, slash, dot and
	 * hyphen), an optional international prefix (`+` or `00`) and then 5 to 15 ASCII digits.
	 *
	 * @param string $value Normalized value.
	 * @return bool Whether it is one.
	 */
	public static function is_tel( string $value ): bool {
		$digits = (string) preg_replace( '/[' . Values::WHITESPACE . '()\/.-]/u', '', $value );
		if ( str_starts_with( $digits, '+' ) ) {
			$digits = substr( $digits, 1 );
		} elseif ( str_starts_with( $digits, '00' ) ) {
			$digits = substr( $digits, 2 );
		}
		return 1 === preg_match( '/^[0-9]{5,15}$/D', $digits );
	}

	/**
	 * A number as an HTML number input sends it: an optional minus, digits with an optional
	 * fraction (`.5` is fine; `1.`, `+1`, `1,5`, `0x1A` and `Infinity` are not), an optional
	 * exponent.
	 *
	 * @param string $value Normalized value.
	 * @return bool Whether it is one.
	 */
	public static function is_number( string $value ): bool {
		return 1 === preg_match( '/^-?(?:[0-9]+|[0-9]*\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/D', $value );
	}

	/**
	 * The year, month and day of a real calendar date written YYYY-MM-DD (years 0001 to 9999).
	 *
	 * @param string $value Normalized value.
	 * @return array{int,int,int}|null [year, month, day], or null when it is not one.
	 */
	public static function parse_date( string $value ): ?array {
		if ( ! preg_match( '/^([0-9]{4})-([0-9]{2})-([0-9]{2})$/D', $value, $match ) ) {
			return null;
		}
		$year  = (int) $match[1];
		$month = (int) $match[2];
		$day   = (int) $match[3];
		return $year >= 1 && checkdate( $month, $day, $year ) ? array( $year, $month, $day ) : null;
	}

	/**
	 * A time of day, HH:MM or HH:MM:SS, 00:00 to 23:59:59.
	 *
	 * @param string $value Normalized value.
	 * @return bool Whether it is one.
	 */
	public static function is_time( string $value ): bool {
		return 1 === preg_match( '/^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/D', $value );
	}

	/**
	 * The ISO weekday of a calendar date (1 Monday … 7 Sunday), by arithmetic on the date
	 * alone: a date has no time zone, so no clock or zone can shift it to the day before.
	 *
	 * @param array{int,int,int} $date [year, month, day] of a real date.
	 * @return int 1 to 7.
	 */
	public static function iso_weekday( array $date ): int {
		list( $year, $month, $day ) = $date;
		$y                          = $month < 3 ? $year - 1 : $year;
		$sunday0                    = ( $y + intdiv( $y, 4 ) - intdiv( $y, 100 ) + intdiv( $y, 400 ) + self::MONTH_OFFSETS[ $month - 1 ] + $day ) % 7;
		return 0 === $sunday0 ? 7 : $sunday0;
	}

	/**
	 * A file name's extension as the file rule compares it: the part after the last dot,
	 * ASCII letters lower-cased, with its dot; null when the name has no dot, ends in one or
	 * has nothing before it (`.jpg`).
	 *
	 * @param string $name File name.
	 * @return string|null e.g. `.pdf`, or null.
	 */
	public static function file_extension( string $name ): ?string {
		$cut  = max( (int) strrpos( $name, '/' ), (int) strrpos( $name, '\\' ) );
		$base = false === strrpos( $name, '/' ) && false === strrpos( $name, '\\' ) ? $name : substr( $name, $cut + 1 );
		$dot  = strrpos( $base, '.' );
		if ( false === $dot || 0 === $dot || strlen( $base ) - 1 === $dot ) {
			return null;
		}
		return strtolower( substr( $base, $dot ) );
	}
}
