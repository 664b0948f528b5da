<?php
/**
 * Writes and reads of the conversions table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Store;

/**
 * Every accepted submission is one row of the conversions table.
 *
 * Idempotency rests on the table's UNIQUE(form_id, idempotency_key), not on a look-up
 * before the insert: two requests with the same key racing each other both try the INSERT,
 * the database keeps one, and the loser reads the winner's row back (with the winner's
 * payload_hash, which the service compares with its own). A conversion without a key (NULL)
 * is never a duplicate. Plain INSERT and SELECT only, so the same SQL runs on
 * MariaDB and on the SQLite integration of the Playground runtime.
 */
final class ConversionRepository {

	/**
	 * Stores a conversion unless one with the same form and idempotency key exists.
	 *
	 * @param array{form_id: int, idempotency_key: ?string, payload_hash?: ?string, variant: string, email: string, payload: array<string,mixed>, conversion_url: string, conversion_domain: string, traffic_source: string, c_utmz: string, client_id: string, consent_text: ?string, consent_at: ?string} $row The conversion.
	 * @return array{id: int, uuid: string, created: bool, row: array<string,mixed>}|null The stored row (created false when it was there already); null when the database refused it.
	 */
	public function insert( array $row ): ?array {
		global $wpdb;
		$uuid = wp_generate_uuid4();
		$data = array(
			'uuid'              => $uuid,
			'form_id'           => $row['form_id'],
			'contact_id'        => 0,
			'idempotency_key'   => $row['idempotency_key'],
			'payload_hash'      => $row['payload_hash'] ?? null,
			'variant'           => $row['variant'],
			'email'             => $row['email'],
			'payload'           => (string) wp_json_encode( $row['payload'], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
			'conversion_url'    => $row['conversion_url'],
			'conversion_domain' => $row['conversion_domain'],
			'traffic_source'    => $row['traffic_source'],
			'c_utmz'            => $row['c_utmz'],
			'client_id'         => $row['client_id'],
			'consent_text'      => $row['consent_text'],
			'consent_at'        => $row['consent_at'],
			'created_at'        => gmdate( 'Y-m-d H:i:s' ),
			'forward_status'    => 'none',
		);

		// A duplicate key is an expected outcome here, not an error to print.
		$suppressed = $wpdb->suppress_errors( true );
		$inserted   = $wpdb->insert( LeadsTables::conversions(), $data ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
		$wpdb->suppress_errors( $suppressed );

		if ( false !== $inserted ) {
			$stored = $this->find_by_uuid( $uuid );
			return null === $stored ? null : array(
				'id'      => (int) $stored['id'],
				'uuid'    => $uuid,
				'created' => true,
				'row'     => $stored,
			);
		}
		if ( null === $row['idempotency_key'] ) {
			return null;
		}
		$existing = $this->find_by_key( $row['form_id'], $row['idempotency_key'] );
		return null === $existing ? null : array(
			'id'      => (int) $existing['id'],
			'uuid'    => (string) $existing['uuid'],
			'created' => false,
			'row'     => $existing,
		);
	}

	/**
	 * The conversion of a form with an idempotency key.
	 *
	 * @param int    $form_id Form id.
	 * @param string $key     Idempotency key.
	 * @return array<string,mixed>|null The row.
	 */
	public function find_by_key( int $form_id, string $key ): ?array {
		global $wpdb;
		$table = LeadsTables::conversions();
		$row   = $wpdb->get_row( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table; never cached, a retry must see the first request's row.
			$wpdb->prepare( "SELECT * FROM {$table} WHERE form_id = %d AND idempotency_key = %s", $form_id, $key ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
			ARRAY_A
		);
		return is_array( $row ) ? $row : null;
	}

	/**
	 * A conversion by its public uuid.
	 *
	 * @param string $uuid UUID.
	 * @return array<string,mixed>|null The row.
	 */
	public function find_by_uuid( string $uuid ): ?array {
		global $wpdb;
		$table = LeadsTables::conversions();
		$row   = $wpdb->get_row( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
			$wpdb->prepare( "SELECT * FROM {$table} WHERE uuid = %s", $uuid ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
			ARRAY_A
		);
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Links a conversion to its contact.
	 *
	 * @param int $id         Conversion id.
	 * @param int $contact_id Contact id.
	 */
	public function set_contact( int $id, int $contact_id ): void {
		global $wpdb;
		$wpdb->update( LeadsTables::conversions(), array( 'contact_id' => $contact_id ), array( 'id' => $id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
	}

	/**
	 * Every conversion of an e-mail address, oldest first (personal-data export and erasure).
	 *
	 * @param string $email E-mail address (compared case-insensitively).
	 * @param int    $limit Most rows.
	 * @param int    $after Only rows with a greater id (paging).
	 * @return list<array<string,mixed>> Rows.
	 */
	public function for_email( string $email, int $limit, int $after = 0 ): array {
		global $wpdb;
		$table = LeadsTables::conversions();
		$rows  = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
			$wpdb->prepare(
				"SELECT * FROM {$table} WHERE LOWER(email) = %s AND id > %d ORDER BY id ASC LIMIT %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
				strtolower( trim( $email ) ),
				$after,
				$limit
			),
			ARRAY_A
		);
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * Deletes conversions by id.
	 *
	 * @param int[] $ids Conversion ids.
	 * @return int Rows deleted.
	 */
	public function delete( array $ids ): int {
		global $wpdb;
		$deleted = 0;
		foreach ( $ids as $id ) {
			$deleted += (int) $wpdb->delete( LeadsTables::conversions(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
		}
		return $deleted;
	}

	/**
	 * How many conversions a form has (tests and the bench's check).
	 *
	 * @param int $form_id Form id.
	 */
	public function count_for_form( int $form_id ): int {
		global $wpdb;
		$table = LeadsTables::conversions();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE form_id = %d", $form_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the store's own table.
	}

	/**
	 * How many conversions a form holds per idempotency key ('' for none) — the load bench's
	 * check that every key was stored exactly once.
	 *
	 * @param int $form_id Form id.
	 * @return array<string,int>
	 */
	public function key_counts( int $form_id ): array {
		global $wpdb;
		$table  = LeadsTables::conversions();
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT idempotency_key, COUNT(*) AS n FROM {$table} WHERE form_id = %d GROUP BY idempotency_key", $form_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the store's own table.
		$counts = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$counts[ (string) $row['idempotency_key'] ] = (int) $row['n'];
		}
		return $counts;
	}

	/**
	 * The distinct e-mail addresses of a form's conversions.
	 *
	 * @param int $form_id Form id.
	 * @return list<string>
	 */
	public function emails_for_form( int $form_id ): array {
		global $wpdb;
		$table = LeadsTables::conversions();
		return array_values( array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT email FROM {$table} WHERE form_id = %d", $form_id ) ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the store's own table.
	}

	/**
	 * Deletes every conversion of a form.
	 *
	 * @param int $form_id Form id.
	 * @return int Rows deleted.
	 */
	public function delete_for_form( int $form_id ): int {
		global $wpdb;
		return (int) $wpdb->delete( LeadsTables::conversions(), array( 'form_id' => $form_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
	}
}
