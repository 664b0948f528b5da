<?php
/**
 * Quiz questions of a contact form.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forms;

/**
 * A quiz field holds question/answer pairs (`questions`: list of `{question, answer}`). The
 * rendered form shows one question at random and carries, in the hidden field
 * `_farol_quiz_answer_<name>`, a keyed hash of its answer (lower case, trimmed); the server
 * compares the hash of the visitor's answer with it, so no answer ever reaches the browser.
 * After each send the refill call hands the browser a new question and hash.
 */
final class Quiz {

	/**
	 * The hidden field carrying a quiz's answer hash.
	 *
	 * @param string $name Quiz field name.
	 */
	public static function hash_field( string $name ): string {
		return '_farol_quiz_answer_' . $name;
	}

	/**
	 * One question of a quiz field, picked at random, with its answer's hash; null when the
	 * field has no usable pair.
	 *
	 * @param array<string,mixed> $field Quiz field description.
	 * @return array{question:string,hash:string}|null
	 */
	public static function pick( array $field ): ?array {
		$pairs = array();
		foreach ( is_array( $field['questions'] ?? null ) ? $field['questions'] : array() as $pair ) {
			if ( is_array( $pair ) && is_string( $pair['question'] ?? null ) && is_string( $pair['answer'] ?? null ) && '' !== trim( $pair['question'] ) && '' !== trim( $pair['answer'] ) ) {
				$pairs[] = array(
					'question' => $pair['question'],
					'hash'     => self::hash( $pair['answer'] ),
				);
			}
		}
		return array() === $pairs ? null : $pairs[ wp_rand( 0, count( $pairs ) - 1 ) ];
	}

	/**
	 * Whether an answer matches the hash the form carried.
	 *
	 * @param mixed $answer Posted answer.
	 * @param mixed $hash   Posted hash.
	 */
	public static function is_correct( mixed $answer, mixed $hash ): bool {
		return is_string( $answer ) && is_string( $hash ) && '' !== $hash && hash_equals( self::hash( $answer ), $hash );
	}

	/**
	 * The keyed hash of an answer.
	 *
	 * @param string $answer Answer.
	 */
	private static function hash( string $answer ): string {
		return hash_hmac( 'sha256', 'farol_quiz|' . mb_strtolower( trim( $answer ), 'UTF-8' ), wp_salt( 'nonce' ) );
	}
}
