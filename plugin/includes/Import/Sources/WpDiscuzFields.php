<?php
/**
 * The values of wpDiscuz's custom comment form fields: imported, kept and shown with the comment.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use WP_Comment;

/**
 * The comment forms of wpDiscuz (`wpdiscuz_form` posts, meta `wpdiscuz_form_fields`: field key ⇒
 * `type`, `name` (its label)…) may add fields of their own; each comment posted through the form
 * gets one comment meta per field, named by the field key (`custom_field_<13 hex>` or a key the
 * administrator chose): text, the chosen label (radio, select), a list of chosen labels
 * (checkbox), stars (rating fields). Farol's comment form has no custom fields, so each filled
 * value is kept as one comment meta row META (`key`, `label`, `value`: a string or a list of
 * strings), and shown, read only, under the comment's text (`farol_comment_after_text_html`): a
 * list of label and value, every part escaped here. The source's meta stays as it was.
 */
final class WpDiscuzFields implements Module, Owns {

	/** One kept value of a comment. */
	public const META = 'farol_imported_field';

	/** Longest value kept, in characters. */
	private const MAX = 5000;

	/**
	 * Field key ⇒ label of every custom field, read once per request.
	 *
	 * @var array<string, string>|null
	 */
	private static ?array $definitions = null;

	/**
	 * What the module owns (the lifecycle inventory): the kept values.
	 */
	public function footprint(): Footprint {
		return new Footprint( comment_meta: array( self::META ) );
	}

	/**
	 * Adds the renderer.
	 */
	public function register(): void {
		add_filter( 'farol_comment_after_text_html', array( $this, 'after_text' ), 8, 2 );
	}

	/**
	 * The custom fields of every wpDiscuz form (the default fields, `wpdFormAttr\Field\DefaultField\…`,
	 * are WordPress's own comment fields): key ⇒ label. A key two forms share takes the first label.
	 *
	 * @return array<string, string>
	 */
	public static function definitions(): array {
		global $wpdb;
		if ( null !== self::$definitions ) {
			return self::$definitions;
		}
		self::$definitions = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the source's forms, read raw once per request (the post type may be unregistered).
		$rows = $wpdb->get_col( "SELECT m.meta_value FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = 'wpdiscuz_form' AND m.meta_key = 'wpdiscuz_form_fields' ORDER BY p.ID" );
		foreach ( (array) $rows as $raw ) {
			$fields = WpDiscuzContent::unserialize( (string) $raw );
			foreach ( is_array( $fields ) ? $fields : array() as $key => $field ) {
				$type = is_array( $field ) && is_string( $field['type'] ?? null ) ? $field['type'] : '';
				if ( '' === $type || str_contains( $type, 'DefaultField' ) || ! preg_match( '/^[A-Za-z0-9_-]{1,100}$/', (string) $key ) || isset( self::$definitions[ $key ] ) ) {
					continue;
				}
				$label                              = sanitize_text_field( is_scalar( $field['name'] ?? null ) ? (string) $field['name'] : '' );
				self::$definitions[ (string) $key ] = '' === $label ? (string) $key : $label;
			}
		}
		return self::$definitions;
	}

	/**
	 * Forgets the forms read (tests load other fixtures).
	 */
	public static function forget(): void {
		self::$definitions = null;
	}

	/**
	 * What a filled value becomes: text, or a list of texts; a broken serialisation, an object or
	 * an over-long value is refused.
	 *
	 * @param array<string, mixed> $row The comment meta row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function plan( array $row ): array {
		if ( null === ( $row['found_comment'] ?? null ) ) {
			return self::refuse( __( 'the comment does not exist.', 'farol' ) );
		}
		$raw   = (string) ( $row['meta_value'] ?? '' );
		$value = is_serialized( $raw ) ? WpDiscuzContent::unserialize( $raw ) : $raw;
		if ( is_array( $value ) ) {
			$list = array();
			foreach ( $value as $one ) {
				if ( ! is_scalar( $one ) ) {
					return self::refuse( __( 'the value is not text or a list of texts.', 'farol' ) );
				}
				$list[] = (string) $one;
			}
			$value = $list;
		}
		if ( ! is_string( $value ) && ! is_array( $value ) ) {
			return self::refuse( __( 'the value is not readable.', 'farol' ) );
		}
		if ( mb_strlen( is_array( $value ) ? implode( ', ', $value ) : $value ) > self::MAX ) {
			return self::refuse( __( 'the value is longer than 5,000 characters.', 'farol' ) );
		}
		$key = (string) $row['meta_key'];
		return array(
			'ok'    => true,
			'value' => array(
				'comment' => (int) $row['comment_id'],
				'key'     => $key,
				'label'   => self::definitions()[ $key ] ?? $key,
				'value'   => $value,
			),
		);
	}

	/**
	 * Keeps a value with its comment, unless the comment has one of that key.
	 *
	 * @param int                 $comment The comment.
	 * @param string              $key     The field's key.
	 * @param string              $label   The field's label.
	 * @param string|list<string> $value   The value.
	 */
	public static function store( int $comment, string $key, string $label, string|array $value ): void {
		foreach ( self::of( $comment ) as $kept ) {
			if ( $kept['key'] === $key ) {
				return;
			}
		}
		add_comment_meta(
			$comment,
			self::META,
			array(
				'key'   => $key,
				'label' => $label,
				'value' => $value,
			)
		);
	}

	/**
	 * A comment's kept values, in the order they were kept.
	 *
	 * @param int $comment The comment.
	 * @return list<array{key: string, label: string, value: string|list<string>}>
	 */
	public static function of( int $comment ): array {
		$list = array();
		foreach ( (array) get_comment_meta( $comment, self::META ) as $row ) {
			if ( is_array( $row ) && is_string( $row['key'] ?? null ) && is_string( $row['label'] ?? null ) && ( is_string( $row['value'] ?? null ) || is_array( $row['value'] ?? null ) ) ) {
				$list[] = array(
					'key'   => $row['key'],
					'label' => $row['label'],
					'value' => is_array( $row['value'] ) ? array_map( 'strval', array_filter( $row['value'], 'is_scalar' ) ) : $row['value'],
				);
			}
		}
		return $list;
	}

	/**
	 * Appends a comment's kept values under its text: a description list, escaped.
	 *
	 * @internal Filter callback of farol_comment_after_text_html.
	 * @param mixed $html    Markup so far.
	 * @param mixed $comment The comment.
	 * @return mixed
	 */
	public function after_text( $html, $comment ) {
		if ( ! is_string( $html ) || ! $comment instanceof WP_Comment ) {
			return $html;
		}
		$fields = self::of( (int) $comment->comment_ID );
		if ( array() === $fields ) {
			return $html;
		}
		$out = '<dl class="farol-comment-fields">';
		foreach ( $fields as $field ) {
			$value = is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : $field['value'];
			$out  .= '<div class="farol-comment-fields__item"><dt>' . esc_html( $field['label'] ) . '</dt><dd>' . esc_html( $value ) . '</dd></div>';
		}
		return $html . $out . '</dl>';
	}

	/**
	 * A refusal.
	 *
	 * @param string $reason Why.
	 * @return array{ok: bool, reason: string}
	 */
	private static function refuse( string $reason ): array {
		return array(
			'ok'     => false,
			'reason' => $reason,
		);
	}
}
