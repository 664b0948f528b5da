<?php
/**
 * The folder of kept files.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Files;

/**
 * Where contact form files are kept: `wp-content/uploads/farol-private/contact/` unless the
 * constant FAROL_CONTACT_PRIVATE_DIR names another folder (best outside the web root), then the
 * `farol_contact_private_dir` filter. When created, the folder gets an `.htaccess` denying
 * every request (Apache 2.4 and 2.2), a `web.config` doing the same on IIS and an empty
 * `index.php`; each submission's files go into a directory of 32 random hex digits, so no
 * name can be guessed either. Stored paths are relative to this folder (`<dir>/<name>`) and
 * are resolved only through resolve(), which refuses anything that is not a kept file inside it.
 */
final class PrivateDirectory {

	/**
	 * The deny files and their content.
	 */
	private const DENY_FILES = array(
		'.htaccess'  => "# Farol: files kept with contact form submissions are never served directly.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder deny,allow\n\tDeny from all\n</IfModule>\n",
		'web.config' => "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<configuration>\n\t<system.webServer>\n\t\t<security>\n\t\t\t<authorization>\n\t\t\t\t<remove users=\"*\" roles=\"\" verbs=\"\" />\n\t\t\t\t<add accessType=\"Deny\" users=\"*\" />\n\t\t\t</authorization>\n\t\t</security>\n\t</system.webServer>\n</configuration>\n",
		'index.php'  => "<?php\n// Silence is golden.\n",
	);

	/**
	 * A stored relative path: a random directory and a safe name.
	 */
	private const RELATIVE = '#^[a-f0-9]{32}/[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]{1,10}$#D';

	/**
	 * The folder, normalized, with a trailing slash.
	 */
	public static function path(): string {
		$dir = defined( 'FAROL_CONTACT_PRIVATE_DIR' ) && is_string( constant( 'FAROL_CONTACT_PRIVATE_DIR' ) ) ? (string) constant( 'FAROL_CONTACT_PRIVATE_DIR' ) : wp_upload_dir( null, false )['basedir'] . '/farol-private/contact/';
		/**
		 * Filters the folder where contact form files are kept.
		 *
		 * @param string $dir Absolute path.
		 */
		$dir = apply_filters( 'farol_contact_private_dir', $dir );
		return trailingslashit( wp_normalize_path( (string) $dir ) );
	}

	/**
	 * Creates the folder with its deny files (when missing) and a new random directory in it;
	 * the directory's absolute path and its name, or null when the disk refuses.
	 *
	 * @return array{0:string,1:string}|null
	 */
	public static function new_directory(): ?array {
		$root = self::path();
		if ( ! is_dir( $root ) && ! wp_mkdir_p( $root ) ) {
			return null;
		}
		foreach ( self::DENY_FILES as $file => $content ) {
			if ( ! is_file( $root . $file ) && false === file_put_contents( $root . $file, $content ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents,WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a private folder of ours, not the media library.
				return null;
			}
		}
		$name = bin2hex( random_bytes( 16 ) );
		if ( ! mkdir( $root . $name, 0750 ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir -- see above.
			return null;
		}
		return array( $root . $name, $name );
	}

	/**
	 * The absolute path of a kept file from its stored relative path, or null when the path
	 * is not one this class made or does not lead to a file inside the folder.
	 *
	 * @param mixed $relative Stored path.
	 */
	public static function resolve( mixed $relative ): ?string {
		if ( ! is_string( $relative ) || 1 !== preg_match( self::RELATIVE, $relative ) ) {
			return null;
		}
		$root = realpath( self::path() );
		$file = realpath( self::path() . $relative );
		if ( false === $root || false === $file || ! is_file( $file ) || is_link( self::path() . $relative ) ) {
			return null;
		}
		return str_starts_with( $file, $root . DIRECTORY_SEPARATOR ) ? $file : null;
	}

	/**
	 * Deletes a kept file and its random directory once empty.
	 *
	 * @param string $file Absolute path from resolve() or new_directory().
	 */
	public static function delete( string $file ): void {
		wp_delete_file( $file );
		$dir = dirname( $file );
		if ( 1 === preg_match( '#^[a-f0-9]{32}$#D', basename( $dir ) ) && is_dir( $dir ) && array() === array_diff( (array) scandir( $dir ), array( '.', '..' ) ) ) {
			rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- see above.
		}
	}
}
