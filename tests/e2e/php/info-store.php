<?php
/**
 * What the follows and info modal e2e specs seed on, read from and remove from the e2e site.
 *
 * Usage: php info-store.php <site> comments <post> <login|email> <count>   adds approved comments by a
 *                                                                     demo user (login) or a guest (e-mail)
 *   php info-store.php <site> user <login>                             creates a subscriber (password "password",
 *                                                                     e-mail <login>@e2e-info.test); its id
 *   php info-store.php <site> mails                                   the recorded mails, as JSON
 *   php info-store.php <site> clean                                   the mail record, the e2e-info-* users, their
 *                                                                     comments and follows
 *
 * <site> is the folder of the site's wp-load.php; FAROL_SITE_URL its address.
 *
 * @package Farol
 */

declare(strict_types=1);

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$farol_site = rtrim( (string) ( $argv[1] ?? '' ), '/' );
$farol_task = (string) ( $argv[2] ?? '' );
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'comments', 'user', 'mails', 'clean' ), true ) ) {
	fwrite( STDERR, "usage: php info-store.php <site> comments|user|mails|clean ...\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8890' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require $farol_site . '/wp-load.php';

use Farol\Comments\Follows\FollowsTable;

if ( 'mails' === $farol_task ) {
	echo wp_json_encode( array_values( (array) get_option( 'farol_e2e_mails', array() ) ) ) . "\n";
	exit( 0 );
}

if ( 'user' === $farol_task ) {
	$farol_login = (string) ( $argv[3] ?? '' );
	if ( 1 !== preg_match( '/^e2e-info-[a-z0-9-]+$/', $farol_login ) ) {
		fwrite( STDERR, "a user's login starts with e2e-info-\n" );
		exit( 2 );
	}
	$farol_id = wp_insert_user(
		array(
			'user_login'   => $farol_login,
			'user_pass'    => 'password',
			'user_email'   => $farol_login . '@e2e-info.test',
			'display_name' => $farol_login,
			'role'         => 'subscriber',
		)
	);
	echo wp_json_encode( is_wp_error( $farol_id ) ? 0 : $farol_id ) . "\n";
	exit( 0 );
}

if ( 'clean' === $farol_task ) {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/user.php';
	delete_option( 'farol_e2e_mails' );
	foreach ( get_users(
		array(
			'search'         => 'e2e-info-*',
			'search_columns' => array( 'user_login' ),
		)
	) as $farol_user ) {
		$wpdb->delete( FollowsTable::name(), array( 'follower_user_id' => $farol_user->ID ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test cleanup.
		foreach ( get_comments(
			array(
				'user_id' => $farol_user->ID,
				'status'  => 'all',
				'fields'  => 'ids',
			)
		) as $farol_comment ) {
			wp_delete_comment( (int) $farol_comment, true );
		}
		wp_delete_user( $farol_user->ID );
	}
	echo "{}\n";
	exit( 0 );
}

$farol_post  = (int) ( $argv[3] ?? 0 );
$farol_who   = (string) ( $argv[4] ?? '' );
$farol_count = (int) ( $argv[5] ?? 1 );
$farol_user  = is_email( $farol_who ) ? false : get_user_by( 'login', $farol_who );
$farol_ids   = array();
for ( $farol_i = 1; $farol_i <= $farol_count; $farol_i++ ) {
	$farol_time  = time() - ( $farol_count - $farol_i + 1 ) * 60;
	$farol_ids[] = (int) wp_insert_comment(
		array(
			'comment_post_ID'      => $farol_post,
			'comment_author'       => $farol_user ? $farol_user->display_name : 'Convidada E2E',
			'comment_author_email' => $farol_user ? $farol_user->user_email : $farol_who,
			'comment_content'      => sprintf( 'Comentário semeado %d de %s', $farol_i, $farol_user ? $farol_user->user_login : 'convidada' ),
			'comment_approved'     => 1,
			'comment_type'         => 'comment',
			'user_id'              => $farol_user ? $farol_user->ID : 0,
			'comment_date'         => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $farol_time ) ),
			'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', $farol_time ),
		)
	);
}
echo wp_json_encode( $farol_ids ) . "\n";
