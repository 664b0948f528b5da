<?php
/**
 * A contact form's validation schema.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

use InvalidArgumentException;

/**
 * What a form publishes at `feedback/schema` and validates every submission with: its rules
 * (in field order, each field's rules in the kinds' order), the locale of their messages and
 * its acceptance boxes. Built from the form's fields by SchemaBuilder, or read back from a
 * published document with from_array(). Immutable; to_array() gives the document the contract
 * (src/contact-form/schema-contract.ts) describes.
 */
final class Schema {

	/**
	 * Creates a schema.
	 *
	 * @param Rule[]                                              $rules      Rules, in order.
	 * @param string                                              $locale     Locale of the messages.
	 * @param list<array{field:string,invert:bool,optional:bool}> $acceptance Acceptance boxes.
	 */
	public function __construct(
		private readonly array $rules,
		private readonly string $locale,
		private readonly array $acceptance = array()
	) {
	}

	/**
	 * The rules, in order.
	 *
	 * @return list<Rule> Rules.
	 */
	public function rules(): array {
		return $this->rules;
	}

	/**
	 * The locale the messages are written in.
	 *
	 * @return string e.g. pt_BR.
	 */
	public function locale(): string {
		return $this->locale;
	}

	/**
	 * The acceptance boxes: each must be checked (unchecked when `invert`) unless `optional`.
	 *
	 * @return list<array{field:string,invert:bool,optional:bool}> Boxes.
	 */
	public function acceptance(): array {
		return $this->acceptance;
	}

	/**
	 * The published document.
	 *
	 * @return array{version:string,locale:string,rules:list<array<string,mixed>>,acceptance:list<array{field:string,invert:bool,optional:bool}>} Document.
	 */
	public function to_array(): array {
		return array(
			'version'    => Contract::version(),
			'locale'     => $this->locale,
			'rules'      => array_map( static fn( Rule $rule ): array => $rule->to_array(), $this->rules ),
			'acceptance' => $this->acceptance,
		);
	}

	/**
	 * A schema from a published document.
	 *
	 * @param mixed $document Decoded document.
	 * @return self The schema.
	 * @throws InvalidArgumentException When it does not follow the contract.
	 */
	public static function from_array( mixed $document ): self {
		$document = Contract::plain( $document );
		$checked  = Contract::check( $document );
		if ( is_wp_error( $checked ) ) {
			throw new InvalidArgumentException( esc_html( $checked->get_error_message() ) );
		}
		$acceptance = array();
		foreach ( $document['acceptance'] as $box ) {
			$acceptance[] = array(
				'field'    => (string) $box['field'],
				'invert'   => (bool) $box['invert'],
				'optional' => (bool) $box['optional'],
			);
		}
		return new self(
			array_map( array( Rule::class, 'from_array' ), array_values( $document['rules'] ) ),
			(string) $document['locale'],
			$acceptance
		);
	}
}
