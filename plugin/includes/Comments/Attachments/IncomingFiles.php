<?php
/**
 * The files posted with a comment, checked and made safe.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Attachments;

use Farol\Support\Uploads\FileName;
use Farol\Support\Uploads\ImageReencoder;
use Farol\Support\Uploads\UploadContent;

/**
 * Reads the file parts of a comment (`wmu_files[]`) and checks them all before the comment is
 * inserted, so a refused file costs nothing. In order, every refusal a phrase key:
 *
 * 1. the visitor may attach (`attachment_not_allowed`: attachments off, or a guest when only
 *    members may), at most the most files (`attachment_too_many`);
 * 2. each file's size on disk at most the largest file (`attachment_too_large`; PHP's own size
 *    refusals too), the total at most the largest post (`attachments_too_large`);
 * 3. its extension on the allowlist, WordPress' content check (UploadContent) finding that same
 *    extension, libmagic's type (finfo) one of that extension's (AttachmentTypes), and a safe
 *    name (FileName) — else `attachment_wrong_type`: `shell.php`, `x.php.jpg`, `x.phtml`, an SVG,
 *    a PHP script starting with GIF magic bytes all end here or at step 4;
 * 4. an image is decoded and encoded again (ImageReencoder): what is kept is that new file,
 *    payloads and EXIF gone; an image GD cannot decode is `attachment_wrong_type`.
 *
 * What passes is ready to keep: a file, the name it is shown under (FileName's safe form of the
 * visitor's name; it is never a name on disk), its size, extension and kind.
 */
final class IncomingFiles {

	/**
	 * The field of the file parts.
	 */
	public const FIELD = 'wmu_files';

	/**
	 * Creates the reader.
	 *
	 * @param AttachmentSettings $settings The attachments' settings.
	 */
	public function __construct( private readonly AttachmentSettings $settings ) {
	}

	/**
	 * The file parts of the current request, one entry per chosen file (empty parts skipped).
	 *
	 * @return list<array{name:string,tmp_name:string,error:int,size:int}>
	 */
	public static function posted(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- read inside CommentPoster's pipeline, after its nonce and spam checks.
		$field = $_FILES[ self::FIELD ] ?? null;
		if ( ! is_array( $field ) || ! isset( $field['name'], $field['tmp_name'], $field['error'] ) ) {
			return array();
		}
		$files = array();
		foreach ( (array) $field['name'] as $index => $name ) {
			$error = (int) ( ( (array) $field['error'] )[ $index ] ?? UPLOAD_ERR_NO_FILE );
			if ( UPLOAD_ERR_NO_FILE === $error || ! is_string( $name ) ) {
				continue;
			}
			$tmp     = ( (array) $field['tmp_name'] )[ $index ] ?? '';
			$files[] = array(
				'name'     => $name,
				'tmp_name' => is_string( $tmp ) ? $tmp : '',
				'error'    => $error,
				'size'     => (int) ( ( (array) ( $field['size'] ?? array() ) )[ $index ] ?? 0 ),
			);
		}
		return $files;
	}

	/**
	 * Checks the files and prepares them: the list to keep, or the phrase key of the refusal.
	 *
	 * @param list<array{name:string,tmp_name:string,error:int,size:int}> $files The posted files.
	 * @return list<array{path:string,name:string,size:int,ext:string,kind:string,width:int,height:int,temporary:bool}>|string
	 */
	public function prepare( array $files ): array|string {
		if ( array() === $files ) {
			return array();
		}
		if ( ! $this->settings->visitor_may_upload() ) {
			return 'attachment_not_allowed';
		}
		if ( count( $files ) > $this->settings->max_files() ) {
			return 'attachment_too_many';
		}
		$total = 0;
		foreach ( $files as $file ) {
			if ( in_array( $file['error'], array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
				return 'attachment_too_large';
			}
			if ( UPLOAD_ERR_OK !== $file['error'] || ! is_file( $file['tmp_name'] ) ) {
				return 'server_error';
			}
			$size = (int) filesize( $file['tmp_name'] );
			if ( $size > $this->settings->max_file_size() ) {
				return 'attachment_too_large';
			}
			$total += $size;
		}
		if ( $total > $this->settings->max_post_size() ) {
			return 'attachments_too_large';
		}
		$ready = array();
		foreach ( $files as $file ) {
			$one = $this->one( $file['tmp_name'], $file['name'] );
			if ( null === $one ) {
				self::discard( $ready );
				return 'attachment_wrong_type';
			}
			$ready[] = $one;
		}
		return $ready;
	}

	/**
	 * Deletes the temporary files prepare() made (re-encoded images) that were not kept.
	 *
	 * @param list<array{path:string,temporary:bool}> $ready Prepared files.
	 */
	public static function discard( array $ready ): void {
		foreach ( $ready as $file ) {
			if ( $file['temporary'] && is_file( $file['path'] ) ) {
				wp_delete_file( $file['path'] );
			}
		}
	}

	/**
	 * One file checked and prepared, or null when its type is refused.
	 *
	 * @param string $path The upload.
	 * @param string $name The name the browser sent.
	 * @return array{path:string,name:string,size:int,ext:string,kind:string,width:int,height:int,temporary:bool}|null
	 */
	private function one( string $path, string $name ): ?array {
		$claimed = strtolower( pathinfo( $name, PATHINFO_EXTENSION ) );
		$found   = UploadContent::extension( $path, $name );
		$ext     = null === $found ? '' : strtolower( $found );
		$shown   = '' === $ext ? null : FileName::safe( $name, $ext );
		if ( '' === $ext || $ext !== $claimed || ! in_array( $ext, $this->settings->types(), true ) || null === $shown || ! AttachmentTypes::content_matches( $path, $ext ) ) {
			return null;
		}
		$kind      = AttachmentTypes::kind( $ext );
		$width     = 0;
		$height    = 0;
		$temporary = false;
		if ( 'image' === $kind ) {
			$image = ImageReencoder::reencode( $path, $ext );
			if ( null === $image ) {
				return null;
			}
			list( $path, $width, $height ) = $image;
			$temporary                     = true;
		}
		return array(
			'path'      => $path,
			'name'      => $shown,
			'size'      => (int) filesize( $path ),
			'ext'       => $ext,
			'kind'      => $kind,
			'width'     => $width,
			'height'    => $height,
			'temporary' => $temporary,
		);
	}
}
