<?php
/**
 * A member's votes or ratings, as personal data.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Store;

use Closure;
use Farol\Support\Privacy\PersonalData;
use Farol\Support\Privacy\PersonalDataSource;

/**
 * The rows a member left in a table keyed by voter (`u:{id}`; comment votes, post ratings), for
 * core's privacy tools: found by the member whose account has the address (a guest's voter key
 * is a keyed hash of the network address, tied to no e-mail, so nothing of a guest is found).
 * Exported with what was voted on, the value and the date; erased by anonymising: the voter
 * becomes `erased:<row id>`, so the counts and averages others see stay right and nothing ties
 * the row to the person any more.
 */
final class VoterPersonalData implements PersonalDataSource {

	/**
	 * Rows a page.
	 */
	public const PAGE_SIZE = 200;

	/**
	 * Creates the source of one table.
	 *
	 * @param string  $id      The source's key.
	 * @param Closure $label   Answers the group's name, translated.
	 * @param Closure $table   Answers the full table name.
	 * @param string  $subject The column naming what was voted on (comment_id, post_id).
	 * @param string  $value   The column of the vote's value.
	 */
	public function __construct(
		private readonly string $id,
		private readonly Closure $label,
		private readonly Closure $table,
		private readonly string $subject,
		private readonly string $value
	) {
	}

	/**
	 * The source's key.
	 */
	public function id(): string {
		return $this->id;
	}

	/**
	 * The group's name.
	 */
	public function label(): string {
		return (string) ( $this->label )();
	}

	/**
	 * One page of the member's rows.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1.
	 * @return array{items: list<array{id: string, data: array<string, string>}>, done: bool}
	 */
	public function export( string $email, int $page ): array {
		return PersonalData::page(
			$this->rows( $email, self::PAGE_SIZE + 1, self::PAGE_SIZE * ( $page - 1 ) ),
			self::PAGE_SIZE,
			fn ( array $row ): array => array(
				'id'   => (string) $row['id'],
				'data' => array(
					__( 'On', 'farol' )    => 'comment_id' === $this->subject ? (string) get_comment_link( (int) $row['subject'] ) : (string) get_permalink( (int) $row['subject'] ),
					__( 'Value', 'farol' ) => (string) $row['value'],
					__( 'Date', 'farol' )  => (string) $row['created_at'],
				),
			)
		);
	}

	/**
	 * Anonymises one page of the member's rows.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page (each page takes what is left).
	 * @return array{removed: int, retained: int, messages: list<string>, done: bool}
	 */
	public function erase( string $email, int $page ): array {
		unset( $page );
		global $wpdb;
		$rows = $this->rows( $email, self::PAGE_SIZE + 1, 0 );
		$done = 0;
		foreach ( array_slice( $rows, 0, self::PAGE_SIZE ) as $row ) {
			// One row at a time: the new key is unique per row (the table's UNIQUE key holds).
			$done += (int) $wpdb->update( ( $this->table )(), array( 'voter' => 'erased:' . $row['id'] ), array( 'id' => (int) $row['id'] ), array( '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
		}
		return PersonalData::erased( $done, count( $rows ) <= self::PAGE_SIZE );
	}

	/**
	 * The member's rows, oldest first.
	 *
	 * @param string $email  The address.
	 * @param int    $limit  Most rows.
	 * @param int    $offset Rows skipped.
	 * @return list<array<string, mixed>>
	 */
	private function rows( string $email, int $limit, int $offset ): array {
		global $wpdb;
		$user = PersonalData::user_id( $email );
		if ( 0 === $user ) {
			return array();
		}
		$table = ( $this->table )();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table and column names of ours.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, {$this->subject} AS subject, {$this->value} AS value, created_at FROM {$table} WHERE voter = %s ORDER BY id LIMIT %d OFFSET %d", 'u:' . $user, $limit, $offset ), ARRAY_A );
		return is_array( $rows ) ? array_values( $rows ) : array();
	}
}
