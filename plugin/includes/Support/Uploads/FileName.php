<?php
/**
 * The safe name of a kept file.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Uploads;

/**
 * Turns an uploaded file's name into the name it is kept, mailed and downloaded under, and
 * decides whether that final name is safe. The name is computed first, then tested as it
 * will be used, so no later step can undo the test:
 *
 * 1. Unicode compatibility forms folded (a full-width dot becomes a dot), control, format
 *    and private characters (a right-to-left override hiding `gpj.php`) dropped, separators
 *    (no-break spaces…) turned into hyphens, accents removed, then WordPress' file name
 *    sanitizer (its punctuation list);
 * 2. the extension is the one WordPress' content check found, lower-cased; the rest becomes
 *    hyphen-separated words of letters and digits (dots and underscores separate too), and any word
 *    that is an executable or script extension (`shell.php.jpg` → `shell.jpg`) is dropped;
 * 3. the result must be ASCII `word.ext`, one dot, the extension on the allow-list (WordPress'
 *    known types) and no word of the name on the deny-list; otherwise there is no safe name
 *    and the upload is refused.
 */
final class FileName {

	/**
	 * Extensions never kept, anywhere in a name: server-side scripts, server configuration,
	 * executables and types a browser runs (HTML, SVG, JavaScript).
	 */
	public const DENIED = array( 'php', 'php2', 'php3', 'php4', 'php5', 'php6', 'php7', 'php8', 'phtml', 'pht', 'phar', 'phps', 'phpt', 'pgif', 'inc', 'shtml', 'shtm', 'stm', 'cgi', 'fcgi', 'pl', 'pm', 'py', 'pyc', 'pyo', 'rb', 'sh', 'bash', 'zsh', 'ksh', 'csh', 'asp', 'aspx', 'ascx', 'ashx', 'asmx', 'asa', 'axd', 'cer', 'cdx', 'jsp', 'jspx', 'jsw', 'jsv', 'jspf', 'war', 'cfm', 'cfml', 'htaccess', 'htpasswd', 'ini', 'config', 'user', 'exe', 'com', 'bat', 'cmd', 'msi', 'dll', 'so', 'scr', 'vbs', 'vbe', 'js', 'mjs', 'cjs', 'jse', 'wsf', 'wsh', 'hta', 'htm', 'html', 'xhtml', 'xht', 'svg', 'svgz', 'swf', 'jar', 'class', 'ps1', 'psm1', 'lnk', 'reg', 'xml', 'xsl', 'xslt' );

	/**
	 * Longest name part before the extension.
	 */
	private const MAX_BASE = 100;

	/**
	 * The safe final name of an upload, or null when it has none.
	 *
	 * @param string $original  The name the browser sent.
	 * @param string $extension The extension WordPress' content check found.
	 */
	public static function safe( string $original, string $extension ): ?string {
		$extension = strtolower( $extension );
		$name      = wp_check_invalid_utf8( $original );
		if ( class_exists( \Normalizer::class ) ) {
			$name = (string) \Normalizer::normalize( $name, \Normalizer::FORM_KC );
		}
		$name  = (string) preg_replace( '/\p{C}+/u', '', $name );
		$name  = (string) preg_replace( '/\p{Z}+/u', '-', $name );
		$name  = sanitize_file_name( remove_accents( $name ) );
		$dot   = strrpos( $name, '.' );
		$base  = false === $dot ? $name : substr( $name, 0, $dot );
		$words = preg_split( '/[^A-Za-z0-9]+/', $base, -1, PREG_SPLIT_NO_EMPTY );
		$words = array_filter( is_array( $words ) ? $words : array(), static fn ( string $word ): bool => ! in_array( strtolower( $word ), self::DENIED, true ) );
		$base  = trim( substr( implode( '-', $words ), 0, self::MAX_BASE ), '-_' );
		$final = ( '' === $base ? 'file' : $base ) . '.' . $extension;
		return self::is_safe( $final ) ? $final : null;
	}

	/**
	 * Whether a final name is safe to keep, attach and offer for download.
	 *
	 * @param string $name The name.
	 */
	public static function is_safe( string $name ): bool {
		if ( 1 !== preg_match( '/^[A-Za-z0-9][A-Za-z0-9_-]{0,' . ( self::MAX_BASE - 1 ) . '}\.([a-z0-9]{1,10})$/D', $name, $match ) ) {
			return false;
		}
		if ( ! in_array( $match[1], self::allowed(), true ) ) {
			return false;
		}
		foreach ( (array) preg_split( '/[^A-Za-z0-9]+/', $name ) as $word ) {
			if ( in_array( strtolower( (string) $word ), self::DENIED, true ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The allow-list: the extensions WordPress knows a type of, less the denied ones.
	 *
	 * @return list<string>
	 */
	public static function allowed(): array {
		$known = array();
		foreach ( array_keys( wp_get_mime_types() ) as $extensions ) {
			$known = array_merge( $known, explode( '|', (string) $extensions ) );
		}
		return array_values( array_diff( $known, self::DENIED ) );
	}
}
