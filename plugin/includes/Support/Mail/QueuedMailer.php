<?php
/**
 * A Mailer that queues.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

/**
 * What features get from the composition root: every message becomes a row of the mail queue
 * (`{prefix}farol_mail_queue`) and is sent after the answer of the request that queued it
 * (AfterResponse), retried with backoff while the transport fails, never lost and never
 * deleted. Should the row not be stored (no table yet), the message is sent at once instead, so
 * it is not lost either.
 */
final class QueuedMailer implements Mailer {

	/**
	 * Creates the mailer.
	 *
	 * @param MailQueue     $queue    The queue's rows.
	 * @param AfterResponse $after    The run after the answer.
	 * @param Mailer        $fallback What sends when the row cannot be stored.
	 */
	public function __construct(
		private readonly MailQueue $queue,
		private readonly AfterResponse $after,
		private readonly Mailer $fallback = new DirectMailer()
	) {
	}

	/**
	 * Queues one message.
	 *
	 * @param string   $to      One address.
	 * @param string   $subject Subject.
	 * @param string   $message Body.
	 * @param string[] $headers Extra headers.
	 * @param string   $kind    What the mail is.
	 */
	public function send( string $to, string $subject, string $message, array $headers = array(), string $kind = 'mail' ): bool {
		if ( 0 === $this->queue->add( $to, $subject, $message, array_values( $headers ), $kind ) ) {
			return $this->fallback->send( $to, $subject, $message, $headers, $kind );
		}
		$this->after->request();
		return true;
	}
}
