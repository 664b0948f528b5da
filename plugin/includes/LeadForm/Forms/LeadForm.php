<?php
/**
 * A lead form as the server reads it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

/**
 * One lead form: its post id, title, publication state, public token and its definition
 * (normalized by LeadFormSchema, so every property of the contract is present).
 */
final class LeadForm {

	/**
	 * Creates the form.
	 *
	 * @param int                  $id         Post id.
	 * @param string               $title      Title shown to editors.
	 * @param string               $status     Post status ('publish' accepts conversions).
	 * @param string               $token      Public token (32 hexadecimal characters).
	 * @param array<string, mixed> $definition The contract's definition, complete.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $title,
		public readonly string $status,
		public readonly string $token,
		public readonly array $definition
	) {
	}

	/**
	 * Whether the form accepts conversions (published).
	 */
	public function is_published(): bool {
		return 'publish' === $this->status;
	}

	/**
	 * The form's fields, in order.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function fields(): array {
		return array_values( $this->definition['fields'] );
	}

	/**
	 * One field by name, or null.
	 *
	 * @param string $name Field name.
	 * @return array<string, mixed>|null
	 */
	public function field( string $name ): ?array {
		foreach ( $this->fields() as $field ) {
			if ( $field['name'] === $name ) {
				return $field;
			}
		}
		return null;
	}

	/**
	 * The form's locale: one of the contract's, `en` for anything else.
	 */
	public function locale(): string {
		return (string) $this->definition['locale'];
	}

	/**
	 * 'typed' or 'legacy'.
	 */
	public function variant(): string {
		return (string) $this->definition['variant'];
	}

	/**
	 * Whether free-mail addresses are refused.
	 */
	public function corporate_email_only(): bool {
		return (bool) $this->definition['corporate_email_only'];
	}

	/**
	 * The thank-you message ('' for none).
	 */
	public function thankyou_message(): string {
		return (string) $this->definition['thankyou_message'];
	}

	/**
	 * Where the visitor goes after a conversion ('' to stay).
	 */
	public function redirect_to(): string {
		return (string) $this->definition['redirect_to'];
	}

	/**
	 * The identifier every conversion of this form carries.
	 */
	public function conversion_identifier(): string {
		return (string) $this->definition['conversion_identifier'];
	}
}
