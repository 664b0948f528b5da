<?php
/**
 * A value walked along a JSON Schema.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\SettingsTransfer;

/**
 * What the settings file does with an option's value and its section's schema (the option's
 * contract without its secrets):
 *
 * - project(): the value with only what the schema names, at every depth (an export: the
 *   secrets, absent from the schema, are left out);
 * - keep_secrets(): an imported value plus every key of the stored value the schema does not
 *   name, at every depth (the receiving site's secrets stay);
 * - objects(): empty arrays where the schema says object, made JSON objects for the file.
 */
final class SchemaProjection {

	/**
	 * The value with only what the schema names.
	 *
	 * @param mixed               $value  The option's value.
	 * @param array<string,mixed> $schema The section's schema.
	 * @return mixed
	 */
	public static function project( mixed $value, array $schema ): mixed {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( self::is_object_schema( $schema ) ) {
			$clean = array();
			foreach ( $schema['properties'] as $key => $property ) {
				if ( array_key_exists( $key, $value ) ) {
					$clean[ $key ] = self::project( $value[ $key ], $property );
				}
			}
			return $clean;
		}
		if ( isset( $schema['items'] ) && is_array( $schema['items'] ) && array_is_list( $value ) ) {
			$items = $schema['items'];
			return array_map( static fn( $item ) => self::project( $item, $items ), $value );
		}
		return $value;
	}

	/**
	 * The imported value with the stored keys the schema does not name (the secrets) kept.
	 *
	 * @param mixed               $incoming The file's value (valid against the schema).
	 * @param mixed               $stored   The option's value on this site.
	 * @param array<string,mixed> $schema   The section's schema.
	 * @return mixed
	 */
	public static function keep_secrets( mixed $incoming, mixed $stored, array $schema ): mixed {
		if ( ! self::is_object_schema( $schema ) || ! is_array( $stored ) ) {
			return $incoming;
		}
		$merged = is_array( $incoming ) ? $incoming : array();
		foreach ( $stored as $key => $value ) {
			if ( ! isset( $schema['properties'][ $key ] ) ) {
				$merged[ $key ] = $value;
				continue;
			}
			$property = $schema['properties'][ $key ];
			if ( is_array( $property ) && self::is_object_schema( $property ) && is_array( $value ) ) {
				$given = is_array( $incoming ) && array_key_exists( $key, $incoming ) ? $incoming[ $key ] : null;
				$kept  = self::keep_secrets( $given, $value, $property );
				if ( null !== $given || array() !== $kept ) {
					$merged[ $key ] = $kept;
				}
			}
		}
		return $merged;
	}

	/**
	 * The value with empty arrays made objects where the schema says object (for JSON).
	 *
	 * @param mixed               $value  The value.
	 * @param array<string,mixed> $schema Its schema.
	 * @return mixed
	 */
	public static function objects( mixed $value, array $schema ): mixed {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		$types = (array) ( $schema['type'] ?? array() );
		if ( in_array( 'object', $types, true ) ) {
			if ( array() === $value ) {
				return new \stdClass();
			}
			foreach ( $value as $key => $child ) {
				$property      = $schema['properties'][ $key ] ?? $schema['additionalProperties'] ?? null;
				$value[ $key ] = is_array( $property ) ? self::objects( $child, $property ) : $child;
			}
			return $value;
		}
		if ( isset( $schema['items'] ) && is_array( $schema['items'] ) ) {
			$items = $schema['items'];
			return array_map( static fn( $item ) => self::objects( $item, $items ), $value );
		}
		return $value;
	}

	/**
	 * Whether a schema is an object with named properties.
	 *
	 * @param array<string,mixed> $schema The schema.
	 */
	private static function is_object_schema( array $schema ): bool {
		return in_array( 'object', (array) ( $schema['type'] ?? array() ), true ) && isset( $schema['properties'] ) && is_array( $schema['properties'] );
	}
}
