<?php
/**
 * The conversion service: one submission in, one answer out.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Forms\LeadFormRenderer;
use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadForm;
use Farol\LeadForm\Rules\FormValidator;
use Farol\LeadForm\Store\ConversionRepository;
use Farol\LeadForm\Store\FormStatsRepository;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\RateLimit;
use Farol\Support\Abuse\Throttle;

/**
 * Every entry point (typed POST, legacy GET, no-JS form post) goes through convert(), in this
 * order:
 *
 * 1. the token: missing or ill-formed → 400 INVALID_TOKEN; no published form has it (unknown,
 *    rotated, form unpublished or trashed) → 422 FORM_UNAVAILABLE;
 * 2. the envelope (idempotency key, tracking keys, lengths) → 400 with field errors;
 * 3. a repeated idempotency key → the first request's answer again when the submission is the
 *    same (PayloadFingerprint), 422 IDEMPOTENCY_KEY_REUSED when it is another one (nothing
 *    stored, counted or limited either way);
 * 4. the client's rate limit → 429 RATE_LIMITED with Retry-After;
 * 5. the bot check (honeypot and signed stamp, Farol\Support\Abuse\BotCheck) → counted in form_stats.rejected, not stored, answered like a success;
 * 6. the form's field rules (FormValidator, the same rules the browser runs):
 *    CORPORATE_EMAIL_ONLY → 422 with that error first; other field errors → 400;
 * 7. stored (conversion + contact, the fingerprint with the key), then `farol_lead_converted`
 *    fires → 200. Two requests with one key at once both get here; the table's unique key
 *    keeps one row, and the other request is answered as in step 3 against that row.
 */
final class ConversionService {

	/**
	 * Conversions one client address may send per window (the shared throttle counts them).
	 */
	public const CONVERSIONS_PER_WINDOW = 10;

	/**
	 * Window length of the conversion and view event limits, in seconds.
	 */
	public const WINDOW = 600;

	/**
	 * Keys of the envelope that are not lead data.
	 */
	private const TRANSPORT_KEYS = array( 'idempotency_key', LeadFormRenderer::TOKEN_FIELD );

	/**
	 * Creates the service.
	 *
	 * @param FormRepository       $forms       Forms.
	 * @param ConversionContract   $contract    The envelope's contract.
	 * @param ConversionRepository $conversions Conversions (replays).
	 * @param LeadRecorder         $recorder    Stores accepted conversions.
	 * @param FormStatsRepository  $stats       Rejected counts.
	 * @param BotCheck             $bots        Honeypot and stamp check.
	 * @param Throttle             $throttle    Rate limit.
	 * @param RedirectPolicy       $redirects   Safe redirects.
	 */
	public function __construct(
		private FormRepository $forms,
		private ConversionContract $contract,
		private ConversionRepository $conversions,
		private LeadRecorder $recorder,
		private FormStatsRepository $stats,
		private BotCheck $bots,
		private Throttle $throttle,
		private RedirectPolicy $redirects
	) {
	}

	/**
	 * Handles one submission.
	 *
	 * @param ConversionRequest $request The submission.
	 */
	public function convert( ConversionRequest $request ): Outcome {
		$form    = null;
		$outcome = $this->run( $request, $form );
		return null === $form ? $outcome : $outcome->for_form( $form->id );
	}

	/**
	 * The steps of convert().
	 *
	 * @param ConversionRequest $request The submission.
	 * @param LeadForm|null     $form    Set to the form once it is known.
	 */
	private function run( ConversionRequest $request, ?LeadForm &$form ): Outcome {
		if ( 1 !== preg_match( FormRepository::TOKEN_PATTERN, $request->token ) ) {
			return Outcome::error( 400, 'INVALID_TOKEN', __( 'The form\'s public token is missing or malformed.', 'farol' ) );
		}
		$input = $this->contract->flatten( $request->input, 'typed' !== $request->variant );
		if ( null === $input ) {
			return Outcome::errors( 400, array( $this->contract->bad_request() ) );
		}
		$key = $request->idempotency_key ?? ( is_string( $input['idempotency_key'] ?? null ) ? $input['idempotency_key'] : null );
		if ( null !== $key ) {
			$input['idempotency_key'] = $key;
		}
		$errors = $this->contract->errors( 'conversion-envelope', $input );
		if ( array() !== $errors ) {
			return Outcome::errors( 400, $errors );
		}
		$form = $this->forms->find_by_token( $request->token );
		if ( null === $form ) {
			return self::unavailable();
		}
		$fingerprint = PayloadFingerprint::of( $input );
		if ( null !== $key ) {
			$first = $this->conversions->find_by_key( $form->id, $key );
			if ( null !== $first ) {
				return $this->replay( $form, $first, $fingerprint );
			}
		}
		$wait = $this->throttle->hit( new RateLimit( 'conversion', self::CONVERSIONS_PER_WINDOW, self::WINDOW ) );
		if ( $wait > 0 ) {
			return Outcome::error( 429, 'RATE_LIMITED', __( 'Too many submissions from your connection. Please try again in a few minutes.', 'farol' ), array( 'Retry-After' => (string) $wait ) );
		}
		if ( $this->bots->is_bot( $input, LeadFormRenderer::STAMP_PURPOSE, $form->id, time() ) ) {
			$this->stats->add_rejected( $form->id );
			return $this->decoy( $form, $input );
		}
		$fields = array_diff_key( $this->bots->strip( $input ), array_flip( self::TRANSPORT_KEYS ) );
		$result = ( new FormValidator() )->validate( $form, $fields );
		if ( ! $result->is_valid() ) {
			return $this->refused( $result->errors );
		}
		$stored = $this->recorder->record( $form, $result->values, $key, $request->variant, null === $key ? null : $fingerprint );
		if ( null === $stored ) {
			return Outcome::error( 500, 'STORE_FAILED', __( 'The submission could not be saved. Please try again.', 'farol' ) );
		}
		if ( ! $stored['created'] ) {
			// A request with the same key stored its conversion between our look-up and our insert.
			return $this->replay( $form, $stored['row'], $fingerprint );
		}
		/**
		 * Fires once a conversion is stored (never again for a repeated idempotency key).
		 *
		 * @param int      $conversion_id The conversions row.
		 * @param LeadForm $form          Its form.
		 */
		do_action( 'farol_lead_converted', $stored['id'], $form );
		return $this->accepted( $form, $stored['row'] );
	}

	/**
	 * The 422 of a form that no longer takes conversions.
	 */
	public static function unavailable(): Outcome {
		return Outcome::error( 422, 'FORM_UNAVAILABLE', __( 'This form no longer accepts submissions.', 'farol' ) );
	}

	/**
	 * The answer to a key that is stored already: the stored conversion's 200 when this is the
	 * same submission (or the row predates fingerprints), else the 422 of a reused key.
	 *
	 * @param LeadForm            $form        The form.
	 * @param array<string,mixed> $row         The conversions row of the key.
	 * @param string              $fingerprint This request's PayloadFingerprint.
	 */
	private function replay( LeadForm $form, array $row, string $fingerprint ): Outcome {
		$stored = $row['payload_hash'] ?? null;
		if ( is_string( $stored ) && '' !== $stored && ! hash_equals( $stored, $fingerprint ) ) {
			return Outcome::errors(
				422,
				array(
					array(
						'error_type'    => 'IDEMPOTENCY_KEY_REUSED',
						'error_message' => __( 'This idempotency key was already used for a different submission. Send new data with a new key.', 'farol' ),
						'field'         => 'idempotency_key',
					),
				)
			);
		}
		return $this->accepted( $form, $row );
	}

	/**
	 * The 200 of a stored conversion (the same for its replays).
	 *
	 * @param LeadForm            $form The form.
	 * @param array<string,mixed> $row  The conversions row.
	 */
	private function accepted( LeadForm $form, array $row ): Outcome {
		$payload = json_decode( (string) $row['payload'], true );
		return new Outcome(
			200,
			array(
				'conversion'       => array( 'uuid' => (string) $row['uuid'] ),
				'thankyou_message' => $form->thankyou_message(),
				'redirect_to'      => $this->redirects->for_conversion( $form, is_array( $payload ) ? ( $payload['redirect_to'] ?? '' ) : '' ),
			),
			array(),
			(int) $row['id']
		);
	}

	/**
	 * What a rejected (spam) submission is answered: a success to the eye, storing nothing.
	 *
	 * @param LeadForm            $form  The form.
	 * @param array<string,mixed> $input Submitted fields.
	 */
	private function decoy( LeadForm $form, array $input ): Outcome {
		return new Outcome(
			200,
			array(
				'conversion'       => array( 'uuid' => wp_generate_uuid4() ),
				'thankyou_message' => $form->thankyou_message(),
				'redirect_to'      => $this->redirects->for_conversion( $form, $input['redirect_to'] ?? '' ),
			)
		);
	}

	/**
	 * The answer to field errors: 422 led by CORPORATE_EMAIL_ONLY when there is one, else 400.
	 *
	 * @param list<array{field: string, error_type: string, error_message: string}> $errors Field errors.
	 */
	private function refused( array $errors ): Outcome {
		$corporate = array();
		$others    = array();
		foreach ( $errors as $error ) {
			$item = array(
				'error_type'    => (string) $error['error_type'],
				'error_message' => (string) $error['error_message'],
				'field'         => (string) $error['field'],
			);
			if ( 'CORPORATE_EMAIL_ONLY' === $item['error_type'] ) {
				$corporate[] = $item;
			} else {
				$others[] = $item;
			}
		}
		return Outcome::errors( array() !== $corporate ? 422 : 400, array_merge( $corporate, $others ) );
	}
}
