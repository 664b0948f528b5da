<?php
/**
 * The queues' command line.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

use Farol\Module;

/**
 * Registers `wp farol queue` over every queue the modules added to the registry (only when
 * WP-CLI loads the plugin). Each queue's WP-Cron wiring belongs to the module that owns it.
 */
final class QueueModule implements Module {

	/**
	 * Creates the module.
	 *
	 * @param QueueRegistry $queues The plugin's queues.
	 */
	public function __construct( private readonly QueueRegistry $queues ) {
	}

	/**
	 * Adds the command.
	 */
	public function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( \WP_CLI::class ) ) {
			\WP_CLI::add_command( 'farol queue', new QueueCommand( $this->queues ) );
		}
	}
}
