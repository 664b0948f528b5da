<?php
/**
 * The attachments' markup.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Attachments;

use Farol\Comments\Phrases;
use Farol\Comments\Write\EditPermission;
use WP_Comment;
use WP_Post;

/**
 * Prints, under a comment's text (the seam `farol_comment_after_text_html`), its attachments
 * (templates/attachments.php): images as thumbnails with the file's name as alt text, videos in
 * a `<video controls>` player, other files as a link with name and size, each with a delete
 * button for whoever may delete the comment on this request (EditPermission: moderators, the
 * author within the edit window); and, in a comment form (the seam
 * `farol_comment_form_fields_html`), the file input when the visitor may attach
 * (templates/field.php): its accept list, limits and phrases are attributes the client reads.
 */
final class AttachmentRenderer {

	/**
	 * Creates the renderer.
	 *
	 * @param AttachmentStore    $store      The attachments.
	 * @param AttachmentSettings $settings   The attachments' settings.
	 * @param EditPermission     $permission Who may delete.
	 */
	public function __construct(
		private readonly AttachmentStore $store,
		private readonly AttachmentSettings $settings,
		private readonly EditPermission $permission
	) {
	}

	/**
	 * Appends a comment's attachments to what is under its text.
	 *
	 * @internal Filter callback of farol_comment_after_text_html.
	 * @param mixed $html    Markup so far.
	 * @param mixed $comment The comment.
	 */
	public function after_text( $html, $comment ): string {
		$html = is_string( $html ) ? $html : '';
		if ( ! $comment instanceof WP_Comment ) {
			return $html;
		}
		$list = $this->store->of_comment( (int) $comment->comment_ID );
		if ( array() === $list ) {
			return $html;
		}
		$farol_attachments = array(
			'items'      => array_map(
				static fn ( array $item ): array => array(
					'id'     => (int) $item['id'],
					'kind'   => AttachmentTypes::kind( (string) ( $item['ext'] ?? '' ) ),
					'name'   => (string) $item['name'],
					'size'   => (string) size_format( (int) ( $item['size'] ?? 0 ) ),
					'url'    => AttachmentStore::url( $item ),
					'width'  => (int) ( $item['width'] ?? 0 ),
					'height' => (int) ( $item['height'] ?? 0 ),
				),
				$list
			),
			'can_delete' => '' === $this->permission->check( $comment ),
			'text'       => array(
				'label'  => Phrases::get( 'attachments_label' ),
				'delete' => Phrases::get( 'attachment_delete' ),
			),
		);
		ob_start();
		include __DIR__ . '/templates/attachments.php';
		return $html . (string) ob_get_clean();
	}

	/**
	 * Appends the file input to a new comment's or reply's form.
	 *
	 * @internal Filter callback of farol_comment_form_fields_html.
	 * @param mixed $html Markup so far.
	 * @param mixed $kind The form: `main`, `reply` or `edit`.
	 * @param mixed $post The post.
	 */
	public function field( $html, $kind, $post ): string {
		$html = is_string( $html ) ? $html : '';
		if ( 'edit' === $kind || ! $post instanceof WP_Post || ! $this->settings->visitor_may_upload() ) {
			return $html;
		}
		$farol_field = array(
			'accept'   => implode( ',', array_map( static fn ( string $ext ): string => '.' . $ext, $this->settings->types() ) ),
			'max_file' => $this->settings->max_file_size(),
			'max_post' => $this->settings->max_post_size(),
			'max'      => $this->settings->max_files(),
			'label'    => Phrases::get( 'attachment_choose' ),
			/* translators: 1: largest file size, 2: most files. */
			'hint'     => sprintf( __( 'Up to %2$d files, %1$s each.', 'farol' ), size_format( $this->settings->max_file_size() ), $this->settings->max_files() ),
		);
		ob_start();
		include __DIR__ . '/templates/field.php';
		return $html . (string) ob_get_clean();
	}
}
