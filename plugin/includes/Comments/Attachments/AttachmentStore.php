<?php
/**
 * Where a comment's attachments are recorded.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Attachments;

use Farol\Support\Uploads\PrivateFolder;

/**
 * Each attachment is one comment meta row, key META, whose meta id is the `attachmentId` of the
 * wire: no table to migrate, no media library entry (a comment's files are not the site's
 * media), deleted with its comment by core, read with the comment meta cache the thread primes.
 * The row's value: `id` (its own meta id), `name` (shown), `path` (relative to the private
 * folder; never sent to a browser), `size`, `ext`, `kind`, `width`, `height`. The file itself
 * lives in the comments' PrivateFolder (`uploads/farol-private/comments/`, or the constant
 * FAROL_COMMENT_ATTACHMENTS_DIR, then the filter `farol_comment_attachments_dir`).
 *
 * An attachment imported from another plugin (wpDiscuz keeps a comment's files in the media
 * library) stays that media library item: its row has `media` (the attachment post's id) and an
 * empty `path`; it is shown from the item's own address, and deleting it removes only the row
 * (the media library item, which the source plugin also names, is kept).
 */
final class AttachmentStore {

	/**
	 * The meta key of one attachment.
	 */
	public const META = 'farol_attachment';

	/**
	 * Creates the store.
	 *
	 * @param PrivateFolder $folder The comments' private folder.
	 */
	public function __construct( private readonly PrivateFolder $folder = new PrivateFolder( 'comments', 'FAROL_COMMENT_ATTACHMENTS_DIR', 'farol_comment_attachments_dir' ) ) {
	}

	/**
	 * The comments' default private folder (the lifecycle inventory).
	 */
	public static function default_folder(): PrivateFolder {
		return new PrivateFolder( 'comments', 'FAROL_COMMENT_ATTACHMENTS_DIR', 'farol_comment_attachments_dir' );
	}

	/**
	 * The private folder.
	 */
	public function folder(): PrivateFolder {
		return $this->folder;
	}

	/**
	 * Keeps a prepared file (IncomingFiles) with a comment: its attachment id, or 0 when the
	 * disk refused it.
	 *
	 * @param int                                                                                                $comment_id The comment.
	 * @param array{path:string,name:string,size:int,ext:string,kind:string,width:int,height:int,temporary:bool} $file The file.
	 */
	public function add( int $comment_id, array $file ): int {
		// The name on disk is generated (the directory is random); the visitor's name is only shown.
		$placed = $this->folder->keep( $file['path'], 'attachment.' . $file['ext'] );
		if ( null === $placed ) {
			return 0;
		}
		$value = array(
			'name'   => $file['name'],
			'path'   => $placed[1],
			'size'   => $file['size'],
			'ext'    => $file['ext'],
			'kind'   => $file['kind'],
			'width'  => $file['width'],
			'height' => $file['height'],
		);
		$id    = add_comment_meta( $comment_id, self::META, $value );
		if ( ! is_int( $id ) ) {
			$this->folder->delete( $placed[0] );
			return 0;
		}
		update_metadata_by_mid( 'comment', $id, array( 'id' => $id ) + $value );
		return $id;
	}

	/**
	 * Adds a media library item to a comment's attachments, unless the comment has it: its
	 * attachment id, or 0 when the item is not an attachment.
	 *
	 * @param int $comment_id The comment.
	 * @param int $media      The attachment post.
	 */
	public function add_media( int $comment_id, int $media ): int {
		foreach ( $this->of_comment( $comment_id ) as $attachment ) {
			if ( (int) ( $attachment['media'] ?? 0 ) === $media ) {
				return (int) $attachment['id'];
			}
		}
		$file = (string) get_attached_file( $media, true );
		if ( 'attachment' !== get_post_type( $media ) || '' === $file ) {
			return 0;
		}
		$ext   = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
		$meta  = wp_get_attachment_metadata( $media );
		$value = array(
			'name'   => wp_basename( $file ),
			'path'   => '',
			'media'  => $media,
			'size'   => is_file( $file ) ? (int) filesize( $file ) : 0,
			'ext'    => $ext,
			'kind'   => AttachmentTypes::kind( $ext ),
			'width'  => (int) ( is_array( $meta ) ? ( $meta['width'] ?? 0 ) : 0 ),
			'height' => (int) ( is_array( $meta ) ? ( $meta['height'] ?? 0 ) : 0 ),
		);
		$id    = add_comment_meta( $comment_id, self::META, $value );
		if ( ! is_int( $id ) ) {
			return 0;
		}
		update_metadata_by_mid( 'comment', $id, array( 'id' => $id ) + $value );
		clean_comment_cache( $comment_id );
		return $id;
	}

	/**
	 * The address an attachment is shown from: the controller's, or a media library item's own.
	 *
	 * @param array<string,mixed> $attachment An attachment.
	 */
	public static function url( array $attachment ): string {
		$media = (int) ( $attachment['media'] ?? 0 );
		return $media > 0 ? (string) wp_get_attachment_url( $media ) : AttachmentsController::url( (int) $attachment['id'] );
	}

	/**
	 * A comment's attachments, in the order they were kept.
	 *
	 * @param int $comment_id The comment.
	 * @return list<array<string,mixed>>
	 */
	public function of_comment( int $comment_id ): array {
		// Most comments have none: all of the comment's meta is one cache read, without the
		// lookup of defaults a missing key costs.
		$all = get_comment_meta( $comment_id );
		if ( ! is_array( $all ) || ! isset( $all[ self::META ] ) ) {
			return array();
		}
		$rows = get_comment_meta( $comment_id, self::META );
		$list = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( is_array( $row ) && isset( $row['id'], $row['path'], $row['name'] ) ) {
				$list[] = $row;
			}
		}
		usort( $list, static fn ( array $a, array $b ): int => (int) $a['id'] <=> (int) $b['id'] );
		return $list;
	}

	/**
	 * One attachment and its comment's id, or null.
	 *
	 * @param int $id Attachment id.
	 * @return array{0:int,1:array<string,mixed>}|null
	 */
	public function find( int $id ): ?array {
		$row = get_metadata_by_mid( 'comment', $id );
		if ( ! is_object( $row ) || self::META !== $row->meta_key || ! is_array( $row->meta_value ) || (int) ( $row->meta_value['id'] ?? 0 ) !== $id ) {
			return null;
		}
		return array( (int) $row->comment_id, $row->meta_value );
	}

	/**
	 * The absolute path of an attachment's file, or null when it is not on disk.
	 *
	 * @param array<string,mixed> $attachment An attachment.
	 */
	public function file( array $attachment ): ?string {
		return $this->folder->resolve( $attachment['path'] ?? null );
	}

	/**
	 * Deletes an attachment: its file and its row.
	 *
	 * @param int $id Attachment id.
	 */
	public function delete( int $id ): void {
		$found = $this->find( $id );
		if ( null === $found ) {
			return;
		}
		$file = $this->file( $found[1] );
		if ( null !== $file ) {
			$this->folder->delete( $file );
		}
		delete_metadata_by_mid( 'comment', $id );
		clean_comment_cache( $found[0] );
	}

	/**
	 * Deletes the files of a comment being deleted (core deletes its meta rows).
	 *
	 * @param int $comment_id The comment.
	 */
	public function delete_files_of( int $comment_id ): void {
		foreach ( $this->of_comment( $comment_id ) as $attachment ) {
			$file = $this->file( $attachment );
			if ( null !== $file ) {
				$this->folder->delete( $file );
			}
		}
	}
}
