<?php
/**
 * The phone rules of the lead form.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

/**
 * A phone field's checks by its mask mode, after its length limits (the field's max_length,
 * and for BRAZILIAN_MASK min_length 14 and max_length 15, are checked before):
 * - BRAZILIAN_MASK: `(DD) NNNNN-NNNN` or `(DD) NNNN-NNNN`, a Brazilian area code in use, a
 *   mobile number of 9 digits starting with 9 or a landline of 8 digits starting with 2-5,
 *   and a valid number for the phone library;
 * - INTERNATIONAL_MASK: `+`, a calling code, then the number; at least the calling code's
 *   length plus the national length (14 for Brazil, 8 elsewhere) plus 2 characters (TOO_SHORT),
 *   the Brazilian checks for +55, and a valid number for the library. Holding only a calling
 *   code, it counts as empty;
 * - NO_MASK: digits and separators, an optional `+`; the national number is read as the
 *   field's country; a valid number for the library (and the Brazilian checks for +55).
 * The browser applies the same checks with libphonenumber-js (src/lib/phone/).
 */
final class PhoneCheck {

	/**
	 * Creates the check.
	 *
	 * @param PhoneLibrary $library The phone library.
	 */
	public function __construct( private readonly PhoneLibrary $library = new PhoneLibrary() ) {
	}

	/**
	 * Whether the value counts as empty: an international phone holding only its calling code.
	 *
	 * @param array<string, mixed> $rules The form's rules.
	 * @param array<string, mixed> $rule  The field's rule.
	 * @param string               $text  The trimmed value.
	 */
	public function is_cleared( array $rules, array $rule, string $text ): bool {
		return 'INTERNATIONAL_MASK' === ( $rule['phone']['mask'] ?? '' )
			&& Patterns::matches( $rules['patterns']['calling_code_only'], $text );
	}

	/**
	 * The phone error of a non-empty value within its length limits, if any.
	 *
	 * @param array<string, mixed> $rules The form's rules.
	 * @param array<string, mixed> $rule  The field's rule.
	 * @param string               $text  The trimmed value.
	 * @return array{0: string, 1: string}|null Error type and message.
	 */
	public function error( array $rules, array $rule, string $text ): ?array {
		$invalid  = array( 'INVALID_PHONE', $rules['messages']['phone'] );
		$patterns = $rules['patterns'];
		$digits   = (string) preg_replace( '/[^0-9]/', '', $text );
		switch ( $rule['phone']['mask'] ?? 'NO_MASK' ) {
			case 'BRAZILIAN_MASK':
				if ( ! Patterns::matches( $patterns['br_phone'], $text ) ) {
					return $invalid;
				}
				$number = $this->library->parse( '+55' . $digits, 'BR' );
				return self::brazilian( $rules, $digits ) && null !== $number && $number['valid'] ? null : $invalid;
			case 'INTERNATIONAL_MASK':
				if ( ! Patterns::matches( $patterns['international_phone'], $text ) ) {
					return $invalid;
				}
				$code = $this->library->calling_code( $digits );
				if ( null === $code ) {
					return $invalid;
				}
				$national = '55' === $code ? $rules['phone']['national_length_br'] : $rules['phone']['national_length_other'];
				$min      = strlen( $code ) + $national + 2;
				if ( Text::length( $text ) < $min ) {
					return array( 'TOO_SHORT', Text::message( $rules['messages']['minlength'], $min ) );
				}
				$number = $this->library->parse( '+' . $digits, null );
				break;
			default:
				if ( ! Patterns::matches( $patterns['phone'], $text ) ) {
					return $invalid;
				}
				$number = $this->library->parse( ( str_starts_with( $text, '+' ) ? '+' : '' ) . $digits, (string) $rule['phone']['country'] );
		}
		if ( null === $number || ! $number['valid'] ) {
			return $invalid;
		}
		if ( '55' === $number['calling_code'] && ! self::brazilian( $rules, $number['national'] ) ) {
			return $invalid;
		}
		return null;
	}

	/**
	 * Whether a Brazilian national number (area code + subscriber) has an area code in use and
	 * a subscriber number of the right shape: 9 digits starting with 9 (mobile, the "ninth
	 * digit"), or 8 digits starting with 2 to 5 (landline).
	 *
	 * @param array<string, mixed> $rules    The form's rules.
	 * @param string               $national Digits.
	 */
	private static function brazilian( array $rules, string $national ): bool {
		$area       = substr( $national, 0, 2 );
		$subscriber = substr( $national, 2 );
		if ( ! in_array( $area, $rules['phone']['br_area_codes'], true ) ) {
			return false;
		}
		return ( 9 === strlen( $subscriber ) && '9' === $subscriber[0] )
			|| ( 8 === strlen( $subscriber ) && str_contains( '2345', $subscriber[0] ) );
	}
}
