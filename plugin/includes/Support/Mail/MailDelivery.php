<?php
/**
 * Sending one queued message.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

use Farol\Support\Queue\JobHandler;
use Farol\Support\Queue\JobOutcome;
use WP_Error;

/**
 * The mail queue's part of each job (Support\Queue\JobHandler): hands the message to the
 * transport (DirectMailer, so wp_mail() and every plugin hooked on it) and says sent or retry.
 * A false answer or an exception is a passing failure: the row is kept and retried with the
 * shared backoff until it is failed (and still kept, to retry from wp-admin). The error stored
 * is wp_mail()'s own (`wp_mail_failed`) when it gave one, without the recipient's address.
 */
final class MailDelivery implements JobHandler {

	/**
	 * Seconds one message may take, with slack: the lease of a batch.
	 */
	private const SECONDS_PER_MAIL = 30;

	/**
	 * The last wp_mail() error while sending, if any.
	 *
	 * @var string
	 */
	private string $error = '';

	/**
	 * Creates the handler.
	 *
	 * @param Mailer $transport What actually sends (DirectMailer).
	 */
	public function __construct( private readonly Mailer $transport ) {
	}

	/**
	 * The mail queue always runs.
	 */
	public function blocked(): ?string {
		return null;
	}

	/**
	 * A batch may take SECONDS_PER_MAIL per message.
	 *
	 * @param int $limit Jobs in the batch.
	 */
	public function lease_seconds( int $limit ): int {
		return $limit * self::SECONDS_PER_MAIL + 60;
	}

	/**
	 * Sends one queued message.
	 *
	 * @param array<string, mixed> $job A claimed row.
	 */
	public function handle( array $job ): JobOutcome {
		$to          = (string) $job['to_address'];
		$this->error = '';
		add_action( 'wp_mail_failed', array( $this, 'remember_error' ) );
		try {
			$sent = $this->transport->send( $to, (string) $job['subject'], (string) $job['message'], MailQueue::headers( $job ), (string) $job['kind'] );
		} finally {
			remove_action( 'wp_mail_failed', array( $this, 'remember_error' ) );
		}
		if ( $sent ) {
			return new JobOutcome( JobOutcome::SENT );
		}
		$error = '' === $this->error ? 'wp_mail() answered false.' : $this->error;
		return new JobOutcome( JobOutcome::RETRY, '' === $to ? $error : str_ireplace( $to, '***', $error ) );
	}

	/**
	 * Keeps wp_mail()'s error text.
	 *
	 * @param WP_Error $error What wp_mail() reported.
	 */
	public function remember_error( WP_Error $error ): void {
		$this->error = $error->get_error_message();
	}
}
