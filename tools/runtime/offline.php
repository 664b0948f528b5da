<?php
/**
 * Plugin Name: Farol offline runtime
 * Description: Keeps the development runtimes (native and Playground) offline and their PHP log quiet: no update, translation, browse-happy, serve-happy, news or events call, and any other request to a host outside this machine is refused and written to the PHP log as a warning (which fails the e2e run). Linked or copied into wp-content/mu-plugins by tools/runtime/native.sh and tools/runtime/playground-start.mjs; never shipped.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// Update checks (core, plugins, themes, translations), on screens and in cron.
remove_action( 'admin_init', '_maybe_update_core' );
remove_action( 'admin_init', '_maybe_update_plugins' );
remove_action( 'admin_init', '_maybe_update_themes' );
remove_action( 'wp_version_check', 'wp_version_check' );
remove_action( 'wp_update_plugins', 'wp_update_plugins' );
remove_action( 'wp_update_themes', 'wp_update_themes' );
remove_action( 'init', 'wp_schedule_update_checks' );
remove_action( 'wp_maybe_auto_update', 'wp_maybe_auto_update' );
foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php' ) as $farol_screen ) {
	remove_action( $farol_screen, 'wp_update_plugins' );
}
foreach ( array( 'load-themes.php', 'load-update.php', 'load-update-core.php' ) as $farol_screen ) {
	remove_action( $farol_screen, 'wp_update_themes' );
}
unset( $farol_screen );
add_filter( 'automatic_updater_disabled', '__return_true' );

// Some screens call the checks directly (update-core.php runs wp_version_check() itself):
// the cached answers say "checked just now, nothing new", so the checks return at once.
// ("checked" lists what is installed, as the checks compare it with what they last saw).
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $farol_transient ) {
	add_filter(
		'pre_site_transient_' . $farol_transient,
		static function () use ( $farol_transient ) {
			$checked = array();
			if ( 'update_plugins' === $farol_transient && function_exists( 'get_plugins' ) ) {
				$checked = wp_list_pluck( get_plugins(), 'Version' );
			} elseif ( 'update_themes' === $farol_transient ) {
				$checked = array_map( static fn ( WP_Theme $theme ) => (string) $theme->get( 'Version' ), wp_get_themes() );
			}
			return (object) array(
				'last_checked'    => time(),
				'version_checked' => get_bloginfo( 'version' ),
				'updates'         => array(),
				'checked'         => $checked,
				'response'        => array(),
				'no_update'       => array(),
				'translations'    => array(),
			);
		}
	);
}
unset( $farol_transient );

// Pings, pingbacks, trackbacks and enclosures on publishing (rpc.pingomatic.com, the linked
// sites): a development site tells the world nothing.
remove_action( 'do_pings', 'do_all_pings', 10 );
add_filter( 'pre_option_ping_sites', '__return_empty_string' );

/**
 * Cron events whose only work is a call out (WordPress.org; Site Health's weekly check includes
 * the "can this site reach WordPress.org" test; the pings after publishing): never scheduled here.
 *
 * @return string[]
 */
function farol_offline_events(): array {
	return array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes', 'wp_maybe_auto_update', 'wp_site_health_scheduled_check', 'do_pings' );
}

add_filter(
	'pre_schedule_event',
	static function ( $pre, $event ) {
		return is_object( $event ) && in_array( $event->hook ?? '', farol_offline_events(), true ) ? false : $pre;
	},
	10,
	2
);

// Browse Happy and Serve Happy (the dashboard's browser and PHP checks): answered here with
// "up to date", as WordPress.org would for this machine's browser and PHP.
if ( ! empty( $_SERVER['HTTP_USER_AGENT'] ) ) {
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- hashed only, as core does for the same key.
	$farol_browser_key = md5( wp_unslash( (string) $_SERVER['HTTP_USER_AGENT'] ) );
	add_filter(
		'pre_site_transient_browser_' . $farol_browser_key,
		static fn () => array(
			'name'            => '',
			'version'         => '',
			'platform'        => '',
			'update_url'      => '',
			'img_src'         => '',
			'img_src_ssl'     => '',
			'current_version' => '',
			'upgrade'         => false,
			'insecure'        => false,
			'mobile'          => false,
		)
	);
	unset( $farol_browser_key );
}
add_filter(
	'pre_site_transient_php_check_' . md5( PHP_VERSION ),
	static fn () => array(
		'recommended_version' => PHP_VERSION,
		'minimum_version'     => '7.0',
		'is_supported'        => true,
		'is_secure'           => true,
		'is_acceptable'       => true,
	)
);

// The dashboard's "WordPress Events and News" widget (feeds and api.wordpress.org/events).
add_action(
	'wp_dashboard_setup',
	static function (): void {
		remove_meta_box( 'dashboard_primary', 'dashboard', 'side' );
	}
);

// The language list of Settings > General, and the plugin and theme directories.
add_filter( 'translations_api', static fn () => array( 'translations' => array() ) );
add_filter( 'plugins_api', static fn () => new WP_Error( 'farol_offline', 'Offline runtime.' ) );
add_filter( 'themes_api', static fn () => new WP_Error( 'farol_offline', 'Offline runtime.' ) );

/**
 * Whether a host is this machine: loopback, the site's own host, or one WP_ACCESSIBLE_HOSTS names
 * (the tests' stand-in servers listen on 127.0.0.1).
 *
 * @param string $host Host of a request.
 */
function farol_offline_host_allowed( string $host ): bool {
	$host = strtolower( trim( $host, '[]' ) );
	$home = strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
	if ( in_array( $host, array( 'localhost', '127.0.0.1', '::1', $home ), true ) ) {
		return true;
	}
	$listed = defined( 'WP_ACCESSIBLE_HOSTS' ) ? array_map( 'trim', explode( ',', (string) WP_ACCESSIBLE_HOSTS ) ) : array();
	return in_array( $host, array_map( 'strtolower', $listed ), true );
}

// The logger: any request to another host is refused before it leaves, and leaves a PHP
// warning naming it (tools/test/php-log-check.sh fails a test run on it). Last in line, so
// it sees what other pre_http_request filters did not answer themselves.
add_filter(
	'pre_http_request',
	static function ( $pre, $args, $url ) {
		if ( false !== $pre ) {
			return $pre;
		}
		$host = (string) wp_parse_url( (string) $url, PHP_URL_HOST );
		if ( farol_offline_host_allowed( $host ) ) {
			return $pre;
		}
		$method = is_array( $args ) && isset( $args['method'] ) ? (string) $args['method'] : 'GET';
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_trigger_error -- the point: the test run's log check sees it.
		trigger_error( esc_html( 'Farol offline runtime: refused an outbound request: ' . $method . ' ' . $url ), E_USER_WARNING );
		return new WP_Error( 'http_request_blocked', 'Farol offline runtime: no request leaves this machine.' );
	},
	PHP_INT_MAX,
	3
);
