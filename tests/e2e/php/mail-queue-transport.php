<?php
/**
 * Plugin Name: Farol e2e failing mail transport
 * Description: Copied into the e2e site's mu-plugins by tests/e2e/mail-queue.spec.ts for its run only: while the file wp-content/farol-e2e-mail-fail.flag exists, every wp_mail() fails as a transport that cannot reach its SMTP host does (wp_mail_failed with the error, false); without it, mail goes on to the runtime's mail sink.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

add_filter(
	'pre_wp_mail',
	static function ( $result, array $atts ) {
		if ( null !== $result || ! file_exists( WP_CONTENT_DIR . '/farol-e2e-mail-fail.flag' ) ) {
			return $result;
		}
		do_action( 'wp_mail_failed', new WP_Error( 'wp_mail_failed', 'SMTP Error: Could not connect to SMTP host.', $atts ) );
		return false;
	},
	1,
	2
);
