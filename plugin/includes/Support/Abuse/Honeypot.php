<?php
/**
 * The honeypot field of the public forms.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * A text field hidden from people (FIELD; the form's markup labels it "leave this field
 * empty" for screen readers and takes it out of the tab order); a bot filling every field
 * fills it.
 */
final class Honeypot {

	/**
	 * The field's name.
	 */
	public const FIELD = 'farol_hp';

	/**
	 * Whether submitted fields filled the honeypot (anything but absent or blank).
	 *
	 * @param array<string,mixed> $input Submitted fields.
	 */
	public static function filled( array $input ): bool {
		$value = $input[ self::FIELD ] ?? '';
		return ! is_string( $value ) || '' !== trim( $value );
	}
}
