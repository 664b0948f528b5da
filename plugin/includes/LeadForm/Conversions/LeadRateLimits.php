<?php
/**
 * The per-address limits of the public lead routes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\Support\Abuse\RateLimit;

/**
 * How often one client address may convert and send view events, per window:
 * CONVERSIONS_PER_WINDOW conversions and EVENTS_PER_WINDOW events in WINDOW seconds, counted
 * by the shared throttle (Farol\Support\Abuse\Throttle).
 */
final class LeadRateLimits {

	/**
	 * Conversions one address may send per window.
	 */
	public const CONVERSIONS_PER_WINDOW = 10;

	/**
	 * View events one address may send per window.
	 */
	public const EVENTS_PER_WINDOW = 120;

	/**
	 * Window length, in seconds.
	 */
	public const WINDOW = 600;

	/**
	 * The conversions' rule.
	 */
	public static function conversions(): RateLimit {
		return new RateLimit( 'conversion', self::CONVERSIONS_PER_WINDOW, self::WINDOW );
	}

	/**
	 * The view events' rule.
	 */
	public static function events(): RateLimit {
		return new RateLimit( 'event', self::EVENTS_PER_WINDOW, self::WINDOW );
	}
}
