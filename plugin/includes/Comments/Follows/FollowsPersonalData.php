<?php
/**
 * The follows' personal data.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Follows;

use Farol\Support\Privacy\PersonalData;
use Farol\Support\Privacy\PersonalDataSource;

/**
 * The follows of an address, for core's privacy tools: those it makes (the member whose account
 * has the address, or follows mailed to it) and those of the author it names (a follow is keyed
 * by the followed author's e-mail and keeps their name). Exported with who is followed or
 * follows, and when; erased outright: a follow of the author cannot be kept without the author's
 * address, so a follower of an erased author stops being mailed about them.
 */
final class FollowsPersonalData implements PersonalDataSource {

	/**
	 * The source's key.
	 */
	public function id(): string {
		return 'comment-follows';
	}

	/**
	 * The group's name.
	 */
	public function label(): string {
		return __( 'Comment follows', 'farol' );
	}

	/**
	 * Every follow of the address (a person follows few authors; one page).
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1.
	 * @return array{items: list<array{id: string, data: array<string, string>}>, done: bool}
	 */
	public function export( string $email, int $page ): array {
		global $wpdb;
		$items = array();
		if ( 1 === $page ) {
			$table = FollowsTable::name();
			$rows  = (array) $wpdb->get_results( "SELECT id, follower_email, followed_email, followed_name, created_at FROM {$table} WHERE " . $this->where( $email ) . ' ORDER BY id', ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- a table name of ours; where() is prepared.
			foreach ( $rows as $row ) {
				$followed = $email === (string) $row['followed_email'];
				$items[]  = array(
					'id'   => (string) $row['id'],
					'data' => $followed
						? array(
							__( 'Followed by', 'farol' ) => __( 'A member', 'farol' ),
							__( 'Your name', 'farol' )   => (string) $row['followed_name'],
							__( 'Since', 'farol' )       => (string) $row['created_at'],
						)
						: array(
							__( 'You follow', 'farol' ) => (string) $row['followed_name'],
							__( 'Since', 'farol' )      => (string) $row['created_at'],
						),
				);
			}
		}
		return array(
			'items' => $items,
			'done'  => true,
		);
	}

	/**
	 * Deletes the follows.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page (one page deletes all).
	 * @return array{removed: int, retained: int, messages: list<string>, done: bool}
	 */
	public function erase( string $email, int $page ): array {
		unset( $page );
		global $wpdb;
		++FollowStore::$writes;
		$table = FollowsTable::name();
		$gone  = (int) $wpdb->query( "DELETE FROM {$table} WHERE " . $this->where( $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- a table name of ours; where() is prepared.
		return PersonalData::erased( $gone );
	}

	/**
	 * The follows made by the address or its member, and those of the author it names, prepared.
	 *
	 * @param string $email The address.
	 */
	private function where( string $email ): string {
		global $wpdb;
		$user   = PersonalData::user_id( $email );
		$member = $user > 0 ? (string) $wpdb->prepare( ' OR follower_user_id = %d', $user ) : '';
		return '(' . (string) $wpdb->prepare( 'follower_email = %s OR followed_email = %s', $email, $email ) . $member . ')';
	}
}
