<?php
/**
 * The no-JavaScript conversion path.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Forms\LeadFormRenderer;
use Farol\Support\Abuse\SignedStamp;

/**
 * A lead form posts, without JavaScript, to admin-post.php?action=farol_lead_conversion
 * (hooked for visitors and for logged-in users). The post goes through the same
 * ConversionService as the REST routes, then the browser is sent on:
 *
 * - accepted (or rejected as spam, which looks the same): to the answer's redirect_to, or back
 *   to the page with `farol_lead=thanks&farol_form=<id>`;
 * - field errors: back with `farol_lead=invalid&farol_form=<id>&farol_lead_errors=<key>`, the
 *   errors kept for NOTICE_SECONDS under that random key (FallbackNotice reads them);
 * - form unavailable: `farol_lead=unavailable`; rate limited: `farol_lead=limited`; anything
 *   else (bad request, store failure): `farol_lead=error`.
 *
 * "Back" is the referring page when it is on this site, else the submitted conversion_url
 * when safe, else the home page. No WordPress nonce: the form is public and sits on cached
 * pages, where a nonce would be stale; the signed render stamp (SignedStamp) plays its part.
 * The idempotency key is derived from that stamp and the posted data (PayloadFingerprint), so
 * pressing reload on the POST does not store the lead twice, while another post from the same
 * rendered form (the back button, a page served from a cache) is a conversion of its own, never
 * a reused key.
 */
final class LeadNoJsFallback {

	/**
	 * The admin-post action.
	 */
	public const ACTION = 'farol_lead_conversion';

	/**
	 * The hidden field holding the token (named by the form's markup).
	 */
	public const TOKEN_FIELD = LeadFormRenderer::TOKEN_FIELD;

	/**
	 * Seconds a refused submission's errors are kept for the page to show.
	 */
	public const NOTICE_SECONDS = 600;

	/**
	 * Creates the fallback.
	 *
	 * @param ConversionService $service   The service.
	 * @param RedirectPolicy    $redirects Safe addresses.
	 */
	public function __construct( private ConversionService $service, private RedirectPolicy $redirects ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_post_nopriv_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * Handles the post and redirects.
	 */
	public function handle(): void {
		wp_safe_redirect( $this->target(), 303 );
		exit;
	}

	/**
	 * Runs the posted submission and returns where the browser goes next.
	 */
	public function target(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- a public form on cached pages; the signed render stamp replaces the nonce (see the class comment).
		$input = wp_unslash( $_POST );
		$input = is_array( $input ) ? $input : array();
		unset( $input['action'] );
		$token = is_string( $input[ self::TOKEN_FIELD ] ?? null ) ? $input[ self::TOKEN_FIELD ] : '';

		$outcome = $this->service->convert( new ConversionRequest( $token, $input, $this->key( $input ), 'nojs' ) );
		$form_id = $outcome->form_id;
		if ( $outcome->ok() ) {
			$redirect = (string) ( $outcome->body['redirect_to'] ?? '' );
			return '' !== $redirect ? $redirect : $this->back( $input, array( 'farol_lead' => 'thanks' ), $form_id );
		}
		$state = match ( $outcome->first_error_type() ) {
			'FORM_UNAVAILABLE' => 'unavailable',
			'RATE_LIMITED' => 'limited',
			'BAD_REQUEST', 'INVALID_TOKEN', 'STORE_FAILED', 'PAYLOAD_TOO_LARGE', 'IDEMPOTENCY_KEY_REUSED' => 'error',
			default => 'invalid',
		};
		$args = array( 'farol_lead' => $state );
		if ( 'invalid' === $state ) {
			$key = bin2hex( random_bytes( 8 ) );
			set_transient( FallbackNotice::TRANSIENT_PREFIX . $key, $outcome->body['errors'], self::NOTICE_SECONDS );
			$args['farol_lead_errors'] = $key;
		}
		return $this->back( $input, $args, $form_id );
	}

	/**
	 * The idempotency key of a no-JS post: the render stamp and the posted data identify it.
	 *
	 * @param array<string,mixed> $input Posted fields.
	 */
	private function key( array $input ): ?string {
		$stamp = $input[ SignedStamp::FIELD ] ?? '';
		if ( ! is_string( $stamp ) || '' === $stamp ) {
			return null;
		}
		return 'nojs-' . substr( hash( 'sha256', $stamp . '|' . PayloadFingerprint::of( $input ) ), 0, 40 );
	}

	/**
	 * The page to go back to, with the flags.
	 *
	 * @param array<string,mixed>  $input   Posted fields.
	 * @param array<string,string> $args    Query flags.
	 * @param int                  $form_id The form (0 when unknown).
	 */
	private function back( array $input, array $args, int $form_id ): string {
		$page = (string) wp_get_referer();
		if ( '' === $page && is_string( $input['conversion_url'] ?? null ) ) {
			$page = $this->redirects->safe( $input['conversion_url'] );
		}
		if ( '' === $page ) {
			$page = home_url( '/' );
		}
		$page = remove_query_arg( array( 'farol_lead', 'farol_form', 'farol_lead_errors' ), $page );
		if ( $form_id > 0 ) {
			$args['farol_form'] = (string) $form_id;
		}
		return add_query_arg( array_map( 'rawurlencode', $args ), $page );
	}
}
