<?php
/**
 * The link rule of comments.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Content;

/**
 * What a link's address becomes, the same as the editor's `normalizeLink()`: an address with a
 * protocol that is not listed (or none, like `example.com`) gets `http://` in front, so
 * a link is always a web address; a script, data or file address is no link at all (its text
 * stays); relative addresses (`/`, `#`, `?`, `./`) stay as they are and open
 * in the same tab, like links to the site's own host; other links open in a new tab.
 */
final class LinkRule {

	/**
	 * Normalizes an address.
	 *
	 * @param string $href      The address as written.
	 * @param string $site_host The site's host name.
	 * @return array{href:string,external:bool}|null Null when there is no address.
	 */
	public static function normalize( string $href, string $site_host ): ?array {
		// Browsers ignore tabs and line breaks in an address, and leading control characters.
		$href = trim( (string) preg_replace( '~[\t\n\r]~', '', $href ), " \0..\x1F" );
		if ( '' === $href ) {
			return null;
		}
		if ( str_starts_with( $href, '//' ) ) {
			$href = 'http:' . $href;
		} elseif ( 1 === preg_match( '~^(?:[#?/]|\.\.?/)~', $href ) ) {
			return array(
				'href'     => $href,
				'external' => false,
			);
		}
		$protocol = preg_match( '~^([a-z][a-z0-9+.-]*):~i', $href, $match ) ? strtolower( $match[1] ) : '';
		if ( in_array( $protocol, ContentRules::refused_link_protocols(), true ) ) {
			return null;
		}
		if ( '' === $protocol || ! in_array( $protocol, ContentRules::link_protocols(), true ) ) {
			$href     = 'http://' . $href;
			$protocol = 'http';
		}
		if ( 'mailto' === $protocol || 'tel' === $protocol ) {
			return array(
				'href'     => $href,
				'external' => false,
			);
		}
		$host = wp_parse_url( $href, PHP_URL_HOST );
		return array(
			'href'     => $href,
			'external' => ! is_string( $host ) || strtolower( $host ) !== strtolower( $site_host ),
		);
	}
}
