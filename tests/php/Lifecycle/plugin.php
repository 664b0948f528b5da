<?php
/**
 * Run by the lifecycle tests inside a loaded test site: does to the Farol plugin what
 * FAROL_LIFECYCLE_STEP says, as wp-admin does it: "activate" (activate_plugin; fails when a
 * query touches posts, comments or their meta), "deactivate"
 * (deactivate_plugins), "delete" (uninstall_plugin(), the plugin not loaded, as on Plugins ›
 * Delete), "remove-on" / "remove-off" (the Tools › Farol data form, saved by an administrator
 * with its nonce). Prints the step's name when done.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

$farol_step = (string) getenv( 'FAROL_LIFECYCLE_STEP' );
$farol_wide = '1' === getenv( 'FAROL_LIFECYCLE_NETWORK' );
switch ( $farol_step ) {
	case 'activate':
		// Activation does no work proportional to the content: it reads no post or comment.
		$farol_content = array();
		add_filter(
			'query',
			static function ( string $query ) use ( &$farol_content ): string {
				global $wpdb;
				if ( preg_match( '/\b(' . preg_quote( $wpdb->posts, '/' ) . '|' . preg_quote( $wpdb->comments, '/' ) . '|' . preg_quote( $wpdb->postmeta, '/' ) . '|' . preg_quote( $wpdb->commentmeta, '/' ) . ')\b/', $query ) ) {
					$farol_content[] = $query;
				}
				return $query;
			}
		);
		$farol_result = activate_plugin( 'farol/farol.php', '', $farol_wide );
		if ( is_wp_error( $farol_result ) ) {
			echo esc_html( $farol_result->get_error_message() );
			exit( 1 );
		}
		if ( $farol_content ) {
			echo 'activation read the content: ' . esc_html( implode( "\n", $farol_content ) );
			exit( 1 );
		}
		break;
	case 'deactivate':
		deactivate_plugins( 'farol/farol.php', false, $farol_wide );
		break;
	case 'delete':
		if ( class_exists( Farol\Plugin::class, false ) ) {
			echo 'the plugin is loaded: deactivate it first';
			exit( 1 );
		}
		uninstall_plugin( 'farol/farol.php' );
		break;
	case 'remove-on':
	case 'remove-off':
		wp_set_current_user( 1 );
		$_POST['remove_data'] = 'remove-on' === $farol_step ? '1' : '';
		$_POST['_wpnonce']    = wp_create_nonce( Farol\Support\Lifecycle\DataScreen::ACTION );
		$_REQUEST['_wpnonce'] = $_POST['_wpnonce'];
		add_filter(
			'wp_redirect',
			static function () use ( $farol_step ): bool {
				echo esc_html( $farol_step );
				exit( 0 );
			}
		);
		( new Farol\Support\Lifecycle\DataScreen() )->save();
		echo 'no redirect';
		exit( 1 );
	default:
		echo 'unknown step';
		exit( 1 );
}
echo esc_html( $farol_step );
