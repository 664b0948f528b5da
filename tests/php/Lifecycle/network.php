<?php
/**
 * Run by MultisiteTest inside the loaded network: does what FAROL_NETWORK_STEP says and
 * prints its result. "create" (wp_insert_site at /FAROL_NETWORK_PATH/, prints the new site's
 * id), "delete" (wp_delete_site of FAROL_NETWORK_SITE), "remove-on" (the removal setting on
 * for FAROL_NETWORK_SITE), "report" (JSON: per site, its Farol tables, options and cron
 * hooks and its removal setting; and every table left of any site).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

global $wpdb;

$farol_step = (string) getenv( 'FAROL_NETWORK_STEP' );
$farol_site = (int) getenv( 'FAROL_NETWORK_SITE' );
switch ( $farol_step ) {
	case 'create':
		$farol_id = wp_insert_site(
			array(
				'domain'  => FAROL_TESTS_DOMAIN,
				'path'    => '/' . getenv( 'FAROL_NETWORK_PATH' ) . '/',
				'title'   => 'Site',
				'user_id' => 1,
			)
		);
		echo is_wp_error( $farol_id ) ? esc_html( $farol_id->get_error_message() ) : (int) $farol_id;
		break;
	case 'delete':
		$farol_deleted = wp_delete_site( $farol_site );
		echo is_wp_error( $farol_deleted ) ? esc_html( $farol_deleted->get_error_message() ) : 'deleted';
		break;
	case 'remove-on':
		switch_to_blog( $farol_site );
		update_option( 'farol_remove_data_on_uninstall', '1', false );
		restore_current_blog();
		echo 'remove-on';
		break;
	case 'report':
		$farol_report = array(
			'sites'  => array(),
			'tables' => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->base_prefix ) . '%' ) ),
		);
		foreach ( get_sites( array( 'fields' => 'ids' ) ) as $farol_id ) {
			switch_to_blog( (int) $farol_id );
			$farol_cron = array();
			foreach ( (array) _get_cron_array() as $farol_events ) {
				$farol_cron = array_merge( $farol_cron, array_filter( array_keys( (array) $farol_events ), static fn ( string $hook ): bool => str_starts_with( $hook, 'farol_' ) ) );
			}
			$farol_cron = array_values( array_unique( $farol_cron ) );
			sort( $farol_cron );
			$farol_tables = array_map(
				static fn ( string $table ): string => substr( $table, strlen( $wpdb->prefix ) ),
				$wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'farol_' ) . '%' ) )
			);
			sort( $farol_tables );
			$farol_report['sites'][ (int) $farol_id ] = array(
				'tables'  => $farol_tables,
				'options' => $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'farol\\_%' OR option_name LIKE '\\_farol\\_%' ORDER BY option_name" ), // phpcs:ignore WordPress.DB -- test.
				'cron'    => $farol_cron,
				'remove'  => (string) get_option( 'farol_remove_data_on_uninstall', '' ),
			);
			restore_current_blog();
		}
		echo wp_json_encode( $farol_report );
		break;
	default:
		echo 'unknown step';
		exit( 1 );
}
