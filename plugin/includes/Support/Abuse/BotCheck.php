<?php
/**
 * What a person passes without noticing, on every public form.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * A submission looks like a bot's when it filled the honeypot (HONEYPOT_FIELD: a text field
 * hidden from people, labelled "leave this field empty" for screen readers and out of the tab
 * order; a bot filling every field fills it) or its signed
 * "shown at" stamp (SignedStamp) is missing, forged, for another form or post, sent sooner
 * than MIN_SECONDS after the form was shown, or older than MAX_AGE. Each feature decides what a
 * bot is answered (the lead form answers as if accepted; the contact form says it is spam; a
 * comment is refused).
 */
final class BotCheck {

	/**
	 * The honeypot field's name.
	 */
	public const HONEYPOT_FIELD = 'farol_hp';

	/**
	 * Whether submitted fields look like a bot's.
	 *
	 * @param array<string,mixed> $input   Submitted fields.
	 * @param string              $purpose The stamp's purpose.
	 * @param int                 $subject The form's or post's id.
	 * @param int                 $now     Unix time.
	 */
	public function is_bot( array $input, string $purpose, int $subject, int $now ): bool {
		$honeypot = $input[ self::HONEYPOT_FIELD ] ?? '';
		return ! is_string( $honeypot ) || '' !== trim( $honeypot ) || ! SignedStamp::passes( $input[ SignedStamp::FIELD ] ?? null, $purpose, $subject, $now );
	}

	/**
	 * The submitted fields without the check's own.
	 *
	 * @param array<string,mixed> $input Submitted fields.
	 * @return array<string,mixed>
	 */
	public function strip( array $input ): array {
		unset( $input[ self::HONEYPOT_FIELD ], $input[ SignedStamp::FIELD ] );
		return $input;
	}
}
