<?php
/**
 * The abuse defences every feature shares, built once.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * What the composition root hands each feature with a public write: the throttle (rate
 * limits), the per-recipient mail cool-down, the bot check (honeypot and signed stamp) and the
 * stamp kinds (each feature declares its forms' stamps there). The client address (ClientAddress) and the visitor identity
 * (VisitorId) are read where needed; BenchPass is the bench's pass through the throttle.
 */
final class AbuseDefences {

	/**
	 * The per-address throttle.
	 *
	 * @var Throttle
	 */
	public readonly Throttle $throttle;

	/**
	 * The per-recipient brake on mail visitors ask for.
	 *
	 * @var MailCooldown
	 */
	public readonly MailCooldown $mail;

	/**
	 * The honeypot and stamp check.
	 *
	 * @var BotCheck
	 */
	public readonly BotCheck $bots;

	/**
	 * The declared stamp kinds.
	 *
	 * @var StampKinds
	 */
	public readonly StampKinds $stamps;

	/**
	 * Builds the defences.
	 */
	public function __construct() {
		$this->throttle = new Throttle( new RateLimiter(), new BenchPass() );
		$this->mail     = new MailCooldown( $this->throttle );
		$this->bots     = new BotCheck();
		$this->stamps   = new StampKinds();
	}
}
