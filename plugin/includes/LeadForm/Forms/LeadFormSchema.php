<?php
/**
 * The lead form contract, read from lead-form.schema.json.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Support\JsonFile;
use WP_Error;

/**
 * What a lead form is made of, as the contract (src/lead-form/form-contract.ts, turned into
 * lead-form.schema.json by `npm run contracts`) says: PHP never lists the fields again. The
 * form's post meta is registered with this schema, so every save through the REST API is
 * validated by core; `normalize()` checks and completes a definition read from anywhere else
 * (seed data, tests, an old stored value) with the contract's defaults.
 */
final class LeadFormSchema {

	/**
	 * The committed contract file.
	 */
	public const CONTRACT_FILE = __DIR__ . '/../lead-form.schema.json';

	/**
	 * The decoded contract, once read.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $contract = null;

	/**
	 * Creates the schema reader.
	 *
	 * @param string $file Absolute path of the contract file.
	 */
	public function __construct( private readonly string $file = self::CONTRACT_FILE ) {
	}

	/**
	 * The JSON Schema of a form definition, without the generator's description.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		if ( null === $this->contract ) {
			$this->contract = JsonFile::schema( $this->file );
		}
		return $this->contract;
	}

	/**
	 * The JSON Schema of one field.
	 *
	 * @return array<string, mixed>
	 */
	public function field_schema(): array {
		return $this->schema()['properties']['fields']['items'];
	}

	/**
	 * A definition checked against the contract and completed with its defaults.
	 *
	 * @param mixed $definition The raw definition.
	 * @return array<string, mixed>|WP_Error The definition, or why it breaks the contract.
	 */
	public function normalize( mixed $definition ): array|WP_Error {
		if ( ! is_array( $definition ) ) {
			return new WP_Error( 'farol_lead_form_invalid', __( 'The lead form definition is not an object.', 'farol' ) );
		}
		$schema = $this->schema();
		$valid  = rest_validate_value_from_schema( $definition, $schema, 'farol_lead_form' );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$clean = rest_sanitize_value_from_schema( $definition, $schema, 'farol_lead_form' );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$clean           = $this->with_defaults( $clean, $schema );
		$clean['fields'] = array_map(
			fn ( array $field ): array => $this->with_defaults( $field, $this->field_schema() ),
			$clean['fields']
		);
		return $clean;
	}

	/**
	 * An object with every missing property that has a default set to it.
	 *
	 * @param array<string, mixed> $value  The object.
	 * @param array<string, mixed> $schema Its schema.
	 * @return array<string, mixed>
	 */
	private function with_defaults( array $value, array $schema ): array {
		foreach ( $schema['properties'] as $name => $property ) {
			if ( ! array_key_exists( $name, $value ) && array_key_exists( 'default', $property ) ) {
				$value[ $name ] = $property['default'];
			}
		}
		return $value;
	}
}
