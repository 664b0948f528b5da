<?php
/**
 * What a lead form submission's validation found.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

/**
 * The typed values of a submission (the form's fields per value type, plus the known extra
 * keys) and its errors, one per field at most, in the form's order except that a
 * CORPORATE_EMAIL_ONLY error comes first (the conversion answer's errors list starts with it).
 */
final class ValidationResult {

	/**
	 * Creates the result.
	 *
	 * @param array<string, mixed>                                                  $values Field name or extra key => typed value.
	 * @param list<array{field: string, error_type: string, error_message: string}> $errors Errors.
	 */
	public function __construct(
		public readonly array $values,
		public readonly array $errors
	) {
	}

	/**
	 * Whether the submission has no error.
	 */
	public function is_valid(): bool {
		return array() === $this->errors;
	}
}
