<?php
/**
 * The contact form REST calls.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Feedback;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\ContactForm\Forms\Quiz;
use Farol\LeadForm\Conversions\Throttle;
use Farol\LeadForm\Store\RateLimiter;
use Farol\Support\Names;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * Public routes of `farol/v1` (no nonce: pages showing a form may be cached; the honeypot,
 * the time trap and a per-address rate limit protect the send instead):
 *
 * - GET  contact-forms/{id}/feedback/schema: the form's validation document (Schema::to_array());
 * - GET  contact-forms/{id}/refill: `{ "quiz": { "<name>": [ question, hash ] } }` when the form
 *   has quizzes (a new question each time; the shape of refill-response.schema.json, which the
 *   browser parses with the same contract), else `{}`; the `farol_contact_form_refill` filter
 *   may add more (a captcha's `captcha`);
 * - POST contact-forms/{id}/feedback: multipart form data → the feedback answer
 *   (FeedbackService), plus the refill data (`quiz`, `captcha`) when the send went through
 *   (mail_sent or mail_failed: the form resets, and its quiz and captcha change); more than SENDS_PER_WINDOW sends per address in WINDOW seconds → 429
 *   `farol_rate_limited` with Retry-After.
 *
 * An id naming no published contact form → 404 `farol_contact_form_not_found`.
 */
final class FeedbackController {

	/**
	 * Sends one address may make per window.
	 */
	public const SENDS_PER_WINDOW = 10;

	/**
	 * Window length, in seconds.
	 */
	public const WINDOW = 600;

	/**
	 * Creates the controller.
	 *
	 * @param ContactFormRepository $forms   The forms.
	 * @param FeedbackService       $service The send.
	 * @param RateLimiter           $limiter Per-address windows.
	 */
	public function __construct(
		private readonly ContactFormRepository $forms,
		private readonly FeedbackService $service,
		private readonly RateLimiter $limiter = new RateLimiter()
	) {
	}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id = array(
			'id' => array(
				'type'     => 'integer',
				'minimum'  => 1,
				'required' => true,
			),
		);
		register_rest_route(
			Names::REST_NAMESPACE,
			'/contact-forms/(?P<id>\d+)/feedback/schema',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => fn ( WP_REST_Request $request ) => $this->with_form( $request, static fn ( ContactForm $form ) => $form->schema()->to_array() ),
				'permission_callback' => '__return_true',
				'args'                => $id,
			)
		);
		register_rest_route(
			Names::REST_NAMESPACE,
			'/contact-forms/(?P<id>\d+)/refill',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => fn ( WP_REST_Request $request ) => $this->with_form( $request, array( self::class, 'refill' ) ),
				'permission_callback' => '__return_true',
				'args'                => $id,
			)
		);
		register_rest_route(
			Names::REST_NAMESPACE,
			'/contact-forms/(?P<id>\d+)/feedback',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'feedback' ),
				'permission_callback' => '__return_true',
				'args'                => $id,
			)
		);
	}

	/**
	 * POST feedback.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function feedback( WP_REST_Request $request ) {
		$form = $this->forms->find( (int) $request['id'] );
		if ( null === $form ) {
			return self::not_found();
		}
		$bucket = hash_hmac( 'sha256', 'contact|' . Throttle::client_address(), wp_salt( 'nonce' ) );
		$wait   = $this->limiter->hit( $bucket, self::SENDS_PER_WINDOW, self::WINDOW, time() );
		if ( $wait > 0 ) {
			$error    = new WP_Error( 'farol_rate_limited', __( 'Too many messages from your address. Please try again later.', 'farol' ), array( 'status' => 429 ) );
			$response = rest_convert_error_to_response( $error );
			$response->header( 'Retry-After', (string) $wait );
			return $response;
		}
		$params = $request->get_body_params();
		$answer = $this->service->submit( $form, is_array( $params ) ? $params : array(), $request->get_file_params() );
		if ( '' !== $answer['posted_data_hash'] ) {
			// The form resets after a send: the answer carries its next quiz questions and
			// captcha challenge, as a refill would.
			$answer = array_merge( (array) self::refill( $form ), $answer );
		}
		return new WP_REST_Response( $answer );
	}

	/**
	 * The refill data of a form.
	 *
	 * @param ContactForm $form The form.
	 * @return array<string,mixed>|object
	 */
	public static function refill( ContactForm $form ): array|object {
		$quiz = array();
		foreach ( $form->fields as $field ) {
			$pick = 'quiz' === $field['type'] ? Quiz::pick( $field ) : null;
			if ( null !== $pick ) {
				$quiz[ $field['name'] ] = array( $pick['question'], $pick['hash'] );
			}
		}
		$data = array() === $quiz ? new \stdClass() : array( 'quiz' => $quiz );
		/**
		 * Filters a contact form's refill data (e.g. a new captcha challenge under `captcha`).
		 *
		 * @param array<string,mixed>|object $data The data: `quiz` when the form has quizzes.
		 * @param ContactForm                $form The form.
		 */
		$data = apply_filters( 'farol_contact_form_refill', $data, $form );
		if ( is_array( $data ) && array() === $data ) {
			return new \stdClass();
		}
		return is_array( $data ) || is_object( $data ) ? $data : new \stdClass();
	}

	/**
	 * Answers with a published form, or 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param callable        $answer  ContactForm → data.
	 * @return WP_REST_Response|WP_Error
	 */
	private function with_form( WP_REST_Request $request, callable $answer ) {
		$form = $this->forms->find( (int) $request['id'] );
		return null === $form ? self::not_found() : new WP_REST_Response( $answer( $form ) );
	}

	/**
	 * The 404 of an unknown form.
	 */
	private static function not_found(): WP_Error {
		return new WP_Error( 'farol_contact_form_not_found', __( 'There is no published contact form with this id.', 'farol' ), array( 'status' => 404 ) );
	}
}
