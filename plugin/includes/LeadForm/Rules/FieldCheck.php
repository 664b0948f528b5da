<?php
/**
 * Checks one field's submitted value against its published rule.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

/**
 * One field, one verdict: the typed value and at most one error (the first rule it breaks).
 * The order of the checks is part of the contract, since the browser's validator
 * (src/lead-form/rules/) reports the same first error:
 * shape (a list only for a checkbox group) → UTF-8 → trim → empty (REQUIRED, or an empty
 * value) → TOO_LONG → TOO_SHORT → format (email, CORPORATE_EMAIL_ONLY, url, number, option,
 * phone, city id) → value type (integer, float, boolean).
 */
final class FieldCheck {

	/**
	 * Creates the check.
	 *
	 * @param PhoneCheck $phones The phone rules.
	 */
	public function __construct( private readonly PhoneCheck $phones = new PhoneCheck() ) {
	}

	/**
	 * The verdict on one field.
	 *
	 * @param array<string, mixed> $rules The form's rules.
	 * @param array<string, mixed> $rule  The field's rule.
	 * @param mixed                $raw   The submitted value (null when absent).
	 * @return array{0: mixed, 1: array{0: string, 1: string}|null} The value and the error (type, message).
	 */
	public function check( array $rules, array $rule, mixed $raw ): array {
		$messages = $rules['messages'];
		if ( $rule['multiple'] ) {
			return $this->check_list( $rules, $rule, $raw );
		}
		$text = Text::from_scalar( $raw );
		if ( 'hidden' === $rule['type'] && 'city_id' !== $rule['format'] ) {
			// Not validated: kept as sent when it is text, else empty.
			return array( null !== $text && Text::is_utf8( $text ) ? Text::trim( $text ) : '', null );
		}
		if ( null === $text || ! Text::is_utf8( $text ) ) {
			return array( self::empty_value( $rule ), array( 'INVALID_FORMAT', $messages['invalid'] ) );
		}
		$text = Text::trim( $text );
		if ( 'checkbox' === $rule['format'] ) {
			return self::check_box( $rules, $rule, $text );
		}
		if ( 'phone' === $rule['format'] && $this->phones->is_cleared( $rules, $rule, $text ) ) {
			$text = '';
		}
		if ( '' === $text ) {
			return array( self::empty_value( $rule ), $rule['required'] ? array( 'REQUIRED', $messages['required'] ) : null );
		}
		$length = Text::length( $text );
		if ( $length > $rule['max_length'] ) {
			return array( $text, array( 'TOO_LONG', Text::message( $messages['maxlength'], $rule['max_length'] ) ) );
		}
		if ( $length < $rule['min_length'] ) {
			return array( $text, array( 'TOO_SHORT', Text::message( $messages['minlength'], $rule['min_length'] ) ) );
		}
		$error = $this->format_error( $rules, $rule, $text );
		if ( null !== $error ) {
			return array( $text, $error );
		}
		return self::typed( $rules, $rule, $text );
	}

	/**
	 * A checkbox group: a list (or one value) of options, at least one when required.
	 *
	 * @param array<string, mixed> $rules The form's rules.
	 * @param array<string, mixed> $rule  The field's rule.
	 * @param mixed                $raw   The submitted value.
	 * @return array{0: list<string>, 1: array{0: string, 1: string}|null}
	 */
	private function check_list( array $rules, array $rule, mixed $raw ): array {
		$messages = $rules['messages'];
		$items    = array();
		foreach ( is_array( $raw ) ? $raw : array( $raw ) as $item ) {
			$text = Text::from_scalar( $item );
			if ( null === $text || ! Text::is_utf8( $text ) ) {
				return array( array(), array( 'INVALID_FORMAT', $messages['invalid'] ) );
			}
			$text = Text::trim( $text );
			if ( '' !== $text ) {
				$items[] = $text;
			}
		}
		if ( array() === $items ) {
			return array( array(), $rule['required'] ? array( 'REQUIRED', $messages['checkbox_group'] ) : null );
		}
		foreach ( $items as $item ) {
			if ( Text::length( $item ) > $rule['max_length'] ) {
				return array( $items, array( 'TOO_LONG', Text::message( $messages['maxlength'], $rule['max_length'] ) ) );
			}
			if ( array() !== $rule['options'] && ! in_array( $item, $rule['options'], true ) ) {
				return array( $items, array( 'INVALID_OPTION', $messages['option'] ) );
			}
		}
		return array( $items, null );
	}

	/**
	 * A single checkbox: ticked unless empty or a false word; required means ticked.
	 *
	 * @param array<string, mixed> $rules The form's rules.
	 * @param array<string, mixed> $rule  The field's rule.
	 * @param string               $text  The trimmed value.
	 * @return array{0: mixed, 1: array{0: string, 1: string}|null}
	 */
	private static function check_box( array $rules, array $rule, string $text ): array {
		$checked = '' !== $text && ! in_array( mb_strtolower( $text, 'UTF-8' ), $rules['boolean_words']['false'], true );
		$error   = $rule['required'] && ! $checked ? array( 'REQUIRED', $rules['messages']['checkbox'] ) : null;
		$value   = match ( $rule['value_type'] ) {
			'boolean' => $checked,
			'integer' => $checked ? 1 : 0,
			'float'   => $checked ? 1.0 : 0.0,
			default   => $checked ? $text : '',
		};
		return array( $value, $error );
	}

	/**
	 * The format check's error, if any.
	 *
	 * @param array<string, mixed> $rules The form's rules.
	 * @param array<string, mixed> $rule  The field's rule.
	 * @param string               $text  The trimmed, non-empty value.
	 * @return array{0: string, 1: string}|null
	 */
	private function format_error( array $rules, array $rule, string $text ): ?array {
		$messages = $rules['messages'];
		$patterns = $rules['patterns'];
		switch ( $rule['format'] ) {
			case 'email':
				if ( ! Patterns::matches( $patterns['email'], $text ) ) {
					return array( 'INVALID_FORMAT', $messages['email'] );
				}
				$domain = strtolower( substr( $text, (int) strrpos( $text, '@' ) + 1 ) );
				if ( $rule['corporate_email_only'] && in_array( $domain, $rules['free_email_domains'], true ) ) {
					return array( 'CORPORATE_EMAIL_ONLY', $messages['corporate_email'] );
				}
				return null;
			case 'url':
				return Patterns::matches( $patterns['url'], $text ) ? null : array( 'INVALID_FORMAT', $messages['url'] );
			case 'number':
				return Patterns::matches( $patterns['decimal'], $text ) ? null : array( 'INVALID_FORMAT', $messages['number'] );
			case 'city_id':
				return Patterns::matches( $patterns['city_id'], $text ) ? null : array( 'INVALID_FORMAT', $messages['invalid'] );
			case 'choice':
				return array() === $rule['options'] || in_array( $text, $rule['options'], true ) ? null : array( 'INVALID_OPTION', $messages['option'] );
			case 'phone':
				return $this->phones->error( $rules, $rule, $text );
		}
		return null;
	}

	/**
	 * The value converted to its value type, or the typing error.
	 *
	 * @param array<string, mixed> $rules The form's rules.
	 * @param array<string, mixed> $rule  The field's rule.
	 * @param string               $text  The trimmed, non-empty value.
	 * @return array{0: mixed, 1: array{0: string, 1: string}|null}
	 */
	private static function typed( array $rules, array $rule, string $text ): array {
		$messages = $rules['messages'];
		switch ( $rule['value_type'] ) {
			case 'integer':
				$digits = ltrim( ltrim( $text, '+-' ), '0' );
				// Within JavaScript's safe integers (2^53 - 1), so the browser reads the same number.
				$safe = strlen( $digits ) < 16 || ( 16 === strlen( $digits ) && strcmp( $digits, '9007199254740991' ) <= 0 );
				if ( ! Patterns::matches( $rules['patterns']['integer'], $text ) || ! $safe ) {
					return array( $text, array( 'INVALID_FORMAT', $messages['integer'] ) );
				}
				return array( (int) $text, null );
			case 'float':
				$number = Patterns::matches( $rules['patterns']['decimal'], $text ) ? (float) str_replace( ',', '.', $text ) : INF;
				if ( ! is_finite( $number ) ) {
					return array( $text, array( 'INVALID_FORMAT', $messages['number'] ) );
				}
				return array( $number, null );
			case 'boolean':
				$word = mb_strtolower( $text, 'UTF-8' );
				if ( in_array( $word, $rules['boolean_words']['true'], true ) ) {
					return array( true, null );
				}
				if ( in_array( $word, $rules['boolean_words']['false'], true ) ) {
					return array( false, null );
				}
				return array( $text, array( 'INVALID_FORMAT', $messages['invalid'] ) );
		}
		return array( $text, null );
	}

	/**
	 * The value of an empty field: '' for a string, null for the other types.
	 *
	 * @param array<string, mixed> $rule The field's rule.
	 */
	private static function empty_value( array $rule ): mixed {
		return 'string' === $rule['value_type'] ? '' : null;
	}
}
