<?php
/**
 * The folder of kept contact form files.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Files;

use Farol\Support\Uploads\PrivateFolder;

/**
 * Where contact form files are kept: `wp-content/uploads/farol-private/contact/` unless the
 * constant FAROL_CONTACT_PRIVATE_DIR names another folder (best outside the web root), then the
 * `farol_contact_private_dir` filter. The folder's rules (deny files, random directories, safe
 * names, resolve()) are the shared Support\Uploads\PrivateFolder's; this names the contact
 * form's folder for its store, its download and its tests.
 */
final class PrivateDirectory {

	/**
	 * The contact form's folder.
	 */
	public static function folder(): PrivateFolder {
		return new PrivateFolder( 'contact', 'FAROL_CONTACT_PRIVATE_DIR', 'farol_contact_private_dir' );
	}

	/**
	 * The folder, normalized, with a trailing slash.
	 */
	public static function path(): string {
		return self::folder()->path();
	}

	/**
	 * The absolute path of a kept file from its stored relative path, or null.
	 *
	 * @param mixed $relative Stored path.
	 */
	public static function resolve( mixed $relative ): ?string {
		return self::folder()->resolve( $relative );
	}

	/**
	 * Deletes a kept file and its random directory once empty.
	 *
	 * @param string $file Absolute path.
	 */
	public static function delete( string $file ): void {
		self::folder()->delete( $file );
	}
}
