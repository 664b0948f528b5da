<?php
/**
 * The one per-address throttle of every public write.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

use WP_Error;

/**
 * Counts a request of the current client against a rule (RateLimit) in the rate limiter's
 * table. The bucket is an HMAC of the rule's scope and the client's address (ClientAddress),
 * keyed with the site's salt: the address is never stored. The only way around a limit is the
 * bench's pass (BenchPass): loopback requests carrying a short-lived secret the bench stored
 * itself.
 *
 * A REST route whose every request counts takes the check as its permission_callback
 * (permission()), so its handler only handles; the 429 it answers carries Retry-After
 * (retry_after(), hooked by AbuseModule). A route or action that must look at the request first (a replayed
 * idempotency key is not counted) calls hit() where that is known.
 */
final class Throttle {

	/**
	 * Error data key holding the seconds to wait.
	 */
	public const RETRY_AFTER_KEY = 'retry_after';

	/**
	 * Creates the throttle.
	 *
	 * @param RateLimiter $limiter The windows' store.
	 * @param BenchPass   $bench   The bench's exemption.
	 */
	public function __construct( private readonly RateLimiter $limiter, private readonly BenchPass $bench ) {
	}

	/**
	 * Counts one request of the current client.
	 *
	 * @param RateLimit $rule The rule.
	 * @return int 0 when allowed, else the seconds to wait (Retry-After).
	 */
	public function hit( RateLimit $rule ): int {
		$address = ClientAddress::current();
		if ( $this->bench->applies( $address ) ) {
			return 0;
		}
		return $this->count( $rule, $address );
	}

	/**
	 * Counts one request against a rule for what it is counted by: the client's address (hit()),
	 * or something else a limit is about, such as a recipient's e-mail (MailCooldown). The
	 * bucket is a keyed hash of the rule's scope and that key.
	 *
	 * @param RateLimit $rule The rule.
	 * @param string    $key  What is counted.
	 * @return int 0 when allowed, else the seconds to wait.
	 */
	public function count( RateLimit $rule, string $key ): int {
		$bucket = hash_hmac( 'sha256', $rule->scope . '|' . $key, wp_salt( 'nonce' ) );
		return $this->limiter->hit( $bucket, $rule->limit, $rule->window, time() );
	}

	/**
	 * Whether the current client is over a rule's limit (counting this request).
	 *
	 * @param RateLimit $rule The rule.
	 */
	public function over( RateLimit $rule ): bool {
		return $this->hit( $rule ) > 0;
	}

	/**
	 * A permission_callback counting every request of a route against a rule: true, or a 429
	 * error with the message given (Retry-After is added by retry_after()). A request is
	 * counted once however often its permission is asked (core asks again for the Allow
	 * header of the answer, rest_send_allow_header()).
	 *
	 * @param RateLimit $rule    The rule.
	 * @param string    $code    The error's code.
	 * @param string    $message The error's message (translated).
	 * @return callable(mixed): (true|WP_Error)
	 */
	public function permission( RateLimit $rule, string $code, string $message ): callable {
		$answers = new \WeakMap();
		return function ( $request = null ) use ( $rule, $code, $message, $answers ) {
			if ( is_object( $request ) && isset( $answers[ $request ] ) ) {
				return $answers[ $request ];
			}
			$wait   = $this->hit( $rule );
			$answer = 0 === $wait ? true : new WP_Error(
				$code,
				$message,
				array(
					'status'              => 429,
					self::RETRY_AFTER_KEY => $wait,
				)
			);
			if ( is_object( $request ) ) {
				$answers[ $request ] = $answer;
			}
			return $answer;
		};
	}

	/**
	 * The `rest_request_after_callbacks` filter: a WP_Error returned by a permission_callback
	 * becomes a response without headers, so a 429 error carrying its wait (RETRY_AFTER_KEY) is
	 * turned into its response with the Retry-After header here, before the server converts it
	 * (the filter runs for every dispatched request, internal ones included).
	 *
	 * @param mixed $response The handler's answer (or the permission check's error).
	 * @return mixed
	 */
	public static function retry_after( $response ) {
		if ( ! $response instanceof WP_Error ) {
			return $response;
		}
		$data = $response->get_error_data();
		$wait = is_array( $data ) && 429 === ( $data['status'] ?? null ) ? ( $data[ self::RETRY_AFTER_KEY ] ?? null ) : null;
		if ( ! is_int( $wait ) || $wait < 1 ) {
			return $response;
		}
		$answer = rest_convert_error_to_response( $response );
		$answer->header( 'Retry-After', (string) $wait );
		return $answer;
	}
}
