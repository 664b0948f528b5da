<?php
/**
 * Loads Farol's translations for PHP and for its scripts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\I18n;

use Farol\Module;
use Farol\Support\Context;
use Farol\Support\Names;

/**
 * The plugin ships its own translations in plugin/languages (built by `npm run i18n` from the
 * fragments in plugin/languages/<locale>/): farol-<locale>.mo for PHP and, for each built
 * script that uses translated strings, farol-<locale>-<md5>.json (Jed) with only that
 * script's strings, md5 of its path in the plugin (e.g. build/countdown/view.js), as WordPress
 * names them. WordPress gives block.json scripts no languages folder and looks for those files
 * in wp-content/languages/plugins, so a filter hands them over from the plugin's folder.
 */
final class Translations implements Module {

	/**
	 * Creates the loader.
	 *
	 * @param Context $context Plugin paths.
	 */
	public function __construct( private readonly Context $context ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'load_textdomain' ), 0 );
		add_filter( 'pre_load_script_translations', array( $this, 'script_translations' ), 10, 4 );
	}

	/**
	 * Loads farol-<locale>.mo from the plugin's languages folder. load_plugin_textdomain()
	 * also registers the folder, so switch_to_locale() finds the file again.
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( Names::TEXT_DOMAIN, false, dirname( plugin_basename( $this->context->main_file ) ) . '/languages' );
	}

	/**
	 * Hands WordPress the JSON translations of a Farol script, found by the script's path in
	 * the plugin. Leaves $translations alone for other domains, for scripts outside the plugin
	 * and for scripts without translated strings (WordPress then finds nothing either).
	 *
	 * @param string|false|null $translations Translations found so far (null: none yet).
	 * @param string|false      $file         File WordPress would read.
	 * @param string            $handle       Script handle.
	 * @param string            $domain       Text domain.
	 * @return string|false|null
	 */
	public function script_translations( $translations, $file, $handle, $domain ) {
		unset( $file );
		if ( Names::TEXT_DOMAIN !== $domain || null !== $translations || ! is_string( $handle ) ) {
			return $translations;
		}
		$relative = $this->script_path( $handle );
		if ( null === $relative ) {
			return $translations;
		}
		$json = $this->context->path( 'languages/' . Names::TEXT_DOMAIN . '-' . determine_locale() . '-' . md5( $relative ) . '.json' );
		if ( ! is_readable( $json ) ) {
			return $translations;
		}
		$contents = file_get_contents( $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
		return false === $contents ? $translations : $contents;
	}

	/**
	 * Path of a registered script inside the plugin folder (e.g. build/countdown/view.js), the
	 * string WordPress hashes for the file name, or null for a script outside the plugin.
	 *
	 * Scripts are registered with URLs from plugins_url(), so the plugin's own URL prefixes
	 * them, whatever the folder is called or linked as (the native runtime symlinks it,
	 * Playground mounts it); when something rewrote the URL (another host, a filtered
	 * plugins_url), the part from the last /build/ on is used if that file is in the plugin.
	 *
	 * @param string $handle Script handle.
	 */
	private function script_path( string $handle ): ?string {
		$script = wp_scripts()->registered[ $handle ] ?? null;
		if ( ! $script instanceof \_WP_Dependency || ! is_string( $script->src ) || '' === $script->src ) {
			return null;
		}
		$src_path    = (string) wp_parse_url( $script->src, PHP_URL_PATH );
		$plugin_path = trailingslashit( (string) wp_parse_url( $this->context->url(), PHP_URL_PATH ) );

		// As load_script_textdomain(): a minified file shares the translations of its source.
		if ( str_ends_with( $src_path, '.min.js' ) ) {
			$src_path = substr( $src_path, 0, -7 ) . '.js';
		}
		if ( '/' !== $plugin_path && str_starts_with( $src_path, $plugin_path ) ) {
			$relative = substr( $src_path, strlen( $plugin_path ) );
			return '' === $relative ? null : $relative;
		}
		$build = strrpos( $src_path, '/build/' );
		if ( false === $build ) {
			return null;
		}
		$relative = substr( $src_path, $build + 1 );
		return is_file( $this->context->path( $relative ) ) ? $relative : null;
	}
}
