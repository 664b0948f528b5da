<?php
/**
 * A setting whose REST half (schema, description, default) is read when it is used.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

use Closure;

/**
 * A setting registered with its JSON Schema contract read on use (core's register_setting()). The schema in
 * `show_in_rest` (and the translated description) only serve the REST API, and the default only
 * serves a get_option() of a value never stored; reading and decoding the contract for them on
 * every request is most of a setting's cost on a visitor's page (issue 37, item 6). So:
 *
 * - on `init`, the option is registered with its type and sanitizer only (options.php's allowed
 *   list and every write's sanitizing, as before), and its default is a `default_option_*`
 *   filter that computes it on first use (core's filter_default_option(), deferred);
 * - when the REST API starts (`rest_api_init`, first of all), or at once when it already has,
 *   the setting is registered again with everything (unregistered first, so it is listed once),
 *   as a single register_setting() did before,
 *   so wp/v2/settings reads, writes and describes it exactly as before.
 */
final class RestSetting {

	/**
	 * Registers the setting.
	 *
	 * @param string   $group    Settings group.
	 * @param string   $option   Option name.
	 * @param string   $type     Its type (object, array...).
	 * @param callable $sanitize The sanitize_callback.
	 * @param Closure  $default  Returns the default (what get_option() gives when nothing is stored).
	 * @param Closure  $rest     Returns the rest of register_setting()'s arguments: description, show_in_rest.
	 */
	public static function register( string $group, string $option, string $type, callable $sanitize, Closure $default, Closure $rest ): void {
		$whole = static fn (): array => array(
			'type'              => $type,
			'sanitize_callback' => $sanitize,
			'default'           => $default(),
		) + $rest();
		if ( did_action( 'rest_api_init' ) ) {
			register_setting( $group, $option, $whole() );
			return;
		}
		register_setting(
			$group,
			$option,
			array(
				'type'              => $type,
				'sanitize_callback' => $sanitize,
			)
		);
		add_filter(
			"default_option_{$option}",
			static fn ( $value, $name, $passed ) => $passed ? $value : $default(),
			10,
			3
		);
		add_action(
			'rest_api_init',
			static function () use ( $group, $option, $whole ): void {
				// Replaced, not registered twice (options.php's allowed list keeps one entry).
				unregister_setting( $group, $option );
				register_setting( $group, $option, $whole() );
			},
			PHP_INT_MIN
		);
	}
}
