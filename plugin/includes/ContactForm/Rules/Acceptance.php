<?php
/**
 * The acceptance boxes of a contact form.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

/**
 * Acceptance boxes are not rules: a missing acceptance is its own status
 * (acceptance_missing), and the browser keeps the submit button disabled until none is
 * missing (src/contact-form/rules/acceptance.ts, same verdicts). A box is checked when it
 * posts a value that is not blank and not "0".
 */
final class Acceptance {

	/**
	 * Whether a box posted "checked".
	 *
	 * @param array<string,mixed> $values Posted values by field name.
	 * @param string              $field  The box's name.
	 * @return bool Whether it is checked.
	 */
	public static function is_checked( array $values, string $field ): bool {
		foreach ( Values::of( $values[ $field ] ?? null ) as $value ) {
			if ( '0' !== $value ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The boxes that are not optional and not in their required state (checked, or unchecked
	 * when inverted).
	 *
	 * @param Schema              $schema The form's schema.
	 * @param array<string,mixed> $values Posted values by field name.
	 * @return list<string> Their field names, in schema order; empty when the form may be sent.
	 */
	public static function missing( Schema $schema, array $values ): array {
		$missing = array();
		foreach ( $schema->acceptance() as $box ) {
			if ( ! $box['optional'] && self::is_checked( $values, $box['field'] ) === $box['invert'] ) {
				$missing[] = $box['field'];
			}
		}
		return $missing;
	}
}
