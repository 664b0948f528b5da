<?php
/**
 * The adapter a provider's row names.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Adapters;

/**
 * Picks a provider's adapter by its row's `adapter` key (Providers): `standard` (RFC 6749, with
 * the row's `token_auth`, `userinfo_args` and `error` keys: X/Twitter and Disqus among others),
 * `ok` (OK.ru's signed calls), `wechat` (WeChat's appid/secret GETs and errcode answers), `qq`
 * (QQ Connect's form/JSONP answers and /me).
 */
final class Adapters {

	/**
	 * The adapters by key.
	 *
	 * @var array<string,ProviderAdapter>
	 */
	private array $adapters;

	/**
	 * Creates them.
	 *
	 * @param Http $http Calls to the providers.
	 */
	public function __construct( Http $http ) {
		$standard       = new StandardAdapter( $http );
		$this->adapters = array(
			'standard' => $standard,
			'ok'       => new OkAdapter( $http, $standard ),
			'wechat'   => new WechatAdapter( $http ),
			'qq'       => new QqAdapter( $http, $standard ),
		);
	}

	/**
	 * A provider's adapter (the standard one when its row names none or an unknown one).
	 *
	 * @param array<string,mixed> $provider SocialSettings::provider().
	 */
	public function for( array $provider ): ProviderAdapter {
		return $this->adapters[ (string) ( $provider['adapter'] ?? 'standard' ) ] ?? $this->adapters['standard'];
	}
}
