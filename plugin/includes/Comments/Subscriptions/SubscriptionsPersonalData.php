<?php
/**
 * The subscriptions' personal data.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Support\Privacy\PersonalData;
use Farol\Support\Privacy\PersonalDataSource;

/**
 * The comment subscriptions of an address, for core's privacy tools: the rows with that e-mail
 * and those of the member whose account has it. Exported with the post, type, state and dates;
 * erased outright (no notification goes to the address afterwards).
 */
final class SubscriptionsPersonalData implements PersonalDataSource {

	/**
	 * Rows a page.
	 */
	public const PAGE_SIZE = 100;

	/**
	 * The source's key.
	 */
	public function id(): string {
		return 'comment-subscriptions';
	}

	/**
	 * The group's name.
	 */
	public function label(): string {
		return __( 'Comment subscriptions', 'farol' );
	}

	/**
	 * One page of the subscriptions.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1.
	 * @return array{items: list<array{id: string, data: array<string, string>}>, done: bool}
	 */
	public function export( string $email, int $page ): array {
		global $wpdb;
		$table = SubscriptionsTable::name();
		$rows  = (array) $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
			$wpdb->prepare(
				"SELECT id, post_id, type, confirmed, created_at, confirmed_at FROM {$table} WHERE " . $this->where( $email ) . ' ORDER BY id LIMIT %d OFFSET %d', // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- a table name of ours; where() is prepared.
				self::PAGE_SIZE + 1,
				self::PAGE_SIZE * ( $page - 1 )
			),
			ARRAY_A
		);
		return PersonalData::page(
			$rows,
			self::PAGE_SIZE,
			static fn ( array $row ): array => array(
				'id'   => (string) $row['id'],
				'data' => array(
					__( 'Post', 'farol' )         => get_the_title( (int) $row['post_id'] ),
					__( 'Address', 'farol' )      => (string) get_permalink( (int) $row['post_id'] ),
					__( 'Type', 'farol' )         => (string) $row['type'],
					__( 'Confirmed', 'farol' )    => '1' === (string) $row['confirmed'] ? __( 'Yes', 'farol' ) : __( 'No', 'farol' ),
					__( 'Created at', 'farol' )   => (string) $row['created_at'],
					__( 'Confirmed at', 'farol' ) => (string) ( $row['confirmed_at'] ?? '' ),
				),
			)
		);
	}

	/**
	 * Deletes the subscriptions.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page (each page deletes what is left).
	 * @return array{removed: int, retained: int, messages: list<string>, done: bool}
	 */
	public function erase( string $email, int $page ): array {
		unset( $page );
		global $wpdb;
		$table = SubscriptionsTable::name();
		$gone  = (int) $wpdb->query( "DELETE FROM {$table} WHERE " . $this->where( $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- a table name of ours; where() is prepared.
		return PersonalData::erased( $gone );
	}

	/**
	 * The rows of the address or of its member, prepared.
	 *
	 * @param string $email The address.
	 */
	private function where( string $email ): string {
		global $wpdb;
		$user = PersonalData::user_id( $email );
		return $user > 0
			? (string) $wpdb->prepare( '(email = %s OR user_id = %d)', $email, $user )
			: (string) $wpdb->prepare( 'email = %s', $email );
	}
}
