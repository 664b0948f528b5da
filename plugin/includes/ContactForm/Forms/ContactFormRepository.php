<?php
/**
 * Reads contact forms from their posts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forms;

use Farol\ContactForm\Rules\Contract;
use Farol\ContactForm\Rules\SchemaBuilder;
use WP_Post;

/**
 * A contact form is a `farol_contact_form` post whose content holds `farol/contact-field`
 * blocks (at any depth: a field may sit in a group or columns). Each block's attributes are
 * already SchemaBuilder's description keys, so reading a field only keeps the known keys. A
 * field block without a valid name, with an unknown type or repeating an earlier name is left
 * out, so one bad block never breaks the form; the mail settings and messages come from the
 * post's meta (ContactFormPostType).
 */
final class ContactFormRepository {

	/**
	 * The block of a field.
	 */
	public const FIELD_BLOCK = 'farol/contact-field';

	/**
	 * The description keys a field block may carry (SchemaBuilder's, then the renderer's).
	 */
	public const FIELD_KEYS = array( 'type', 'name', 'required', 'minlength', 'maxlength', 'min', 'max', 'step', 'mindate', 'maxdate', 'days', 'options', 'multiple', 'exclusive', 'free_text', 'minitems', 'maxitems', 'accept', 'minfilesize', 'maxfilesize', 'schemes', 'optional', 'invert', 'messages', 'label', 'placeholder', 'questions' );

	/**
	 * A published form, or null when the id names no published contact form.
	 *
	 * @param int $id Post id.
	 */
	public function find( int $id ): ?ContactForm {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || ContactFormPostType::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		return $this->from_post( $post );
	}

	/**
	 * The form a post holds, whatever its status (previews).
	 *
	 * @param WP_Post $post A contact form post.
	 */
	public function from_post( WP_Post $post ): ContactForm {
		return new ContactForm(
			$post->ID,
			$post->post_title,
			$this->fields( parse_blocks( $post->post_content ) ),
			ContactFormPostType::mail( $post->ID ),
			ContactFormPostType::messages( $post->ID ),
			ContactFormPostType::mail_2( $post->ID )
		);
	}

	/**
	 * The field descriptions of a block list, in document order.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @return list<array<string,mixed>>
	 */
	public function fields( array $blocks ): array {
		$fields = array();
		$names  = array();
		$walk   = function ( array $blocks ) use ( &$walk, &$fields, &$names ): void {
			foreach ( $blocks as $block ) {
				if ( self::FIELD_BLOCK === ( $block['blockName'] ?? null ) ) {
					$field = $this->field( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() );
					if ( null !== $field && ! isset( $names[ $field['name'] ] ) ) {
						$names[ $field['name'] ] = true;
						$fields[]                = $field;
					}
				}
				$walk( is_array( $block['innerBlocks'] ?? null ) ? $block['innerBlocks'] : array() );
			}
		};
		$walk( $blocks );
		return $fields;
	}

	/**
	 * One block's description, or null when it cannot be a field.
	 *
	 * @param array<string,mixed> $attrs Block attributes.
	 * @return array<string,mixed>|null
	 */
	private function field( array $attrs ): ?array {
		$field         = array_intersect_key( $attrs, array_flip( self::FIELD_KEYS ) );
		$field['type'] = $field['type'] ?? 'text';
		if ( 'submit' === $field['type'] && ! isset( $field['name'] ) ) {
			$field['name'] = 'submit';
		}
		$name = $field['name'] ?? null;
		if ( ! is_string( $name ) || 1 !== preg_match( Contract::pattern( array( 'properties', 'rules', 'items', 'properties', 'field' ) ), $name ) ) {
			return null;
		}
		if ( ! in_array( $field['type'], SchemaBuilder::TYPES, true ) ) {
			return null;
		}
		return $field;
	}
}
