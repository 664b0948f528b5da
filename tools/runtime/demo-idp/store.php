<?php
/**
 * The demo identity provider's memory: its one registered client, the one-time codes and the
 * access tokens it issued. Rows of the options table (never autoloaded), keyed by a hash of the
 * secret they stand for, so neither a code nor a token is stored in clear.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * The option holding the registered client: client_id, the SHA-256 of its secret and its one
 * redirect_uri.
 */
const FAROL_DEMO_IDP_CLIENT = 'farol_demo_idp_client';

/**
 * The registered client, null when none is.
 *
 * @return array{client_id:string,secret_hash:string,redirect_uri:string}|null
 */
function farol_demo_idp_client(): ?array {
	$client = get_option( FAROL_DEMO_IDP_CLIENT );
	if ( ! is_array( $client ) || empty( $client['client_id'] ) || empty( $client['secret_hash'] ) || empty( $client['redirect_uri'] ) ) {
		return null;
	}
	return array(
		'client_id'    => (string) $client['client_id'],
		'secret_hash'  => (string) $client['secret_hash'],
		'redirect_uri' => (string) $client['redirect_uri'],
	);
}

/**
 * Whether a client id and secret are the registered client's.
 *
 * @param string $client_id The client id given.
 * @param string $secret    The secret given.
 */
function farol_demo_idp_client_ok( string $client_id, string $secret ): bool {
	$client = farol_demo_idp_client();
	return null !== $client && '' !== $secret
		&& hash_equals( $client['client_id'], $client_id )
		&& hash_equals( $client['secret_hash'], hash( 'sha256', $secret ) );
}

/**
 * Registers the client (the demo seed's call): a new id and secret, or the same id when the
 * given secret is still the registered one, with its redirect_uri (the site's address may have
 * changed port since).
 *
 * @param string $redirect_uri The client's one callback address.
 * @param string $secret       The secret the client holds now ('' : none).
 * @return array{client_id:string,client_secret:string} The credentials ('' secret: unchanged).
 */
function farol_demo_idp_register_client( string $redirect_uri, string $secret ): array {
	$client = farol_demo_idp_client();
	if ( null !== $client && '' !== $secret && hash_equals( $client['secret_hash'], hash( 'sha256', $secret ) ) ) {
		if ( $client['redirect_uri'] !== $redirect_uri ) {
			update_option( FAROL_DEMO_IDP_CLIENT, array( 'redirect_uri' => $redirect_uri ) + $client, false );
		}
		return array(
			'client_id'     => $client['client_id'],
			'client_secret' => '',
		);
	}
	$id     = 'farol-demo-' . bin2hex( random_bytes( 6 ) );
	$secret = bin2hex( random_bytes( 24 ) );
	update_option(
		FAROL_DEMO_IDP_CLIENT,
		array(
			'client_id'    => $id,
			'secret_hash'  => hash( 'sha256', $secret ),
			'redirect_uri' => $redirect_uri,
		),
		false
	);
	return array(
		'client_id'     => $id,
		'client_secret' => $secret,
	);
}

/**
 * The option name of a code or token.
 *
 * @param string $kind   `code` or `token`.
 * @param string $secret The code or token.
 */
function farol_demo_idp_key( string $kind, string $secret ): string {
	return 'farol_demo_idp_' . $kind . '_' . hash( 'sha256', $secret );
}

/**
 * Remembers a code or token with what it grants, for $ttl seconds.
 *
 * @param string              $kind   `code` or `token`.
 * @param string              $secret The code or token.
 * @param array<string,mixed> $data   What it grants.
 * @param int                 $ttl    Seconds it lives.
 */
function farol_demo_idp_put( string $kind, string $secret, array $data, int $ttl ): void {
	farol_demo_idp_sweep();
	$data['exp'] = time() + $ttl;
	add_option( farol_demo_idp_key( $kind, $secret ), (string) wp_json_encode( $data ), '', false );
}

/**
 * What a code or token grants: null when unknown or expired.
 *
 * @param string $kind   `code` or `token`.
 * @param string $secret The code or token.
 * @return array<string,mixed>|null
 */
function farol_demo_idp_get( string $kind, string $secret ): ?array {
	$data = json_decode( (string) farol_demo_idp_raw( $kind, $secret ), true );
	return is_array( $data ) && (int) ( $data['exp'] ?? 0 ) > time() ? $data : null;
}

/**
 * The stored row of a code or token as it is (null: none), read past the options cache:
 * another request may have just used it.
 *
 * @param string $kind   `code` or `token`.
 * @param string $secret The code or token.
 */
function farol_demo_idp_raw( string $kind, string $secret ): ?string {
	global $wpdb;
	if ( '' === $secret ) {
		return null;
	}
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- see above.
	$raw = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", farol_demo_idp_key( $kind, $secret ) ) );
	return is_string( $raw ) ? $raw : null;
}

/**
 * Uses a code once: its grant the first time; afterwards `used` (with the grant, so the caller
 * can revoke what the first use issued), or null when unknown or expired. One compare-and-set
 * UPDATE decides, so two racing requests cannot both use it.
 *
 * @param string $secret The code.
 * @return array{0:array<string,mixed>|null,1:bool} The grant, and whether it was used before.
 */
function farol_demo_idp_take_code( string $secret ): array {
	global $wpdb;
	$raw  = (string) farol_demo_idp_raw( 'code', $secret );
	$data = farol_demo_idp_get( 'code', $secret );
	if ( null === $data ) {
		return array( null, false );
	}
	if ( ! empty( $data['used'] ) ) {
		return array( $data, true );
	}
	$key  = farol_demo_idp_key( 'code', $secret );
	$used = (string) wp_json_encode( array( 'used' => true ) + $data );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the compare-and-set that makes a code single-use.
	$won = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $used, $key, $raw ) );
	return 1 === $won ? array( $data, false ) : array( $data, true );
}

/**
 * Writes what a used code issued (the token's hash), so a second use can revoke it.
 *
 * @param string $code  The code.
 * @param string $token The access token issued for it.
 */
function farol_demo_idp_code_issued( string $code, string $token ): void {
	global $wpdb;
	$data = farol_demo_idp_get( 'code', $code );
	if ( null !== $data ) {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the row farol_demo_idp_get() read.
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) wp_json_encode( array( 'token' => hash( 'sha256', $token ) ) + $data ) ), array( 'option_name' => farol_demo_idp_key( 'code', $code ) ) );
	}
}

/**
 * Revokes the token a code issued (RFC 6749 §4.1.2: a code used twice revokes what it gave).
 *
 * @param array<string,mixed> $code The code's grant.
 */
function farol_demo_idp_revoke( array $code ): void {
	if ( ! empty( $code['token'] ) && is_string( $code['token'] ) ) {
		delete_option( 'farol_demo_idp_token_' . $code['token'] );
	}
}

/**
 * Deletes expired codes and tokens (a few at a time, when a new one is stored).
 */
function farol_demo_idp_sweep(): void {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the provider's own rows, by prefix.
	$rows = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s LIMIT 50", $wpdb->esc_like( 'farol_demo_idp_' ) . '%' ) );
	foreach ( (array) $rows as $row ) {
		$data = json_decode( (string) $row->option_value, true );
		if ( FAROL_DEMO_IDP_CLIENT !== $row->option_name && is_array( $data ) && (int) ( $data['exp'] ?? 0 ) < time() ) {
			delete_option( (string) $row->option_name );
		}
	}
}
