<?php
/**
 * The cities table's queries.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm;

/**
 * The only place that reads or writes the cities table.
 *
 * Every row keeps, beside the name, its search key: the name folded to lowercase ASCII
 * (`fold()`), so one indexed LIKE finds "São Paulo" for "sao pa", "SÃO" or "Sao". A search
 * folds its term the same way. Works on MariaDB and on SQLite (the Playground runtime).
 */
final class CityRepository {

	// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a custom table has no WordPress API and its answers are cached over HTTP; only the table name is interpolated, every value goes through prepare().

	/**
	 * Rows per INSERT of an import.
	 */
	private const BATCH = 500;

	/**
	 * Full table name.
	 *
	 * @var string|null
	 */
	private ?string $table;

	/**
	 * Creates the repository.
	 *
	 * @param string|null $table Full table name; the site's `{prefix}farol_cities` by default.
	 */
	public function __construct( ?string $table = null ) {
		$this->table = $table;
	}

	/**
	 * The full table name.
	 */
	public function table(): string {
		global $wpdb;
		// Read at each call: on a network the current site's prefix changes with switch_to_blog().
		return $this->table ?? $wpdb->prefix . 'farol_cities';
	}

	/**
	 * Folds a name or a search term into the search key: accents removed, lowercase ASCII,
	 * runs of spaces made one, trimmed.
	 *
	 * @param string $text Name or term.
	 */
	public static function fold( string $text ): string {
		// An explicit locale: remove_accents() spells some letters differently for German,
		// Danish, Catalan and Serbian sites, and the key must not depend on the site's language.
		$ascii = strtolower( remove_accents( $text, 'en_US' ) );
		return trim( (string) preg_replace( '/\s+/', ' ', $ascii ) );
	}

	/**
	 * Cities whose name contains the term: those whose name starts with it first, then the
	 * others, each group in alphabetical order.
	 *
	 * @param string      $term  What the visitor typed.
	 * @param string|null $state A state acronym to keep to, or null for every state.
	 * @param int         $limit Most cities returned.
	 * @return list<array{id:int,name:string,state:string}>
	 */
	public function search( string $term, ?string $state, int $limit ): array {
		global $wpdb;
		$key = $wpdb->esc_like( self::fold( $term ) );
		if ( '' === $key || $limit < 1 ) {
			return array();
		}
		// Ids first, from the search index alone (it holds the key and the id, in order), then
		// the rows of those ids: a scan of the whole index for the names containing the term
		// costs a fifth of a scan that also reads every row's name and state.
		$state_sql = null === $state ? '' : $wpdb->prepare( ' AND state = %s', $state );
		$ids       = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT id FROM {$this->table()} WHERE search_name LIKE %s{$state_sql} ORDER BY search_name, id LIMIT %d",
				$key . '%',
				$limit
			)
		);
		if ( count( $ids ) < $limit ) {
			$ids = array_merge(
				$ids,
				$wpdb->get_col(
					$wpdb->prepare(
						"SELECT id FROM {$this->table()} WHERE search_name LIKE %s AND search_name NOT LIKE %s{$state_sql} ORDER BY search_name, id LIMIT %d",
						'%' . $key . '%',
						$key . '%',
						$limit - count( $ids )
					)
				)
			);
		}
		if ( array() === $ids ) {
			return array();
		}
		$ids  = array_map( 'intval', $ids );
		$rows = $wpdb->get_results(
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- integers.
			"SELECT id, name, state FROM {$this->table()} WHERE id IN (" . implode( ',', $ids ) . ')',
			ARRAY_A
		);
		$by_id = array_column( array_map( array( self::class, 'city' ), $rows ), null, 'id' );
		return array_values( array_filter( array_map( static fn( int $id ): ?array => $by_id[ $id ] ?? null, $ids ) ) );
	}

	/**
	 * The city with this IBGE code, or null.
	 *
	 * @param int $id IBGE code.
	 * @return array{id:int,name:string,state:string}|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, name, state FROM {$this->table()} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? self::city( $row ) : null;
	}

	/**
	 * How many cities the table holds.
	 */
	public function count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$this->table()}" );
	}

	/**
	 * Makes the table hold exactly these cities: every row deleted, then the cities inserted
	 * a batch at a time.
	 *
	 * @param list<array{id:int,name:string,state:string}> $cities The cities.
	 * @return bool Whether every statement succeeded.
	 */
	public function replace_all( array $cities ): bool {
		global $wpdb;
		$ok = false !== $wpdb->query( "DELETE FROM {$this->table()}" );
		foreach ( array_chunk( $cities, self::BATCH ) as $batch ) {
			$values = array();
			foreach ( $batch as $city ) {
				$values[] = $wpdb->prepare( '(%d, %s, %s, %s)', $city['id'], $city['name'], $city['state'], self::fold( $city['name'] ) );
			}
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- rows prepared above.
			$ok = false !== $wpdb->query( "INSERT INTO {$this->table()} (id, name, state, search_name) VALUES " . implode( ', ', $values ) ) && $ok;
		}
		return $ok;
	}

	/**
	 * A row as the API shows a city.
	 *
	 * @param array<string,mixed> $row Database row.
	 * @return array{id:int,name:string,state:string}
	 */
	private static function city( array $row ): array {
		return array(
			'id'    => (int) $row['id'],
			'name'  => (string) $row['name'],
			'state' => (string) $row['state'],
		);
	}
}
