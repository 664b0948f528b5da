<?php
/**
 * The captcha of the comment forms.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Captcha;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Phrases;
use Farol\Support\Abuse\ClientAddress;
use Farol\Support\Captcha\CaptchaResult;
use Farol\Support\Captcha\Captchas;
use Farol\Support\Captcha\ProofOfWork;
use WP_Post;

/**
 * Prints the captcha slot of the main, reply and inline comment forms and of the subscribe bar (seam
 * `farol_comment_form_captcha_html`; edits by their author ask none) and checks a new comment's (or
 * a bar subscription's: SubscriptionActions) answer with the shared providers
 * (Support\Captcha) before it is inserted, for guests and/or members per the settings.
 *
 * Slot: `<div class="farol-comment-form__captcha wpd-field-captcha" data-farol-captcha="<provider>"
 * [data-site-key data-script data-action="comment"]>` holding the provider's fields (the proof of
 * work's `farol_captcha_challenge` and `farol_captcha`, reCAPTCHA v3's `g-recaptcha-response`;
 * v2 and Turnstile render their own into the widget box) and one note line (a `<noscript>` text
 * without JavaScript; a provider's error with it). Its script
 * (src/comments/captcha/) loads when the visitor starts on a form.
 *
 * Verdicts: no answer → `captcha_missing`; a wrong, forged, expired, replayed or refused one →
 * `captcha_failed`; a reCAPTCHA v3 score under the threshold, or a provider that could not be
 * asked (logged), → the comment is held for moderation: a person wrongly judged is not lost.
 */
final class CommentCaptcha {

	/**
	 * The action reCAPTCHA v3 and Turnstile name.
	 */
	public const ACTION = 'comment';

	/**
	 * Creates the captcha.
	 *
	 * @param CaptchaSettings $settings The captcha settings.
	 * @param Captchas        $captchas The shared providers.
	 */
	public function __construct( private readonly CaptchaSettings $settings, private readonly Captchas $captchas ) {
	}

	/**
	 * Adds the hooks: the settings' secret, the forms' slot.
	 */
	public function register(): void {
		$this->settings->register();
		add_filter( 'farol_comment_form_captcha_html', array( $this, 'markup' ), 10, 3 );
	}

	/**
	 * The proof-of-work scope of a post's comment forms.
	 *
	 * @param int $post_id The post.
	 */
	public static function scope( int $post_id ): string {
		return 'comments:' . $post_id;
	}

	/**
	 * A new proof-of-work challenge for a post's forms.
	 *
	 * @param int $post_id The post.
	 */
	public function challenge( int $post_id ): string {
		/**
		 * Filters the comment forms' proof-of-work difficulty (leading zero bits, 1–24).
		 *
		 * @param int $bits Default 11.
		 */
		$bits = (int) apply_filters( 'farol_comments_captcha_pow_difficulty', ProofOfWork::DIFFICULTY );
		return $this->captchas->proof_of_work()->challenge( self::scope( $post_id ), time(), $bits );
	}

	/**
	 * Whether the current visitor answers the captcha.
	 */
	public function required(): bool {
		return $this->settings->required( is_user_logged_in() );
	}

	/**
	 * Whether the current visitor answers the proof of work (the one that needs challenges).
	 */
	public function asks_proof_of_work(): bool {
		return $this->required() && ProofOfWork::NAME === $this->settings->provider();
	}

	/**
	 * The captcha slot of a form (escaped), '' when the visitor answers none.
	 *
	 * @param mixed   $html Earlier markup.
	 * @param string  $kind main, reply, edit, inline (the inline comment popup's form) or subscribe (the subscribe bar).
	 * @param WP_Post $post The post.
	 *
	 * @internal Filter callback of `farol_comment_form_captcha_html`.
	 */
	public function markup( mixed $html, string $kind, WP_Post $post ): string {
		$html = is_string( $html ) ? $html : '';
		if ( 'edit' === $kind || ! $this->required() ) {
			return $html;
		}
		$provider = $this->settings->provider();
		$attrs    = ' data-farol-captcha="' . esc_attr( $provider ) . '"';
		$inner    = '';
		if ( ProofOfWork::NAME === $provider ) {
			// The challenge comes from wpdCaptchaChallenge when the visitor starts (a cached page's would be old).
			$inner = sprintf( '<input type="hidden" name="%s" value=""><input type="hidden" name="%s" value="">', esc_attr( ProofOfWork::CHALLENGE_FIELD ), esc_attr( ProofOfWork::SOLUTION_FIELD ) );
		} else {
			$attrs .= sprintf(
				' data-site-key="%s" data-script="%s" data-action="%s"',
				esc_attr( $this->settings->site_key() ),
				esc_url( $this->captchas->script_url( $provider, $this->settings->site_key() ) ),
				esc_attr( self::ACTION )
			);
			$inner  = Captchas::RECAPTCHA_V3 === $provider
				? '<input type="hidden" name="g-recaptcha-response" value=""><p class="farol-comment-form__captcha-terms">' . esc_html( Phrases::get( 'captcha_terms' ) ) . '</p>'
				: '<div class="farol-comment-form__captcha-widget"></div>';
		}
		// One line, there with and without JavaScript (so the thread below sits at the same
		// place either way): the no-JS note, else empty until a provider's error shows in it (the
		// error is also the widget's error message, which is what assistive technology announces).
		$inner .= '<p class="farol-comment-form__captcha-note"><noscript>' . esc_html( Phrases::get( 'subscribe' === $kind ? 'captcha_noscript_subscribe' : 'captcha_noscript' ) ) . '</noscript></p>';
		return $html . '<div class="farol-comment-form__captcha wpd-field-captcha"' . $attrs . '>' . $inner . '</div>';
	}

	/**
	 * Checks the captcha of the comment being posted: null when it passed (or none is asked),
	 * else the refusal's phrase key. A doubtful pass (a low score, a provider that did not
	 * answer) holds the comment for moderation.
	 *
	 * @param int $post_id The post.
	 */
	public function check( int $post_id ): ?string {
		if ( ! $this->required() ) {
			return null;
		}
		$result = $this->verify( $post_id );
		if ( $result->passed() ) {
			return null;
		}
		if ( 'fail' === $result->outcome ) {
			return 'missing' === $result->reason ? 'captcha_missing' : 'captcha_failed';
		}
		if ( 'unavailable' === $result->outcome ) {
			self::log( sprintf( 'captcha %s unavailable (%s) for post %d', $this->settings->provider(), $result->reason, $post_id ) );
		}
		self::hold_next_comment();
		return null;
	}

	/**
	 * The provider's verdict on the posted answer.
	 *
	 * @param int $post_id The post.
	 */
	private function verify( int $post_id ): CaptchaResult {
		$provider = $this->settings->provider();
		if ( ProofOfWork::NAME === $provider ) {
			return $this->captchas->proof_of_work()->verify( self::scope( $post_id ), Request::text( ProofOfWork::CHALLENGE_FIELD ), Request::text( ProofOfWork::SOLUTION_FIELD ) );
		}
		$token = Request::text( Captchas::TOKEN_FIELDS[ $provider ] ?? '' );
		return $this->captchas->verify( $provider, $this->settings->secret(), "\0" === $token ? '' : $token, ClientAddress::current(), self::ACTION, $this->settings->threshold() );
	}

	/**
	 * Holds the comment inserted next in this request for moderation (unless core already
	 * judged it spam or trash).
	 */
	private static function hold_next_comment(): void {
		$hold = static function ( mixed $approved ) use ( &$hold ): mixed {
			remove_filter( 'pre_comment_approved', $hold, 99 );
			return in_array( $approved, array( 'spam', 'trash' ), true ) || is_wp_error( $approved ) ? $approved : 0;
		};
		add_filter( 'pre_comment_approved', $hold, 99 );
	}

	/**
	 * Logs what an administrator should know (never what a visitor sent).
	 *
	 * @param string $message What happened.
	 */
	private static function log( string $message ): void {
		/**
		 * Fires when the comment captcha could not ask its provider.
		 *
		 * @param string $message What happened.
		 */
		do_action( 'farol_comments_captcha_log', $message );
		if ( ! defined( 'FAROL_SPAM_LOG_SILENT' ) ) {
			error_log( 'Farol comments: ' . $message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an administrator's log line, no visitor data.
		}
	}
}
