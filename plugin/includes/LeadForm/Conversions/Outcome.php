<?php
/**
 * What a conversion or event request is answered.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

/**
 * An HTTP status, a JSON body and extra headers; the REST controllers and the no-JS fallback
 * turn it into their own kind of answer. Every error body has one shape:
 * `{ "errors": [ { "error_type", "error_message", "field"? } ] }`.
 */
final class Outcome {

	/**
	 * Creates an outcome.
	 *
	 * @param int                  $status        HTTP status.
	 * @param array<string,mixed>  $body          JSON body.
	 * @param array<string,string> $headers       Extra headers.
	 * @param int                  $conversion_id Stored conversion (0 when none was stored).
	 * @param int                  $form_id       The form it was for (0 when unknown).
	 */
	public function __construct(
		public readonly int $status,
		public readonly array $body,
		public readonly array $headers = array(),
		public readonly int $conversion_id = 0,
		public readonly int $form_id = 0
	) {
	}

	/**
	 * The same outcome, knowing its form.
	 *
	 * @param int $form_id Form id.
	 */
	public function for_form( int $form_id ): self {
		return new self( $this->status, $this->body, $this->headers, $this->conversion_id, $form_id );
	}

	/**
	 * An error answer with one error.
	 *
	 * @param int                  $status  HTTP status.
	 * @param string               $type    error_type, e.g. FORM_UNAVAILABLE.
	 * @param string               $message error_message, for people.
	 * @param array<string,string> $headers Extra headers.
	 */
	public static function error( int $status, string $type, string $message, array $headers = array() ): self {
		return self::errors(
			$status,
			array(
				array(
					'error_type'    => $type,
					'error_message' => $message,
				),
			),
			$headers
		);
	}

	/**
	 * An error answer with a list of errors.
	 *
	 * @param int                        $status  HTTP status.
	 * @param list<array<string,string>> $errors  Errors (error_type, error_message, field?).
	 * @param array<string,string>       $headers Extra headers.
	 */
	public static function errors( int $status, array $errors, array $headers = array() ): self {
		return new self( $status, array( 'errors' => array_values( $errors ) ), $headers );
	}

	/**
	 * Whether the request was accepted.
	 */
	public function ok(): bool {
		return $this->status >= 200 && $this->status < 300;
	}

	/**
	 * The error_type of the first error ('' on success).
	 */
	public function first_error_type(): string {
		return (string) ( $this->body['errors'][0]['error_type'] ?? '' );
	}
}
