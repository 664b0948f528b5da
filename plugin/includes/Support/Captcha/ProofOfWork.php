<?php
/**
 * The self-hosted captcha: a signed proof-of-work challenge.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Captcha;

use Farol\Support\Fragments\FragmentRecorder;

use Farol\Support\Abuse\UsedOnce;

/**
 * The captcha with no third party, shared by the contact form and the comment widget. The
 * server issues a challenge `pow1.<salt>.<difficulty>.<expires>.<signature>` (16 random bytes in
 * hex, the number of leading zero bits wanted, a Unix time, an HMAC-SHA-256 of the rest and a
 * scope — the contact form's id, the comment widget's `comments:<post>` — keyed with a WordPress
 * salt); the browser (src/lib/captcha/pow-solver.ts, WebCrypto) finds a decimal number n such
 * that SHA-256( salt . n ) starts with that many zero bits and posts it as `farol_captcha`, with
 * the challenge in `farol_captcha_challenge`. The server checks the signature (so a challenge of
 * one scope is worth nothing in another), the expiry, the hash, and then claims the challenge in
 * the shared used-once markers (Support\Abuse\UsedOnce, family USED_PREFIX, kept until the
 * challenge expires; the daily UsedOnceSweep deletes them after): one atomic insert in the
 * database, so of any number of requests sending one solved challenge at once, on one PHP server
 * or several, with or without a persistent object cache, exactly one passes.
 *
 * Cost: 2^difficulty hashes on average (11 bits ≈ 2,000; tens of milliseconds on a desktop, a
 * few hundred on a slow phone).
 */
final class ProofOfWork {

	/**
	 * Provider name.
	 */
	public const NAME = 'proof_of_work';

	/**
	 * Field holding the challenge.
	 */
	public const CHALLENGE_FIELD = 'farol_captcha_challenge';

	/**
	 * Field holding the solution.
	 */
	public const SOLUTION_FIELD = 'farol_captcha';

	/**
	 * Default difficulty, in leading zero bits.
	 */
	public const DIFFICULTY = 11;

	/**
	 * Seconds a challenge is valid.
	 */
	public const LIFETIME = 1800;

	/**
	 * Prefix of the used challenges' markers (options rows).
	 */
	public const USED_PREFIX = 'farol_pow_used_';

	/**
	 * A new signed challenge.
	 *
	 * @param string $scope      What the challenge is for (a form id, `comments:<post>`).
	 * @param int    $now        Current Unix time.
	 * @param int    $difficulty Leading zero bits wanted (1–24).
	 */
	public function challenge( string $scope, int $now, int $difficulty = self::DIFFICULTY ): string {
		// Single use: a cached fragment may not carry one (FragmentRecorder).
		FragmentRecorder::volatile( 'a proof-of-work challenge' );
		$salt    = bin2hex( random_bytes( 16 ) );
		$payload = $salt . '.' . max( 1, min( 24, $difficulty ) ) . '.' . ( $now + self::LIFETIME );
		return 'pow1.' . $payload . '.' . self::sign( $payload, $scope );
	}

	/**
	 * Checks a posted solution, and uses the challenge up when it passes.
	 *
	 * @param string $scope     What the challenge must be for.
	 * @param mixed  $challenge The posted challenge.
	 * @param mixed  $solution  The posted solution.
	 */
	public function verify( string $scope, mixed $challenge, mixed $solution ): CaptchaResult {
		if ( ! is_string( $challenge ) || ! is_string( $solution ) || 1 !== preg_match( '/^[0-9]{1,15}$/', $solution ) ) {
			return CaptchaResult::fail( 'missing' );
		}
		if ( 1 !== preg_match( '/^pow1\.([0-9a-f]{32})\.([0-9]{1,2})\.([0-9]{1,12})\.([0-9a-f]{64})$/', $challenge, $parts ) ) {
			return CaptchaResult::fail( 'malformed' );
		}
		list( , $salt, $difficulty, $expires, $signature ) = $parts;
		if ( ! hash_equals( self::sign( $salt . '.' . $difficulty . '.' . $expires, $scope ), $signature ) ) {
			return CaptchaResult::fail( 'forged' );
		}
		$now = time();
		if ( (int) $expires <= $now ) {
			return CaptchaResult::fail( 'expired' );
		}
		if ( self::zero_bits( hash( 'sha256', $salt . $solution, true ) ) < (int) $difficulty ) {
			return CaptchaResult::fail( 'wrong' );
		}
		if ( ! self::used()->claim( $signature, (int) $expires, $now ) ) {
			return CaptchaResult::fail( 'replayed' );
		}
		return CaptchaResult::pass();
	}

	/**
	 * The used challenges' markers.
	 */
	public static function used(): UsedOnce {
		return new UsedOnce( self::USED_PREFIX );
	}

	/**
	 * The number of leading zero bits of a binary string.
	 *
	 * @param string $bytes Raw bytes.
	 */
	public static function zero_bits( string $bytes ): int {
		$bits   = 0;
		$length = strlen( $bytes );
		for ( $i = 0; $i < $length; $i++ ) {
			$byte = ord( $bytes[ $i ] );
			if ( 0 === $byte ) {
				$bits += 8;
				continue;
			}
			for ( $mask = 0x80; 0 === ( $byte & $mask ); $mask >>= 1 ) {
				++$bits;
			}
			break;
		}
		return $bits;
	}

	/**
	 * The signature of a challenge payload for a scope.
	 *
	 * @param string $payload salt.difficulty.expires.
	 * @param string $scope   What it is for.
	 */
	private static function sign( string $payload, string $scope ): string {
		return hash_hmac( 'sha256', $payload . '.' . $scope, wp_salt( 'nonce' ) . '|farol-pow' );
	}
}
