<?php
/**
 * Demo: the accounts every runtime shares, each logging in with <login> / password.
 * Repairs a changed password or role, but leaves a correct account (and its sessions) alone.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

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
	if ( ! wp_check_password( 'password', $farol_user->user_pass, $farol_user->ID ) ) {
		wp_set_password( 'password', $farol_user->ID );
	}
	if ( ! in_array( $farol_role, $farol_user->roles, true ) ) {
		$farol_user->set_role( $farol_role );
	}
}
