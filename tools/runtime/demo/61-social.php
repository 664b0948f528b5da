<?php
/**
 * Demo: social login. Real networks need real app credentials and the internet, which the
 * runtimes forbid; the demo identity provider (tools/runtime/demo-idp/, a must-use plugin of
 * the development runtimes only) stands in for one on the site itself. This registers the
 * plugin as its one client (a client id and secret generated here, the plugin's one callback
 * address) and turns on the plugin's WordPress.com provider row (a standard OAuth 2 redirect
 * flow whose profile says whether the e-mail is verified) with its four endpoint overrides
 * pointing at the demo provider. A guest then sees "Entrar com WordPress.com" above every
 * comment form (e.g. "Como medir conversões"), picks Marta (verified e-mail: logged in), Rui
 * (no e-mail) or Lia (unverified e-mail) — those two are refused, social_unverified_mail.
 *
 * Nothing happens where the demo provider is not loaded (wp-env, the PHPUnit site): a button
 * that can only fail is not printed. Idempotent: the credentials are kept while the plugin's
 * row still holds them (a new pair otherwise); the addresses follow the site's current one;
 * the row is switched on only when it is (re)registered, so an administrator's "off" stays.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

use Farol\Comments\Social\AuthorizeUrl;

if ( function_exists( 'farol_demo_idp_register_client' ) && class_exists( AuthorizeUrl::class ) ) {
	$farol_social_option = get_option( 'farol_comments', array() );
	$farol_social_option = is_array( $farol_social_option ) ? $farol_social_option : array();
	$farol_social_rows   = is_array( $farol_social_option['social_providers'] ?? null ) ? $farol_social_option['social_providers'] : array();
	$farol_social_row    = is_array( $farol_social_rows['wordpress'] ?? null ) ? $farol_social_rows['wordpress'] : array();
	$farol_social_pair   = farol_demo_idp_register_client( AuthorizeUrl::callback(), (string) ( $farol_social_row['client_id'] ?? '' ), (string) ( $farol_social_row['client_secret'] ?? '' ) );
	if ( '' !== $farol_social_pair['client_secret'] ) {
		$farol_social_row = array(
			'enabled'       => true,
			'client_id'     => $farol_social_pair['client_id'],
			'client_secret' => $farol_social_pair['client_secret'],
		) + $farol_social_row;
	}
	$farol_social_rows['wordpress']          = array(
		'authorize_url' => farol_demo_idp_url( 'authorize' ),
		'token_url'     => farol_demo_idp_url( 'token' ),
		'tokeninfo_url' => farol_demo_idp_url( 'token-info' ),
		'userinfo_url'  => farol_demo_idp_url( 'userinfo' ),
	) + $farol_social_row + array( 'public_key' => '' );
	$farol_social_option['social_providers'] = $farol_social_rows;
	update_option( 'farol_comments', $farol_social_option );
}
