<?php
/**
 * The mail of a contact form submission.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Feedback;

use Farol\ContactForm\Forms\ContactForm;
use Farol\Support\Mail\Mailer as MailTransport;

/**
 * Sends a submission with wp_mail() through the form's templates: `[field-name]` in the
 * recipient, subject, body and reply-to is replaced by the field's value (a list joined with
 * ", "; an unknown name by nothing). Without a recipient the site's admin address gets it;
 * without a subject a generic one names the form; without a body every field is listed as
 * "Label: value". Reply-To is set only when its text becomes one valid address. Line breaks
 * never reach a header. Attachments are absolute paths of files (the kept uploads, named
 * safely by Support\Uploads\FileName; the mail shows each file's base name). The form's
 * second mail, when on, is filled the same way (send_second()), its recipient held to one
 * address, and handed to the plugin's retrying mail queue when the composition root gives one:
 * the visitor's answer never waits for it, and a failed send is retried (kind
 * `contact_form_mail_2` in Tools › Mail queue). The first mail is sent at once: its outcome is
 * the answer's status (`mail_sent` / `mail_failed`).
 */
final class Mailer {

	/**
	 * The kind of a second mail in the mail queue.
	 */
	public const MAIL_2_KIND = 'contact_form_mail_2';

	/**
	 * Creates the mailer.
	 *
	 * @param MailTransport|null $queue The retrying mail queue for the second mail (null: wp_mail() at once).
	 */
	public function __construct( private readonly ?MailTransport $queue = null ) {
	}

	/**
	 * Sends the mail; whether wp_mail() accepted it.
	 *
	 * @param ContactForm         $form        The form.
	 * @param array<string,mixed> $values      Submitted values by field name.
	 * @param array<int,string>   $attachments Absolute paths of files to attach.
	 */
	public function send( ContactForm $form, array $values, array $attachments = array() ): bool {
		$recipient = $this->header( $this->fill( $form->mail['recipient'], $values ) );
		$recipient = '' === $recipient ? (string) get_option( 'admin_email' ) : $recipient;
		return $this->deliver( $form, $form->mail, $recipient, $values, $attachments );
	}

	/**
	 * Sends the second mail ("Mail (2)", e.g. the autoresponder to the visitor), through the
	 * same templates and wp_mail(), when it is on: null when it is off, false when refused or
	 * not accepted. Its recipient (often a placeholder such as `[your-email]`, so the
	 * visitor's own text) must become one valid address, else nothing is sent: a list, a
	 * second address or a header smuggled through a field never reaches wp_mail(). Empty, it
	 * goes to the site's admin address, as the first mail does. It carries no files.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $values Submitted values by field name.
	 */
	public function send_second( ContactForm $form, array $values ): ?bool {
		$mail = $form->mail_2;
		if ( empty( $mail['active'] ) ) {
			return null;
		}
		$recipient = $this->header( $this->fill( (string) ( $mail['recipient'] ?? '' ), $values ) );
		$recipient = '' === $recipient ? (string) get_option( 'admin_email' ) : $recipient;
		if ( ! is_email( $recipient ) ) {
			return false;
		}
		return $this->deliver( $form, $mail, $recipient, $values, array(), $this->queue );
	}

	/**
	 * Fills a mail's subject, body and reply-to and hands it to wp_mail().
	 *
	 * @param ContactForm         $form        The form.
	 * @param array<string,mixed> $mail        The mail's settings.
	 * @param string              $recipient   Its recipient, filled.
	 * @param array<string,mixed> $values      Submitted values by field name.
	 * @param array<int,string>   $attachments Absolute paths of files to attach.
	 * @param MailTransport|null  $transport   Where it goes (null: wp_mail() at once).
	 */
	private function deliver( ContactForm $form, array $mail, string $recipient, array $values, array $attachments, ?MailTransport $transport = null ): bool {
		$subject = $this->header( $this->fill( (string) ( $mail['subject'] ?? '' ), $values ) );
		if ( '' === $subject ) {
			/* translators: 1: site name, 2: contact form title. */
			$subject = sprintf( __( '[%1$s] New message from "%2$s"', 'farol' ), wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES ), $form->title );
		}
		$template = (string) ( $mail['body'] ?? '' );
		$body     = '' === trim( $template ) ? $this->listing( $form, $values ) : $this->fill( $template, $values );
		$headers  = array();
		$reply    = $this->header( $this->fill( (string) ( $mail['reply_to'] ?? '' ), $values ) );
		if ( '' !== $reply && is_email( $reply ) ) {
			$headers[] = 'Reply-To: ' . $reply;
		}
		if ( null !== $transport ) {
			return $transport->send( $recipient, $subject, $body, $headers, self::MAIL_2_KIND );
		}
		$files = array_values( array_filter( $attachments, static fn ( $path ): bool => is_string( $path ) && is_file( $path ) ) );
		return (bool) wp_mail( $recipient, $subject, $body, $headers, $files );
	}

	/**
	 * A template with its placeholders replaced.
	 *
	 * @param string              $template Template.
	 * @param array<string,mixed> $values   Values by field name.
	 */
	public function fill( string $template, array $values ): string {
		return (string) preg_replace_callback(
			'/\[([A-Za-z][A-Za-z0-9_:-]*)\]/',
			static fn ( array $match ): string => self::text( $values[ $match[1] ] ?? '' ),
			$template
		);
	}

	/**
	 * Every field as "Label: value", one per line.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $values Values by field name.
	 */
	private function listing( ContactForm $form, array $values ): string {
		$lines = array();
		foreach ( $form->input_fields() as $field ) {
			$label   = is_string( $field['label'] ?? null ) && '' !== $field['label'] ? $field['label'] : $field['name'];
			$lines[] = $label . ': ' . self::text( $values[ $field['name'] ] ?? '' );
		}
		return implode( "\n", $lines );
	}

	/**
	 * A value as text.
	 *
	 * @param mixed $value Value.
	 */
	private static function text( mixed $value ): string {
		if ( is_array( $value ) ) {
			return implode( ', ', array_map( 'strval', array_filter( $value, 'is_scalar' ) ) );
		}
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * A text fit for a header: one line, trimmed.
	 *
	 * @param string $text Text.
	 */
	private function header( string $text ): string {
		return trim( (string) preg_replace( '/[\r\n]+/', ' ', $text ) );
	}
}
