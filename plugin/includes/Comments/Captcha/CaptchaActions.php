<?php
/**
 * The comment captcha's ajax action.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Captcha;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Write\WritablePost;

/**
 * The action wpdCaptchaChallenge (`postId`): a fresh proof-of-work challenge for the post's forms,
 * `{ challenge }`. The browser asks when the visitor starts on a form and after each send (a
 * challenge is good once and for 30 minutes; a page from a cache would carry an old one).
 * Refused like a comment would be (a post that takes no comments), or `invalid_request` when the
 * proof of work is not the captcha in force for the visitor.
 */
final class CaptchaActions implements AjaxHandler {

	/**
	 * Creates the action.
	 *
	 * @param CommentCaptcha $captcha The captcha.
	 * @param WritablePost   $gate    Post checks.
	 */
	public function __construct( private readonly CommentCaptcha $captcha, private readonly WritablePost $gate ) {
	}

	/**
	 * Answers wpdCaptchaChallenge.
	 */
	#[AjaxAction( 'wpdCaptchaChallenge' )]
	public function challenge(): void {
		$post_id = Request::id( 'postId' );
		if ( null === $post_id ) {
			Request::refuse( 'invalid_request' );
		}
		$post = $this->gate->check( $post_id );
		if ( is_string( $post ) ) {
			Request::refuse( $post );
		}
		if ( ! $this->captcha->asks_proof_of_work() ) {
			Request::refuse( 'invalid_request' );
		}
		wp_send_json_success( array( 'challenge' => $this->captcha->challenge( $post->ID ) ) );
	}
}
