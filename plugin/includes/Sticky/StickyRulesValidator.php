<?php
/**
 * Validation and normalisation of the sticky rules.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

use Farol\Sticky\StickyRulesSchema as Schema;

/**
 * Checks submitted rules field by field, beyond what JSON schema can say (a selector that is
 * not CSS, a minimum above the maximum), and turns stored values into complete rules.
 *
 * Every problem is reported as `{ rule, field, message }` so the settings page can show the
 * message beside the right field of the right rule.
 */
final class StickyRulesValidator {

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
	 * Problems of one rule, by field.
	 *
	 * @param array<mixed> $rule Submitted rule.
	 * @return array<string,string>
	 */
	private function rule_problems( array $rule ): array {
		$problems = array();

		$sticky = $rule[ Schema::STICKY_SELECTOR ] ?? null;
		if ( null === $sticky || ( is_string( $sticky ) && '' === trim( $sticky ) ) ) {
			$problems[ Schema::STICKY_SELECTOR ] = __( 'Enter the CSS selector of the element that should stick, for example #header.', 'farol' );
		} else {
			$message = $this->selector_problem( $sticky );
			if ( null !== $message ) {
				$problems[ Schema::STICKY_SELECTOR ] = $message;
			}
		}

		$push_up = $rule[ Schema::PUSH_UP_SELECTOR ] ?? '';
		if ( ! is_string( $push_up ) || '' !== trim( $push_up ) ) {
			$message = $this->selector_problem( $push_up );
			if ( null !== $message ) {
				$problems[ Schema::PUSH_UP_SELECTOR ] = $message;
			}
		}

		$numbers = array();
		foreach ( Schema::number_fields() as $field ) {
			if ( ! array_key_exists( $field, $rule ) ) {
				continue;
			}
			$message = $this->number_problem( $rule[ $field ] );
			if ( null === $message ) {
				$numbers[ $field ] = (int) $rule[ $field ];
			} else {
				$problems[ $field ] = $message;
			}
		}

		$defaults = Schema::defaults();
		$min      = $numbers[ Schema::MIN_WIDTH ] ?? ( array_key_exists( Schema::MIN_WIDTH, $rule ) ? null : $defaults[ Schema::MIN_WIDTH ] );
		$max      = $numbers[ Schema::MAX_WIDTH ] ?? ( array_key_exists( Schema::MAX_WIDTH, $rule ) ? null : $defaults[ Schema::MAX_WIDTH ] );
		if ( null !== $min && null !== $max && $min > $max ) {
			$problems[ Schema::MIN_WIDTH ] = __( 'The minimum screen width cannot be greater than the maximum screen width.', 'farol' );
		}

		foreach ( Schema::boolean_fields() as $field ) {
			if ( array_key_exists( $field, $rule ) && null === self::to_bool( $rule[ $field ] ) ) {
				$problems[ $field ] = __( 'Choose on or off.', 'farol' );
			}
		}

		return $problems;
	}

	/**
	 * What is wrong with a selector, or null.
	 *
	 * @param mixed $selector Submitted selector.
	 */
	private function selector_problem( mixed $selector ): ?string {
		if ( ! is_string( $selector ) ) {
			return __( 'Enter a CSS selector as text.', 'farol' );
		}
		if ( strlen( $selector ) > Schema::MAX_SELECTOR_LENGTH ) {
			return sprintf(
				/* translators: %d: maximum number of characters. */
				__( 'A selector can have at most %d characters.', 'farol' ),
				Schema::MAX_SELECTOR_LENGTH
			);
		}
		$problem = SelectorSyntax::check( $selector );
		if ( null === $problem ) {
			return null;
		}
		if ( SelectorSyntax::JQUERY === $problem['code'] ) {
			return sprintf(
				/* translators: %s: a jQuery selector extension such as ":eq()". */
				__( '"%s" is a jQuery extension, not CSS: browsers do not understand it. Use a CSS selector.', 'farol' ),
				$problem['detail']
			);
		}
		return __( 'This is not a valid CSS selector.', 'farol' );
	}

	/**
	 * What is wrong with a number of pixels (or a z-index), or null.
	 *
	 * @param mixed $value Submitted value.
	 */
	private function number_problem( mixed $value ): ?string {
		if ( is_string( $value ) && preg_match( '/^\s*-?\d+\s*$/', $value ) ) {
			$value = (int) $value;
		}
		if ( is_float( $value ) && floor( $value ) === $value && abs( $value ) <= Schema::MAX_NUMBER ) {
			$value = (int) $value;
		}
		if ( ! is_int( $value ) ) {
			return __( 'Enter a whole number, without "px" or other units.', 'farol' );
		}
		if ( $value < 0 ) {
			return __( 'Enter 0 or more: negative numbers are not allowed.', 'farol' );
		}
		if ( $value > Schema::MAX_NUMBER ) {
			return sprintf(
				/* translators: %d: the largest accepted number. */
				__( 'Enter a number no greater than %d.', 'farol' ),
				Schema::MAX_NUMBER
			);
		}
		return null;
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
			if ( ! is_array( $rule ) || array() !== $this->rule_problems( $rule ) ) {
				continue;
			}
			$clean = Schema::defaults();
			foreach ( Schema::selector_fields() as $field ) {
				if ( isset( $rule[ $field ] ) ) {
					$clean[ $field ] = trim( (string) $rule[ $field ] );
				}
			}
			foreach ( Schema::number_fields() as $field ) {
				if ( isset( $rule[ $field ] ) ) {
					$clean[ $field ] = (int) $rule[ $field ];
				}
			}
			foreach ( Schema::boolean_fields() as $field ) {
				if ( isset( $rule[ $field ] ) ) {
					$clean[ $field ] = (bool) self::to_bool( $rule[ $field ] );
				}
			}
			$rules[] = $clean;
			if ( count( $rules ) >= Schema::MAX_RULES ) {
				break;
			}
		}
		return $rules;
	}

	/**
	 * Reads a yes/no value the way the REST API's boolean type does (true, false, 1, 0,
	 * "true", "false", "1", "0"); null when it is none of those.
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function to_bool( mixed $value ): ?bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		if ( in_array( $value, array( 1, '1', 'true' ), true ) ) {
			return true;
		}
		if ( in_array( $value, array( 0, '0', 'false' ), true ) ) {
			return false;
		}
		return null;
	}
}
