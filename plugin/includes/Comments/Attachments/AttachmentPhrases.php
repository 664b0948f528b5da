<?php
/**
 * The attachments' phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Attachments;

/**
 * The attachments' phrases by group, with their default texts translated (English msgids,
 * context "comment phrase", pt_BR in plugin/languages/pt_BR/comments-attachments.po); the
 * catalogue adds them to its groups, so each is configurable like every other phrase.
 */
final class AttachmentPhrases {

	/**
	 * Refusals.
	 *
	 * @return array<string,string>
	 */
	public static function errors(): array {
		return array(
			'attachment_too_large'   => _x( 'This file is too large.', 'comment phrase', 'farol' ),
			'attachments_too_large'  => _x( 'These files together are too large.', 'comment phrase', 'farol' ),
			'attachment_wrong_type'  => _x( 'This type of file cannot be attached.', 'comment phrase', 'farol' ),
			'attachment_too_many'    => _x( 'Too many files for one comment.', 'comment phrase', 'farol' ),
			'attachment_not_allowed' => _x( 'Log in to attach files.', 'comment phrase', 'farol' ),
			'attachment_not_found'   => _x( 'This attachment no longer exists.', 'comment phrase', 'farol' ),
			'attachment_not_yours'   => _x( 'You cannot delete this attachment.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * Notices.
	 *
	 * @return array<string,string>
	 */
	public static function notices(): array {
		return array(
			'attachment_doing_upload' => _x( 'Please wait: your files are still uploading.', 'comment phrase', 'farol' ),
			'attachment_deleted'      => _x( 'The attachment was deleted.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * Labels and confirmations.
	 *
	 * @return array<string,string>
	 */
	public static function interface_texts(): array {
		return array(
			'attachment_choose'         => _x( 'Attach files', 'comment phrase', 'farol' ),
			'attachments_label'         => _x( 'Attachments', 'comment phrase', 'farol' ),
			'attachment_delete'         => _x( 'Remove', 'comment phrase', 'farol' ),
			'attachment_delete_confirm' => _x( 'Delete this attachment? This cannot be undone.', 'comment phrase', 'farol' ),
		);
	}
}
