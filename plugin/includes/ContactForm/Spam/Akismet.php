<?php
/**
 * Akismet's comment-check for contact form submissions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\ContactForm\Forms\ContactForm;
use Farol\Support\Captcha\Endpoints;

/**
 * When the site turns Akismet on (SpamSettings `akismet`) and a key is available (the Akismet
 * plugin's own, `Akismet::get_api_key()`, when that plugin is active; else the key set in
 * Farol's settings), each submission that passed every other check is sent to Akismet's
 * documented comment-check call as `comment_type` contact-form, with the form's first e-mail
 * and url fields, its name field (a text field whose name holds "name" or "nome", else the
 * first text field) and its textareas as the content. Answer `true` → spam (stored, not
 * mailed); `false` → ham; anything else (an error, `invalid`, no answer) → logged, and the
 * submission goes through: Akismet is a second opinion, not a gate.
 */
final class Akismet {

	/**
	 * The key in use, '' when none.
	 */
	public static function key(): string {
		if ( class_exists( '\Akismet' ) && is_callable( array( '\Akismet', 'get_api_key' ) ) ) {
			$key = call_user_func( array( '\Akismet', 'get_api_key' ) );
			if ( is_string( $key ) && '' !== $key ) {
				return $key;
			}
		}
		return SpamSettings::get()['akismet_key'];
	}

	/**
	 * Whether the check runs.
	 */
	public static function enabled(): bool {
		return SpamSettings::get()['akismet'] && '' !== self::key();
	}

	/**
	 * Asks Akismet: true spam, false ham, null unknown (logged).
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $values Values by field name.
	 * @param string              $remote The client's address.
	 */
	public static function is_spam( ContactForm $form, array $values, string $remote ): ?bool {
		$body = Endpoints::post( Endpoints::url( 'akismet_check' ), self::query( $form, $values, $remote ) );
		if ( 'true' === $body ) {
			return true;
		}
		if ( 'false' === $body ) {
			return false;
		}
		SpamLog::write( sprintf( 'Akismet gave no verdict for form %d (%s)', $form->id, null === $body ? 'no answer' : substr( $body, 0, 40 ) ) );
		return null;
	}

	/**
	 * The comment-check fields.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $values Values by field name.
	 * @param string              $remote The client's address.
	 * @return array<string,string>
	 */
	public static function query( ContactForm $form, array $values, string $remote ): array {
		$first   = static function ( callable $wanted ) use ( $form, $values ): string {
			foreach ( $form->input_fields() as $field ) {
				if ( $wanted( $field ) && is_string( $values[ $field['name'] ] ?? null ) ) {
					return $values[ $field['name'] ];
				}
			}
			return '';
		};
		$author  = $first( static fn ( array $field ): bool => 'text' === $field['type'] && 1 === preg_match( '/name|nome/i', $field['name'] ) );
		$author  = '' !== $author ? $author : $first( static fn ( array $field ): bool => 'text' === $field['type'] );
		$content = array();
		foreach ( $form->input_fields() as $field ) {
			if ( 'textarea' === $field['type'] && is_string( $values[ $field['name'] ] ?? null ) ) {
				$content[] = $values[ $field['name'] ];
			}
		}
		$server = static fn ( string $key ): string => isset( $_SERVER[ $key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) : '';
		return array(
			'api_key'              => self::key(),
			'blog'                 => home_url( '/' ),
			'user_ip'              => $remote,
			'user_agent'           => $server( 'HTTP_USER_AGENT' ),
			'referrer'             => $server( 'HTTP_REFERER' ),
			'permalink'            => $server( 'HTTP_REFERER' ),
			'comment_type'         => 'contact-form',
			'comment_author'       => $author,
			'comment_author_email' => $first( static fn ( array $field ): bool => 'email' === $field['type'] ),
			'comment_author_url'   => $first( static fn ( array $field ): bool => 'url' === $field['type'] ),
			'comment_content'      => implode( "\n\n", $content ),
			'blog_lang'            => get_locale(),
			'blog_charset'         => (string) get_option( 'blog_charset' ),
		);
	}
}
