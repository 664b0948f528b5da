<?php
/**
 * Where a social flow sends the browser.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

/**
 * The provider's address that starts a flow, for a login (SocialLoginActions) or a member's
 * link (Linking\LinkFlow) alike: the OAuth 2 authorize address with our client id, scope, the
 * one callback address, the signed state and its PKCE challenge (S256); Telegram's login page
 * for our bot (bot_id, origin, return_to), which comes back to return_to with `#tgAuthResult=`.
 */
final class AuthorizeUrl {

	/**
	 * The callback address every provider is registered with.
	 */
	public static function callback(): string {
		return admin_url( 'admin-ajax.php?action=wpd_login_callback' );
	}

	/**
	 * The authorize address of a redirect flow. The provider's adapter encodes the query (WeChat
	 * renames and orders it: ProviderClient::authorize()).
	 *
	 * @param ProviderClient      $client   The providers' adapters.
	 * @param array<string,mixed> $provider SocialSettings::provider().
	 * @param string              $state    The flow's signed state (SignedState::create()).
	 */
	public static function oauth( ProviderClient $client, array $provider, string $state ): string {
		return $client->authorize(
			$provider,
			array(
				'response_type'         => 'code',
				'client_id'             => (string) $provider['client_id'],
				'redirect_uri'          => self::callback(),
				'scope'                 => (string) $provider['scope'],
				'state'                 => $state,
				'code_challenge'        => SignedState::challenge( SignedState::verifier( $state ) ),
				'code_challenge_method' => 'S256',
			)
		);
	}

	/**
	 * Telegram's login page for our bot, coming back to an address of this site.
	 *
	 * @param array<string,mixed> $provider  SocialSettings::provider( 'telegram' ).
	 * @param string              $return_to Where Telegram sends the result.
	 */
	public static function telegram( array $provider, string $return_to ): string {
		return add_query_arg(
			array(
				'bot_id'         => rawurlencode( (string) strstr( $provider['client_secret'] . ':', ':', true ) ),
				'origin'         => rawurlencode( (string) wp_parse_url( home_url(), PHP_URL_SCHEME ) . '://' . (string) wp_parse_url( home_url(), PHP_URL_HOST ) ),
				'return_to'      => rawurlencode( $return_to ),
				'request_access' => 'write',
			),
			(string) $provider['authorize']
		);
	}
}
