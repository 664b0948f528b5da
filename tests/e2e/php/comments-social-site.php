<?php
/**
 * Sets up the e2e site for tests/e2e/comments-social.spec.ts and comments-social-link.spec.ts:
 *
 *   php comments-social-site.php <site> get                    the widget's option as JSON (null when none)
 *   php comments-social-site.php <site> set <json>             stores it (null deletes the option)
 *   php comments-social-site.php <site> link-telegram <id> <e-mail>   a user with that e-mail, linked to that Telegram id
 *   php comments-social-site.php <site> member <login>         a subscriber with that login (e-mail <login>@example.com, password "password"), its id
 *   php comments-social-site.php <site> meta <login> <key>     that user's meta (JSON)
 *   php comments-social-site.php <site> clean <e-mail>…        deletes the users with those e-mails (and so their meta)
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
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'get', 'set', 'link-telegram', 'member', 'meta', 'clean' ), true ) ) {
	fwrite( STDERR, "usage: php comments-social-site.php <site> get|set|link-telegram|member|meta|clean …\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8890' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require $farol_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

switch ( $farol_task ) {
	case 'get':
		echo wp_json_encode( get_option( 'farol_comments', null ) ) . "\n";
		break;
	case 'set':
		$farol_value = json_decode( (string) ( $argv[3] ?? 'null' ), true );
		if ( null === $farol_value ) {
			delete_option( 'farol_comments' );
		} else {
			update_option( 'farol_comments', $farol_value );
		}
		echo "ok\n";
		break;
	case 'link-telegram':
		$farol_email = (string) ( $argv[4] ?? '' );
		$farol_user  = get_user_by( 'email', $farol_email );
		$farol_id    = $farol_user ? $farol_user->ID : wp_insert_user(
			array(
				'user_login'   => 'tg_' . wp_generate_password( 8, false ),
				'user_email'   => $farol_email,
				'user_pass'    => wp_generate_password( 24 ),
				'display_name' => 'Tiago Telegram',
			)
		);
		update_user_meta( (int) $farol_id, 'farol_social_telegram', (string) ( $argv[3] ?? '' ) );
		echo (int) $farol_id . "\n";
		break;
	case 'member':
		$farol_login = (string) ( $argv[3] ?? '' );
		$farol_user  = get_user_by( 'login', $farol_login );
		$farol_id    = $farol_user ? $farol_user->ID : wp_insert_user(
			array(
				'user_login'   => $farol_login,
				'user_email'   => $farol_login . '@example.com',
				'user_pass'    => 'password',
				'display_name' => 'Marta Vínculo',
				'role'         => 'subscriber',
			)
		);
		echo (int) $farol_id . "\n";
		break;
	case 'meta':
		$farol_user = get_user_by( 'login', (string) ( $argv[3] ?? '' ) );
		echo wp_json_encode( $farol_user ? get_user_meta( $farol_user->ID, (string) ( $argv[4] ?? '' ), true ) : null ) . "\n";
		break;
	case 'clean':
		foreach ( array_slice( $argv, 3 ) as $farol_email ) {
			$farol_user = get_user_by( 'email', (string) $farol_email );
			if ( $farol_user ) {
				wp_delete_user( $farol_user->ID );
			}
		}
		echo "ok\n";
		break;
}
