<?php
/**
 * How often a visitor's request may make Farol mail an address it names.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * The per-recipient brake on mail a visitor asks for to an address they type (a subscription's
 * confirmation, a guest's links): at most one mail of a kind per address and subject (a post) in
 * COOLDOWN seconds, and at most PER_DAY of that kind per address in a day across the site,
 * whoever asks and from whichever address. The per-source throttle alone cannot stop a stranger's
 * address being mailed over and over from several source addresses.
 *
 * Counted in the rate limiter's windows (Throttle::count(): exact under concurrency, buckets are
 * keyed hashes, the address is never stored); the day is counted only when the subject's
 * cool-down lets a mail through. A feature asks allows() only at the point where it would mail,
 * and when the answer is no it answers the visitor exactly as if it had mailed, so nobody learns
 * what was sent, and changes nothing a mail already sent relies on.
 */
final class MailCooldown {

	/**
	 * Seconds between two mails of a kind to one address about one subject.
	 */
	public const COOLDOWN = 10 * MINUTE_IN_SECONDS;

	/**
	 * Mails of a kind one address may get in a day.
	 */
	public const PER_DAY = 3;

	/**
	 * Creates the brake.
	 *
	 * @param Throttle $throttle The windows' counter.
	 */
	public function __construct( private readonly Throttle $throttle ) {
	}

	/**
	 * Whether a mail of a kind may go to an address about a subject now; counts it when it may.
	 *
	 * @param string $kind    What is mailed (`subscription-confirm`, `guest-links`).
	 * @param string $email   The recipient.
	 * @param string $subject What the mail is about ('' when the kind has one per address).
	 */
	public function allows( string $kind, string $email, string $subject ): bool {
		$email = strtolower( trim( $email ) );
		if ( $this->throttle->count( new RateLimit( 'mail-' . $kind, 1, self::COOLDOWN ), $email . '|' . $subject ) > 0 ) {
			return false;
		}
		return 0 === $this->throttle->count( new RateLimit( 'mail-' . $kind . '-day', self::PER_DAY, DAY_IN_SECONDS ), $email );
	}
}
