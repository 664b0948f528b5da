<?php
/**
 * Importing the data of the plugins Farol replaces.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;

/**
 * Tools › Import (one importer per source) and, when WP-CLI loads the plugin,
 * `wp farol import <source> [--dry-run]`. The sources are built by the composition root, each
 * with the target feature's public service.
 */
final class ImportModule implements Module, Owns {

	/**
	 * The framework with its sources.
	 *
	 * @var ImportRunner
	 */
	private ImportRunner $runner;

	/**
	 * Creates the module.
	 *
	 * @param Importer[] $importers The sources.
	 */
	public function __construct( array $importers ) {
		$this->runner = new ImportRunner( $importers );
	}

	/**
	 * What the module owns (the lifecycle inventory): the mapping table, and each source's run
	 * under way and last report.
	 */
	public function footprint(): Footprint {
		return new Footprint( tables: array( new ImportMapTable() ), options: array( ImportRunner::OPTION_PREFIX . '*' ) );
	}

	/**
	 * The framework (for the command and the tests).
	 */
	public function runner(): ImportRunner {
		return $this->runner;
	}

	/**
	 * Adds the hooks and the command.
	 */
	public function register(): void {
		( new ImportScreen( $this->runner ) )->register();
		// Imports run in wp-admin and WP-CLI only: the mapping table is made ready there (and
		// before any run), never on a visitor's request.
		add_action( 'admin_init', array( new ImportMapTable(), 'maybe_upgrade' ) );
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( \WP_CLI::class ) ) {
			\WP_CLI::add_command( 'farol import', new ImportCommand( $this->runner ) );
		}
	}
}
