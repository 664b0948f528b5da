<?php
/**
 * `wp farol queue`: the forwarding queue from the command line.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use WP_CLI;

/**
 * Runs and inspects the lead forwarding queue, for sites with a real cron:
 *
 *     * * * * * wp --path=/var/www/site farol queue run --limit=50
 *
 * Registered only when WP-CLI loads the plugin.
 */
final class QueueCommand {

	/**
	 * Creates the command.
	 *
	 * @param ForwardingRunner $runner The worker.
	 * @param ForwardingQueue  $queue  The queue.
	 */
	public function __construct( private readonly ForwardingRunner $runner, private readonly ForwardingQueue $queue ) {
	}

	/**
	 * Sends the due conversions to the provider.
	 *
	 * ## OPTIONS
	 *
	 * [--limit=<number>]
	 * : Most conversions to send in this run.
	 * ---
	 * default: 20
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp farol queue run --limit=50
	 *
	 * @param string[]              $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Options.
	 */
	public function run( array $args, array $assoc_args ): void {
		unset( $args );
		$limit = (int) ( $assoc_args['limit'] ?? ForwardingRunner::DEFAULT_LIMIT );
		if ( $limit < 1 ) {
			WP_CLI::error( __( '--limit must be a positive number.', 'farol' ) );
		}
		$summary = $this->runner->run( $limit );
		WP_CLI::log( self::summary_line( $summary ) );
		if ( null !== $summary['stopped'] ) {
			WP_CLI::warning( $summary['stopped'] );
		}
	}

	/**
	 * Shows how many conversions are in each forwarding state.
	 *
	 * ## EXAMPLES
	 *
	 *     wp farol queue status
	 *
	 * @param string[]              $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Options (none).
	 */
	public function status( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		foreach ( $this->queue->status() as $state => $value ) {
			WP_CLI::log( sprintf( '%s: %s', $state, null === $value ? '-' : (string) $value ) );
		}
	}

	/**
	 * Puts the failed conversions back in the queue (after fixing the provider settings).
	 *
	 * ## EXAMPLES
	 *
	 *     wp farol queue retry-failed
	 *
	 * @subcommand retry-failed
	 * @param string[]              $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Options (none).
	 */
	public function retry_failed( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		$count = $this->queue->requeue_failed( gmdate( 'Y-m-d H:i:s' ) );
		/* translators: %d: number of conversions. */
		WP_CLI::success( sprintf( _n( '%d conversion queued again.', '%d conversions queued again.', $count, 'farol' ), $count ) );
	}

	/**
	 * One line saying what a run did.
	 *
	 * @param array{claimed: int, sent: int, retried: int, failed: int, stopped: string|null} $summary The run.
	 */
	public static function summary_line( array $summary ): string {
		return sprintf(
			/* translators: 1: conversions taken from the queue, 2: sent, 3: to be retried, 4: failed. */
			__( 'Forwarding: %1$d taken, %2$d sent, %3$d to retry, %4$d failed.', 'farol' ),
			$summary['claimed'],
			$summary['sent'],
			$summary['retried'],
			$summary['failed']
		);
	}
}
