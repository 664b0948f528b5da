<?php
/**
 * The default messages of the contact form's rules.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

/**
 * What a rule says when it fails and the form sets no message of its own, in the current
 * locale (the `farol` domain; pt_BR in plugin/languages/pt_BR/contact-form-rules.po). The
 * schema carries the text, so the browser shows it without asking again.
 */
final class DefaultMessages {

	/**
	 * A rule kind's default message.
	 *
	 * @param string   $kind      Rule kind.
	 * @param int|null $threshold The rule's count, for the item rules' plural.
	 * @return string Translated message.
	 */
	public static function for_kind( string $kind, ?int $threshold = null ): string {
		$count = $threshold ?? 0;
		return match ( $kind ) {
			'required'     => __( 'Please fill out this field.', 'farol' ),
			'requiredfile' => __( 'Please choose a file.', 'farol' ),
			'email'        => __( 'Please enter a valid email address.', 'farol' ),
			'url'          => __( 'Please enter a valid URL.', 'farol' ),
			'tel'          => __( 'Please enter a valid telephone number.', 'farol' ),
			'number'       => __( 'Please enter a number.', 'farol' ),
			'date'         => __( 'Please enter a valid date.', 'farol' ),
			'time'         => __( 'Please enter a valid time.', 'farol' ),
			'file'         => __( 'This type of file is not allowed.', 'farol' ),
			'enum'         => __( 'Please choose one of the options offered.', 'farol' ),
			'dayofweek'    => __( 'This day of the week is not available.', 'farol' ),
			/* translators: %d: the fewest options to choose. */
			'minitems'     => sprintf( _n( 'Please choose at least %d option.', 'Please choose at least %d options.', $count, 'farol' ), $count ),
			/* translators: %d: the most options to choose. */
			'maxitems'     => sprintf( _n( 'Please choose at most %d option.', 'Please choose at most %d options.', $count, 'farol' ), $count ),
			'minlength'    => __( 'This field has a too short input.', 'farol' ),
			'maxlength'    => __( 'This field has a too long input.', 'farol' ),
			'minnumber'    => __( 'The number is smaller than the minimum allowed.', 'farol' ),
			'maxnumber'    => __( 'The number is larger than the maximum allowed.', 'farol' ),
			'stepnumber'   => __( 'The number does not fit the allowed increments.', 'farol' ),
			'mindate'      => __( 'The date is before the earliest one allowed.', 'farol' ),
			'maxdate'      => __( 'The date is after the latest one allowed.', 'farol' ),
			'minfilesize'  => __( 'The file is too small.', 'farol' ),
			'maxfilesize'  => __( 'The file is too large.', 'farol' ),
			default        => __( 'This field is not valid.', 'farol' ),
		};
	}
}
