<?php
/**
 * The queue's worker.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Forms\FormRepository;
use Farol\Support\Queue\JobHandler;
use Farol\Support\Queue\JobOutcome;
use Farol\Support\Queue\QueueRunner;

/**
 * The forwarding's part of each job (Support\Queue\JobHandler): sends a claimed conversion to
 * the provider and says what came of it; the shared QueueRunner claims, backs off and records
 * the outcome on the row: sent; pending again with the next attempt after the backoff delay (a
 * passing failure); failed with the error text (a refusal, or the last allowed attempt). A
 * refused key fails that job, stops the queue (ForwardingPause) and gives the rest of the batch
 * back untouched.
 *
 * WP-Cron runs it (ForwardingScheduler) and so does `wp farol queue run`. The error text
 * stored never holds the payload, and the lead's address and the API key are blanked out of
 * it in case the provider or the transport quotes them.
 */
final class ForwardingRunner implements JobHandler {

	/**
	 * Jobs per run unless told otherwise.
	 */
	public const DEFAULT_LIMIT = QueueRunner::DEFAULT_LIMIT;

	/**
	 * Creates the worker.
	 *
	 * @param ForwardingQueue  $queue    The queue.
	 * @param RdStationClient  $client   The provider.
	 * @param FormRepository   $forms    Lead forms.
	 * @param FormForwarding   $per_form Forms' forwarding settings.
	 * @param ProviderSettings $settings Provider settings.
	 * @param ForwardingPause  $pause    The stop after a refused key.
	 * @param ConversionEvent  $events   Event bodies.
	 */
	public function __construct(
		private readonly ForwardingQueue $queue,
		private readonly RdStationClient $client,
		private readonly FormRepository $forms,
		private readonly FormForwarding $per_form,
		private readonly ProviderSettings $settings,
		private readonly ForwardingPause $pause,
		private readonly ConversionEvent $events = new ConversionEvent()
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
	public function run( int $limit = self::DEFAULT_LIMIT, ?int $now = null ): array {
		return $this->loop()->run( $limit, $now );
	}

	/**
	 * Stopped after a refused key, or no key set.
	 */
	public function blocked(): ?string {
		return $this->gateway()->blocked();
	}

	/**
	 * Each job may take the provider's timeout, plus slack.
	 *
	 * @param int $limit Jobs in the batch.
	 */
	public function lease_seconds( int $limit ): int {
		return $this->gateway()->lease_seconds( $limit );
	}

	/**
	 * Sends one conversion.
	 *
	 * @param array<string, mixed> $job A claimed conversions row.
	 */
	public function handle( array $job ): JobOutcome {
		$form = $this->forms->find( (int) $job['form_id'] );
		if ( null === $form ) {
			return new JobOutcome( JobOutcome::FAILED, 'The form of this conversion no longer exists.' );
		}
		return $this->gateway()->send( $this->events->build( $job, $form, $this->per_form->get( $form->id )['mapping'] ), (string) $job['email'] );
	}

	/**
	 * The provider as every forwarding queue sends to it (outcomes, the stop, the masking).
	 */
	private function gateway(): ProviderGateway {
		return new ProviderGateway( $this->client, $this->settings, $this->pause );
	}
}
