<?php
/**
 * The contact form schema's contract, read from the JSON files `npm run contracts` writes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

use Farol\Support\JsonFile;
use RuntimeException;
use WP_Error;

/**
 * The published schema's shape as src/contact-form/schema-contract.ts defines it, the only
 * place it is written: feedback-schema.schema.json (the whole document; a rule is one flat
 * object there, since WordPress' REST validator has no anyOf) and rule-parameters.schema.json
 * (for each leaf rule kind, exactly its parameters). PHP reads the kinds and checks documents
 * with them through WordPress' own rest_validate_value_from_schema().
 */
final class Contract {

	/** The document's contract. */
	public const DOCUMENT_FILE = __DIR__ . '/../feedback-schema.schema.json';

	/** Each leaf kind's parameters. */
	public const PARAMETERS_FILE = __DIR__ . '/../rule-parameters.schema.json';

	/** The combinators, which hold `rules` instead of parameters. */
	public const COMBINATORS = array( 'all', 'any' );

	/**
	 * Decoded files by path.
	 *
	 * @var array<string,array<string,mixed>>
	 */
	private static array $files = array();

	/**
	 * A decoded contract file.
	 *
	 * @param string $file Path.
	 * @return array<string,mixed> JSON Schema.
	 * @throws RuntimeException When the file is missing or not JSON.
	 */
	private static function read( string $file ): array {
		if ( ! isset( self::$files[ $file ] ) ) {
			self::$files[ $file ] = JsonFile::read( $file );
		}
		return self::$files[ $file ];
	}

	/**
	 * The document's JSON Schema.
	 *
	 * @return array<string,mixed> JSON Schema.
	 */
	public static function document(): array {
		return self::read( self::DOCUMENT_FILE );
	}

	/**
	 * The version string a document carries.
	 *
	 * @return string Version.
	 */
	public static function version(): string {
		return (string) self::document()['properties']['version']['enum'][0];
	}

	/**
	 * The leaf kinds, in the order a field's rules are published.
	 *
	 * @return list<string> Kinds.
	 */
	public static function leaf_kinds(): array {
		return array_keys( self::read( self::PARAMETERS_FILE )['properties'] );
	}

	/**
	 * A leaf kind's parameters.
	 *
	 * @param string $kind Leaf kind.
	 * @return array<string,mixed> JSON Schema of an object holding exactly them.
	 */
	public static function parameters( string $kind ): array {
		return self::read( self::PARAMETERS_FILE )['properties'][ $kind ] ?? array();
	}

	/**
	 * A `pattern` of a contract file, as a PCRE.
	 *
	 * @param string[] $path Keys down to the schema holding the pattern.
	 * @param string   $file The contract file; the document's by default.
	 * @return string PCRE (the contract's patterns read the same in JavaScript and PCRE).
	 * @throws RuntimeException When there is no pattern there.
	 */
	public static function pattern( array $path, string $file = self::DOCUMENT_FILE ): string {
		$schema = self::read( $file );
		foreach ( $path as $key ) {
			$schema = is_array( $schema ) ? ( $schema[ $key ] ?? null ) : null;
		}
		if ( ! is_array( $schema ) || ! is_string( $schema['pattern'] ?? null ) ) {
			throw new RuntimeException( sprintf( 'No pattern at %s in the contract.', esc_html( implode( '.', $path ) ) ) );
		}
		return '/' . str_replace( '/', '\/', $schema['pattern'] ) . '/D';
	}

	/**
	 * Checks a document against the contract: its shape, then each rule's parameters.
	 *
	 * @param mixed $document Decoded document.
	 * @return bool|WP_Error True, or the first problem.
	 */
	public static function check( mixed $document ): bool|WP_Error {
		$document = self::plain( $document );
		$valid    = rest_validate_value_from_schema( $document, self::document(), 'schema' );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		foreach ( $document['rules'] as $index => $rule ) {
			$where    = sprintf( 'schema[rules][%d]', $index );
			$children = array( $rule );
			if ( in_array( $rule['rule'], self::COMBINATORS, true ) ) {
				$extra = array_diff( array_keys( $rule ), array( 'rule', 'field', 'error', 'rules' ) );
				if ( ! isset( $rule['rules'] ) || array() !== $extra ) {
					return new WP_Error( 'farol_rule_invalid', sprintf( '%s: all and any take field, error and rules only.', $where ) );
				}
				$children = $rule['rules'];
			}
			foreach ( $children as $child ) {
				$checked = self::check_parameters( $child, $where );
				if ( is_wp_error( $checked ) ) {
					return $checked;
				}
			}
		}
		return true;
	}

	/**
	 * A decoded document as arrays only: JSON decoded to objects (stdClass) is read the same.
	 *
	 * @param mixed $document Decoded document.
	 * @return mixed The same data, objects turned into arrays; null when it cannot be encoded.
	 */
	public static function plain( mixed $document ): mixed {
		return is_array( $document ) || is_object( $document ) ? json_decode( (string) wp_json_encode( $document ), true ) : $document;
	}

	/**
	 * Checks a leaf rule's parameters against its kind's.
	 *
	 * @param array<string,mixed> $rule  Leaf rule.
	 * @param string              $where Its place, for the message.
	 * @return bool|WP_Error True, or the problem.
	 */
	private static function check_parameters( array $rule, string $where ): bool|WP_Error {
		if ( isset( $rule['rules'] ) ) {
			return new WP_Error( 'farol_rule_invalid', sprintf( '%s: only all and any hold rules.', $where ) );
		}
		$parameters = array_diff_key( $rule, array_flip( array( 'rule', 'field', 'error' ) ) );
		// An empty JSON object decodes to an empty PHP array, which the validator takes for a list.
		$valid = rest_validate_value_from_schema( (object) $parameters, self::parameters( (string) $rule['rule'] ), $where . '[' . $rule['rule'] . ']' );
		return is_wp_error( $valid ) ? $valid : true;
	}
}
