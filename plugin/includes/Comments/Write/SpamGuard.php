<?php
/**
 * The guest spam guard of the comment forms.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\Ajax\Request;
use Farol\LeadForm\Conversions\BenchPass;
use Farol\LeadForm\Conversions\Throttle;
use Farol\LeadForm\Store\RateLimiter;

/**
 * What a guest's write passes without noticing, as on the site's other forms:
 * - the honeypot `farol_hp`, hidden from people, must stay empty;
 * - the signed time trap `farol_started` (`<unix time>.<hmac of the post and the time>`, printed
 *   in the form by the server) must be genuine, for this post, and at least MIN_SECONDS old;
 * - a per-address rate limit (an HMAC of the scope and address is the bucket, never the
 *   address), for posts and for votes, members included (LIMITS).
 * Core's own checks (flood, duplicate, disallowed keys, Akismet, moderation) then run inside
 * wp_new_comment(). The load bench passes the rate limit only with its loopback pass (BenchPass).
 */
final class SpamGuard {

	/**
	 * Honeypot field.
	 */
	public const HONEYPOT_FIELD = 'farol_hp';

	/**
	 * Signed render time field.
	 */
	public const STARTED_FIELD = 'farol_started';

	/**
	 * Fewest seconds between showing a form and posting it.
	 */
	public const MIN_SECONDS = 3;

	/**
	 * Writes per window and window length (seconds), per scope.
	 */
	public const LIMITS = array(
		'comment' => array( 10, 600 ),
		'edit'    => array( 30, 600 ),
		'vote'    => array( 30, 60 ),
	);

	/**
	 * Creates the guard.
	 *
	 * @param RateLimiter $limiter The windows' store.
	 * @param BenchPass   $bench   The bench's exemption.
	 */
	public function __construct( private readonly RateLimiter $limiter = new RateLimiter(), private readonly BenchPass $bench = new BenchPass() ) {
	}

	/**
	 * A stamp for a form of a post rendered now.
	 *
	 * @param int      $post_id The post.
	 * @param int|null $now     Unix time (now when null).
	 */
	public static function stamp( int $post_id, ?int $now = null ): string {
		$time = $now ?? time();
		return $time . '.' . self::signature( $post_id, $time );
	}

	/**
	 * Whether a guest's posted form looks like a bot's (honeypot filled; stamp missing, forged,
	 * for another post, in the future or too recent).
	 *
	 * @param int $post_id The post.
	 * @param int $now     Unix time.
	 */
	public function is_bot( int $post_id, int $now ): bool {
		if ( '' !== Request::text( self::HONEYPOT_FIELD ) ) {
			return true;
		}
		if ( 1 !== preg_match( '/^(\d{1,12})\.([a-f0-9]{64})$/', Request::text( self::STARTED_FIELD ), $parts ) ) {
			return true;
		}
		$time = (int) $parts[1];
		if ( $time > $now + 60 || ! hash_equals( self::signature( $post_id, $time ), $parts[2] ) ) {
			return true;
		}
		return $now - $time < self::MIN_SECONDS;
	}

	/**
	 * Counts one write of the current client in a scope; true when over the limit.
	 *
	 * @param string $scope A key of LIMITS.
	 */
	public function over_limit( string $scope ): bool {
		$address = Throttle::client_address();
		if ( $this->bench->applies( $address ) ) {
			return false;
		}
		$limit  = self::LIMITS[ $scope ][0];
		$window = self::LIMITS[ $scope ][1];
		$bucket = hash_hmac( 'sha256', 'comment-' . $scope . '|' . $address, wp_salt( 'nonce' ) );
		return $this->limiter->hit( $bucket, $limit, $window, time() ) > 0;
	}

	/**
	 * The signature of a post and a time.
	 *
	 * @param int $post_id The post.
	 * @param int $time    Unix time.
	 */
	private static function signature( int $post_id, int $time ): string {
		return hash_hmac( 'sha256', 'farol_comment_started|' . $post_id . '|' . $time, wp_salt( 'nonce' ) );
	}
}
