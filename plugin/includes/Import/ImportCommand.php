<?php
/**
 * `wp farol import <source> [--dry-run]`.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

use WP_CLI;

/**
 * Imports a rival plugin's data from the command line, as Tools › Import does: a dry run says
 * what would be created and what cannot be carried, writing nothing; without it, every batch
 * runs and prints a progress line, then the report. Registered only when WP-CLI loads the
 * plugin (ImportModule); the work is done by handle(), which answers instead of printing, so
 * it is tested without WP-CLI.
 */
final class ImportCommand {

	/**
	 * Creates the command.
	 *
	 * @param ImportRunner $runner The framework with its sources.
	 */
	public function __construct( private readonly ImportRunner $runner ) {
	}

	/**
	 * Imports a source's data into Farol.
	 *
	 * ## OPTIONS
	 *
	 * <source>
	 * : The source, e.g. sticky-anything.
	 *
	 * [--dry-run]
	 * : Only say what would be imported; write nothing. Counted as Tools › Import counts it
	 * (fast at any size; a large source's refusals are looked for in a sample).
	 *
	 * [--full]
	 * : With --dry-run: plan every item, so every item that cannot be carried is listed.
	 *
	 * ## EXAMPLES
	 *
	 *     wp farol import sticky-anything --dry-run
	 *     wp farol import wpdiscuz --dry-run --full
	 *     wp farol import sticky-anything
	 *
	 * @param string[]                   $args       The source.
	 * @param array<string, string|bool> $assoc_args Options.
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		$result = $this->handle(
			(string) ( $args[0] ?? '' ),
			! empty( $assoc_args['dry-run'] ),
			static function ( string $line ): void {
				WP_CLI::line( $line );
			},
			! empty( $assoc_args['full'] )
		);
		if ( ! $result['ok'] ) {
			WP_CLI::error( $result['message'] );
		}
		foreach ( $result['lines'] as $line ) {
			WP_CLI::line( $line );
		}
		WP_CLI::success( $result['message'] );
	}

	/**
	 * Runs the import (or the dry run).
	 *
	 * @param string        $source   The source's id.
	 * @param bool          $dry_run  Write nothing.
	 * @param callable|null $progress Receives a progress line after each batch.
	 * @param bool          $full     A dry run that plans every item (else counted, as the screen's).
	 * @return array{ok: bool, message: string, lines: list<string>}
	 */
	public function handle( string $source, bool $dry_run, ?callable $progress = null, bool $full = false ): array {
		$importer = $this->runner->importer( $source );
		if ( null === $importer ) {
			return array(
				'ok'      => false,
				/* translators: 1: the source typed, 2: the known sources, separated by commas. */
				'message' => sprintf( __( 'Unknown source "%1$s". Known sources: %2$s.', 'farol' ), $source, implode( ', ', array_keys( $this->runner->importers() ) ) ),
				'lines'   => array(),
			);
		}
		if ( ! $importer->detect() ) {
			return array(
				'ok'      => false,
				/* translators: %s: a plugin's name. */
				'message' => sprintf( __( 'No data of %s was found on this site.', 'farol' ), $importer->name() ),
				'lines'   => array(),
			);
		}
		if ( $dry_run ) {
			$report = $full ? $this->runner->dry_run( $importer ) : $this->runner->survey( $importer );
			return array(
				'ok'      => true,
				'message' => __( 'Dry run: nothing was written.', 'farol' ),
				'lines'   => ImportReport::lines( $importer, $report ),
			);
		}
		$report = $this->runner->run(
			$importer,
			null === $progress ? null : static function ( array $report ) use ( $progress ): void {
				$progress( ImportReport::progress( $report ) );
			}
		);
		return array(
			'ok'      => true,
			'message' => array_sum( $report['created'] ) > 0
				? __( 'Import finished.', 'farol' )
				: __( 'Import finished: nothing new to import.', 'farol' ),
			'lines'   => ImportReport::lines( $importer, $report ),
		);
	}
}
