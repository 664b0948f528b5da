<?php
/**
 * The regular expressions of the lead form's rules.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

/**
 * Every pattern a rule checks a value with, written once: FieldRules publishes these sources
 * in the form's rules and the browser compiles the same text with `new RegExp( source )`. So
 * each one reads the same in PCRE and in JavaScript: ASCII classes only (a non-ASCII
 * character matches no class in either engine), no `\s` (whose meaning differs), `\xNN`
 * escapes, no flags; PHP adds only the `D` modifier so that `$` means the end, as in
 * JavaScript.
 */
final class Patterns {

	/**
	 * An address: dot-separated atoms of the characters an unquoted local part allows, an @, and
	 * a domain of DNS labels ending in a 2-63 letter top-level domain.
	 */
	public const EMAIL = '^[A-Za-z0-9!#$%&\'*+/=?^_`{|}\x7E-]+(?:\.[A-Za-z0-9!#$%&\'*+/=?^_`{|}\x7E-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$';

	/**
	 * An http or https address with a host (DNS labels or a bracketed IPv6 address), an
	 * optional port, then anything but spaces and control characters.
	 */
	public const URL = '^[Hh][Tt][Tt][Pp][Ss]?://(?:[^\x00-\x20/?#@]+@)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?(?:[/?#][^\x00-\x20]*)?$';

	/**
	 * An IBGE municipality code: 7 digits, the first one a region (1-5).
	 */
	public const CITY_ID = '^[1-5][0-9]{6}$';

	/**
	 * A whole number, optionally signed.
	 */
	public const INTEGER = '^[+-]?[0-9]+$';

	/**
	 * A decimal number, with a point or a comma (as Brazilians write it), no exponent.
	 */
	public const DECIMAL = '^[+-]?(?:[0-9]+(?:[.,][0-9]+)?|[.,][0-9]+)$';

	/**
	 * BRAZILIAN_MASK: `(DD) NNNN-NNNN` or `(DD) NNNNN-NNNN`.
	 */
	public const BR_PHONE = '^\(([0-9]{2})\) ([0-9]{4,5})-([0-9]{4})$';

	/**
	 * INTERNATIONAL_MASK: a + and the calling code, then digits, spaces, brackets, dots, dashes.
	 */
	public const INTERNATIONAL_PHONE = '^\+[0-9][0-9 ().-]*$';

	/**
	 * NO_MASK: the same characters, the + optional, an opening bracket allowed first.
	 */
	public const PHONE = '^\+?[(]?[0-9][0-9 ().-]*$';

	/**
	 * An international phone holding only its calling code (cleared when optional).
	 */
	public const CALLING_CODE_ONLY = '^\+[0-9]{1,3}$';

	/**
	 * Every pattern, by the name the rules publish it under.
	 *
	 * @return array<string, string>
	 */
	public static function all(): array {
		return array(
			'email'               => self::EMAIL,
			'url'                 => self::URL,
			'city_id'             => self::CITY_ID,
			'integer'             => self::INTEGER,
			'decimal'             => self::DECIMAL,
			'br_phone'            => self::BR_PHONE,
			'international_phone' => self::INTERNATIONAL_PHONE,
			'phone'               => self::PHONE,
			'calling_code_only'   => self::CALLING_CODE_ONLY,
		);
	}

	/**
	 * Whether a value matches a pattern; its capture groups in `$groups`.
	 *
	 * @param string             $pattern Pattern source.
	 * @param string             $value   Value.
	 * @param array<int, string> $groups  Receives the match and its groups.
	 */
	public static function matches( string $pattern, string $value, array &$groups = array() ): bool {
		$found  = array();
		$result = 1 === preg_match( '~' . $pattern . '~D', $value, $found );
		$groups = array_values( array_map( 'strval', $found ) );
		return $result;
	}
}
