<?php
/**
 * The loop every queue runs.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

/**
 * Claims a batch of due jobs and hands each to the queue's JobHandler, then records the
 * outcome on its row: sent; pending again with the next attempt after the Backoff delay (a
 * passing failure); failed with the error text (a refusal, or the last allowed attempt). A halt
 * fails that job and gives the rest of the batch back untouched.
 */
final class QueueRunner {

	/**
	 * Jobs per run unless told otherwise.
	 */
	public const DEFAULT_LIMIT = 20;

	/**
	 * Creates the loop of one queue.
	 *
	 * @param JobStore   $store        The queue's rows.
	 * @param JobHandler $handler      What the queue does with a job.
	 * @param int        $max_attempts Attempts before a job is failed.
	 */
	public function __construct(
		private readonly JobStore $store,
		private readonly JobHandler $handler,
		private readonly int $max_attempts = Backoff::MAX_ATTEMPTS
	) {
	}

	/**
	 * Runs up to $limit due jobs.
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
			'stopped' => $this->handler->blocked(),
		);
		if ( null !== $summary['stopped'] ) {
			return $summary;
		}
		$limit = max( 1, $limit );
		$jobs  = $this->store->claim( $limit, $this->handler->lease_seconds( $limit ), gmdate( 'Y-m-d H:i:s', $now ) );

		$summary['claimed'] = count( $jobs );
		foreach ( $jobs as $index => $job ) {
			$outcome = $this->attempt( $job, $now );
			++$summary[ JobOutcome::SENT === $outcome ? 'sent' : ( JobOutcome::RETRY === $outcome ? 'retried' : 'failed' ) ];
			if ( JobOutcome::HALT === $outcome ) {
				foreach ( array_slice( $jobs, $index + 1 ) as $rest ) {
					$this->store->release( (int) $rest['id'], (string) $rest['claim_token'] );
				}
				$summary['stopped'] = $this->handler->blocked();
				break;
			}
		}
		return $summary;
	}

	/**
	 * Tries one job and records its outcome.
	 *
	 * @param array<string, mixed> $job A claimed row.
	 * @param int                  $now Current Unix time.
	 * @return string The outcome's kind (retry becomes failed on the last attempt).
	 */
	private function attempt( array $job, int $now ): string {
		$id       = (int) $job['id'];
		$token    = (string) $job['claim_token'];
		$attempts = $this->store->attempts( $job ) + 1;
		try {
			$outcome = $this->handler->handle( $job );
		} catch ( \Throwable $error ) {
			// A job that throws is a passing failure: it is kept and tried again.
			$outcome = new JobOutcome( JobOutcome::RETRY, get_class( $error ) . ': ' . $error->getMessage() );
		}
		switch ( $outcome->kind ) {
			case JobOutcome::SENT:
				$this->store->mark_sent( $id, $token, $attempts, gmdate( 'Y-m-d H:i:s', $now ) );
				break;
			case JobOutcome::RETRY:
				if ( $attempts >= $this->max_attempts ) {
					$this->store->mark_failed( $id, $token, $attempts, sprintf( '%s (gave up after %d attempts)', $outcome->message, $attempts ) );
					return JobOutcome::FAILED;
				}
				$this->store->mark_retry( $id, $token, $attempts, gmdate( 'Y-m-d H:i:s', $now + Backoff::delay( $attempts ) ), $outcome->message );
				break;
			default:
				$this->store->mark_failed( $id, $token, $attempts, $outcome->message );
		}
		return $outcome->kind;
	}
}
