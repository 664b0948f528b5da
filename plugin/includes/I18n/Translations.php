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
 * fragments in plugin/languages/<locale>/): farol-<locale>.mo for PHP and one
 * farol-<locale>-scripts.json (Jed) for every Farol script, so blocks registered from
 * block.json find their strings without one file per script hash.
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
	 * Hands WordPress the combined JSON translations for any script of the farol domain.
	 *
	 * @param string|false|null $translations Translations found so far (null: none yet).
	 * @param string|false      $file         File WordPress would read.
	 * @param string            $handle       Script handle.
	 * @param string            $domain       Text domain.
	 * @return string|false|null
	 */
	public function script_translations( $translations, $file, $handle, $domain ) {
		unset( $file, $handle );
		if ( Names::TEXT_DOMAIN !== $domain || null !== $translations ) {
			return $translations;
		}
		$json = $this->context->path( 'languages/' . Names::TEXT_DOMAIN . '-' . determine_locale() . '-scripts.json' );
		if ( ! is_readable( $json ) ) {
			return $translations;
		}
		$contents = file_get_contents( $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- local file.
		return false === $contents ? $translations : $contents;
	}
}
