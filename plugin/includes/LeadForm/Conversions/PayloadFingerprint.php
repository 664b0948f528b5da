<?php
/**
 * What an idempotency key promises: the same submission.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Forms\LeadFormRenderer;
use Farol\LeadForm\Rules\FieldRules;

/**
 * The SHA-256 of a submission's data in a canonical JSON (object keys sorted at every level,
 * lists kept in order, values with their JSON types), stored with the conversion next to its
 * idempotency key. A request that repeats a stored key is compared by it: the same
 * fingerprint is a retry (the first answer again), another one a different submission under a
 * used key (422 IDEMPOTENCY_KEY_REUSED) — as the IETF Idempotency-Key draft has it.
 *
 * Left out, as they are not the submission's data:
 * - the transport: the key itself and the form's token;
 * - the page's tracking envelope (conversion_url, conversion_domain, traffic_source, c_utmz,
 *   client_id, client_tracking_id). Farol's runtime keys an attempt on the form's values
 *   only (src/lead-form/runtime/attempt.ts) and reads these from the address bar and cookies
 *   at each send, so a retry of the same values may carry another client_id (the visitor
 *   accepted the statistics cookie meanwhile) or traffic source. Counting them would turn
 *   such a retry into a 422, which the runtime shows as "form no longer available".
 */
final class PayloadFingerprint {

	/**
	 * Keys that do not count.
	 */
	public const IGNORED = array(
		'idempotency_key',
		LeadFormRenderer::TOKEN_FIELD,
		...FieldRules::TRACKING,
	);

	/**
	 * The fingerprint of submitted fields (64 hexadecimal characters).
	 *
	 * @param array<string,mixed> $input Submitted fields, as the entry point read them.
	 */
	public static function of( array $input ): string {
		$data = self::canonical( array_diff_key( $input, array_flip( self::IGNORED ) ) );
		return hash( 'sha256', (string) wp_json_encode( $data, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
	}

	/**
	 * A value with the keys of every map sorted (lists keep their order).
	 *
	 * @param mixed $value A value.
	 * @return mixed
	 */
	private static function canonical( mixed $value ): mixed {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( ! array_is_list( $value ) ) {
			ksort( $value, SORT_STRING );
		}
		return array_map( array( self::class, 'canonical' ), $value );
	}
}
