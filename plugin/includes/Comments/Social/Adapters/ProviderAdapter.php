<?php
/**
 * What differs from one provider's redirect flow to another's.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Adapters;

use Farol\Comments\Social\SocialRefusal;

/**
 * The three steps of a redirect flow a provider may document its own way: the authorize
 * address, the code exchange and the user's profile. The standard OAuth 2 one (StandardAdapter)
 * is the default; a provider's row in Providers names another by its `adapter` key. What an
 * adapter gets as `$provider` is SocialSettings::provider() (the table's row, its endpoints as
 * set, the app's credentials).
 */
interface ProviderAdapter {

	/**
	 * The provider's authorize address for these standard parameters.
	 *
	 * @param array<string,mixed>  $provider The provider.
	 * @param array<string,string> $query    response_type, client_id, redirect_uri, scope, state,
	 *                                       code_challenge, code_challenge_method (not encoded).
	 */
	public function authorize( array $provider, array $query ): string;

	/**
	 * The token endpoint's answer for an authorization code (it has `access_token`, or the
	 * exchange failed).
	 *
	 * @param array<string,mixed> $provider     The provider.
	 * @param string              $code         The code.
	 * @param string              $redirect_uri The address the code was sent to.
	 * @param string              $verifier     The flow's PKCE code verifier.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When the provider refuses or fails.
	 */
	public function exchange( array $provider, string $code, string $redirect_uri, string $verifier ): array;

	/**
	 * The token-info answer for a token a client brought (the row's `aud` path names the app
	 * it was issued to); called only where the row has a token-info endpoint.
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $token    The access token.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When the provider refuses or fails.
	 */
	public function tokeninfo( array $provider, string $token ): array;

	/**
	 * The user's profile for an access token, where the row's `id`, `email`, `name` paths read.
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $access   The access token.
	 * @param array<string,mixed> $token    What came with the token (the exchange's answer, or
	 *                                      the token-info answer of a token a client brought).
	 * @return array<string,mixed>
	 * @throws SocialRefusal When the provider refuses or fails.
	 */
	public function profile( array $provider, string $access, array $token ): array;
}
