<?php
/**
 * Lead forms from the database.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

/**
 * Reads lead forms and manages their public tokens.
 *
 * A token is 32 hexadecimal characters from random_bytes(). Rotating it revokes the old one:
 * conversions sent with the old token are then answered as "no longer available". A form is
 * found by token only while it is published.
 */
final class FormRepository {

	/**
	 * What a well-formed token looks like.
	 */
	public const TOKEN_PATTERN = '/^[a-f0-9]{32}$/';

	/**
	 * Creates the repository.
	 *
	 * @param LeadFormSchema $schema The contract (to normalize stored definitions).
	 */
	public function __construct( private LeadFormSchema $schema ) {
	}

	/**
	 * The REST argument naming a form by its id.
	 *
	 * @return array<string,mixed>
	 */
	public static function id_argument(): array {
		return array(
			'description' => __( 'The lead form\'s id.', 'farol' ),
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => true,
		);
	}

	/**
	 * A form by id, whatever its status; null when there is none or its definition is broken.
	 *
	 * @param int $id Post id.
	 */
	public function find( int $id ): ?LeadForm {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || LeadFormPostType::POST_TYPE !== $post->post_type || 'trash' === $post->post_status ) {
			return null;
		}
		$definition = $this->schema->normalize( get_post_meta( $id, LeadFormPostType::DEFINITION_META, true ) );
		if ( is_wp_error( $definition ) ) {
			return null;
		}
		return new LeadForm( $id, $post->post_title, $post->post_status, $this->token( $id ), $definition );
	}

	/**
	 * A published form by its public token; null for a malformed, unknown or revoked token or
	 * an unpublished form.
	 *
	 * @param string $token Public token.
	 */
	public function find_by_token( string $token ): ?LeadForm {
		if ( 1 !== preg_match( self::TOKEN_PATTERN, $token ) ) {
			return null;
		}
		global $wpdb;
		$id   = (int) $wpdb->get_var( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an indexed meta lookup; the form itself is read through get_post() and its cache.
			$wpdb->prepare(
				"SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s AND meta_value = %s LIMIT 1",
				LeadFormPostType::TOKEN_META,
				$token
			)
		);
		$form = $id > 0 ? $this->find( $id ) : null;
		return null !== $form && $form->is_published() && hash_equals( $form->token, $token ) ? $form : null;
	}

	/**
	 * Every form that is not trashed, newest first.
	 *
	 * @return list<LeadForm>
	 */
	public function all(): array {
		$ids = get_posts(
			array(
				'post_type'      => LeadFormPostType::POST_TYPE,
				'post_status'    => array( 'publish', 'draft', 'pending', 'private', 'future' ),
				'posts_per_page' => 500, // phpcs:ignore WordPress.WP.PostsPerPage -- every form of a site, listed for its editors.
				'fields'         => 'ids',
				'orderby'        => 'date',
				'order'          => 'DESC',
			)
		);
		return array_values( array_filter( array_map( fn ( int $id ): ?LeadForm => $this->find( $id ), $ids ) ) );
	}

	/**
	 * The form's public token, created on first use.
	 *
	 * @param int $id Post id.
	 */
	public function token( int $id ): string {
		$token = (string) get_post_meta( $id, LeadFormPostType::TOKEN_META, true );
		if ( 1 === preg_match( self::TOKEN_PATTERN, $token ) ) {
			return $token;
		}
		return $this->rotate_token( $id );
	}

	/**
	 * Gives the form a new token, revoking the old one.
	 *
	 * @param int $id Post id.
	 * @return string The new token.
	 */
	public function rotate_token( int $id ): string {
		$token = bin2hex( random_bytes( 16 ) );
		update_post_meta( $id, LeadFormPostType::TOKEN_META, $token );
		return $token;
	}
}
