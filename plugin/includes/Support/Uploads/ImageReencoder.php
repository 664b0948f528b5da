<?php
/**
 * Images decoded and encoded again.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Uploads;

/**
 * Decodes an uploaded image with GD and encodes its pixels again in the same format, so what
 * is kept is only an image: whatever else the upload carried (a PHP payload after the image
 * data or in a comment chunk, EXIF with the camera's location, a polyglot's second reading) is
 * gone. Images larger than MAX_SIDE pixels are scaled down first. An animated GIF keeps its
 * first frame. A file GD cannot decode is no image: the caller refuses it.
 */
final class ImageReencoder {

	/**
	 * Longest side kept, in pixels.
	 */
	public const MAX_SIDE = 2048;

	/**
	 * The formats re-encoded, by extension.
	 */
	private const FORMATS = array(
		'jpg'  => 'jpeg',
		'jpeg' => 'jpeg',
		'png'  => 'png',
		'gif'  => 'gif',
		'webp' => 'webp',
	);

	/**
	 * Whether an extension is an image this class re-encodes.
	 *
	 * @param string $extension Lower-case extension.
	 */
	public static function handles( string $extension ): bool {
		return isset( self::FORMATS[ $extension ] );
	}

	/**
	 * Re-encodes an image into a new temporary file: its path, width and height, or null when
	 * the bytes are not an image of that format GD can read.
	 *
	 * @param string $path      The upload.
	 * @param string $extension Its checked extension.
	 * @return array{0:string,1:int,2:int}|null
	 */
	public static function reencode( string $path, string $extension ): ?array {
		$format = self::FORMATS[ $extension ] ?? null;
		$info   = is_file( $path ) ? @getimagesize( $path ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a hostile file may warn; false is the answer.
		if ( null === $format || ! function_exists( 'imagecreatefromstring' ) || false === $info || ! self::same_format( (int) $info[2], $format ) ) {
			return null;
		}
		$bytes = file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload.
		$image = false === $bytes ? false : @imagecreatefromstring( $bytes ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- see above.
		if ( false === $image ) {
			return null;
		}
		$image = self::scaled( $image );
		// wp_tempnam() lives in wp-admin/includes/file.php, which the front end and admin-ajax do not load.
		$target = (string) tempnam( get_temp_dir(), 'farol-image' );
		if ( 'png' === $format || 'gif' === $format || 'webp' === $format ) {
			imagesavealpha( $image, true );
		}
		$written = match ( $format ) {
			'jpeg' => imagejpeg( $image, $target, 85 ),
			'png'  => imagepng( $image, $target, 6 ),
			'gif'  => imagegif( $image, $target ),
			'webp' => function_exists( 'imagewebp' ) && imagewebp( $image, $target, 85 ),
		};
		$size = array( imagesx( $image ), imagesy( $image ) );
		imagedestroy( $image );
		if ( ! $written || 0 === (int) filesize( $target ) ) {
			wp_delete_file( $target );
			return null;
		}
		return array( $target, $size[0], $size[1] );
	}

	/**
	 * Whether getimagesize()'s type is the format the extension names.
	 *
	 * @param int    $type   IMAGETYPE_* constant.
	 * @param string $format GD format.
	 */
	private static function same_format( int $type, string $format ): bool {
		return match ( $format ) {
			'jpeg' => IMAGETYPE_JPEG === $type,
			'png'  => IMAGETYPE_PNG === $type,
			'gif'  => IMAGETYPE_GIF === $type,
			'webp' => IMAGETYPE_WEBP === $type,
			default => false,
		};
	}

	/**
	 * The image, scaled down to MAX_SIDE when larger.
	 *
	 * @param \GdImage $image The decoded image.
	 */
	private static function scaled( \GdImage $image ): \GdImage {
		$width  = imagesx( $image );
		$height = imagesy( $image );
		$ratio  = min( 1, self::MAX_SIDE / max( $width, $height, 1 ) );
		if ( $ratio >= 1 ) {
			return $image;
		}
		$scaled = imagescale( $image, max( 1, (int) round( $width * $ratio ) ), max( 1, (int) round( $height * $ratio ) ) );
		if ( false === $scaled ) {
			return $image;
		}
		imagedestroy( $image );
		return $scaled;
	}
}
