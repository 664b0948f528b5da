<?php
/**
 * The wire contract test's calls of the attachments' action.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

/**
 * Calls wmuDeleteAttachment through the contract test's `call()`: a moderator deletes a stored
 * attachment of a comment.
 */
trait AttachmentWireCalls {

	/**
	 * A moderator deletes an attachment of a comment.
	 *
	 * @param int                 $comment   A comment of the post.
	 * @param array<string,mixed> $moderator The moderator's commentId and nonce fields.
	 */
	private function call_attachment_actions( int $comment, array $moderator ): void {
		// An attachment (Comments\Attachments) deleted by a moderator.
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$file = wp_tempnam( 'farol-contract' );
		file_put_contents( $file, "Um anexo de texto.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		$attachment = ( new \Farol\Comments\Attachments\AttachmentStore() )->add(
			$comment,
			array(
				'path'      => $file,
				'name'      => 'anexo.txt',
				'size'      => 19,
				'ext'       => 'txt',
				'kind'      => 'file',
				'width'     => 0,
				'height'    => 0,
				'temporary' => true,
			)
		);
		$this->call( 'wmuDeleteAttachment', array_merge( $moderator, array( 'attachmentId' => $attachment ) ) );
	}
}
