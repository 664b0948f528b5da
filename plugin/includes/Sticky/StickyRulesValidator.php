<?php
/**
 * Validation and normalisation of the sticky rules.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

use Farol\Sticky\StickyRulesSchema as Schema;
use WP_Error;

/**
 * Checks submitted rules field by field against the contract, and turns stored values into
 * complete rules.
 *
 * Each field is checked by WordPress' own schema validator (rest_validate_value_from_schema)
 * with that field's schema from the contract, so types, limits and the selector's forbidden
 * characters are enforced exactly as the contract says; this class only words the refusal for
 * a site owner. The one check JSON Schema cannot say, a minimum width above the maximum, is
 * written here. Whether a selector is valid CSS is the browser's call (the settings page asks
 * it as the user types); the server enforces only what safety and storage need.
 *
 * Every problem is reported as `{ rule, field, message }` so the settings page can show the
 * message beside the right field of the right rule.
 */
final class StickyRulesValidator {

	/**
	 * Creates the validator.
	 *
	 * @param StickyRulesSchema $schema The contract.
	 */
	public function __construct( private readonly StickyRulesSchema $schema ) {
	}

	/**
	 * Finds every problem in a submitted value.
	 *
	 * A value that is not a list of objects is left to the schema validator (it returns no
	 * field problem here).
	 *
	 * @param mixed $value Submitted option value.
	 * @return list<array{rule:int,field:string,message:string}>
	 */
	public function problems( mixed $value ): array {
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			return array();
		}
		$problems = array();
		foreach ( $value as $index => $rule ) {
			if ( ! is_array( $rule ) ) {
				continue;
			}
			foreach ( $this->rule_problems( $rule ) as $field => $message ) {
				$problems[] = array(
					'rule'    => $index,
					'field'   => $field,
					'message' => $message,
				);
			}
		}
		return $problems;
	}

	/**
	 * Turns any stored or submitted value into a list of complete, valid rules: missing fields
	 * take their defaults and rules with a problem are dropped (the REST layer has already
	 * refused them, so this only guards other writers such as update_option()).
	 *
	 * @param mixed $value Option value.
	 * @return list<array<string,string|int|bool>>
	 */
	public function normalize( mixed $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$rules = array();
		foreach ( array_values( $value ) as $rule ) {
			if ( count( $rules ) >= $this->schema->max_rules() ) {
				break;
			}
			if ( ! is_array( $rule ) || array() !== $this->rule_problems( $rule ) ) {
				continue;
			}
			$clean = $this->schema->defaults();
			foreach ( $this->schema->fields() as $field => $schema ) {
				if ( isset( $rule[ $field ] ) ) {
					$clean[ $field ] = rest_sanitize_value_from_schema( self::trimmed( $rule[ $field ] ), $schema, $field );
				}
			}
			$rules[] = $clean;
		}
		return $rules;
	}

	/**
	 * Problems of one rule, by field.
	 *
	 * @param array<mixed> $rule Submitted rule.
	 * @return array<string,string>
	 */
	private function rule_problems( array $rule ): array {
		$problems = array();
		foreach ( $this->schema->fields() as $field => $schema ) {
			if ( ! array_key_exists( $field, $rule ) || null === $rule[ $field ] ) {
				if ( in_array( $field, $this->schema->required(), true ) ) {
					$problems[ $field ] = $this->message( 'rest_too_short', $rule[ $field ] ?? null, $schema );
				}
				continue;
			}
			$value = self::trimmed( $rule[ $field ] );
			$check = rest_validate_value_from_schema( $value, $schema, $field );
			if ( $check instanceof WP_Error ) {
				$problems[ $field ] = $this->message( (string) $check->get_error_code(), $value, $schema );
			}
		}

		$defaults = $this->schema->defaults();
		$min      = $rule[ Schema::MIN_WIDTH ] ?? $defaults[ Schema::MIN_WIDTH ];
		$max      = $rule[ Schema::MAX_WIDTH ] ?? $defaults[ Schema::MAX_WIDTH ];
		if ( ! isset( $problems[ Schema::MIN_WIDTH ] ) && ! isset( $problems[ Schema::MAX_WIDTH ] ) && (int) $min > (int) $max ) {
			$problems[ Schema::MIN_WIDTH ] = __( 'The minimum screen width cannot be greater than the maximum screen width.', 'farol' );
		}
		return $problems;
	}

	/**
	 * What to tell a site owner about a value WordPress' schema validator refused.
	 *
	 * @param string              $code   The validator's error code.
	 * @param mixed               $value  The value (trimmed).
	 * @param array<string,mixed> $schema The field's schema.
	 */
	private function message( string $code, mixed $value, array $schema ): string {
		switch ( $schema['type'] ) {
			case 'integer':
				if ( 'rest_out_of_bounds' !== $code ) {
					return __( 'Enter a whole number, without "px" or other units.', 'farol' );
				}
				if ( $value < ( $schema['minimum'] ?? PHP_INT_MIN ) ) {
					return __( 'Enter 0 or more: negative numbers are not allowed.', 'farol' );
				}
				return sprintf(
					/* translators: %d: the largest accepted number. */
					__( 'Enter a number no greater than %d.', 'farol' ),
					$schema['maximum']
				);
			case 'boolean':
				return __( 'Choose on or off.', 'farol' );
		}
		// Every text field of a rule is a CSS selector.
		switch ( $code ) {
			case 'rest_too_short':
				return __( 'Enter the CSS selector of the element that should stick, for example #header.', 'farol' );
			case 'rest_too_long':
				return sprintf(
					/* translators: %d: maximum number of characters. */
					__( 'A selector can have at most %d characters.', 'farol' ),
					$schema['maxLength']
				);
			case 'rest_invalid_pattern':
				return $this->forbidden_character_message( (string) $value, (string) $schema['pattern'] );
		}
		return __( 'Enter a CSS selector as text.', 'farol' );
	}

	/**
	 * Names the first character the contract's selector pattern forbids.
	 *
	 * @param string $selector The refused selector.
	 * @param string $pattern  The contract's pattern.
	 */
	private function forbidden_character_message( string $selector, string $pattern ): string {
		$characters = preg_split( '//u', $selector, -1, PREG_SPLIT_NO_EMPTY );
		foreach ( is_array( $characters ) ? $characters : array() as $character ) {
			if ( ! rest_validate_json_schema_pattern( $pattern, $character ) && preg_match( '/^[[:print:]]$/', $character ) ) {
				return sprintf(
					/* translators: %s: a character such as "<" or "{". */
					__( '"%s" never belongs in a CSS selector: remove it.', 'farol' ),
					$character
				);
			}
		}
		return __( 'This selector contains control characters or invalid text: type it again.', 'farol' );
	}

	/**
	 * A text value without surrounding whitespace (what is stored); other values as they are.
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function trimmed( mixed $value ): mixed {
		return is_string( $value ) ? trim( $value ) : $value;
	}
}
