<?php
/**
 * What wpDiscuz's inline feedback anchors, inline comments and attachments become (plans).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

/**
 * Plans of WpDiscuzImporter's `inline`, `inline_comment` and `attachment` items; nothing is
 * written here. The rows come from WpDiscuzQueries, with `found_*` columns naming the comment or
 * post the row points at (NULL when there is none).
 */
final class WpDiscuzContent {

	/**
	 * The plan of one item.
	 *
	 * @param string               $kind `inline`, `inline_comment` or `attachment`.
	 * @param array<string, mixed> $row  The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function plan( string $kind, array $row ): array {
		return match ( $kind ) {
			'inline'         => self::anchor( $row ),
			'inline_comment' => self::comment( $row ),
			default          => self::attachments( $row ),
		};
	}

	/**
	 * An inline feedback anchor (`wc_feedback_forms`): its shortcode must still be in its post,
	 * with an id Farol's inline passages take (wpDiscuz's are 10 base-36 characters). Nothing is
	 * written: WpDiscuzFeedback shows the shortcode as Farol's passage once this is imported.
	 *
	 * @param array<string, mixed> $row The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	private static function anchor( array $row ): array {
		$id = (string) ( $row['unique_id'] ?? '' );
		if ( 1 !== preg_match( WpDiscuzFeedback::ID_PATTERN, $id ) ) {
			return self::refuse( __( 'the passage\'s id is not one Farol\'s inline comments take (6 to 32 lowercase letters and digits).', 'farol' ) );
		}
		if ( null === ( $row['found_post'] ?? null ) ) {
			return self::refuse( __( 'the post of the passage does not exist.', 'farol' ) );
		}
		$shortcode = '/\[' . WpDiscuzFeedback::TAG . '\b[^\]]*\bid=(["\']?)' . $id . '\1[\s\]\/]/';
		if ( 1 !== preg_match( $shortcode, (string) ( $row['post_content'] ?? '' ) ) ) {
			return self::refuse( __( 'the post no longer holds the passage\'s shortcode.', 'farol' ) );
		}
		$notes = array( __( 'wc_feedback_forms.question (the question wpDiscuz asked about a passage: Farol\'s popup shows its own title, the same for every passage).', 'farol' ) );
		if ( '1' === (string) ( $row['opened'] ?? '0' ) ) {
			$notes[] = __( 'wc_feedback_forms.opened (a passage whose form is open on arrival: Farol opens every passage the way its setting inline_open_mode says).', 'farol' );
		}
		return array(
			'ok'    => true,
			'value' => array(
				'post' => (int) $row['post_id'],
				'id'   => $id,
			),
			'notes' => $notes,
		);
	}

	/**
	 * An inline comment (meta `wpdiscuz_feedback_form_id`): tied to its anchor's shortcode id,
	 * Farol's passage id.
	 *
	 * @param array<string, mixed> $row The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	private static function comment( array $row ): array {
		if ( null === ( $row['found_comment'] ?? null ) ) {
			return self::refuse( __( 'the comment does not exist.', 'farol' ) );
		}
		$id = (string) ( $row['unique_id'] ?? '' );
		if ( '' === $id ) {
			return self::refuse( __( 'the inline passage it answers is gone from wpDiscuz\'s table.', 'farol' ) );
		}
		if ( (string) ( $row['comment_post'] ?? '' ) !== (string) ( $row['form_post'] ?? '' ) ) {
			return self::refuse( __( 'the comment is not on the post of the passage it answers.', 'farol' ) );
		}
		if ( 1 !== preg_match( WpDiscuzFeedback::ID_PATTERN, $id ) ) {
			return self::refuse( __( 'the passage\'s id is not one Farol\'s inline comments take (6 to 32 lowercase letters and digits).', 'farol' ) );
		}
		return array(
			'ok'    => true,
			'value' => array(
				'comment' => (int) $row['comment_id'],
				'id'      => $id,
			),
		);
	}

	/**
	 * A comment's attachments (`wmu_attachments`: a serialized array `images` / `videos` /
	 * `files` ⇒ attachment post ids as strings): the same media library items, shown with the
	 * comment. Ids no longer in the media library are named in the report.
	 *
	 * @param array<string, mixed> $row The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	private static function attachments( array $row ): array {
		if ( null === ( $row['found_comment'] ?? null ) ) {
			return self::refuse( __( 'the comment does not exist.', 'farol' ) );
		}
		$lists = self::unserialize( (string) ( $row['meta_value'] ?? '' ) );
		if ( ! is_array( $lists ) ) {
			return self::refuse( __( 'the list of attachments is not readable.', 'farol' ) );
		}
		$found   = array();
		$missing = array();
		foreach ( array( 'images', 'videos', 'files' ) as $group ) {
			foreach ( is_array( $lists[ $group ] ?? null ) ? $lists[ $group ] : array() as $id ) {
				$id = is_scalar( $id ) && preg_match( '/^[1-9]\d{0,19}$/', (string) $id ) ? (int) $id : 0;
				if ( $id > 0 && 'attachment' === get_post_type( $id ) ) {
					$found[ $id ] = $id;
				} else {
					$missing[] = is_int( $id ) && $id > 0 ? (string) $id : '?';
				}
			}
		}
		if ( array() === $found ) {
			return self::refuse( __( 'none of its attachments is in the media library.', 'farol' ) );
		}
		return array(
			'ok'    => true,
			'value' => array(
				'comment' => (int) $row['comment_id'],
				'media'   => array_values( $found ),
			),
			'notes' => array() === $missing ? array() : array(
				/* translators: 1: a comment id, 2: attachment ids. */
				sprintf( __( 'wmu_attachments of comment %1$d: %2$s (no longer in the media library, not carried).', 'farol' ), (int) $row['comment_id'], implode( ', ', $missing ) ),
			),
		);
	}

	/**
	 * A serialized value read raw, without objects; null when it is not one.
	 *
	 * @param string $raw The stored text.
	 */
	public static function unserialize( string $raw ): mixed {
		if ( ! is_serialized( $raw ) ) {
			return null;
		}
		// No classes allowed; a broken value reads as false, reported, not warned about.
		$value = @unserialize( trim( $raw ), array( 'allowed_classes' => false ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- the source's own format, read without objects.
		return false === $value && 'b:0;' !== trim( $raw ) ? null : $value;
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
