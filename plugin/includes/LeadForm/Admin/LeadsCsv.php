<?php
/**
 * The Leads screen's CSV export.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Admin;

use Farol\LeadForm\Store\LeadsFilter;
use Farol\LeadForm\Store\LeadsQuery;
use Farol\Support\Csv\CsvExport;
use Farol\Support\Csv\CsvWriter;

/**
 * Writes the contacts or conversions a filter keeps as a CSV file Excel opens right in
 * Brazil (CsvWriter: BOM, `;`, formulas neutralised, times in the site's time zone), with
 * one header row.
 *
 * Rows are read and written in batches of BATCH (newest first, walking the primary key), and
 * the output is flushed after each batch, so an export of any size holds one batch in memory.
 */
final class LeadsCsv implements CsvExport {

	/**
	 * Rows read per query.
	 */
	public const BATCH = 500;

	/**
	 * Creates an export.
	 *
	 * @param LeadsQuery     $query     The store's reads.
	 * @param LeadsPresenter $presenter Form titles.
	 * @param string         $kind      contacts or conversions.
	 * @param LeadsFilter    $filter    What to export.
	 */
	public function __construct(
		private readonly LeadsQuery $query,
		private readonly LeadsPresenter $presenter,
		public readonly string $kind,
		private readonly LeadsFilter $filter
	) {
	}

	/**
	 * The file's name, dated with the site's day: `leads-contacts-2026-11-23.csv`.
	 */
	public function filename(): string {
		return sprintf( 'leads-%s-%s.csv', $this->kind, wp_date( 'Y-m-d' ) );
	}

	/**
	 * Writes the whole file to a stream.
	 *
	 * @param resource $out Writable stream (php://output when serving).
	 */
	public function write( $out ): void {
		CsvWriter::start( $out );
		CsvWriter::row( $out, 'contacts' === $this->kind ? $this->contact_header() : $this->conversion_header() );
		$below = PHP_INT_MAX;
		do {
			$rows = 'contacts' === $this->kind
				? $this->query->contacts_batch( $this->filter, $below, self::BATCH )
				: $this->query->conversions_batch( $this->filter, $below, self::BATCH );
			foreach ( $rows as $row ) {
				CsvWriter::row( $out, 'contacts' === $this->kind ? $this->contact_cells( $row ) : $this->conversion_cells( $row ) );
				$below = (int) $row['id'];
			}
			fflush( $out );
			$full = count( $rows ) === self::BATCH;
		} while ( $full );
	}

	/**
	 * The contacts' header row.
	 *
	 * @return list<string>
	 */
	private function contact_header(): array {
		return array(
			__( 'ID', 'farol' ),
			__( 'Email', 'farol' ),
			__( 'Name', 'farol' ),
			__( 'Conversions', 'farol' ),
			__( 'First conversion', 'farol' ),
			__( 'Last conversion', 'farol' ),
			__( 'Last form', 'farol' ),
			__( 'Consent', 'farol' ),
			__( 'Consent given at', 'farol' ),
			__( 'Fields', 'farol' ),
		);
	}

	/**
	 * One contact's cells.
	 *
	 * @param array<string,mixed> $row Contacts row.
	 * @return list<string>
	 */
	private function contact_cells( array $row ): array {
		return array(
			(string) $row['id'],
			(string) $row['email'],
			(string) $row['name'],
			(string) $row['conversions_count'],
			CsvWriter::local_time( $row['first_conversion_at'] ),
			CsvWriter::local_time( $row['last_conversion_at'] ),
			$this->presenter->title( (int) $row['last_form_id'] ),
			(string) ( $row['consent_text'] ?? '' ),
			CsvWriter::local_time( $row['consent_at'] ?? null ),
			self::values( $row['fields'] ?? '' ),
		);
	}

	/**
	 * The conversions' header row.
	 *
	 * @return list<string>
	 */
	private function conversion_header(): array {
		return array(
			__( 'ID', 'farol' ),
			__( 'Date', 'farol' ),
			__( 'Form', 'farol' ),
			__( 'Email', 'farol' ),
			__( 'Name', 'farol' ),
			__( 'Page', 'farol' ),
			__( 'Domain', 'farol' ),
			__( 'Traffic source', 'farol' ),
			__( 'UTM data', 'farol' ),
			__( 'Client ID', 'farol' ),
			__( 'Forwarding', 'farol' ),
			__( 'Attempts', 'farol' ),
			__( 'Last error', 'farol' ),
			__( 'Fields', 'farol' ),
		);
	}

	/**
	 * One conversion's cells.
	 *
	 * @param array<string,mixed> $row Conversions row with the contact's name.
	 * @return list<string>
	 */
	private function conversion_cells( array $row ): array {
		return array(
			(string) $row['id'],
			CsvWriter::local_time( $row['created_at'] ),
			$this->presenter->title( (int) $row['form_id'] ),
			(string) $row['email'],
			(string) ( $row['name'] ?? '' ),
			(string) $row['conversion_url'],
			(string) $row['conversion_domain'],
			(string) $row['traffic_source'],
			(string) $row['c_utmz'],
			(string) $row['client_id'],
			(string) $row['forward_status'],
			(string) $row['forward_attempts'],
			(string) ( $row['forward_error'] ?? '' ),
			self::values( $row['payload'] ?? '' ),
		);
	}

	/**
	 * Submitted values in one cell, a `name: value` line each (lists comma-separated).
	 *
	 * @param mixed $json JSON object column.
	 */
	private static function values( mixed $json ): string {
		$values = is_string( $json ) ? json_decode( $json, true ) : null;
		if ( ! is_array( $values ) ) {
			return '';
		}
		$lines = array();
		foreach ( $values as $name => $value ) {
			if ( is_bool( $value ) ) {
				$value = $value ? 'true' : 'false';
			} elseif ( is_array( $value ) ) {
				$value = implode( ', ', array_map( static fn( $item ): string => is_scalar( $item ) ? (string) $item : (string) wp_json_encode( $item ), $value ) );
			}
			$lines[] = $name . ': ' . ( is_scalar( $value ) || null === $value ? (string) $value : (string) wp_json_encode( $value ) );
		}
		return implode( "\n", $lines );
	}
}
