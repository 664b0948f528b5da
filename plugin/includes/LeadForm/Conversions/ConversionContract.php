<?php
/**
 * The conversion API's contract, as PHP reads it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\Support\JsonFile;
use WP_Error;

/**
 * Reads the JSON Schemas generated from src/lead-form/conversion-contract.ts (the envelope of
 * a conversion, the legacy query, the view event, the request sizes), builds the routes' REST arguments from
 * them, and checks a submission's envelope into the answers' error shape — the same check for
 * the REST routes and the no-JS fallback.
 */
final class ConversionContract {

	/**
	 * Schemas read so far, by file.
	 *
	 * @var array<string,array<string,mixed>>
	 */
	private array $schemas = array();

	/**
	 * Creates the contract.
	 *
	 * @param string $directory Folder of the *.schema.json files.
	 */
	public function __construct( private string $directory ) {
	}

	/**
	 * A schema: 'conversion-envelope', 'conversion-legacy-query' or 'view-event'.
	 *
	 * @param string $name Schema name.
	 * @return array<string,mixed>
	 */
	public function schema( string $name ): array {
		if ( ! isset( $this->schemas[ $name ] ) ) {
			$this->schemas[ $name ] = JsonFile::read( $this->directory . '/' . $name . '.schema.json' );
		}
		return $this->schemas[ $name ];
	}

	/**
	 * Largest body a route accepts, in bytes: request-size.schema.json's maximum for it.
	 *
	 * @param string $route 'conversion' or 'event'.
	 */
	public function max_body_bytes( string $route ): int {
		return (int) $this->schema( 'request-size' )['properties'][ $route ]['maximum'];
	}

	/**
	 * REST arguments of a schema's properties (documentation in the REST index, and the
	 * standard type checks of the arguments present, whose refusals are answered in the
	 * errors shape). None is marked required: the controllers check presence themselves,
	 * since a beacon's text/plain body or a token in a header is not seen as an argument.
	 *
	 * @param string $name Schema name.
	 * @return array<string,array<string,mixed>>
	 */
	public function rest_args( string $name ): array {
		$schema = $this->schema( $name );
		$args   = array();
		foreach ( $schema['properties'] as $property => $definition ) {
			$args[ $property ] = array_merge(
				$definition,
				array(
					'required'          => false,
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				)
			);
		}
		return $args;
	}

	/**
	 * Checks a value against a whole schema, unknown keys included.
	 *
	 * @param string $name  Schema name.
	 * @param mixed  $value The value.
	 * @return list<array{error_type: string, error_message: string, field?: string}> Errors (none when valid).
	 */
	public function errors( string $name, mixed $value ): array {
		$schema = $this->schema( $name );
		if ( ! is_array( $value ) || ( array() !== $value && array_is_list( $value ) ) ) {
			return array( $this->bad_request() );
		}
		$errors = array();
		foreach ( $schema['required'] ?? array() as $property ) {
			if ( ! array_key_exists( $property, $value ) ) {
				$errors[] = array(
					'error_type'    => 'REQUIRED',
					'error_message' => __( 'This field is required.', 'farol' ),
					'field'         => (string) $property,
				);
			}
		}
		foreach ( $value as $key => $item ) {
			$property = $schema['properties'][ $key ] ?? null;
			if ( null === $property ) {
				if ( false === ( $schema['additionalProperties'] ?? true ) ) {
					$errors[] = array(
						'error_type'    => 'UNKNOWN_FIELD',
						'error_message' => __( 'This field is not accepted here.', 'farol' ),
						'field'         => (string) $key,
					);
				}
				continue;
			}
			$valid = rest_validate_value_from_schema( $item, $property, (string) $key );
			if ( $valid instanceof WP_Error ) {
				$errors[] = array(
					'error_type'    => is_string( $item ) && isset( $property['maxLength'] ) && mb_strlen( $item ) > $property['maxLength'] ? 'TOO_LONG' : 'INVALID_FORMAT',
					'error_message' => $valid->get_error_message(),
					'field'         => (string) $key,
				);
			}
		}
		return $errors;
	}

	/**
	 * The error of a body that is not a JSON object of fields.
	 *
	 * @return array{error_type: string, error_message: string}
	 */
	public function bad_request(): array {
		return array(
			'error_type'    => 'BAD_REQUEST',
			'error_message' => __( 'The request body must be a JSON object of fields whose values are text, numbers, booleans or lists of them.', 'farol' ),
		);
	}

	/**
	 * The submitted fields, flat: every value a scalar, null or a list of scalars (what a form
	 * sends). A map of scalars under one key — PHP's reading of `custom_fields[12]=…` in a
	 * query or form post — becomes keys `custom_fields[12]` when $maps is true (a JSON body
	 * names such keys itself). Null when the input has another shape (nested objects, lists
	 * of objects).
	 *
	 * @param array<mixed> $input Submitted fields.
	 * @param bool         $maps  Whether maps of scalars are PHP's reading of bracketed keys.
	 * @return array<string,mixed>|null
	 */
	public function flatten( array $input, bool $maps ): ?array {
		$fields = array();
		foreach ( $input as $key => $value ) {
			if ( ! is_string( $key ) ) {
				return null;
			}
			if ( ! is_array( $value ) ) {
				if ( ! is_scalar( $value ) && null !== $value ) {
					return null;
				}
				$fields[ $key ] = $value;
				continue;
			}
			foreach ( $value as $item ) {
				if ( ! is_scalar( $item ) ) {
					return null;
				}
			}
			if ( array_is_list( $value ) ) {
				$fields[ $key ] = $value;
				continue;
			}
			if ( ! $maps ) {
				return null;
			}
			foreach ( $value as $sub => $item ) {
				$fields[ $key . '[' . $sub . ']' ] = $item;
			}
		}
		return $fields;
	}
}
