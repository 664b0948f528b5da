<?php
/**
 * The spam guard of lead forms.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Forms\LeadFormRenderer;
use Farol\LeadForm\Forms\StartedStamp;

/**
 * Two checks a person passes without noticing:
 *
 * - the honeypot: a text field hidden from people (HONEYPOT_FIELD); a bot filling every
 *   field fills it;
 * - the time to fill the form: the rendered form carries in STARTED_FIELD the signed time it
 *   was rendered at (Farol\LeadForm\Forms\StartedStamp); a submission sent less than
 *   MIN_SECONDS after it, or with the stamp missing, forged or for another form, is a bot.
 *
 * A rejected submission is counted (form_stats.rejected) and never stored; the conversion
 * service answers it as if it had been accepted, so a bot learns nothing to adapt to.
 */
final class SpamGuard {

	/**
	 * Honeypot field: must be absent or empty (named by the form's markup).
	 */
	public const HONEYPOT_FIELD = LeadFormRenderer::HONEYPOT_FIELD;

	/**
	 * Signed render time of the form (named by the form's markup).
	 */
	public const STARTED_FIELD = LeadFormRenderer::STARTED_FIELD;

	/**
	 * Fewest seconds between showing a form and submitting it.
	 */
	public const MIN_SECONDS = 3;

	/**
	 * Whether a submission looks like a bot's.
	 *
	 * @param array<string,mixed> $input   Submitted fields.
	 * @param int                 $form_id The form.
	 * @param int                 $now     Unix time.
	 */
	public function is_spam( array $input, int $form_id, int $now ): bool {
		$honeypot = $input[ self::HONEYPOT_FIELD ] ?? '';
		if ( ! is_string( $honeypot ) || '' !== trim( $honeypot ) ) {
			return true;
		}
		$stamp = $input[ self::STARTED_FIELD ] ?? '';
		if ( ! is_string( $stamp ) ) {
			return true;
		}
		$started = StartedStamp::verify( $stamp, $form_id );
		return null === $started || $now - $started < self::MIN_SECONDS;
	}

	/**
	 * The submitted fields without the guard's own.
	 *
	 * @param array<string,mixed> $input Submitted fields.
	 * @return array<string,mixed>
	 */
	public function strip( array $input ): array {
		unset( $input[ self::HONEYPOT_FIELD ], $input[ self::STARTED_FIELD ] );
		return $input;
	}
}
