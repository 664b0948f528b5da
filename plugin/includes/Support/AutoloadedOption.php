<?php
/**
 * An autoloaded option's stored text, for readers that keep what they derive from it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

/**
 * WordPress's get_option() unserializes an autoloaded option on every call; a setting read once per comment
 * of a long thread paid that hundreds of times a page. raw() gives the option's stored text as
 * the loaded options hold it, so a reader can keep what it derived from it (sanitized settings)
 * while the text is the same — the same string, compared in constant time — and derive it again
 * when it changed (an update in this request replaces it). Null when get_option() could answer
 * something else: the option not autoloaded, a `pre_option` or `option_` filter on it, or during
 * installation; the reader then calls get_option().
 */
final class AutoloadedOption {

	/**
	 * The option's stored (serialized) text, or null (see the class).
	 *
	 * @param string $option The option.
	 */
	public static function raw( string $option ): ?string {
		if ( wp_installing() || has_filter( 'pre_option' ) || has_filter( 'pre_option_' . $option ) || has_filter( 'option_' . $option ) ) {
			return null;
		}
		$all = wp_load_alloptions();
		return isset( $all[ $option ] ) && is_string( $all[ $option ] ) ? $all[ $option ] : null;
	}
}
