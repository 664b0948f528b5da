<?php
/**
 * Validates a lead form submission on the server.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

use Farol\LeadForm\Forms\LeadForm;

/**
 * Checks a submission against the rules the form publishes (FieldRules), field by field
 * (FieldCheck), and keeps the known extra keys; everything else the input holds is dropped.
 * The browser runs the same rules (src/lead-form/rules/), and the fixture table
 * tests/fixtures/lead-form/rules-cases.json holds both to the same verdicts.
 */
final class FormValidator {

	/**
	 * Creates the validator.
	 *
	 * @param FieldRules $rules  Builds the form's rules.
	 * @param FieldCheck $checks Checks one field.
	 */
	public function __construct(
		private readonly FieldRules $rules = new FieldRules(),
		private readonly FieldCheck $checks = new FieldCheck()
	) {
	}

	/**
	 * The verdict on a submission.
	 *
	 * @param LeadForm             $form  The form.
	 * @param array<string, mixed> $input The submitted keys and values (a JSON body, or a
	 *                                    query string as PHP parsed it).
	 */
	public function validate( LeadForm $form, array $input ): ValidationResult {
		return $this->validate_rules( $this->rules->for_form( $form ), $input );
	}

	/**
	 * The verdict on a submission, given the form's published rules.
	 *
	 * @param array<string, mixed> $rules The rules (FieldRules::for_form()).
	 * @param array<string, mixed> $input The submitted keys and values.
	 */
	public function validate_rules( array $rules, array $input ): ValidationResult {
		$values    = array();
		$errors    = array();
		$corporate = array();
		foreach ( $rules['fields'] as $rule ) {
			list( $value, $error )   = $this->checks->check( $rules, $rule, self::read( $input, $rule['name'] ) );
			$values[ $rule['name'] ] = $value;
			if ( null !== $error ) {
				$entry = array(
					'field'         => $rule['name'],
					'error_type'    => $error[0],
					'error_message' => $error[1],
				);
				if ( 'CORPORATE_EMAIL_ONLY' === $error[0] ) {
					$corporate[] = $entry;
				} else {
					$errors[] = $entry;
				}
			}
		}
		foreach ( $rules['extras'] as $key ) {
			if ( array_key_exists( $key, $values ) || ! array_key_exists( $key, $input ) ) {
				continue;
			}
			list( $value, $error ) = Extras::value( $rules, $key, $input[ $key ] );
			if ( null !== $error ) {
				$errors[] = array(
					'field'         => $key,
					'error_type'    => $error[0],
					'error_message' => $error[1],
				);
			} elseif ( null !== $value ) {
				$values[ $key ] = $value;
			}
		}
		return new ValidationResult( $values, array_merge( $corporate, $errors ) );
	}

	/**
	 * A field's submitted value, null when absent. A `custom_fields[ID]` or `name[]` key of a
	 * query string reaches PHP as a nested array, and is found there too.
	 *
	 * @param array<string, mixed> $input The submitted keys and values.
	 * @param string               $name  Field name.
	 */
	private static function read( array $input, string $name ): mixed {
		if ( array_key_exists( $name, $input ) ) {
			return $input[ $name ];
		}
		if ( array_key_exists( $name . '[]', $input ) ) {
			return $input[ $name . '[]' ];
		}
		if ( 1 === preg_match( '/^([a-z_]+)\[([A-Za-z0-9_]+)\]$/', $name, $parts ) && is_array( $input[ $parts[1] ] ?? null ) ) {
			return $input[ $parts[1] ][ $parts[2] ] ?? null;
		}
		return null;
	}
}
