<?php
/**
 * The accounts every runtime shares, then the shared demo seed (tools/runtime/seed.php).
 *
 * Run by `npm start` (a Playground blueprint runPHP step; tools/runtime is mounted at
 * /farol-runtime) and by wp-env (`wp eval-file farol-runtime/playground/setup.php`, from
 * .wp-env.json's afterStart). Idempotent.
 *
 * @package Farol
 */

declare(strict_types=1);

if ( ! defined( 'ABSPATH' ) ) {
	// Playground's runPHP starts a bare PHP; WP-CLI's eval-file has WordPress loaded already.
	require '/wordpress/wp-load.php';
}
require_once ABSPATH . 'wp-admin/includes/user.php';

$farol_accounts = array(
	'admin'      => 'administrator',
	'editor'     => 'editor',
	'subscriber' => 'subscriber',
);
foreach ( $farol_accounts as $farol_login => $farol_role ) {
	$farol_user = get_user_by( 'login', $farol_login );
	if ( ! $farol_user ) {
		$farol_id = wp_insert_user(
			array(
				'user_login' => $farol_login,
				'user_pass'  => 'password',
				'user_email' => $farol_login . '@example.com',
				'role'       => $farol_role,
			)
		);
		if ( is_wp_error( $farol_id ) ) {
			throw new RuntimeException( esc_html( $farol_login . ': ' . $farol_id->get_error_message() ) );
		}
		continue;
	}
	// Every runtime logs in with <login> / password, whatever its installer chose.
	if ( ! wp_check_password( 'password', $farol_user->user_pass, $farol_user->ID ) ) {
		wp_set_password( 'password', $farol_user->ID );
	}
	if ( ! in_array( $farol_role, $farol_user->roles, true ) ) {
		$farol_user->set_role( $farol_role );
	}
}

require dirname( __DIR__ ) . '/seed.php';
