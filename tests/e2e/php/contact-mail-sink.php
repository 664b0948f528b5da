<?php
/**
 * Plugin Name: Farol e2e mail sink
 * Description: Copied into the e2e site's mu-plugins by tests/e2e/contact-form.spec.ts for its run only: every wp_mail() call is recorded in the option farol_e2e_mails instead of being sent (the e2e site has no mail server), and counts as sent. Attachments are recorded as {name, size, sha1} while they exist (a form may delete them after the mail).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

add_filter(
	'pre_wp_mail',
	static function ( $result, array $atts ) {
		$mails   = get_option( 'farol_e2e_mails', array() );
		$mails   = is_array( $mails ) ? $mails : array();
		$mails[] = array(
			'to'          => $atts['to'] ?? '',
			'subject'     => $atts['subject'] ?? '',
			'message'     => $atts['message'] ?? '',
			'headers'     => $atts['headers'] ?? '',
			'attachments' => array_map(
				static fn ( string $path ): array => array(
					'name' => basename( $path ),
					'size' => (int) filesize( $path ),
					'sha1' => (string) sha1_file( $path ),
				),
				array_values( array_filter( (array) ( $atts['attachments'] ?? array() ), static fn ( $path ): bool => is_string( $path ) && is_file( $path ) ) )
			),
		);
		update_option( 'farol_e2e_mails', $mails, false );
		return true;
	},
	10,
	2
);
