<?php
/**
 * Readable text from the provider's error answers.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

/**
 * RD Station Marketing answers errors in two shapes: `errors` as a list
 * (`[{error_type, error_message, path?}]`) or as an object keyed by field
 * (`{email: [{error_type, error_message}], ...}`). Both become one line:
 * "HTTP 400: email: email cannot be null. (CANNOT_BE_NULL); linkedin: ... (INVALID_FORMAT)".
 * A body that is neither keeps its HTTP status and a short, tag-free excerpt.
 */
final class ProviderErrors {

	/**
	 * Longest text kept.
	 */
	public const MAX_LENGTH = 1000;

	/**
	 * The readable message of an error answer.
	 *
	 * @param int    $status HTTP status.
	 * @param string $body   Response body.
	 */
	public static function message( int $status, string $body ): string {
		$decoded = json_decode( $body, true );
		$parts   = array();
		if ( is_array( $decoded ) && isset( $decoded['errors'] ) && is_array( $decoded['errors'] ) ) {
			$parts = array_is_list( $decoded['errors'] )
				? self::from_list( $decoded['errors'], '' )
				: self::from_object( $decoded['errors'] );
		}
		if ( array() === $parts ) {
			$excerpt = trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( $body ) ) );
			$parts[] = '' === $excerpt ? 'no details' : self::cut( $excerpt, 200 );
		}
		return self::cut( sprintf( 'HTTP %d: %s', $status, implode( '; ', $parts ) ), self::MAX_LENGTH );
	}

	/**
	 * Errors keyed by field.
	 *
	 * @param array<string, mixed> $errors Field → list of errors (or one error).
	 * @return list<string>
	 */
	private static function from_object( array $errors ): array {
		$parts = array();
		foreach ( $errors as $field => $list ) {
			if ( is_array( $list ) && ! array_is_list( $list ) ) {
				$list = array( $list );
			}
			if ( is_string( $list ) ) {
				$parts[] = $field . ': ' . $list;
				continue;
			}
			$parts = array_merge( $parts, self::from_list( is_array( $list ) ? $list : array(), (string) $field ) );
		}
		return $parts;
	}

	/**
	 * A list of errors, each `{error_type, error_message, path?}`.
	 *
	 * @param array<int, mixed> $errors The list.
	 * @param string            $field  Field they belong to ('' for a top-level list).
	 * @return list<string>
	 */
	private static function from_list( array $errors, string $field ): array {
		$parts = array();
		foreach ( $errors as $error ) {
			if ( ! is_array( $error ) ) {
				continue;
			}
			$type    = is_string( $error['error_type'] ?? null ) ? $error['error_type'] : '';
			$text    = is_string( $error['error_message'] ?? null ) ? $error['error_message'] : '';
			$where   = '' !== $field ? $field : ( is_string( $error['path'] ?? null ) ? $error['path'] : '' );
			$message = trim( ( '' !== $where ? $where . ': ' : '' ) . $text . ( '' !== $type ? ' (' . $type . ')' : '' ) );
			if ( '' !== $message ) {
				$parts[] = $message;
			}
		}
		return $parts;
	}

	/**
	 * A text cut to a length, on a character boundary.
	 *
	 * @param string $text   Text.
	 * @param int    $length Most characters.
	 */
	private static function cut( string $text, int $length ): string {
		return mb_strlen( $text ) > $length ? mb_substr( $text, 0, $length - 1 ) . '…' : $text;
	}
}
