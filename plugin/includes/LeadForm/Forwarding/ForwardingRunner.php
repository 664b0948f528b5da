<?php
/**
 * The queue's worker.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Forms\FormRepository;

/**
 * Claims a batch of due jobs and sends each one, then records the outcome on its row: sent;
 * pending again with the next attempt after the backoff delay (a passing failure); failed
 * with the error text (a refusal, or the last allowed attempt). A refused key fails that job,
 * stops the queue (ForwardingPause) and gives the rest of the batch back untouched.
 *
 * WP-Cron runs it (ForwardingScheduler) and so does `wp farol queue run`. The error text
 * stored never holds the payload, and the lead's address and the API key are blanked out of
 * it in case the provider or the transport quotes them.
 */
final class ForwardingRunner {

	/**
	 * Jobs per run unless told otherwise.
	 */
	public const DEFAULT_LIMIT = 20;

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
	 * Sends up to $limit due jobs.
	 *
	 * @param int      $limit Most jobs.
	 * @param int|null $now   Current Unix time (null: now).
	 * @return array{claimed: int, sent: int, retried: int, failed: int, stopped: string|null}
	 */
	public function run( int $limit = self::DEFAULT_LIMIT, ?int $now = null ): array {
		$now     = $now ?? time();
		$summary = array(
			'claimed' => 0,
			'sent'    => 0,
			'retried' => 0,
			'failed'  => 0,
			'stopped' => $this->pause->reason(),
		);
		if ( null !== $summary['stopped'] ) {
			return $summary;
		}
		if ( ! $this->settings->configured() ) {
			$summary['stopped'] = __( 'No API key is set.', 'farol' );
			return $summary;
		}
		$limit = max( 1, $limit );
		$lease = $limit * ( $this->settings->get()['timeout'] + 5 ) + 60;
		$jobs  = $this->queue->claim( $limit, $lease, gmdate( 'Y-m-d H:i:s', $now ) );

		$summary['claimed'] = count( $jobs );
		foreach ( $jobs as $index => $job ) {
			$outcome = $this->send( $job, $now );
			++$summary[ ForwardResult::SENT === $outcome ? 'sent' : ( ForwardResult::RETRY === $outcome ? 'retried' : 'failed' ) ];
			if ( ForwardResult::UNAUTHORIZED === $outcome ) {
				foreach ( array_slice( $jobs, $index + 1 ) as $rest ) {
					$this->queue->release( (int) $rest['id'], (string) $rest['claim_token'] );
				}
				$summary['stopped'] = $this->pause->reason();
				break;
			}
		}
		return $summary;
	}

	/**
	 * Sends one job and records its outcome.
	 *
	 * @param array<string, mixed> $job A claimed conversions row.
	 * @param int                  $now Current Unix time.
	 * @return string The ForwardResult outcome.
	 */
	private function send( array $job, int $now ): string {
		$id       = (int) $job['id'];
		$token    = (string) $job['claim_token'];
		$attempts = (int) $job['forward_attempts'] + 1;
		$form     = $this->forms->find( (int) $job['form_id'] );
		if ( null === $form ) {
			$this->queue->mark_failed( $id, $token, $attempts, 'The form of this conversion no longer exists.' );
			return ForwardResult::FAILED;
		}

		$result  = $this->client->send( $this->events->build( $job, $form, $this->per_form->get( $form->id )['mapping'] ) );
		$message = $this->scrub( $result->message, (string) $job['email'] );
		switch ( $result->outcome ) {
			case ForwardResult::SENT:
				$this->queue->mark_sent( $id, $token, $attempts, gmdate( 'Y-m-d H:i:s', $now ) );
				break;
			case ForwardResult::RETRY:
				if ( $attempts >= Backoff::MAX_ATTEMPTS ) {
					$this->queue->mark_failed( $id, $token, $attempts, sprintf( '%s (gave up after %d attempts)', $message, $attempts ) );
					return ForwardResult::FAILED;
				}
				$this->queue->mark_retry( $id, $token, $attempts, gmdate( 'Y-m-d H:i:s', $now + Backoff::delay( $attempts ) ), $message );
				break;
			case ForwardResult::UNAUTHORIZED:
				$this->queue->mark_failed( $id, $token, $attempts, $message );
				$this->pause->pause( $message );
				break;
			default:
				$this->queue->mark_failed( $id, $token, $attempts, $message );
		}
		return $result->outcome;
	}

	/**
	 * An error text without the lead's address or the API key.
	 *
	 * @param string $message Error text.
	 * @param string $email   The lead's address.
	 */
	private function scrub( string $message, string $email ): string {
		$secrets = array_filter( array( $email, $this->settings->get()['api_key'] ), static fn ( string $secret ): bool => strlen( $secret ) >= 3 );
		return '' === $message ? '' : str_ireplace( $secrets, '***', $message );
	}
}
