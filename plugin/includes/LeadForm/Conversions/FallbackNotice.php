<?php
/**
 * What the page shows after a no-JavaScript submission.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

/**
 * Reads the flags LeadNoJsFallback puts in the address of the page it sends the visitor back to
 * (`farol_lead`, `farol_form`, `farol_lead_errors`), for the form renderer to show the
 * thank-you message or the errors above the form. Only reads: nothing here changes state.
 */
final class FallbackNotice {

	/**
	 * Prefix of the transients holding a refused submission's errors.
	 */
	public const TRANSIENT_PREFIX = 'farol_lead_errors_';

	/**
	 * The notice for a form on the current request, or null when there is none.
	 *
	 * The state is 'thanks' (show the form's thank-you message), 'invalid' (errors lists the
	 * field errors: error_type, error_message, field), 'unavailable', 'limited' or 'error';
	 * The message is a sentence for people for every state but 'thanks' and 'invalid'.
	 *
	 * @param int $form_id The form being rendered.
	 * @return array{state: string, message: string, errors: list<array<string,string>>}|null
	 */
	public static function for_form( int $form_id ): ?array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- read-only display flags.
		$state = isset( $_GET['farol_lead'] ) ? sanitize_key( wp_unslash( $_GET['farol_lead'] ) ) : '';
		$form  = isset( $_GET['farol_form'] ) ? absint( $_GET['farol_form'] ) : 0;
		$key   = isset( $_GET['farol_lead_errors'] ) ? sanitize_key( wp_unslash( $_GET['farol_lead_errors'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( ! in_array( $state, array( 'thanks', 'invalid', 'unavailable', 'limited', 'error' ), true ) || ( 0 !== $form && $form !== $form_id ) ) {
			return null;
		}
		$errors = array();
		if ( 'invalid' === $state && '' !== $key ) {
			$stored = get_transient( self::TRANSIENT_PREFIX . $key );
			$errors = is_array( $stored ) ? array_values( $stored ) : array();
		}
		$messages = array(
			'thanks'      => '',
			'invalid'     => __( 'Please correct the fields below.', 'farol' ),
			'unavailable' => __( 'Sorry for the inconvenience, this action is no longer available.', 'farol' ),
			'limited'     => __( 'Too many submissions from your connection. Please try again in a few minutes.', 'farol' ),
			'error'       => __( 'The submission could not be sent. Please try again.', 'farol' ),
		);
		return array(
			'state'   => $state,
			'message' => $messages[ $state ],
			'errors'  => $errors,
		);
	}
}
