<?php
/**
 * The built-in messages of the feedback statuses.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Feedback;

use Farol\ContactForm\Forms\ContactForm;

/**
 * The texts the feedback call answers with, per status (and the two field-level messages the
 * server adds to the rules' own: a wrong quiz answer, a failed upload). A form's own message
 * for the key wins; these are the translated defaults (English source, pt_BR in
 * plugin/languages/pt_BR/contact-form-server.po).
 */
final class StatusMessages {

	/**
	 * The message of a status or key for a form.
	 *
	 * @param ContactForm $form The form.
	 * @param string      $key  Status or message key.
	 */
	public static function for( ContactForm $form, string $key ): string {
		return $form->message( $key ) ?? self::defaults()[ $key ] ?? self::defaults()['mail_failed'];
	}

	/**
	 * The built-in messages.
	 *
	 * @return array<string,string>
	 */
	public static function defaults(): array {
		return array(
			'mail_sent'                => __( 'Thank you for your message. It has been sent.', 'farol' ),
			'mail_failed'              => __( 'There was an error trying to send your message. Please try again later.', 'farol' ),
			'validation_failed'        => __( 'One or more fields have an error. Please check and try again.', 'farol' ),
			'acceptance_missing'       => __( 'You must accept the terms and conditions before sending your message.', 'farol' ),
			'spam'                     => __( 'There was an error trying to send your message. Please try again later.', 'farol' ),
			'quiz_answer_not_correct'  => __( 'The answer to the quiz is incorrect.', 'farol' ),
			'upload_failed'            => __( 'There was an unknown error uploading the file.', 'farol' ),
			'upload_file_type_invalid' => __( 'You are not allowed to upload files of this type.', 'farol' ),
		);
	}
}
