<?php
/**
 * Handles one contact form submission.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Feedback;

use Farol\Support\Uploads\FileName;
use Farol\ContactForm\Files\KeptFiles;
use Farol\Support\Uploads\UploadContent;
use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forms\ContactFormRenderer;
use Farol\ContactForm\Forms\Quiz;
use Farol\ContactForm\Rules\Acceptance;
use Farol\ContactForm\Rules\SchemaBuilder;
use Farol\ContactForm\Rules\Validator;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\ClientAddress;

/**
 * Turns a submission into its feedback answer, in this order:
 *
 * 1. bot check (the shared honeypot and signed stamp, Farol\Support\Abuse\BotCheck): `spam`, nothing stored;
 * 2. the rules (Validator, authoritative) and the quiz answers: `validation_failed`;
 * 3. the acceptance boxes: `acceptance_missing`;
 * 4. WordPress' disallowed keys (Settings › Discussion) against the values: `spam`, stored;
 * 5. the `farol_contact_form_spam_check` filter (captcha, Akismet): a verdict `spam` is stored
 *    as spam and mailed to nobody; `validation_failed` answers so, with the verdict's field
 *    (which need not be one of the form's, e.g. a captcha) in invalid_fields;
 * 6. the accepted files are kept and/or attached as the form's `attachments` setting says
 *    (KeptFiles), the submission is stored, then mailed: `mail_sent` or `mail_failed` (the
 *    row stays); `farol_contact_submission_stored` then fires (the contact forwarding).
 *
 * An upload is accepted when it is not empty or tiny (else the field's `minfilesize` message,
 * before any content check), its content is what its extension says (UploadContent) and it has
 * a safe name (FileName): the name it is stored, mailed and downloaded under, also the one the
 * rules see.
 *
 * The `farol_contact_form_status` filter may replace the status (a custom one, or e.g.
 * `payment_required`); its message is the form's own for that status, else the filter's
 * `farol_contact_form_message`. Used by the REST call and the no-JS fallback alike.
 */
final class FeedbackService {

	/**
	 * Creates the service.
	 *
	 * @param SubmissionRepository $submissions The store.
	 * @param Mailer               $mailer      The mail.
	 * @param BotCheck             $bots        Honeypot and stamp check.
	 * @param KeptFiles            $kept        The files' fate.
	 */
	public function __construct(
		private readonly SubmissionRepository $submissions = new SubmissionRepository(),
		private readonly Mailer $mailer = new Mailer(),
		private readonly BotCheck $bots = new BotCheck(),
		private readonly KeptFiles $kept = new KeptFiles()
	) {
	}

	/**
	 * The answer to a submission.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $params Posted fields (unslashed).
	 * @param array<string,mixed> $files  Uploaded files, as in $_FILES.
	 * @return array{status:string,message:string,invalid_fields:list<array{field:string,message:string,idref:string,error_id:string}>,posted_data_hash:string}
	 */
	public function submit( ContactForm $form, array $params, array $files ): array {
		$unit   = is_string( $params[ ContactFormRenderer::UNIT_FIELD ] ?? null ) && 1 === preg_match( '/^farol-contact-form-\d+(-\d+)?$/', $params[ ContactFormRenderer::UNIT_FIELD ] ) ? $params[ ContactFormRenderer::UNIT_FIELD ] : 'farol-contact-form-' . $form->id;
		$values = array();
		foreach ( $form->input_fields() as $field ) {
			if ( 'file' !== $field['type'] && isset( $params[ $field['name'] ] ) ) {
				$values[ $field['name'] ] = $params[ $field['name'] ];
			}
		}
		if ( $this->bots->is_bot( $params, ContactFormRenderer::STAMP_PURPOSE, $form->id, time() ) ) {
			return $this->answer( $form, 'spam', $values, array(), '' );
		}
		list( $uploads, $invalid, $accepted ) = $this->files( $form, $files );
		foreach ( Validator::validate( $form->schema(), $values, $uploads ) as $entry ) {
			$invalid[ $entry['field'] ] ??= $entry['message'];
		}
		foreach ( $form->input_fields() as $field ) {
			if ( 'quiz' === $field['type'] && ! Quiz::is_correct( $values[ $field['name'] ] ?? null, $params[ Quiz::hash_field( $field['name'] ) ] ?? null ) ) {
				$invalid[ $field['name'] ] ??= StatusMessages::for( $form, 'quiz_answer_not_correct' );
			}
		}
		if ( array() !== $invalid ) {
			return $this->answer( $form, 'validation_failed', $values, $this->invalid_fields( $form, $invalid, $unit ), '' );
		}
		if ( array() !== Acceptance::missing( $form->schema(), $values ) ) {
			return $this->answer( $form, 'acceptance_missing', $values, array(), '' );
		}
		$hash    = wp_hash( (string) wp_json_encode( $values ), 'nonce' );
		$remote  = hash_hmac( 'sha256', ClientAddress::current(), wp_salt( 'nonce' ) );
		$verdict = $this->disallowed( $values ) ? array( 'status' => 'spam' ) : $this->spam_check( $form, $params, $values );
		if ( null !== $verdict && 'validation_failed' === $verdict['status'] ) {
			$field = $verdict['field'] ?? '';
			return $this->answer( $form, 'validation_failed', $values, '' === $field ? array() : $this->invalid_fields( $form, array( $field => $verdict['message'] ?? StatusMessages::for( $form, 'validation_failed' ) ), $unit ), '' );
		}
		if ( null !== $verdict ) {
			$this->submissions->insert( $form->id, 'spam', $values, $uploads, $remote, 'skipped' );
			return $this->answer( $form, 'spam', $values, array(), '' );
		}
		$kept = $this->kept->keep( $form->mail['attachments'] ?? 'attach_and_keep', $accepted );
		$id   = $this->submissions->insert( $form->id, 'mail_pending', $values, $kept['files'], $remote );
		$sent = $this->mailer->send( $form, $values, $kept['attach'] );
		$this->second_mail( $form, $values );
		$this->kept->discard( $kept['discard'] );
		$answer = $this->answer( $form, $sent ? 'mail_sent' : 'mail_failed', $values, array(), $hash );
		if ( $id > 0 ) {
			$this->submissions->finish( $id, $answer['status'], $sent ? 'sent' : 'failed' );
			/**
			 * Fires once a submission that passed every check is stored (never for spam or a
			 * refused send), whatever became of its mail: the contact forwarding queues it.
			 *
			 * @param int         $id   The submission.
			 * @param ContactForm $form Its form.
			 */
			do_action( 'farol_contact_submission_stored', $id, $form );
		}
		return $answer;
	}

	/**
	 * Sends the form's second mail, if on, after the first: whatever becomes of it (refused,
	 * not accepted, an exception of a mail plugin) the submission stays stored and answered as
	 * the first mail went. It carries no files: the uploads go to the first mail's recipient only.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $values Submitted values by field name.
	 */
	private function second_mail( ContactForm $form, array $values ): void {
		try {
			$this->mailer->send_second( $form, $values );
		} catch ( \Throwable $error ) {
			unset( $error ); // A failed second mail never loses the submission.
		}
	}

	/**
	 * The files of the form's file fields as the rules read them (`{name, size, type}` lists),
	 * the fields whose upload failed, and the accepted uploads (the same plus `tmp_name`).
	 *
	 * @param ContactForm         $form  The form.
	 * @param array<string,mixed> $files As in $_FILES.
	 * @return array{0:array<string,list<array{name:string,size:int,type:string}>>,1:array<string,string>,2:array<string,list<array{name:string,size:int,type:string,tmp_name:string}>>}
	 */
	private function files( ContactForm $form, array $files ): array {
		$uploads  = array();
		$failed   = array();
		$accepted = array();
		foreach ( $form->input_fields() as $field ) {
			$file = $files[ $field['name'] ] ?? null;
			if ( 'file' !== $field['type'] || ! is_array( $file ) || is_array( $file['name'] ?? null ) ) {
				continue;
			}
			$error = (int) ( $file['error'] ?? UPLOAD_ERR_NO_FILE );
			if ( UPLOAD_ERR_NO_FILE === $error ) {
				continue;
			}
			if ( UPLOAD_ERR_OK !== $error ) {
				$failed[ $field['name'] ] = StatusMessages::for( $form, 'upload_failed' );
				continue;
			}
			$path = is_string( $file['tmp_name'] ?? null ) ? $file['tmp_name'] : '';
			if ( UploadContent::too_small( $path ) ) {
				$failed[ $field['name'] ] = SchemaBuilder::field_message( $field, 'minfilesize', $form->messages );
				continue;
			}
			$extension = UploadContent::extension( $path, (string) ( $file['name'] ?? '' ) );
			$name      = null === $extension ? null : FileName::safe( (string) ( $file['name'] ?? '' ), $extension );
			if ( null === $name ) {
				$failed[ $field['name'] ] = StatusMessages::for( $form, 'upload_file_type_invalid' );
				continue;
			}
			$upload                     = array(
				'name' => $name,
				'size' => (int) ( $file['size'] ?? 0 ),
				'type' => sanitize_mime_type( (string) ( $file['type'] ?? '' ) ),
			);
			$uploads[ $field['name'] ]  = array( $upload );
			$accepted[ $field['name'] ] = array( $upload + array( 'tmp_name' => (string) $file['tmp_name'] ) );
		}
		return array( $uploads, $failed, $accepted );
	}

	/**
	 * The spam check's verdict, or null when the submission may go on.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $params Posted fields.
	 * @param array<string,mixed> $values Values by field name.
	 * @return array{status:string,field?:string,message?:string}|null
	 */
	private function spam_check( ContactForm $form, array $params, array $values ): ?array {
		/**
		 * Filters whether a contact form submission is spam or fails a check of its own (a
		 * captcha, Akismet), after the rules passed and before it is stored.
		 *
		 * @param array|null          $verdict Null to go on, or `{status: 'spam'|'validation_failed', field?: string, message?: string}`.
		 * @param ContactForm         $form    The form.
		 * @param array<string,mixed> $params  The posted fields.
		 * @param array<string,mixed> $values  The form's values by field name.
		 */
		$verdict = apply_filters( 'farol_contact_form_spam_check', null, $form, $params, $values );
		if ( ! is_array( $verdict ) || ! in_array( $verdict['status'] ?? null, array( 'spam', 'validation_failed' ), true ) ) {
			return null;
		}
		$clean = array( 'status' => (string) $verdict['status'] );
		if ( is_string( $verdict['field'] ?? null ) && 1 === preg_match( '/^[A-Za-z][A-Za-z0-9_:-]*$/', $verdict['field'] ) ) {
			$clean['field'] = $verdict['field'];
		}
		if ( is_string( $verdict['message'] ?? null ) && '' !== trim( $verdict['message'] ) ) {
			$clean['message'] = sanitize_text_field( $verdict['message'] );
		}
		return $clean;
	}

	/**
	 * Whether a value holds one of WordPress' disallowed keys.
	 *
	 * @param array<string,mixed> $values Values by field name.
	 */
	private function disallowed( array $values ): bool {
		$text = implode( "\n", array_map( static fn ( $value ): string => is_array( $value ) ? implode( "\n", array_filter( $value, 'is_string' ) ) : ( is_string( $value ) ? $value : '' ), $values ) );
		$ip   = ClientAddress::current();
		$ua   = isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
		return '' !== trim( (string) get_option( 'disallowed_keys' ) ) && wp_check_comment_disallowed_list( '', '', '', $text, $ip, $ua );
	}

	/**
	 * The invalid_fields entries.
	 *
	 * @param ContactForm          $form    The form.
	 * @param array<string,string> $invalid Message by field.
	 * @param string               $unit    The form instance.
	 * @return list<array{field:string,message:string,idref:string,error_id:string}>
	 */
	private function invalid_fields( ContactForm $form, array $invalid, string $unit ): array {
		$entries = array();
		$names   = array_column( $form->input_fields(), 'name' );
		// Form order first, then any other field a check named (e.g. a captcha).
		foreach ( array_merge( array_intersect( $names, array_keys( $invalid ) ), array_diff( array_keys( $invalid ), $names ) ) as $name ) {
			$entries[] = array(
				'field'    => (string) $name,
				'message'  => $invalid[ $name ],
				'idref'    => $unit . '-' . $name,
				'error_id' => $unit . '-' . $name . '-error',
			);
		}
		return $entries;
	}

	/**
	 * The answer, after the status filter.
	 *
	 * @param ContactForm                                                           $form    The form.
	 * @param string                                                                $status  Status.
	 * @param array<string,mixed>                                                   $values  Values.
	 * @param list<array{field:string,message:string,idref:string,error_id:string}> $invalid Invalid fields.
	 * @param string                                                                $hash    posted_data_hash.
	 * @return array{status:string,message:string,invalid_fields:list<array{field:string,message:string,idref:string,error_id:string}>,posted_data_hash:string}
	 */
	private function answer( ContactForm $form, string $status, array $values, array $invalid, string $hash ): array {
		/**
		 * Filters a contact form submission's status (e.g. to a custom status a site handles).
		 *
		 * @param string              $status The status Farol decided.
		 * @param int                 $form_id The form.
		 * @param array<string,mixed> $values The submitted values.
		 */
		$filtered = apply_filters( 'farol_contact_form_status', $status, $form->id, $values );
		$filtered = is_string( $filtered ) && 1 === preg_match( '/^[a-z][a-z0-9_]{0,39}$/', $filtered ) ? $filtered : $status;
		$message  = $form->message( $filtered ) ?? ( isset( StatusMessages::defaults()[ $filtered ] ) ? StatusMessages::for( $form, $filtered ) : null );
		if ( null === $message ) {
			/**
			 * Filters the message of a custom contact form status.
			 *
			 * @param string $message The generic message.
			 * @param string $status  The custom status.
			 * @param int    $form_id The form.
			 */
			$message = (string) apply_filters( 'farol_contact_form_message', StatusMessages::for( $form, 'mail_failed' ), $filtered, $form->id );
		}
		return array(
			'status'           => $filtered,
			'message'          => $message,
			'invalid_fields'   => $invalid,
			'posted_data_hash' => $hash,
		);
	}
}
