<?php
/**
 * One submission, as any of the entry points received it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

/**
 * The public token, the submitted fields (the form's fields and the envelope's keys), the
 * idempotency key and which entry point it came through: 'typed' (POST farol/v1/conversions),
 * 'legacy' (GET farol/v1/api/1.2/conversions.json) or 'nojs' (the admin-post.php fallback).
 */
final class ConversionRequest {

	/**
	 * Creates a request.
	 *
	 * @param string              $token           The form's public token as sent ('' when none).
	 * @param array<string,mixed> $input           Submitted fields.
	 * @param string|null         $idempotency_key Key as sent (null when none).
	 * @param string              $variant         'typed', 'legacy' or 'nojs'.
	 */
	public function __construct(
		public readonly string $token,
		public readonly array $input,
		public readonly ?string $idempotency_key,
		public readonly string $variant
	) {
	}
}
