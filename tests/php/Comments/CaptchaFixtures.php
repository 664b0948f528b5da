<?php
/**
 * What the comment captcha's tests share.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Support\Captcha\ProofOfWork;

/**
 * The providers' endpoints pointed at the stand-in (tests/php/stand-ins/captcha.php), and the
 * proof of work solved as the widget's script solves it. For a test case that uses
 * CommentsFixtures (ajax_json()).
 */
trait CaptchaFixtures {

	/**
	 * Points the captcha providers' endpoints (filter farol_contact_spam_endpoint) at a stand-in.
	 *
	 * @param string $base The stand-in's address.
	 */
	private static function captcha_endpoints_at( string $base ): void {
		add_filter(
			'farol_contact_spam_endpoint',
			static fn ( string $url, string $name ): string => $base . array(
				'recaptcha_script' => '/recaptcha/api.js',
				'recaptcha_verify' => '/recaptcha/api/siteverify',
				'turnstile_script' => '/turnstile/v0/api.js',
				'turnstile_verify' => '/turnstile/v0/siteverify',
				'akismet_check'    => '/1.1/comment-check',
			)[ $name ],
			10,
			2
		);
	}

	/**
	 * The proof-of-work fields of a solved challenge.
	 *
	 * @param string $challenge The challenge.
	 * @return array<string,string>
	 */
	private static function solved( string $challenge ): array {
		list( , $salt, $difficulty ) = explode( '.', $challenge );
		for ( $n = 0; ; $n++ ) {
			if ( ProofOfWork::zero_bits( hash( 'sha256', $salt . $n, true ) ) >= (int) $difficulty ) {
				return array(
					'farol_captcha_challenge' => $challenge,
					'farol_captcha'           => (string) $n,
				);
			}
		}
	}

	/**
	 * A challenge asked as the widget's scripts ask it (`postId`), solved.
	 *
	 * @param int $post Post.
	 * @return array<string,string>
	 */
	private function solved_for( int $post ): array {
		$answer = $this->ajax_json( 'wpdCaptchaChallenge', array( 'postId' => $post ) );
		$this->assertTrue( $answer['success'] ?? null, (string) wp_json_encode( $answer ) );
		return self::solved( (string) $answer['data']['challenge'] );
	}
}
