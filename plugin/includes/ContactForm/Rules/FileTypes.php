<?php
/**
 * The file extensions a file field accepts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

/**
 * Turns the types an editor allows (`.pdf`, `pdf`, `application/pdf`, `image/*`) into the list
 * of extensions the file rule publishes, with WordPress' MIME map (wp_get_mime_types()), so the
 * browser needs no MIME table of its own. Extensions that run as code on a web server or in a
 * browser are never accepted, whatever the editor says; what a file really holds is the upload
 * step's check, not the rule's.
 */
final class FileTypes {

	/** The types accepted when a field names none (as Contact Form 7 does). */
	public const DEFAULT_TYPES = array( 'image/*', 'audio/*', 'video/*' );

	/** Never accepted: script and markup types a server or a browser may run. */
	private const NEVER = '/^\.(?:php[0-9]?|phtml|phar|pht|phps|pl|py|rb|cgi|asp|aspx|jsp|sh|bash|exe|com|bat|cmd|msi|dll|js|mjs|html?|xhtml|shtml|svgz?|htaccess)$/D';

	/**
	 * The accepted extensions.
	 *
	 * @param string[] $types Extensions (with or without the dot) and MIME types
	 *                        (`type/subtype`, `type/*`), any case.
	 * @return list<string> Lower-case extensions with their dot, each once, in order.
	 */
	public static function extensions( array $types ): array {
		$extensions = array();
		foreach ( $types as $type ) {
			$type = strtolower( trim( (string) $type ) );
			if ( str_contains( $type, '/' ) ) {
				array_push( $extensions, ...self::of_mime_type( $type ) );
			} elseif ( preg_match( '/^\.?([a-z0-9]{1,16})$/D', $type, $match ) ) {
				$extensions[] = '.' . $match[1];
			}
		}
		$extensions = array_filter( $extensions, static fn( string $extension ): bool => ! preg_match( self::NEVER, $extension ) );
		return array_values( array_unique( $extensions ) );
	}

	/**
	 * The extensions of one MIME type or family.
	 *
	 * @param string $type e.g. `application/pdf` or `image/*`.
	 * @return list<string> Extensions with their dot.
	 */
	private static function of_mime_type( string $type ): array {
		$family     = str_ends_with( $type, '/*' ) ? substr( $type, 0, -1 ) : null;
		$extensions = array();
		foreach ( wp_get_mime_types() as $pattern => $mime ) {
			$matches = null === $family ? $mime === $type : str_starts_with( $mime, $family );
			if ( $matches ) {
				foreach ( explode( '|', $pattern ) as $extension ) {
					$extensions[] = '.' . $extension;
				}
			}
		}
		return $extensions;
	}
}
