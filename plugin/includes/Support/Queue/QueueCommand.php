<?php
/**
 * `wp farol queue`: the plugin's queues from the command line.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

use WP_CLI;

/**
 * Runs and inspects every registered queue (lead forwarding, mail), or one with
 * `--queue=<name>`, for sites with a real cron:
 *
 *     * * * * * wp --path=/var/www/site farol queue run --limit=50
 *
 * Registered only when WP-CLI loads the plugin (QueueModule).
 */
final class QueueCommand {

	/**
	 * Creates the command.
	 *
	 * @param QueueRegistry $queues The queues.
	 */
	public function __construct( private readonly QueueRegistry $queues ) {
	}

	/**
	 * Runs the due jobs of every queue (or of one).
	 *
	 * ## OPTIONS
	 *
	 * [--limit=<number>]
	 * : Most jobs of each queue to run in this run.
	 * ---
	 * default: 20
	 * ---
	 *
	 * [--queue=<name>]
	 * : Only this queue (forwarding, mail).
	 *
	 * ## EXAMPLES
	 *
	 *     wp farol queue run --limit=50
	 *     wp farol queue run --queue=mail
	 *
	 * @param string[]              $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Options.
	 */
	public function run( array $args, array $assoc_args ): void {
		unset( $args );
		$limit = (int) ( $assoc_args['limit'] ?? QueueRunner::DEFAULT_LIMIT );
		if ( $limit < 1 ) {
			WP_CLI::error( __( '--limit must be a positive number.', 'farol' ) );
		}
		foreach ( $this->chosen( $assoc_args ) as $queue ) {
			$summary = $queue->run( $limit );
			WP_CLI::log( self::summary_line( $queue->label(), $summary ) );
			if ( null !== $summary['stopped'] ) {
				WP_CLI::warning( $summary['stopped'] );
			}
		}
	}

	/**
	 * Shows how many jobs of each queue are in each state.
	 *
	 * ## OPTIONS
	 *
	 * [--queue=<name>]
	 * : Only this queue (forwarding, mail).
	 *
	 * ## EXAMPLES
	 *
	 *     wp farol queue status
	 *
	 * @param string[]              $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Options.
	 */
	public function status( array $args, array $assoc_args ): void {
		unset( $args );
		foreach ( $this->chosen( $assoc_args ) as $queue ) {
			foreach ( $queue->status() as $state => $value ) {
				WP_CLI::log( sprintf( '%s %s: %s', $queue->name, $state, null === $value ? '-' : (string) $value ) );
			}
		}
	}

	/**
	 * Puts the failed jobs back in their queue (after fixing what made them fail).
	 *
	 * ## OPTIONS
	 *
	 * [--queue=<name>]
	 * : Only this queue (forwarding, mail).
	 *
	 * ## EXAMPLES
	 *
	 *     wp farol queue retry-failed
	 *
	 * @subcommand retry-failed
	 * @param string[]              $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Options.
	 */
	public function retry_failed( array $args, array $assoc_args ): void {
		unset( $args );
		foreach ( $this->chosen( $assoc_args ) as $queue ) {
			$count = $queue->retry_failed();
			/* translators: 1: queue, 2: number of jobs. */
			WP_CLI::success( sprintf( _n( '%1$s: %2$d job queued again.', '%1$s: %2$d jobs queued again.', $count, 'farol' ), $queue->label(), $count ) );
		}
	}

	/**
	 * One line saying what a run did.
	 *
	 * @param string                                                                          $label   The queue.
	 * @param array{claimed: int, sent: int, retried: int, failed: int, stopped: string|null} $summary The run.
	 */
	public static function summary_line( string $label, array $summary ): string {
		return sprintf(
			/* translators: 1: queue, 2: jobs taken from the queue, 3: sent, 4: to be retried, 5: failed. */
			__( '%1$s: %2$d taken, %3$d sent, %4$d to retry, %5$d failed.', 'farol' ),
			$label,
			$summary['claimed'],
			$summary['sent'],
			$summary['retried'],
			$summary['failed']
		);
	}

	/**
	 * The queues an option names: all, or the one of `--queue`.
	 *
	 * @param array<string, string> $assoc_args Options.
	 * @return list<NamedQueue>
	 */
	private function chosen( array $assoc_args ): array {
		if ( ! isset( $assoc_args['queue'] ) ) {
			return $this->queues->all();
		}
		$queue = $this->queues->get( (string) $assoc_args['queue'] );
		if ( null === $queue ) {
			/* translators: %s: a queue's name. */
			WP_CLI::error( sprintf( __( 'No queue is named %s.', 'farol' ), (string) $assoc_args['queue'] ) );
		}
		return array( $queue );
	}
}
