<?php
/**
 * Plugin Name: Farol security suite site
 * Description: Copied into the security suite's own site by tools/test/security.sh; never shipped. Every wp_mail() call is counted in the option farol_security_mails instead of being sent (the site has no mail server), or fails as a broken transport does while the option farol_security_mail_fails is set (the faults spec).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

add_filter(
	'pre_wp_mail',
	static function ( $result, array $atts ) {
		if ( get_option( 'farol_security_mail_fails' ) ) {
			do_action( 'wp_mail_failed', new WP_Error( 'wp_mail_failed', 'SMTP connect() failed (security suite).', $atts ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's own hook, fired as wp_mail() fires it.
			return false;
		}
		update_option( 'farol_security_mails', (int) get_option( 'farol_security_mails', 0 ) + 1, false );
		return true;
	},
	10,
	2
);

// No WP-Cron run spawned by the suite's own requests: the faults spec runs the forwarding
// queue's worker itself (php/security-site.php forward), as `wp farol queue run` would, and a
// run started behind its back would claim the lead first.
remove_action( 'wp_loaded', '_wp_cron', 20 );
remove_action( 'init', 'wp_cron' );

// The comment captcha (on for guests by default) is off here: the suites post guest comments
// straight to the endpoint to reach what lies behind it (KSES, limits, storage); the captcha
// has its own tests (tests/php/Comments/CaptchaCommentsTest.php, tests/e2e/comments-captcha.spec.ts),
// and the one-shot spec turns it back on (option farol_security_comment_captcha) to send one
// solved challenge many times at once.
add_filter( 'farol_comments_captcha_required', static fn ( $on ) => get_option( 'farol_security_comment_captcha' ) ? $on : false );

// The one-shot spec's slow database (option farol_security_slow_claims): every query about a
// used-once marker (a proof-of-work challenge's) or a rate window waits 0.3 s before it runs,
// so requests sent at once overlap at exactly the moment between a check and its mark, where a
// check that is not one atomic step lets a second request through (as a loaded server does).
if ( get_option( 'farol_security_slow_claims' ) ) {
	add_filter(
		'query',
		static function ( $query ) {
			if ( is_string( $query ) && preg_match( '/farol_pow|farol_rate_limits/', $query ) ) {
				usleep( 300000 );
			}
			return $query;
		}
	);
}
