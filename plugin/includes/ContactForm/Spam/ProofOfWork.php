<?php
/**
 * The self-hosted captcha: a signed proof-of-work challenge.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\ContactForm\Forms\ContactForm;

/**
 * The default provider, with no third party. The server issues a challenge
 * `pow1.<salt>.<difficulty>.<expires>.<signature>` (16 random bytes in hex, the number of
 * leading zero bits wanted, a Unix time, an HMAC-SHA-256 of the rest and the form id keyed
 * with a WordPress salt); the browser (src/contact-form/captcha/proof-of-work.ts, WebCrypto)
 * finds a decimal number n such that SHA-256( salt . n ) starts with that many zero bits and
 * posts it as `farol_captcha`, with the challenge in `farol_captcha_challenge`. The server
 * checks the signature, the expiry, the hash, and that the challenge was not used before (a
 * transient keyed by the challenge, living until it expires). A new challenge comes with the
 * markup and with every refill.
 *
 * Cost: 2^difficulty hashes on average (11 bits ≈ 2,000; tens of milliseconds on a desktop,
 * a few hundred on a slow phone); `farol_contact_captcha_pow_difficulty` changes it.
 */
final class ProofOfWork implements CaptchaProvider {

	/**
	 * Provider name.
	 */
	public const NAME = 'proof_of_work';

	/**
	 * Field holding the challenge.
	 */
	public const CHALLENGE_FIELD = 'farol_captcha_challenge';

	/**
	 * Default difficulty, in leading zero bits.
	 */
	public const DIFFICULTY = 11;

	/**
	 * Seconds a challenge is valid.
	 */
	public const LIFETIME = 1800;

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param ContactForm $form The form.
	 */
	public function markup( ContactForm $form ): string {
		return sprintf(
			'<div class="farol-contact-form__captcha" data-farol-captcha="%1$s"><input type="hidden" name="%2$s" value="%3$s"><input type="hidden" name="%4$s" value="">%5$s</div>',
			esc_attr( self::NAME ),
			esc_attr( self::CHALLENGE_FIELD ),
			esc_attr( $this->challenge( $form->id, time() ) ),
			esc_attr( CaptchaCheck::FIELD ),
			CaptchaCheck::noscript_note()
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function external_script(): string {
		return '';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param ContactForm $form The form.
	 * @return array<string,string>
	 */
	public function refill( ContactForm $form ): array {
		return array( self::CHALLENGE_FIELD => $this->challenge( $form->id, time() ) );
	}

	/**
	 * A new signed challenge.
	 *
	 * @param int $form_id The form.
	 * @param int $now     Current Unix time.
	 */
	public function challenge( int $form_id, int $now ): string {
		$salt    = bin2hex( random_bytes( 16 ) );
		$payload = $salt . '.' . self::difficulty() . '.' . ( $now + self::LIFETIME );
		return 'pow1.' . $payload . '.' . self::sign( $payload, $form_id );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $params Posted fields.
	 * @param string              $remote The client's address (unused: the work is the proof).
	 */
	public function verify( ContactForm $form, array $params, string $remote ): CaptchaResult {
		$challenge = $params[ self::CHALLENGE_FIELD ] ?? null;
		$solution  = $params[ CaptchaCheck::FIELD ] ?? null;
		if ( ! is_string( $challenge ) || ! is_string( $solution ) || 1 !== preg_match( '/^[0-9]{1,15}$/', $solution ) ) {
			return CaptchaResult::fail( 'missing' );
		}
		if ( 1 !== preg_match( '/^pow1\.([0-9a-f]{32})\.([0-9]{1,2})\.([0-9]{1,12})\.([0-9a-f]{64})$/', $challenge, $parts ) ) {
			return CaptchaResult::fail( 'malformed' );
		}
		list( , $salt, $difficulty, $expires, $signature ) = $parts;
		if ( ! hash_equals( self::sign( $salt . '.' . $difficulty . '.' . $expires, $form->id ), $signature ) ) {
			return CaptchaResult::fail( 'forged' );
		}
		$ttl = (int) $expires - time();
		if ( $ttl <= 0 ) {
			return CaptchaResult::fail( 'expired' );
		}
		if ( self::zero_bits( hash( 'sha256', $salt . $solution, true ) ) < (int) $difficulty ) {
			return CaptchaResult::fail( 'wrong' );
		}
		$used = 'farol_pow_' . substr( $signature, 0, 40 );
		if ( false !== get_transient( $used ) ) {
			return CaptchaResult::fail( 'replayed' );
		}
		set_transient( $used, 1, $ttl );
		return CaptchaResult::pass();
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
	 * The difficulty in force (1–24 bits).
	 */
	public static function difficulty(): int {
		/**
		 * Filters the proof-of-work difficulty: leading zero bits of SHA-256 the browser must
		 * find (each bit doubles the average work).
		 *
		 * @param int $bits Default 11.
		 */
		return max( 1, min( 24, (int) apply_filters( 'farol_contact_captcha_pow_difficulty', self::DIFFICULTY ) ) );
	}

	/**
	 * The signature of a challenge payload for a form.
	 *
	 * @param string $payload salt.difficulty.expires.
	 * @param int    $form_id The form.
	 */
	private static function sign( string $payload, int $form_id ): string {
		return hash_hmac( 'sha256', $payload . '.' . $form_id, wp_salt( 'nonce' ) . '|farol-pow' );
	}
}
