<?php
/**
 * The comment widget's settings and phrases, wired.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Admin;

use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Module;
use Farol\Support\Assets;

/**
 * Registers the `farol_comments` option for the REST settings route (also when only the REST
 * API runs), adds every phrase to the client's props (filter `farol_comments_client_props`,
 * key `phrases`: phrase key → text, overrides applied), adds the settings page and the admin
 * bar's entry for moderators.
 */
final class SettingsModule implements Module {

	/**
	 * Creates the module.
	 *
	 * @param Assets $assets Bundle registrar.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		$settings = new Settings();
		add_action( 'init', array( $settings, 'register' ) );
		add_action( 'rest_api_init', array( $settings, 'register' ) );
		add_filter( 'farol_comments_client_props', array( $this, 'client_props' ) );
		foreach ( array( 'load_textdomain', 'unload_textdomain', 'change_locale', 'set_current_user' ) as $hook ) {
			add_action( $hook, array( Phrases::class, 'forget' ) );
		}
		( new SettingsPage( $this->assets ) )->register();
		( new AdminBarEntry() )->register();
	}

	/**
	 * Adds the phrases to the client's props.
	 *
	 * @param mixed $props The props so far.
	 * @return mixed
	 */
	public function client_props( mixed $props ): mixed {
		if ( ! is_array( $props ) ) {
			return $props;
		}
		$props['phrases'] = Phrases::all();
		return $props;
	}
}
