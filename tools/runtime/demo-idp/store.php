<?php
/**
 * The demo identity provider's memory: its registered clients, the one-time codes and the
 * access tokens it issued. Rows of the options table (never autoloaded), keyed by a hash of the
 * secret they stand for, so neither a code nor a token is stored in clear.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * The option holding the registered clients: client_id => the SHA-256 of its secret, its one
 * redirect_uri, and whether it is the demo seed's (the site's own social login) or one an
 * administrator added (the smoke test's, removed after).
 */
const FAROL_DEMO_IDP_CLIENTS = 'farol_demo_idp_clients';

/**
 * Every registered client.
 *
 * @return array<string,array{secret_hash:string,redirect_uri:string,seeded:bool}>
 */
function farol_demo_idp_clients(): array {
	$clients = get_option( FAROL_DEMO_IDP_CLIENTS );
	return is_array( $clients ) ? $clients : array();
}

/**
 * A registered client, null when there is none by that id.
 *
 * @param string $client_id The client id.
 * @return array{secret_hash:string,redirect_uri:string,seeded:bool}|null
 */
function farol_demo_idp_client( string $client_id ): ?array {
	$client = farol_demo_idp_clients()[ $client_id ] ?? null;
	return '' !== $client_id && is_array( $client ) && ! empty( $client['secret_hash'] ) && ! empty( $client['redirect_uri'] ) ? $client : null;
}

/**
 * Whether a client id and secret are a registered client's.
 *
 * @param string $client_id The client id given.
 * @param string $secret    The secret given.
 */
function farol_demo_idp_client_ok( string $client_id, string $secret ): bool {
	$client = farol_demo_idp_client( $client_id );
	return null !== $client && '' !== $secret && hash_equals( $client['secret_hash'], hash( 'sha256', $secret ) );
}

/**
 * Registers a client: a new id and secret for this redirect_uri.
 *
 * @param string $redirect_uri The client's one callback address.
 * @param bool   $seeded       Whether it is the demo seed's client (it replaces the earlier one).
 * @return array{client_id:string,client_secret:string}
 */
function farol_demo_idp_add_client( string $redirect_uri, bool $seeded ): array {
	$clients        = $seeded ? array_filter( farol_demo_idp_clients(), static fn ( array $client ): bool => empty( $client['seeded'] ) ) : farol_demo_idp_clients();
	$id             = 'farol-demo-' . bin2hex( random_bytes( 6 ) );
	$secret         = bin2hex( random_bytes( 24 ) );
	$clients[ $id ] = array(
		'secret_hash'  => hash( 'sha256', $secret ),
		'redirect_uri' => $redirect_uri,
		'seeded'       => $seeded,
	);
	update_option( FAROL_DEMO_IDP_CLIENTS, $clients, false );
	return array(
		'client_id'     => $id,
		'client_secret' => $secret,
	);
}

/**
 * Removes a client; whether there was one.
 *
 * @param string $client_id The client id.
 */
function farol_demo_idp_remove_client( string $client_id ): bool {
	$clients = farol_demo_idp_clients();
	if ( ! isset( $clients[ $client_id ] ) ) {
		return false;
	}
	unset( $clients[ $client_id ] );
	update_option( FAROL_DEMO_IDP_CLIENTS, $clients, false );
	return true;
}

/**
 * The demo seed's registration: the same client while the plugin still holds its id and
 * secret (its redirect_uri updated: the site's address may have changed port since), else a
 * new one.
 *
 * @param string $redirect_uri The plugin's one callback address.
 * @param string $client_id    The client id the plugin holds ('' : none).
 * @param string $secret       The secret it holds ('' : none).
 * @return array{client_id:string,client_secret:string} The credentials ('' secret: unchanged).
 */
function farol_demo_idp_register_client( string $redirect_uri, string $client_id, string $secret ): array {
	$clients = farol_demo_idp_clients();
	if ( ! farol_demo_idp_client_ok( $client_id, $secret ) || empty( $clients[ $client_id ]['seeded'] ) ) {
		return farol_demo_idp_add_client( $redirect_uri, true );
	}
	if ( $clients[ $client_id ]['redirect_uri'] !== $redirect_uri ) {
		$clients[ $client_id ]['redirect_uri'] = $redirect_uri;
		update_option( FAROL_DEMO_IDP_CLIENTS, $clients, false );
	}
	return array(
		'client_id'     => $client_id,
		'client_secret' => '',
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
		if ( FAROL_DEMO_IDP_CLIENTS !== $row->option_name && is_array( $data ) && (int) ( $data['exp'] ?? 0 ) < time() ) {
			delete_option( (string) $row->option_name );
		}
	}
}
