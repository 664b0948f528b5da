<?php
/**
 * Run by the upgrade test inside a loaded test site, the step FAROL_UPGRADE_STEP says:
 * "replace" uploads FAROL_UPGRADE_ZIP over the installed plugin as wp-admin's "Replace current
 * with uploaded" does (Plugin_Upgrader::install() with overwrite_package); "versions" is the
 * administrator's first wp-admin visit after it (FAROL_TESTS_ADMIN=1: admin_init runs) and prints
 * the installed plugin's version, the data version and every versioned table's recorded version;
 * "jobs" prints the mail queue's and the forwarding queue's jobs by status, runs each queue's
 * event as WP-Cron would (mail caught by pre_wp_mail, as a sink; conversions sent to the RD
 * Station stand-in the exercise configured), and prints them again.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/plugin.php';

/**
 * The mail queue's jobs and the forwarding queue's (conversions), by status.
 *
 * @return array{mail: array<string,int>, forwarding: array<string,int>}
 */
function farol_upgrade_jobs(): array {
	global $wpdb;
	$mail       = Farol\Support\Mail\MailQueueTable::name();
	$conversion = Farol\LeadForm\Store\LeadsTables::conversions();
	$mails      = $wpdb->get_results( "SELECT status, COUNT(*) AS n FROM {$mail} GROUP BY status ORDER BY status", ARRAY_A ); // phpcs:ignore WordPress.DB -- test.
	$forwards   = $wpdb->get_results( "SELECT forward_status AS status, COUNT(*) AS n FROM {$conversion} GROUP BY forward_status ORDER BY forward_status", ARRAY_A ); // phpcs:ignore WordPress.DB -- test.
	return array(
		'mail'       => array_column( (array) $mails, 'n', 'status' ),
		'forwarding' => array_column( (array) $forwards, 'n', 'status' ),
	);
}

switch ( (string) getenv( 'FAROL_UPGRADE_STEP' ) ) {
	case 'replace':
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
		wp_set_current_user( 1 );
		$farol_skin     = new Automatic_Upgrader_Skin();
		$farol_upgrader = new Plugin_Upgrader( $farol_skin );
		$farol_result   = $farol_upgrader->install( (string) getenv( 'FAROL_UPGRADE_ZIP' ), array( 'overwrite_package' => true ) );
		if ( true !== $farol_result ) {
			echo 'the upload failed: ' . esc_html( is_wp_error( $farol_result ) ? $farol_result->get_error_message() : implode( ' ', $farol_skin->get_upgrade_messages() ) );
			exit( 1 );
		}
		echo is_plugin_active( 'farol/farol.php' ) ? 'replaced' : 'replaced but inactive';
		break;
	case 'versions':
		wp_set_current_user( 1 );
		// Core's update checks ask WordPress.org, which this offline machine cannot reach.
		foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $farol_check ) {
			remove_action( 'admin_init', $farol_check );
		}
		do_action( 'admin_init' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, as wp-admin/admin.php fires it.
		$farol_versions = array(
			'plugin' => get_plugin_data( WP_PLUGIN_DIR . '/farol/farol.php', false, false )['Version'],
			'data'   => get_option( Farol\Support\Lifecycle\DataVersion::OPTION ),
		);
		foreach ( ( new Farol\Plugin( WP_PLUGIN_DIR . '/farol/farol.php' ) )->footprint()->tables as $farol_table ) {
			$farol_versions[ get_class( $farol_table ) ] = array( get_option( $farol_table::OPTION ), $farol_table::VERSION );
		}
		echo wp_json_encode( $farol_versions );
		break;
	case 'jobs':
		$farol_before = farol_upgrade_jobs();
		add_filter( 'pre_wp_mail', '__return_true' );
		do_action( Farol\Support\Mail\MailModule::RUN_HOOK ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- Farol's hook.
		do_action( Farol\LeadForm\Forwarding\ForwardingScheduler::RUN_HOOK ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- Farol's hook.
		echo wp_json_encode(
			array(
				'before' => $farol_before,
				'after'  => farol_upgrade_jobs(),
			)
		);
		break;
	default:
		echo 'unknown step';
		exit( 1 );
}
