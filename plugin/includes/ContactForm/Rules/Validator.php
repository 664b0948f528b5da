<?php
/**
 * Validates a contact form submission with the form's schema.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

/**
 * The server's verdict, which is authoritative; the browser reaches the same one from the
 * published schema (src/contact-form/rules/validator.ts), and the shared table
 * tests/fixtures/contact-form/rule-cases.json proves it. Each field gets at most one entry:
 * its first failing rule, in schema order. A combinator's failure is reported on its own
 * field: for `all`, with the failing child's message and kind (the combinator's own message
 * when the child has none), for `any`, with the combinator's.
 */
final class Validator {

	/**
	 * The invalid fields of a submission.
	 *
	 * @param Schema              $schema The form's schema.
	 * @param array<string,mixed> $values Posted values by field name (strings, or lists of
	 *                                    strings for checkbox groups and multiple selects).
	 * @param array<string,mixed> $files  Files by field name: lists of
	 *                                    array{name: string, size: int, type?: string}.
	 * @return list<array{field:string,message:string,rule:string}> Empty when it is valid.
	 */
	public static function validate( Schema $schema, array $values, array $files = array() ): array {
		$inputs  = array();
		$input   = static function ( string $field ) use ( &$inputs, $values, $files ): array {
			if ( ! isset( $inputs[ $field ] ) ) {
				$inputs[ $field ] = array(
					Values::of( $values[ $field ] ?? null ),
					Values::files( $files[ $field ] ?? null ),
				);
			}
			return $inputs[ $field ];
		};
		$invalid = array();
		foreach ( $schema->rules() as $rule ) {
			if ( isset( $invalid[ $rule->field ] ) ) {
				continue;
			}
			$failure = $rule->is_combinator() ? self::combinator_failure( $rule, $input ) : self::leaf_failure( $rule, $input );
			if ( null !== $failure ) {
				$invalid[ $rule->field ] = $failure;
			}
		}
		return array_values( $invalid );
	}

	/**
	 * The failure of a leaf rule, or null when it passes.
	 *
	 * @param Rule     $rule  Leaf rule.
	 * @param callable $input Gives a field's [values, files].
	 * @return array{field:string,message:string,rule:string}|null Entry.
	 */
	private static function leaf_failure( Rule $rule, callable $input ): ?array {
		list( $values, $files ) = $input( $rule->field );
		return Checks::passes( $rule, $values, $files ) ? null : self::entry( $rule->field, $rule->error, $rule->kind );
	}

	/**
	 * The failure of `all` or `any`, or null when it passes.
	 *
	 * @param Rule     $rule  Combinator.
	 * @param callable $input Gives a field's [values, files].
	 * @return array{field:string,message:string,rule:string}|null Entry.
	 */
	private static function combinator_failure( Rule $rule, callable $input ): ?array {
		foreach ( $rule->rules as $child ) {
			$passes = null === self::leaf_failure( $child, $input );
			if ( 'any' === $rule->kind && $passes ) {
				return null;
			}
			if ( 'all' === $rule->kind && ! $passes ) {
				return '' === $child->error ? self::entry( $rule->field, $rule->error, 'all' ) : self::entry( $rule->field, $child->error, $child->kind );
			}
		}
		return 'any' === $rule->kind ? self::entry( $rule->field, $rule->error, 'any' ) : null;
	}

	/**
	 * An invalid_fields entry.
	 *
	 * @param string $field   Field name.
	 * @param string $message Message.
	 * @param string $rule    Kind of the rule whose message it is.
	 * @return array{field:string,message:string,rule:string} Entry.
	 */
	private static function entry( string $field, string $message, string $rule ): array {
		return array(
			'field'   => $field,
			'message' => $message,
			'rule'    => $rule,
		);
	}
}
