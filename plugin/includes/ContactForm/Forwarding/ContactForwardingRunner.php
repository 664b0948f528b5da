<?php
/**
 * The contact forwarding queue's worker.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forwarding;

use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\Support\Forwarding\ConversionSender;
use Farol\Support\Queue\JobHandler;
use Farol\Support\Queue\JobOutcome;
use Farol\Support\Queue\QueueRunner;

/**
 * The contact forwarding's part of each job (Support\Queue\JobHandler): builds the event of a
 * claimed submission and sends it through the provider the composition root handed in (the
 * lead forwarding's, Support\Forwarding\ConversionSender), so the key, the stop after a refused
 * key, the outcomes and the masking of error texts are the same for both form kinds; the shared
 * QueueRunner claims, backs off and records the outcome on the row.
 */
final class ContactForwardingRunner implements JobHandler {

	/**
	 * Creates the worker.
	 *
	 * @param ContactForwardingQueue $queue    The queue.
	 * @param ConversionSender       $sender   The provider.
	 * @param ContactFormRepository  $forms    Contact forms.
	 * @param ContactFormForwarding  $per_form Forms' forwarding settings.
	 * @param SubmissionEvent        $events   Event bodies.
	 */
	public function __construct(
		private readonly ContactForwardingQueue $queue,
		private readonly ConversionSender $sender,
		private readonly ContactFormRepository $forms,
		private readonly ContactFormForwarding $per_form,
		private readonly SubmissionEvent $events = new SubmissionEvent()
	) {
	}

	/**
	 * The shared loop over this queue.
	 */
	public function loop(): QueueRunner {
		return new QueueRunner( $this->queue->store(), $this );
	}

	/**
	 * Sends up to $limit due jobs.
	 *
	 * @param int      $limit Most jobs.
	 * @param int|null $now   Current Unix time (null: now).
	 * @return array{claimed: int, sent: int, retried: int, failed: int, stopped: string|null}
	 */
	public function run( int $limit = QueueRunner::DEFAULT_LIMIT, ?int $now = null ): array {
		return $this->loop()->run( $limit, $now );
	}

	/**
	 * Stopped after a refused key, or no key set.
	 */
	public function blocked(): ?string {
		return $this->sender->blocked();
	}

	/**
	 * Each job may take the provider's timeout, plus slack.
	 *
	 * @param int $limit Jobs in the batch.
	 */
	public function lease_seconds( int $limit ): int {
		return $this->sender->lease_seconds( $limit );
	}

	/**
	 * Sends one submission.
	 *
	 * @param array<string, mixed> $job A claimed submissions row.
	 */
	public function handle( array $job ): JobOutcome {
		$form = $this->forms->find( (int) $job['form_id'] );
		if ( null === $form ) {
			return new JobOutcome( JobOutcome::FAILED, 'The form of this submission no longer exists.' );
		}
		$event = $this->events->build( $job, $form, $this->per_form->get( $form->id ) );
		$email = (string) $event['payload']['email'];
		if ( '' === $email ) {
			return new JobOutcome( JobOutcome::FAILED, 'The submission has no e-mail address to send as the conversion\'s.' );
		}
		return $this->sender->send( $event, $email );
	}
}
