<?php
/**
 * The forwarding contract, read from its JSON Schemas.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\Support\JsonFile;

/**
 * The provider settings and a form's forwarding settings, as the contract
 * src/lead-form/forwarding-contract.ts says (turned into forwarding-settings.schema.json and
 * form-forwarding.schema.json by `npm run contracts`): PHP never lists those fields again.
 * `normalize()` checks a stored value against its schema and fills the defaults, so readers
 * always get a complete value and a broken one falls back to the defaults.
 */
final class ForwardingContract {

	/**
	 * The committed provider settings contract.
	 */
	public const SETTINGS_FILE = __DIR__ . '/../forwarding-settings.schema.json';

	/**
	 * The committed per-form contract.
	 */
	public const FORM_FILE = __DIR__ . '/../form-forwarding.schema.json';

	/**
	 * Decoded schemas by file, once read.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $schemas = array();

	/**
	 * The JSON Schema of the provider settings.
	 *
	 * @return array<string, mixed>
	 */
	public function settings_schema(): array {
		return $this->read( self::SETTINGS_FILE );
	}

	/**
	 * The JSON Schema of a form's forwarding settings.
	 *
	 * @return array<string, mixed>
	 */
	public function form_schema(): array {
		return $this->read( self::FORM_FILE );
	}

	/**
	 * A value checked against a schema and completed with its defaults; the defaults alone
	 * when the value breaks the schema.
	 *
	 * @param mixed                $value  Raw value (an option or a meta).
	 * @param array<string, mixed> $schema One of this contract's schemas.
	 * @return array<string, mixed>
	 */
	public function normalize( mixed $value, array $schema ): array {
		$clean = array();
		if ( is_array( $value ) && true === rest_validate_value_from_schema( $value, $schema, 'value' ) ) {
			$sanitized = rest_sanitize_value_from_schema( $value, $schema, 'value' );
			$clean     = is_array( $sanitized ) ? $sanitized : array();
		}
		foreach ( $schema['properties'] as $name => $property ) {
			if ( ! array_key_exists( $name, $clean ) && array_key_exists( 'default', $property ) ) {
				$clean[ $name ] = $property['default'];
			}
		}
		return $clean;
	}

	/**
	 * A schema file, decoded, without the generator's description.
	 *
	 * @param string $file Absolute path.
	 * @return array<string, mixed>
	 */
	private function read( string $file ): array {
		if ( ! isset( $this->schemas[ $file ] ) ) {
			$this->schemas[ $file ] = JsonFile::schema( $file );
		}
		return $this->schemas[ $file ];
	}
}
