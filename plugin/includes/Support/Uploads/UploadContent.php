<?php
/**
 * Whether an upload's bytes are what its name says.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Uploads;

/**
 * The content check of an upload, before it gets its safe name (FileName). The bytes on disk
 * decide; the type the browser declared is never read.
 *
 * 1. Size, read from the file on disk: a file under MIN_BYTES is refused before any content
 *    check runs (too_small()). No image, PDF, office document or archive is that small, and
 *    PHP's image sniffer, which WordPress runs on every file named as an image
 *    (`exif_imagetype()`), raises "Error reading from …" notices on a file shorter than the
 *    12 bytes of header it reads.
 * 2. WordPress' own check, `wp_check_filetype_and_ext()`: image headers for images, libmagic's
 *    MIME type for the rest, compared with the type WordPress' table gives the extension;
 * 3. Except for gzip, whose bytes decide instead: libmagic 5 names a gzip `application/gzip`
 *    where WordPress' table says `application/x-gzip`, so step 2 refuses every real `.gz`, and
 *    its leniency (content libmagic calls `application/zip` or `octet-stream` passes for any
 *    `application/*` extension) would let a zip named `.gz` through. A file whose name
 *    WordPress types as gzip (`gz`, `gzip`, when the site allows that type) passes only when its
 *    bytes open a gzip member (RFC 1952): 1f 8b, compression method 08 (deflate, the only one
 *    defined), and room for the 10-byte header and 8-byte trailer. A text, a script or a zip
 *    named `.gz` fails; which extensions a field accepts is the `file` rule's job.
 */
final class UploadContent {

	/**
	 * Smallest upload whose content is checked at all (PHP's image sniffer reads 12 bytes).
	 */
	public const MIN_BYTES = 12;

	/**
	 * The type WordPress' table gives `.gz` and `.gzip`.
	 */
	private const GZIP_TYPE = 'application/x-gzip';

	/**
	 * A gzip member's first bytes: ID1, ID2, CM = deflate.
	 */
	private const GZIP_MAGIC = "\x1f\x8b\x08";

	/**
	 * A gzip member's header and trailer.
	 */
	private const GZIP_MIN_BYTES = 18;

	/**
	 * Whether an uploaded file is empty or too small for any content check.
	 *
	 * @param string $path The uploaded file.
	 */
	public static function too_small( string $path ): bool {
		return '' !== $path && is_file( $path ) && (int) filesize( $path ) < self::MIN_BYTES;
	}

	/**
	 * The extension of an uploaded file whose content is what its name's extension says, else
	 * null. A PHP script named `photo.jpg` or a text named `brief.pdf` fails.
	 *
	 * @param string $path The uploaded file.
	 * @param string $name The name the browser sent.
	 */
	public static function extension( string $path, string $name ): ?string {
		if ( '' === $path || ! is_file( $path ) || self::too_small( $path ) ) {
			return null;
		}
		$claimed = wp_check_filetype( $name );
		if ( self::GZIP_TYPE === $claimed['type'] ) {
			return is_string( $claimed['ext'] ) && self::is_gzip( $path ) ? $claimed['ext'] : null;
		}
		$check = wp_check_filetype_and_ext( $path, $name );
		return ! empty( $check['ext'] ) && ! empty( $check['type'] ) ? (string) $check['ext'] : null;
	}

	/**
	 * Whether a file's bytes open a gzip member.
	 *
	 * @param string $path The file.
	 */
	private static function is_gzip( string $path ): bool {
		if ( (int) filesize( $path ) < self::GZIP_MIN_BYTES ) {
			return false;
		}
		$head = file_get_contents( $path, false, null, 0, strlen( self::GZIP_MAGIC ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- three bytes of a local upload.
		return self::GZIP_MAGIC === $head;
	}
}
