<?php
/**
 * Who a provider says the visitor is.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

/**
 * A provider's verified answer: the provider, the user's id there, the e-mail it gave ('' when
 * none) and whether the provider vouches that the e-mail is verified, and a display name.
 */
final class Identity {

	/**
	 * Creates the identity.
	 *
	 * @param string $provider Provider name.
	 * @param string $id       The user's id at the provider.
	 * @param string $email    The e-mail the provider gave ('' when none).
	 * @param bool   $verified Whether the provider vouches for the e-mail.
	 * @param string $name     A display name ('' when none).
	 */
	public function __construct(
		public readonly string $provider,
		public readonly string $id,
		public readonly string $email,
		public readonly bool $verified,
		public readonly string $name
	) {
	}
}
