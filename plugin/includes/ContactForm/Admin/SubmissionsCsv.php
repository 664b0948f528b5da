<?php
/**
 * The inbox's CSV export.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Admin;

use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Support\Csv\CsvExport;
use Farol\Support\Csv\CsvWriter;

/**
 * One contact form's submissions as a CSV file (CsvWriter: UTF-8 BOM, `;`, formulas
 * neutralised, times in the site's time zone): ID, date, status, mail, then one column per
 * field of the form, labelled as in the form (a file field lists its files' names), and a
 * last column with the values of fields the form no longer has, a `name: value` line each.
 *
 * Rows are read in batches of BATCH, newest first, and flushed after each batch.
 */
final class SubmissionsCsv implements CsvExport {

	/**
	 * Rows read per query.
	 */
	public const BATCH = 500;

	/**
	 * Creates an export.
	 *
	 * @param SubmissionRepository                          $submissions The store.
	 * @param SubmissionPresenter                           $presenter   Labels.
	 * @param array{form:int,status?:string,search?:string} $filter      What to export.
	 */
	public function __construct(
		private readonly SubmissionRepository $submissions,
		private readonly SubmissionPresenter $presenter,
		private readonly array $filter
	) {
	}

	/**
	 * The file's name, dated with the site's day: `contact-submissions-12-2026-11-23.csv`.
	 */
	public function filename(): string {
		return sprintf( 'contact-submissions-%d-%s.csv', $this->filter['form'], wp_date( 'Y-m-d' ) );
	}

	/**
	 * Writes the whole file to a stream.
	 *
	 * @param resource $out Writable stream.
	 */
	public function write( $out ): void {
		$labels = $this->presenter->labels( $this->filter['form'] );
		CsvWriter::start( $out );
		CsvWriter::row(
			$out,
			array_merge(
				array( __( 'ID', 'farol' ), __( 'Date', 'farol' ), __( 'Status', 'farol' ), __( 'Mail', 'farol' ) ),
				array_values( $labels ),
				array( __( 'Other fields', 'farol' ) )
			)
		);
		$below = PHP_INT_MAX;
		do {
			$rows = $this->submissions->batch( $this->filter, $below, self::BATCH );
			foreach ( $rows as $row ) {
				CsvWriter::row( $out, $this->cells( $row, $labels ) );
				$below = (int) $row['id'];
			}
			fflush( $out );
			$full = count( $rows ) === self::BATCH;
		} while ( $full );
	}

	/**
	 * One submission's cells.
	 *
	 * @param array<string,mixed>  $row    Stored submission.
	 * @param array<string,string> $labels The form's labels by field name.
	 * @return list<string>
	 */
	private function cells( array $row, array $labels ): array {
		$cells = array( (string) $row['id'], CsvWriter::local_time( $row['created_at'] ), (string) $row['status'], (string) $row['mail_status'] );
		foreach ( array_keys( $labels ) as $name ) {
			$cells[] = isset( $row['files'][ $name ] ) && is_array( $row['files'][ $name ] )
				? implode( ', ', array_map( static fn ( $entry ): string => is_array( $entry ) ? (string) ( $entry['name'] ?? '' ) : '', $row['files'][ $name ] ) )
				: SubmissionPresenter::text( $row['fields'][ $name ] ?? '' );
		}
		$other = array();
		foreach ( array_diff_key( $row['fields'], $labels ) as $name => $value ) {
			$other[] = $name . ': ' . SubmissionPresenter::text( $value );
		}
		$cells[] = implode( "\n", $other );
		return $cells;
	}
}
