<?php
/**
 * The contact form's answer without JavaScript.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Feedback;

use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\ContactForm\Forms\ContactFormRenderer;

/**
 * A form posted without JavaScript reaches admin-post.php?action=farol_contact_form. The
 * submission goes through the same FeedbackService; its answer is kept for a minute under a
 * random key and the visitor is sent back (303) to the page with `farol_cf_answer=<key>`,
 * where the renderer shows the message and the fields' errors (answer()). The rate limit of
 * the REST call is not applied here (a person without JavaScript posts rarely; the spam guard
 * still applies).
 */
final class ContactNoJsFallback {

	/**
	 * Query argument carrying the answer's key.
	 */
	public const QUERY_ARG = 'farol_cf_answer';

	/**
	 * The prefix of an answer's transient (its key follows).
	 */
	public const ANSWER_TRANSIENT = 'farol_cf_answer_';

	/**
	 * Creates the fallback.
	 *
	 * @param ContactFormRepository $forms   The forms.
	 * @param FeedbackService       $service The send.
	 */
	public function __construct( private readonly ContactFormRepository $forms, private readonly FeedbackService $service ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_post_' . ContactFormRenderer::FALLBACK_ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_nopriv_' . ContactFormRenderer::FALLBACK_ACTION, array( $this, 'handle' ) );
	}

	/**
	 * Handles the post and redirects back.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- nonce-free on purpose: the spam guard protects the send.
		$form_id = isset( $_POST[ ContactFormRenderer::FORM_FIELD ] ) ? absint( wp_unslash( $_POST[ ContactFormRenderer::FORM_FIELD ] ) ) : 0;
		$params  = wp_unslash( $_POST );
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		$form   = $this->forms->find( $form_id );
		$target = wp_get_referer();
		$target = false === $target ? home_url( '/' ) : $target;
		if ( null === $form ) {
			wp_die( esc_html__( 'There is no published contact form with this id.', 'farol' ), '', array( 'response' => 404 ) );
		}
		$answer = $this->service->submit( $form, is_array( $params ) ? $params : array(), $_FILES ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- the service reads only names, sizes and types.
		$key    = wp_generate_password( 20, false );
		set_transient( self::ANSWER_TRANSIENT . $key, array( 'form_id' => $form->id ) + $answer, MINUTE_IN_SECONDS );
		wp_safe_redirect( add_query_arg( self::QUERY_ARG, $key, remove_query_arg( self::QUERY_ARG, $target ) ) . '#farol-contact-form-' . $form->id, 303 );
		exit;
	}

	/**
	 * The kept answer for a form on this page view, or none.
	 *
	 * @param int $form_id The form being rendered.
	 * @return array<string,mixed>
	 */
	public static function answer( int $form_id ): array {
		$key    = isset( $_GET[ self::QUERY_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::QUERY_ARG ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display key, no action.
		$answer = '' === $key ? false : get_transient( self::ANSWER_TRANSIENT . $key );
		return is_array( $answer ) && ( $answer['form_id'] ?? 0 ) === $form_id ? $answer : array();
	}
}
