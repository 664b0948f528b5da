<?php
/**
 * A folder of kept uploads the web server never serves.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Uploads;

/**
 * A folder where uploads are kept out of the web server's reach, shared by every feature that
 * keeps uploads (each has its own folder: the contact form's submissions, the comments'
 * attachments). The folder is the feature's default under `wp-content/uploads/farol-private/`
 * unless a constant names another one (best outside the web root), then a filter. When
 * created, it gets an `.htaccess` denying every request (Apache 2.4 and 2.2), a `web.config`
 * doing the same on IIS and an empty `index.php`; each upload goes into a directory of 32
 * random hex digits under a name FileName made safe, so no address can be guessed either.
 * nginx reads no `.htaccess`: there the guarantee is that no kept name can run (FileName) and
 * that a kept file is only ever read by PHP and sent by a controller of the feature. Stored
 * paths are relative to the folder (`<dir>/<name>`) and resolved only through resolve(), which
 * refuses anything that is not a kept file inside it.
 */
final class PrivateFolder {

	/**
	 * The deny files and their content.
	 */
	private const DENY_FILES = array(
		'.htaccess'  => "# Farol: files kept here are never served directly.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder deny,allow\n\tDeny from all\n</IfModule>\n",
		'web.config' => "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<configuration>\n\t<system.webServer>\n\t\t<security>\n\t\t\t<authorization>\n\t\t\t\t<remove users=\"*\" roles=\"\" verbs=\"\" />\n\t\t\t\t<add accessType=\"Deny\" users=\"*\" />\n\t\t\t</authorization>\n\t\t</security>\n\t</system.webServer>\n</configuration>\n",
		'index.php'  => "<?php\n// Silence is golden.\n",
	);

	/**
	 * A stored relative path: a random directory and a safe name.
	 */
	private const RELATIVE = '#^[a-f0-9]{32}/[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]{1,10}$#D';

	/**
	 * Files' mode: read and write for the owner, read for its group, nothing for others.
	 */
	private const MODE = 0640;

	/**
	 * Creates the folder's description.
	 *
	 * @param string $subfolder Default folder under `uploads/farol-private/`.
	 * @param string $constant  Constant that names another folder.
	 * @param string $filter    Filter of the folder's absolute path.
	 */
	public function __construct( private readonly string $subfolder, private readonly string $constant, private readonly string $filter ) {
	}

	/**
	 * The folder, normalized, with a trailing slash.
	 */
	public function path(): string {
		$dir = defined( $this->constant ) && is_string( constant( $this->constant ) ) ? (string) constant( $this->constant ) : wp_upload_dir( null, false )['basedir'] . '/farol-private/' . $this->subfolder . '/';
		/**
		 * Filters the folder where a feature keeps its uploads (`farol_contact_private_dir`,
		 * `farol_comment_attachments_dir`).
		 *
		 * @param string $dir Absolute path.
		 */
		$dir = apply_filters( $this->filter, $dir ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the feature's own farol_ filter.
		return trailingslashit( wp_normalize_path( (string) $dir ) );
	}

	/**
	 * Creates the folder with its deny files (when missing) and a new random directory in it;
	 * the directory's absolute path and its name, or null when the disk refuses.
	 *
	 * @return array{0:string,1:string}|null
	 */
	public function new_directory(): ?array {
		$root = $this->path();
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
	 * Moves an upload (checked, named by FileName) into a new random directory under its safe
	 * name, mode 0640; its absolute and relative paths, or null.
	 *
	 * @param string $source The upload's temporary file.
	 * @param string $name   Its safe name.
	 * @return array{0:string,1:string}|null
	 */
	public function keep( string $source, string $name ): ?array {
		if ( ! FileName::is_safe( $name ) || ! is_file( $source ) ) {
			return null;
		}
		$directory = $this->new_directory();
		if ( null === $directory ) {
			return null;
		}
		$target = $directory[0] . '/' . $name;
		// A real upload is moved as PHP requires; a file handed over by code (a test, an import, a re-encoded image) is moved too, so no copy lingers.
		$moved = is_uploaded_file( $source ) ? move_uploaded_file( $source, $target ) : rename( $source, $target ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rename_rename -- see above.
		if ( ! $moved ) {
			rmdir( $directory[0] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our own empty directory.
			return null;
		}
		chmod( $target, self::MODE ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod -- see above.
		return array( $target, $directory[1] . '/' . $name );
	}

	/**
	 * The absolute path of a kept file from its stored relative path, or null when the path
	 * is not one this class made or does not lead to a file inside the folder.
	 *
	 * @param mixed $relative Stored path.
	 */
	public function resolve( mixed $relative ): ?string {
		if ( ! is_string( $relative ) || 1 !== preg_match( self::RELATIVE, $relative ) ) {
			return null;
		}
		$root = realpath( $this->path() );
		$file = realpath( $this->path() . $relative );
		if ( false === $root || false === $file || ! is_file( $file ) || is_link( $this->path() . $relative ) ) {
			return null;
		}
		return str_starts_with( $file, $root . DIRECTORY_SEPARATOR ) ? $file : null;
	}

	/**
	 * Deletes a kept file and its random directory once empty.
	 *
	 * @param string $file Absolute path from resolve() or keep().
	 */
	public function delete( string $file ): void {
		wp_delete_file( $file );
		$dir = dirname( $file );
		if ( 1 === preg_match( '#^[a-f0-9]{32}$#D', basename( $dir ) ) && is_dir( $dir ) && array() === array_diff( (array) scandir( $dir ), array( '.', '..' ) ) ) {
			rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- see above.
		}
	}
}
