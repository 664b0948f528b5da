<?php
/**
 * The self-hosted captcha: a signed proof-of-work challenge.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\ContactForm\Forms\ContactForm;
use Farol\Support\Captcha\CaptchaResult;
use Farol\Support\Captcha\Captchas;
use Farol\Support\Captcha\ProofOfWork as SharedProofOfWork;

/**
 * The default provider, with no third party: the shared proof of work
 * (Support\Captcha\ProofOfWork) scoped to the form's id, so a challenge of one form is worth
 * nothing on another. The challenge comes with the markup and with every refill; the browser
 * (src/contact-form/captcha/provider-proof-of-work.ts) solves it.
 *
 * Cost: 2^difficulty hashes on average; `farol_contact_captcha_pow_difficulty` changes it.
 */
final class ProofOfWork implements CaptchaProvider {

	/**
	 * Provider name.
	 */
	public const NAME = SharedProofOfWork::NAME;

	/**
	 * Field holding the challenge.
	 */
	public const CHALLENGE_FIELD = SharedProofOfWork::CHALLENGE_FIELD;

	/**
	 * Default difficulty, in leading zero bits.
	 */
	public const DIFFICULTY = SharedProofOfWork::DIFFICULTY;

	/**
	 * Seconds a challenge is valid.
	 */
	public const LIFETIME = SharedProofOfWork::LIFETIME;

	/**
	 * The shared proof of work.
	 *
	 * @var SharedProofOfWork
	 */
	private SharedProofOfWork $pow;

	/**
	 * Creates the provider.
	 *
	 * @param Captchas|null $captchas The shared captcha providers (a new set when none is given).
	 */
	public function __construct( ?Captchas $captchas = null ) {
		$this->pow = ( $captchas ?? new Captchas() )->proof_of_work();
	}

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
	 * A new signed challenge for a form.
	 *
	 * @param int $form_id The form.
	 * @param int $now     Current Unix time.
	 */
	public function challenge( int $form_id, int $now ): string {
		return $this->pow->challenge( (string) $form_id, $now, self::difficulty() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $params Posted fields.
	 * @param string              $remote The client's address (unused: the work is the proof).
	 */
	public function verify( ContactForm $form, array $params, string $remote ): CaptchaResult {
		return $this->pow->verify( (string) $form->id, $params[ self::CHALLENGE_FIELD ] ?? null, $params[ CaptchaCheck::FIELD ] ?? null );
	}

	/**
	 * The number of leading zero bits of a binary string.
	 *
	 * @param string $bytes Raw bytes.
	 */
	public static function zero_bits( string $bytes ): int {
		return SharedProofOfWork::zero_bits( $bytes );
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
}
