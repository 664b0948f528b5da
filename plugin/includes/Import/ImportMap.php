<?php
/**
 * What each importer already carried.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

/**
 * The only SQL of the mapping (ImportMapTable). A run looks up one batch's keys at a time and
 * adds the rows of the items it created once per batch, so memory and time per item stay flat however many items a
 * source holds (the first importers kept the whole mapping in one option rewritten after each
 * item: a run of 100,000 votes rewrote a growing array 100,000 times). Such an option, left by
 * an earlier release, is moved into the table the first time its source is read.
 */
final class ImportMap {

	/** Rows per INSERT when an old option is moved in. */
	private const CHUNK = 500;

	/**
	 * Creates the table unless it is there (a cheap option read when it is).
	 */
	public function ready(): void {
		( new ImportMapTable() )->maybe_upgrade();
	}

	/**
	 * Which of these keys earlier runs carried, and what they became.
	 *
	 * @param string   $source The source's id.
	 * @param string[] $keys   Source keys.
	 * @return array<string, string> Source key → target.
	 */
	public function known( string $source, array $keys ): array {
		global $wpdb;
		$keys = array_values( array_unique( array_map( 'strval', $keys ) ) );
		if ( array() === $keys ) {
			return array();
		}
		$this->ready();
		$this->adopt( $source );
		$table = ImportMapTable::name();
		$marks = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name of ours; one placeholder per key.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT source_key, target FROM {$table} WHERE source = %s AND source_key IN ({$marks})", array_merge( array( $source ), $keys ) ), ARRAY_A );
		return array_column( is_array( $rows ) ? $rows : array(), 'target', 'source_key' );
	}

	/**
	 * How many keys of each kind earlier runs carried (keys shaped `<kind>:<id>`), in one
	 * aggregate query.
	 *
	 * @param string $source The source's id.
	 * @return array<string, int> Kind → how many.
	 */
	public function kind_counts( string $source ): array {
		global $wpdb;
		$this->ready();
		$this->adopt( $source );
		$table = ImportMapTable::name();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT SUBSTRING_INDEX(source_key, ':', 1) AS kind, COUNT(*) AS n FROM {$table} WHERE source = %s GROUP BY kind", $source ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours; counted, never cached.
		return array_map( 'intval', array_column( is_array( $rows ) ? $rows : array(), 'n', 'kind' ) );
	}

	/**
	 * What one source key became, or null.
	 *
	 * @param string $source The source's id.
	 * @param string $key    The source key.
	 */
	public function target( string $source, string $key ): ?string {
		return $this->known( $source, array( $key ) )[ $key ] ?? null;
	}

	/**
	 * Records what an item became (a key recorded before is kept as it was).
	 *
	 * @param string $source The source's id.
	 * @param string $key    The source key.
	 * @param string $target What it became.
	 */
	public function record( string $source, string $key, string $target ): void {
		global $wpdb;
		$this->ready();
		$table = ImportMapTable::name();
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (source, source_key, target) VALUES (%s, %s, %s)", $source, $key, $target ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
	}

	/**
	 * Records what a batch's items became, in one statement (keys recorded before are kept).
	 *
	 * @param string                $source  The source's id.
	 * @param array<string, string> $targets Source key → what it became.
	 */
	public function record_many( string $source, array $targets ): void {
		global $wpdb;
		if ( array() === $targets ) {
			return;
		}
		$this->ready();
		$table = ImportMapTable::name();
		$rows  = array();
		foreach ( $targets as $key => $target ) {
			$rows[] = $wpdb->prepare( '(%s, %s, %s)', $source, (string) $key, $target );
		}
		foreach ( array_chunk( $rows, self::CHUNK ) as $chunk ) {
			$wpdb->query( "INSERT IGNORE INTO {$table} (source, source_key, target) VALUES " . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table name of ours; each row prepared above.
		}
	}

	/**
	 * Every mapping of a source (for reports and tests; a run never loads it whole).
	 *
	 * @param string $source The source's id.
	 * @return array<string, string>
	 */
	public function all( string $source ): array {
		global $wpdb;
		$this->ready();
		$this->adopt( $source );
		$table = ImportMapTable::name();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT source_key, target FROM {$table} WHERE source = %s ORDER BY source_key", $source ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		return array_column( is_array( $rows ) ? $rows : array(), 'target', 'source_key' );
	}

	/**
	 * The option an earlier release kept a source's mapping in.
	 *
	 * @param string $source The source's id.
	 */
	public static function legacy_option( string $source ): string {
		return ImportRunner::OPTION_PREFIX . 'map_' . str_replace( '-', '_', $source );
	}

	/**
	 * Moves a mapping an earlier release kept in an option into the table, then deletes the option.
	 *
	 * @param string $source The source's id.
	 */
	private function adopt( string $source ): void {
		global $wpdb;
		$option = self::legacy_option( $source );
		$old    = get_option( $option, null );
		if ( null === $old ) {
			return;
		}
		$table = ImportMapTable::name();
		$rows  = array();
		foreach ( is_array( $old ) ? $old : array() as $key => $target ) {
			if ( is_scalar( $target ) && strlen( (string) $key ) <= 150 ) {
				$rows[] = $wpdb->prepare( '(%s, %s, %s)', $source, (string) $key, substr( (string) $target, 0, 190 ) );
			}
		}
		foreach ( array_chunk( $rows, self::CHUNK ) as $chunk ) {
			$wpdb->query( "INSERT IGNORE INTO {$table} (source, source_key, target) VALUES " . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table name of ours; each row prepared above.
		}
		delete_option( $option );
	}
}
