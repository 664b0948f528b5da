<?php
/**
 * The shared abuse defences' hooks.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;

/**
 * Installs the rate limiter's table (and takes over the lead store's old one), serves fresh
 * stamps and adds Retry-After to the throttle's REST errors.
 */
final class AbuseModule implements Module, Owns {

	/**
	 * Creates the module.
	 *
	 * @param AbuseDefences $defences The shared defences.
	 */
	public function __construct( private readonly AbuseDefences $defences ) {
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint(
			tables: array( new RateLimitTable() ),
			options: array( BenchPass::OPTION )
		);
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( new RateLimitTable(), 'maybe_upgrade' ), 1 );
		( new StampController( $this->defences->stamps, $this->defences->throttle ) )->register();
		add_filter( 'rest_request_after_callbacks', array( Throttle::class, 'retry_after' ) );
	}
}
