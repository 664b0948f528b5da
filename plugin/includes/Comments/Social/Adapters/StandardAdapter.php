<?php
/**
 * The standard OAuth 2 redirect flow, with the table's small variations.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Adapters;

use Farol\Comments\Social\SocialRefusal;

/**
 * RFC 6749's authorization-code flow: the authorize address with the standard parameters
 * (PKCE, RFC 7636, included), a form POST to the token endpoint, a userinfo GET with the access
 * token (as a bearer header and as `access_token`, as the providers variously document).
 *
 * What a provider's row (Providers) varies without a class of its own:
 * - `token_auth` `basic`: the client authenticates at the token endpoint with HTTP Basic
 *   (`Authorization: Basic base64(client_id:client_secret)`, RFC 6749 §2.3.1) and the body has
 *   no credentials (X/Twitter's confidential clients);
 * - `userinfo_args`: query parameters the userinfo call adds, each naming `client_id` or
 *   `client_secret` (Disqus: `api_key`, `api_secret`);
 * - `error`: a field of the userinfo answer that is 0 when all is well and something else on an
 *   error answered with HTTP 200 (Disqus' envelope `code`): `social_provider_error`.
 */
final class StandardAdapter implements ProviderAdapter {

	/**
	 * Creates the adapter.
	 *
	 * @param Http $http Calls to the provider.
	 */
	public function __construct( private readonly Http $http ) {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed>  $provider The provider.
	 * @param array<string,string> $query    The standard parameters.
	 */
	public function authorize( array $provider, array $query ): string {
		return add_query_arg( array_map( 'rawurlencode', $query ), (string) $provider['authorize'] );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider     The provider.
	 * @param string              $code         The code.
	 * @param string              $redirect_uri The address the code was sent to.
	 * @param string              $verifier     The flow's PKCE code verifier.
	 * @return array<string,mixed>
	 */
	public function exchange( array $provider, string $code, string $redirect_uri, string $verifier ): array {
		$fields  = array(
			'grant_type'    => 'authorization_code',
			'code'          => $code,
			'redirect_uri'  => $redirect_uri,
			'code_verifier' => $verifier,
		);
		$headers = array();
		if ( 'basic' === ( $provider['token_auth'] ?? '' ) ) {
			// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic authentication.
			$headers['Authorization'] = 'Basic ' . base64_encode( $provider['client_id'] . ':' . $provider['client_secret'] );
		} else {
			$fields['client_id']     = (string) $provider['client_id'];
			$fields['client_secret'] = (string) $provider['client_secret'];
		}
		return $this->http->post( (string) $provider['token'], $fields, $headers );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $token    The access token.
	 * @return array<string,mixed>
	 */
	public function tokeninfo( array $provider, string $token ): array {
		return $this->http->get(
			add_query_arg(
				array(
					'access_token' => rawurlencode( $token ),
					'client_id'    => rawurlencode( (string) $provider['client_id'] ),
				),
				(string) $provider['tokeninfo']
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $access   The access token.
	 * @param array<string,mixed> $token    What came with the token.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When the provider has no userinfo endpoint or answers an error.
	 */
	public function profile( array $provider, string $access, array $token ): array {
		unset( $token );
		if ( '' === $provider['userinfo'] ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		$args = array( 'access_token' => rawurlencode( $access ) );
		foreach ( (array) ( $provider['userinfo_args'] ?? array() ) as $name => $credential ) {
			$args[ (string) $name ] = rawurlencode( (string) ( $provider[ $credential ] ?? '' ) );
		}
		$answer = $this->http->get( add_query_arg( $args, (string) $provider['userinfo'] ), $access );
		$error  = (string) ( $provider['error'] ?? '' );
		if ( '' !== $error && array_key_exists( $error, $answer ) && 0 !== $answer[ $error ] && '0' !== $answer[ $error ] ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return $answer;
	}
}
