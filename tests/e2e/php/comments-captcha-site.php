<?php
/**
 * Plugin Name: Farol e2e comment captcha site
 * Description: Copied into the e2e site's mu-plugins by tests/e2e/comments-captcha.spec.ts for its run only: points the captcha endpoints (filter farol_contact_spam_endpoint) at the local stand-in, tests/php/stand-ins/captcha.php, on the port the spec writes to farol-e2e-comments-captcha.port beside this file, and lets one address comment several times in a row (core's flood check off), so the spec waits for nothing but the captcha.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

add_filter(
	'farol_contact_spam_endpoint',
	static function ( string $url, string $name ): string {
		$port = (int) @file_get_contents( __DIR__ . '/farol-e2e-comments-captcha.port' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file the spec writes; absent, the endpoints stay as they are.
		if ( $port < 1 ) {
			return $url;
		}
		$paths = array(
			'recaptcha_script' => '/recaptcha/api.js',
			'recaptcha_verify' => '/recaptcha/api/siteverify',
			'turnstile_script' => '/turnstile/v0/api.js',
			'turnstile_verify' => '/turnstile/v0/siteverify',
		);
		return isset( $paths[ $name ] ) ? 'http://localhost:' . $port . $paths[ $name ] : $url;
	},
	20,
	2
);
add_filter( 'wp_is_comment_flood', '__return_false', 99 );
