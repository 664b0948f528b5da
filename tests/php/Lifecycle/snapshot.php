<?php
/**
 * Run by the lifecycle tests inside a loaded test site: prints, as JSON, the site's inventory
 * (tables, option names, post/comment/user meta keys, cron hooks, role capabilities, files
 * under the uploads folder) and, for every Farol table, its row count.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

global $wpdb;

$farol_like        = $wpdb->esc_like( $wpdb->prefix ) . '%';
$farol_tables      = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $farol_like ) );
$farol_options     = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} ORDER BY option_name" ); // phpcs:ignore WordPress.DB -- test.
$farol_meta        = array();
$farol_meta_tables = array(
	'post'    => $wpdb->postmeta,
	'comment' => $wpdb->commentmeta,
	'user'    => $wpdb->usermeta,
);
foreach ( $farol_meta_tables as $farol_type => $farol_table ) {
	$farol_meta[ $farol_type ] = $wpdb->get_col( "SELECT DISTINCT meta_key FROM {$farol_table} ORDER BY meta_key" ); // phpcs:ignore WordPress.DB -- test.
}
$farol_cron = array();
foreach ( (array) _get_cron_array() as $farol_events ) {
	$farol_cron = array_merge( $farol_cron, array_keys( (array) $farol_events ) );
}
$farol_cron = array_values( array_unique( $farol_cron ) );
sort( $farol_cron );
$farol_caps = array();
foreach ( wp_roles()->roles as $farol_role => $farol_details ) {
	$farol_caps[ $farol_role ] = array_keys( array_filter( (array) $farol_details['capabilities'] ) );
	sort( $farol_caps[ $farol_role ] );
}
$farol_base  = wp_upload_dir( null, false )['basedir'];
$farol_files = array();
if ( is_dir( $farol_base ) ) {
	foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $farol_base, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::SELF_FIRST ) as $farol_file ) {
		$farol_files[] = substr( $farol_file->getPathname(), strlen( $farol_base ) );
	}
}
sort( $farol_files );
$farol_rows = array();
foreach ( $farol_tables as $farol_table ) {
	if ( str_starts_with( $farol_table, $wpdb->prefix . 'farol_' ) ) {
		$farol_rows[ $farol_table ] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$farol_table}" ); // phpcs:ignore WordPress.DB -- test.
	}
}
echo wp_json_encode(
	array(
		'tables'       => $farol_tables,
		'options'      => $farol_options,
		'meta'         => $farol_meta,
		'cron'         => $farol_cron,
		'capabilities' => $farol_caps,
		'uploads'      => $farol_files,
		'rows'         => $farol_rows,
		'posts'        => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type LIKE 'farol\\_%'" ), // phpcs:ignore WordPress.DB -- test.
	)
);
