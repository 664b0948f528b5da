<?php
/**
 * Sending a stored submission's mail again.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Admin;

use Farol\ContactForm\Feedback\Mailer;
use Farol\ContactForm\Store\SubmissionRepository;
use WP_Error;

/**
 * Mails a stored submission again through its form's current mail settings, with the files
 * `farol_contact_submission_attachments` gives (the files kept with it), and records the
 * outcome: `mail_sent`/`sent` or `mail_failed`/`failed`. A submission marked as spam is not
 * resent (the editor marks it as not spam first); one whose form was deleted cannot be.
 */
final class SubmissionResender {

	/**
	 * Creates the resender.
	 *
	 * @param SubmissionRepository $submissions The store.
	 * @param SubmissionPresenter  $presenter   Forms.
	 * @param Mailer               $mailer      The mail.
	 */
	public function __construct(
		private readonly SubmissionRepository $submissions,
		private readonly SubmissionPresenter $presenter,
		private readonly Mailer $mailer = new Mailer()
	) {
	}

	/**
	 * Resends; the submission as stored afterwards, or why it could not be resent.
	 *
	 * @param array<string,mixed> $row Stored submission.
	 * @return array<string,mixed>|WP_Error
	 */
	public function resend( array $row ) {
		if ( 'spam' === $row['status'] ) {
			return new WP_Error( 'farol_contact_submission_spam', __( 'This message is marked as spam. Mark it as not spam before sending it again.', 'farol' ), array( 'status' => 409 ) );
		}
		$form = $this->presenter->form( (int) $row['form_id'] );
		if ( null === $form ) {
			return new WP_Error( 'farol_contact_form_gone', __( 'The form of this message was deleted: its mail settings are gone.', 'farol' ), array( 'status' => 409 ) );
		}
		/**
		 * Filters the files attached when a stored submission is mailed again.
		 *
		 * @param string[]            $paths Absolute paths of the files.
		 * @param array<string,mixed> $row   The stored submission (fields and files decoded).
		 */
		$paths = apply_filters( 'farol_contact_submission_attachments', array(), $row );
		$paths = array_values( array_filter( is_array( $paths ) ? $paths : array(), static fn ( $path ): bool => is_string( $path ) && is_readable( $path ) ) );
		$sent  = $this->mailer->send( $form, $row['fields'], $paths );
		$this->submissions->finish( (int) $row['id'], $sent ? 'mail_sent' : 'mail_failed', $sent ? 'sent' : 'failed' );
		return $this->submissions->find( (int) $row['id'] ) ?? $row;
	}
}
