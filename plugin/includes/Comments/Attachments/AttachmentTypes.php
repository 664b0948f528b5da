<?php
/**
 * What each allowed extension is.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Attachments;

/**
 * Each extension the settings may allow (the contract's ATTACHMENT_TYPES): its kind (`image`,
 * shown as a thumbnail; `video`, shown in a player; `file`, a link) and the MIME types libmagic
 * (finfo) may name its content. Both must agree with the upload: its extension on the allowlist
 * and its sniffed content one of that extension's types.
 */
final class AttachmentTypes {

	/**
	 * Kind and sniffed types by extension.
	 */
	private const TYPES = array(
		'jpg'  => array( 'image', array( 'image/jpeg' ) ),
		'jpeg' => array( 'image', array( 'image/jpeg' ) ),
		'png'  => array( 'image', array( 'image/png' ) ),
		'gif'  => array( 'image', array( 'image/gif' ) ),
		'webp' => array( 'image', array( 'image/webp' ) ),
		'mp4'  => array( 'video', array( 'video/mp4', 'video/quicktime', 'application/mp4' ) ),
		'webm' => array( 'video', array( 'video/webm', 'audio/webm' ) ),
		'pdf'  => array( 'file', array( 'application/pdf' ) ),
		'txt'  => array( 'file', array( 'text/plain' ) ),
		'zip'  => array( 'file', array( 'application/zip' ) ),
		'doc'  => array( 'file', array( 'application/msword', 'application/CDFV2', 'application/x-ole-storage', 'application/vnd.ms-office' ) ),
		'xls'  => array( 'file', array( 'application/vnd.ms-excel', 'application/CDFV2', 'application/x-ole-storage', 'application/vnd.ms-office' ) ),
		'docx' => array( 'file', array( 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip' ) ),
		'xlsx' => array( 'file', array( 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip' ) ),
		'odt'  => array( 'file', array( 'application/vnd.oasis.opendocument.text', 'application/zip' ) ),
		'ods'  => array( 'file', array( 'application/vnd.oasis.opendocument.spreadsheet', 'application/zip' ) ),
	);

	/**
	 * The extensions this table knows (the settings' allowlist offers exactly these:
	 * ATTACHMENT_TYPES in src/comments/attachments-contract.ts, tested to agree).
	 *
	 * @return list<string>
	 */
	public static function extensions(): array {
		return array_keys( self::TYPES );
	}

	/**
	 * The kind of an extension: `image`, `video` or `file`.
	 *
	 * @param string $extension Lower-case extension.
	 */
	public static function kind( string $extension ): string {
		return self::TYPES[ $extension ][0] ?? 'file';
	}

	/**
	 * Whether a file's sniffed content is one of the extension's types.
	 *
	 * @param string $path      The file.
	 * @param string $extension Its checked extension.
	 */
	public static function content_matches( string $path, string $extension ): bool {
		$types = self::TYPES[ $extension ][1] ?? array();
		if ( array() === $types || ! class_exists( \finfo::class ) ) {
			return false;
		}
		$sniffed = ( new \finfo( FILEINFO_MIME_TYPE ) )->file( $path );
		return is_string( $sniffed ) && in_array( $sniffed, $types, true );
	}

	/**
	 * The type a kept file is served with.
	 *
	 * @param string $extension Lower-case extension.
	 */
	public static function served_type( string $extension ): string {
		return self::TYPES[ $extension ][1][0] ?? 'application/octet-stream';
	}
}
