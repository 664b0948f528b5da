<?php
/**
 * The development runtimes' mail box.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

/**
 * On the project's own runtimes (native, Playground, the e2e site: their must-use plugin
 * defines FAROL_MAIL_SINK) no mail leaves the machine: every wp_mail() call that no earlier
 * `pre_wp_mail` filter decided is recorded in the option `farol_mail_sink` (newest first, the
 * last CAP messages) and counts as sent, and Tools › Mail sink shows them, links clickable, so
 * a demo visitor can read a confirmation mail and follow its link. Never active on a real site.
 */
final class MailSink {

	/**
	 * The option holding the messages.
	 */
	public const OPTION = 'farol_mail_sink';

	/**
	 * Messages kept.
	 */
	public const CAP = 50;

	/**
	 * Whether this runtime asked for the sink.
	 */
	public static function active(): bool {
		return defined( 'FAROL_MAIL_SINK' ) && true === constant( 'FAROL_MAIL_SINK' );
	}

	/**
	 * Adds the hooks (after any filter that decides a mail's fate on purpose).
	 */
	public function register(): void {
		add_filter( 'pre_wp_mail', array( $this, 'record' ), 20, 2 );
	}

	/**
	 * Records a message instead of sending it.
	 *
	 * @param mixed                $result What an earlier filter decided (null: nothing).
	 * @param array<string, mixed> $atts   wp_mail()'s arguments.
	 * @return mixed
	 */
	public function record( mixed $result, array $atts ): mixed {
		if ( null !== $result ) {
			return $result;
		}
		$to       = $atts['to'] ?? '';
		$messages = self::messages();
		array_unshift(
			$messages,
			array(
				'at'      => gmdate( 'Y-m-d H:i:s' ),
				'to'      => is_array( $to ) ? implode( ', ', array_map( 'strval', $to ) ) : (string) $to,
				'subject' => (string) ( $atts['subject'] ?? '' ),
				'message' => (string) ( $atts['message'] ?? '' ),
				'headers' => CoreCommentMail::header_lines( $atts['headers'] ?? array() ),
			)
		);
		update_option( self::OPTION, array_slice( $messages, 0, self::CAP ), false );
		return true;
	}

	/**
	 * The messages, newest first.
	 *
	 * @return list<array{at: string, to: string, subject: string, message: string, headers: list<string>}>
	 */
	public static function messages(): array {
		$messages = get_option( self::OPTION, array() );
		return is_array( $messages ) ? array_values( $messages ) : array();
	}
}
