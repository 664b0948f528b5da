<?php
/**
 * Runs an importer: dry run, batches, mapping, progress and report.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

use Throwable;

/**
 * The framework every source shares. What each source carried is a row of the mapping table
 * (ImportMap: source key → what it became, so a second run creates nothing twice; looked up a
 * batch at a time). Each source keeps two options (not autoloaded):
 * `farol_import_progress_<source>` (the run under way: the next batch continues it after a
 * timeout or a closed tab) and `farol_import_report_<source>` (the last finished run, shown
 * in the admin). A dry run reads every item and plans it, and writes nothing. The source's
 * own data is only read.
 *
 * A report is `array{source, dry_run, done, offset, total, found, created, already, refused,
 * notes, started, finished}`: per kind, the items found, created (or, in a dry run, to be
 * created) and already imported by an earlier run; the refused items with the reason; the
 * source settings that have no Farol equivalent.
 */
final class ImportRunner {

	/** Prefix of the framework's options (the lifecycle inventory declares it). */
	public const OPTION_PREFIX = 'farol_import_';

	/** Items per batch (a request of the admin screen). */
	public const BATCH = 50;

	/** Items per batch of a whole run (the command: no request time limit to stay under). */
	public const RUN_BATCH = 500;

	/** A source of at most this many items gets the exact dry run (each item planned) on the screen too. */
	public const SURVEY_EXACT = 500;

	/** Items of each kind a counted dry run plans, to show what cannot be carried. */
	public const SURVEY_SAMPLE = 50;

	/** Refused items kept in a report (the rest are counted). */
	private const MAX_REFUSED = 200;

	/**
	 * The importers, by id.
	 *
	 * @var array<string, Importer>
	 */
	private array $importers = array();

	/**
	 * What each source already carried.
	 *
	 * @var ImportMap
	 */
	private ImportMap $map;

	/**
	 * Creates the runner.
	 *
	 * @param Importer[] $importers The sources.
	 */
	public function __construct( array $importers ) {
		$this->map = new ImportMap();
		foreach ( $importers as $importer ) {
			$this->importers[ $importer->id() ] = $importer;
		}
	}

	/**
	 * The sources, by id.
	 *
	 * @return array<string, Importer>
	 */
	public function importers(): array {
		return $this->importers;
	}

	/**
	 * One source, or null.
	 *
	 * @param string $id The source's id.
	 */
	public function importer( string $id ): ?Importer {
		return $this->importers[ $id ] ?? null;
	}

	/**
	 * What a run would do; writes nothing.
	 *
	 * @param Importer $importer The source.
	 * @return array<string, mixed> The report (dry_run true).
	 */
	public function dry_run( Importer $importer ): array {
		$report = $this->fresh( $importer, true );
		while ( $report['offset'] < $report['total'] ) {
			$items = $importer->items( $report['offset'], self::BATCH );
			if ( array() === $items ) {
				break;
			}
			$map = $this->map->known( $importer->id(), array_column( $items, 'key' ) );
			foreach ( $items as $item ) {
				$report = $this->handle( $importer, $item, $report, $map, false );
			}
			$report['offset'] += count( $items );
		}
		$report['done']     = true;
		$report['finished'] = time();
		return $report;
	}

	/**
	 * The dry run the admin screen and `--dry-run` show, fast at any size: a source of at most
	 * SURVEY_EXACT items is planned item by item (dry_run()); a larger one is counted: found per
	 * kind from the source's aggregate counts (CountsKinds), already imported per kind from the
	 * mapping table, and what cannot be carried from the plans of the first SURVEY_SAMPLE items of
	 * each kind (`sampled` in the report; to create = found − already − refused in the sample).
	 * A large source that cannot count its kinds is reported by its total only. Writes nothing.
	 *
	 * @param Importer $importer The source.
	 * @return array<string, mixed> The report (dry_run true; `sampled` when counted).
	 */
	public function survey( Importer $importer ): array {
		$report = $this->fresh( $importer, true );
		if ( $report['total'] <= self::SURVEY_EXACT ) {
			return $this->dry_run( $importer );
		}
		$report['sampled'] = self::SURVEY_SAMPLE;
		$counts            = $importer instanceof CountsKinds ? $importer->counts() : array();
		$already           = array() === $counts ? array() : $this->map->kind_counts( $importer->id() );
		$sample            = $this->fresh( $importer, true );
		$offset            = 0;
		foreach ( array() === $counts ? array( '' => self::SURVEY_SAMPLE ) : $counts as $kind => $count ) {
			$items = $count > 0 ? $importer->items( $offset, min( $count, self::SURVEY_SAMPLE ) ) : array();
			$map   = $this->map->known( $importer->id(), array_column( $items, 'key' ) );
			foreach ( $items as $item ) {
				$sample = $this->handle( $importer, $item, $sample, $map, false );
			}
			$offset += $count;
			if ( '' === $kind ) {
				continue;
			}
			$refused                    = count( array_filter( $sample['refused'], static fn ( array $r ): bool => $r['kind'] === $kind ) );
			$report['found'][ $kind ]   = $count;
			$report['already'][ $kind ] = min( $count, $already[ $kind ] ?? 0 );
			$report['created'][ $kind ] = max( 0, $count - $report['already'][ $kind ] - $refused );
		}
		$report['refused']  = $sample['refused'];
		$report['notes']    = $sample['notes'];
		$report['done']     = true;
		$report['finished'] = time();
		return $report;
	}

	/**
	 * Imports the next batch, continuing the run under way or starting one.
	 *
	 * @param Importer $importer The source.
	 * @param int      $limit    Items in this batch.
	 * @return array<string, mixed> The run so far (done true after the last batch).
	 */
	public function step( Importer $importer, int $limit = self::BATCH ): array {
		$report = get_option( $this->option( 'progress', $importer ) );
		if ( ! is_array( $report ) || ( $report['source'] ?? '' ) !== $importer->id() ) {
			$report = $this->fresh( $importer, false );
		}
		$this->map->ready();
		$transaction = self::begin();
		try {
			$items = $importer->items( (int) $report['offset'], max( 1, $limit ) );
			$map   = $this->map->known( $importer->id(), array_column( $items, 'key' ) );
			$known = $map;
			foreach ( $items as $item ) {
				$report = $this->handle( $importer, $item, $report, $map, true );
			}
			if ( $importer instanceof BatchAware && array() !== $items ) {
				$importer->after_batch( $items );
			}
			if ( $importer instanceof BatchAware ) {
				// Recorded after the batch's writes and after_batch(), in one statement: a batch cut
				// short before this line is run again whole, and a batch-aware source writes
				// idempotently.
				$this->map->record_many( $importer->id(), array_diff_key( $map, $known ) );
			}
			$report['offset'] += count( $items );
			if ( array() === $items || $report['offset'] >= $report['total'] ) {
				$report['done']     = true;
				$report['finished'] = time();
				update_option( $this->option( 'report', $importer ), $report, false );
				delete_option( $this->option( 'progress', $importer ) );
				return $report;
			}
			update_option( $this->option( 'progress', $importer ), $report, false );
			return $report;
		} finally {
			if ( $transaction ) {
				$GLOBALS['wpdb']->query( 'COMMIT' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the batch's transaction.
			}
		}
	}

	/**
	 * Opens a transaction for a batch when the database can say it is not in one already
	 * (MariaDB's `@@in_transaction`): the batch's writes, its mapping and its progress are then
	 * committed together (one log flush per batch instead of one per row, and a batch cut short
	 * leaves nothing half done). Elsewhere (MySQL, SQLite, or a caller's open transaction, as in
	 * the tests) each statement commits on its own, as before.
	 *
	 * @return bool Whether a transaction was opened.
	 */
	private static function begin(): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$open     = $wpdb->get_var( 'SELECT @@in_transaction' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the connection's state, never cached.
		$wpdb->suppress_errors( $suppress );
		return '0' === $open && false !== $wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the batch's transaction.
	}

	/**
	 * Imports everything (batch after batch), e.g. from the command line.
	 *
	 * @param Importer      $importer The source.
	 * @param callable|null $progress Called with the report after each batch.
	 * @return array<string, mixed> The final report.
	 */
	public function run( Importer $importer, ?callable $progress = null ): array {
		do {
			$report = $this->step( $importer, self::RUN_BATCH );
			if ( null !== $progress ) {
				$progress( $report );
			}
		} while ( empty( $report['done'] ) );
		return $report;
	}

	/**
	 * The run under way, or null.
	 *
	 * @param Importer $importer The source.
	 * @return array<string, mixed>|null
	 */
	public function progress( Importer $importer ): ?array {
		$report = get_option( $this->option( 'progress', $importer ) );
		return is_array( $report ) ? $report : null;
	}

	/**
	 * The last finished run, or null.
	 *
	 * @param Importer $importer The source.
	 * @return array<string, mixed>|null
	 */
	public function last_report( Importer $importer ): ?array {
		$report = get_option( $this->option( 'report', $importer ) );
		return is_array( $report ) ? $report : null;
	}

	/**
	 * Source key → Farol id of everything earlier runs created (for tests and reports: a run
	 * never loads it whole).
	 *
	 * @param Importer $importer The source.
	 * @return array<string, string>
	 */
	public function map( Importer $importer ): array {
		return $this->map->all( $importer->id() );
	}

	/**
	 * What one item of a source became, or null (e.g. to answer the source's old links).
	 *
	 * @param string $source The source's id.
	 * @param string $key    The item's source key.
	 */
	public function target( string $source, string $key ): ?string {
		return $this->map->target( $source, $key );
	}

	/**
	 * Plans one item and, when importing, creates it and records its mapping (a batch-aware
	 * source's with the batch's).
	 *
	 * @param Importer                                      $importer The source.
	 * @param array{kind: string, key: string, data: mixed} $item     The item.
	 * @param array<string, mixed>                          $report   The run so far.
	 * @param array<string, string>                         $map      The batch's known keys (updated).
	 * @param bool                                          $write    Create (false: dry run).
	 * @return array<string, mixed> The run so far.
	 */
	private function handle( Importer $importer, array $item, array $report, array &$map, bool $write ): array {
		$kind                     = $item['kind'];
		$key                      = $item['key'];
		$report['found'][ $kind ] = ( $report['found'][ $kind ] ?? 0 ) + 1;
		if ( isset( $map[ $key ] ) ) {
			$report['already'][ $kind ] = ( $report['already'][ $kind ] ?? 0 ) + 1;
			return $report;
		}
		try {
			$plan = $importer->plan( $item );
			if ( empty( $plan['ok'] ) ) {
				return $this->refuse( $report, $item, (string) ( $plan['reason'] ?? '' ) );
			}
			if ( $write ) {
				$map[ $key ] = $importer->write( $item, $plan );
				if ( ! $importer instanceof BatchAware ) {
					// Recorded at once: a later item of the batch may look it up (a Flamingo
					// message its Contact Form 7 form).
					$this->map->record( $importer->id(), $key, $map[ $key ] );
				}
			}
		} catch ( Throwable $e ) {
			return $this->refuse( $report, $item, $e->getMessage() );
		}
		$report['created'][ $kind ] = ( $report['created'][ $kind ] ?? 0 ) + 1;
		$report['notes']            = array_values( array_unique( array_merge( $report['notes'], $plan['notes'] ?? array() ) ) );
		return $report;
	}

	/**
	 * Records a refused item.
	 *
	 * @param array<string, mixed>                          $report The run so far.
	 * @param array{kind: string, key: string, data: mixed} $item   The item.
	 * @param string                                        $reason Why.
	 * @return array<string, mixed>
	 */
	private function refuse( array $report, array $item, string $reason ): array {
		if ( count( $report['refused'] ) < self::MAX_REFUSED ) {
			$report['refused'][] = array(
				'kind'   => $item['kind'],
				'key'    => $item['key'],
				'reason' => $reason,
			);
		} else {
			++$report['refused_more'];
		}
		return $report;
	}

	/**
	 * An empty report.
	 *
	 * @param Importer $importer The source.
	 * @param bool     $dry_run  A dry run.
	 * @return array<string, mixed>
	 */
	private function fresh( Importer $importer, bool $dry_run ): array {
		return array(
			'source'       => $importer->id(),
			'dry_run'      => $dry_run,
			'done'         => false,
			'offset'       => 0,
			'total'        => $importer->detect() ? $importer->total() : 0,
			'found'        => array(),
			'created'      => array(),
			'already'      => array(),
			'refused'      => array(),
			'refused_more' => 0,
			'notes'        => array(),
			'started'      => time(),
			'finished'     => null,
		);
	}

	/**
	 * One of a source's options.
	 *
	 * @param string   $what     progress or report.
	 * @param Importer $importer The source.
	 */
	private function option( string $what, Importer $importer ): string {
		return self::OPTION_PREFIX . $what . '_' . str_replace( '-', '_', $importer->id() );
	}
}
