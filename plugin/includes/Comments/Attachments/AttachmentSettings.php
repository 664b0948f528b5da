<?php
/**
 * The attachments' settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Attachments;

use Farol\Comments\Settings;

/**
 * Typed reading of the `attachments_*` keys of the widget's option (their shape and defaults
 * are the contract's, src/comments/settings-contract.ts): whether attachments are on, who may
 * attach (everyone who may comment, or members only), the allowed extensions, the largest
 * file, the largest total of one comment and the most files with one comment.
 */
final class AttachmentSettings {

	/**
	 * Creates the reader.
	 *
	 * @param Settings $settings The widget's settings.
	 */
	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Whether the current visitor may attach files (a guest only when the setting lets everyone).
	 */
	public function visitor_may_upload(): bool {
		$values = $this->settings->attachments();
		if ( empty( $values['attachments_enabled'] ) || array() === $this->types() ) {
			return false;
		}
		return is_user_logged_in() || 'everyone' === ( $values['attachments_who'] ?? 'members' );
	}

	/**
	 * Whether attachments are on at all (a guest's may be refused while they are).
	 */
	public function enabled(): bool {
		return ! empty( $this->settings->attachments()['attachments_enabled'] );
	}

	/**
	 * The allowed extensions, lower case.
	 *
	 * @return list<string>
	 */
	public function types(): array {
		$types = $this->settings->attachments()['attachments_types'] ?? array();
		return array_values( array_filter( is_array( $types ) ? $types : array(), 'is_string' ) );
	}

	/**
	 * The largest file, in bytes.
	 */
	public function max_file_size(): int {
		return (int) ( $this->settings->attachments()['attachments_max_file_size'] ?? 0 );
	}

	/**
	 * The largest total of one comment's files, in bytes.
	 */
	public function max_post_size(): int {
		return (int) ( $this->settings->attachments()['attachments_max_post_size'] ?? 0 );
	}

	/**
	 * The most files with one comment.
	 */
	public function max_files(): int {
		return (int) ( $this->settings->attachments()['attachments_max_files'] ?? 0 );
	}
}
