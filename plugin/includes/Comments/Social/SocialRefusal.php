<?php
/**
 * A refused social login.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

use RuntimeException;

/**
 * Thrown by the checks with the phrase key the visitor is answered (SocialPhrases::errors()).
 */
final class SocialRefusal extends RuntimeException {

	/**
	 * The phrase key.
	 *
	 * @var string
	 */
	public readonly string $key;

	/**
	 * A refusal.
	 *
	 * @param string $key Phrase key.
	 */
	public function __construct( string $key ) {
		$this->key = $key;
		parent::__construct( 'Social login refused: ' . $key );
	}
}
