<?php
/**
 * One rule of a contact form's schema.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

/**
 * A rule as it is published: its kind, the field it is about, the message shown when it
 * fails (already translated) and its kind's parameters (Contract::parameters()); a combinator
 * (`all`, `any`) holds leaf rules instead of parameters. Immutable.
 */
final class Rule {

	/**
	 * Creates a rule.
	 *
	 * @param string              $kind       Rule kind (`required`, `email`, `all`...).
	 * @param string              $field      Field name.
	 * @param string              $error      Message shown when it fails.
	 * @param array<string,mixed> $parameters Its kind's parameters (threshold, accept...).
	 * @param Rule[]              $rules      A combinator's leaf rules.
	 */
	public function __construct(
		public readonly string $kind,
		public readonly string $field,
		public readonly string $error,
		public readonly array $parameters = array(),
		public readonly array $rules = array()
	) {
	}

	/**
	 * Whether it is `all` or `any`.
	 *
	 * @return bool Whether it holds rules.
	 */
	public function is_combinator(): bool {
		return in_array( $this->kind, Contract::COMBINATORS, true );
	}

	/**
	 * A parameter.
	 *
	 * @param string $name Parameter name.
	 * @return mixed Its value, or null.
	 */
	public function parameter( string $name ): mixed {
		return $this->parameters[ $name ] ?? null;
	}

	/**
	 * The rule as published.
	 *
	 * @return array<string,mixed> `rule`, `field`, `error`, then its parameters or `rules`.
	 */
	public function to_array(): array {
		$data = array(
			'rule'  => $this->kind,
			'field' => $this->field,
			'error' => $this->error,
		) + $this->parameters;
		if ( $this->is_combinator() ) {
			$data['rules'] = array_map( static fn( Rule $rule ): array => $rule->to_array(), $this->rules );
		}
		return $data;
	}

	/**
	 * A rule from its published form, which Contract::check() has accepted.
	 *
	 * @param array<string,mixed> $data Published rule.
	 * @return self The rule.
	 */
	public static function from_array( array $data ): self {
		$parameters = array_diff_key( $data, array_flip( array( 'rule', 'field', 'error', 'rules' ) ) );
		$rules      = array_map( array( self::class, 'from_array' ), array_values( $data['rules'] ?? array() ) );
		return new self( (string) $data['rule'], (string) $data['field'], (string) $data['error'], $parameters, $rules );
	}
}
