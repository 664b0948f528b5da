<?php
/**
 * The follows' repository.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Follows;

/**
 * The only SQL of follows (FollowsTable): follow or unfollow an author, list a member's follows a
 * page at a time, the followers of an author, cancel one follow of its follower, erase the
 * follows mailed to an address. Authors are keyed by their comments' e-mail in lower case.
 */
final class FollowStore {

	/**
	 * Bumped by every write, so what a reader kept for this request is read again.
	 *
	 * @var int
	 */
	public static int $writes = 0;

	/**
	 * Whether a member follows an author.
	 *
	 * @param int    $follower Member id.
	 * @param string $email    The author's e-mail.
	 */
	public function follows( int $follower, string $email ): bool {
		global $wpdb;
		$table = FollowsTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our table; a live answer.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE follower_user_id = %d AND followed_email = %s", $follower, self::key( $email ) ) );
	}

	/**
	 * Every author e-mail a member follows (the page's buttons read them once).
	 *
	 * @param int $follower Member id.
	 * @return list<string>
	 */
	public function followed_emails( int $follower ): array {
		global $wpdb;
		$table = FollowsTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT followed_email FROM {$table} WHERE follower_user_id = %d", $follower ) ) );
	}

	/**
	 * Follows an author (nothing when already followed).
	 *
	 * @param int    $follower       Member id.
	 * @param string $follower_email The member's e-mail.
	 * @param int    $followed_user  The author's user id (0 for a guest author).
	 * @param string $followed_email The author's e-mail.
	 * @param string $followed_name  The author's name, as their comment shows it.
	 */
	public function add( int $follower, string $follower_email, int $followed_user, string $followed_email, string $followed_name ): void {
		global $wpdb;
		++self::$writes;
		$table = FollowsTable::name();
		// INSERT IGNORE: a second click racing the first finds the UNIQUE key and does nothing.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (follower_user_id, follower_email, followed_user_id, followed_email, followed_name, created_at) VALUES (%d, %s, %d, %s, %s, %s)", $follower, self::key( $follower_email ), $followed_user, self::key( $followed_email ), mb_substr( $followed_name, 0, 250 ), current_time( 'mysql', true ) ) );
	}

	/**
	 * Adds a follow carried over from another system (the importer) with the key its mailed
	 * links carry, unless the member follows that author already (kept as it is).
	 *
	 * @param int    $follower       Member id.
	 * @param string $follower_email The member's e-mail.
	 * @param int    $followed_user  The author's user id (0 for a guest author).
	 * @param string $followed_email The author's e-mail.
	 * @param string $followed_name  The author's name.
	 * @param string $legacy_key     The source's key for the follow (32 hex), or ''.
	 */
	public function import( int $follower, string $follower_email, int $followed_user, string $followed_email, string $followed_name, string $legacy_key ): void {
		global $wpdb;
		++self::$writes;
		$table = FollowsTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (follower_user_id, follower_email, followed_user_id, followed_email, followed_name, created_at, legacy_key) VALUES (%d, %s, %d, %s, %s, %s, %s)", $follower, self::key( $follower_email ), $followed_user, self::key( $followed_email ), mb_substr( $followed_name, 0, 250 ), current_time( 'mysql', true ), 1 === preg_match( '/^[a-f0-9]{32}$/', $legacy_key ) ? $legacy_key : '' ) );
	}

	/**
	 * The id and followed author's name of the imported follow whose source key this is, or null.
	 *
	 * @param string $legacy_key The source's key (32 hex).
	 * @return array{id: int, followed_name: string}|null
	 */
	public function find_imported( string $legacy_key ): ?array {
		global $wpdb;
		if ( 1 !== preg_match( '/^[a-f0-9]{32}$/', $legacy_key ) ) {
			return null;
		}
		$table = FollowsTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT id, followed_name FROM {$table} WHERE legacy_key = %s LIMIT 1", $legacy_key ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
		return is_array( $row ) ? array(
			'id'            => (int) $row['id'],
			'followed_name' => (string) $row['followed_name'],
		) : null;
	}

	/**
	 * Stops following an author.
	 *
	 * @param int    $follower Member id.
	 * @param string $email    The author's e-mail.
	 */
	public function remove( int $follower, string $email ): void {
		global $wpdb;
		++self::$writes;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
		$wpdb->delete(
			FollowsTable::name(),
			array(
				'follower_user_id' => $follower,
				'followed_email'   => self::key( $email ),
			),
			array( '%d', '%s' )
		);
	}

	/**
	 * Cancels one follow of its follower; false when the id is not one of theirs.
	 *
	 * @param int $id       Follow id.
	 * @param int $follower Member id.
	 */
	public function cancel( int $id, int $follower ): bool {
		global $wpdb;
		++self::$writes;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
		return 1 === (int) $wpdb->delete(
			FollowsTable::name(),
			array(
				'id'               => $id,
				'follower_user_id' => $follower,
			),
			array( '%d', '%d' )
		);
	}

	/**
	 * Cancels one follow by its id alone (the mail's signed link names it).
	 *
	 * @param int $id Follow id.
	 */
	public function cancel_id( int $id ): bool {
		global $wpdb;
		++self::$writes;
		return 1 === (int) $wpdb->delete( FollowsTable::name(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
	}

	/**
	 * The followers of an author.
	 *
	 * @param string $email The author's e-mail.
	 * @return list<array{id: int, follower_user_id: int, follower_email: string}>
	 */
	public function followers( string $email ): array {
		global $wpdb;
		$table = FollowsTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, follower_user_id, follower_email FROM {$table} WHERE followed_email = %s ORDER BY id", self::key( $email ) ), ARRAY_A );
		return array_map(
			static fn ( array $row ): array => array(
				'id'               => (int) $row['id'],
				'follower_user_id' => (int) $row['follower_user_id'],
				'follower_email'   => (string) $row['follower_email'],
			),
			array_values( $rows )
		);
	}

	/**
	 * One page of a member's follows, newest first, and how many there are.
	 *
	 * @param int $follower Member id.
	 * @param int $page     1-based page.
	 * @param int $per_page Rows a page.
	 * @return array{rows: list<array{id: int, followed_name: string, followed_user_id: int, created_at: string}>, total: int}
	 */
	public function page( int $follower, int $page, int $per_page ): array {
		global $wpdb;
		$table = FollowsTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE follower_user_id = %d", $follower ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, followed_name, followed_user_id, created_at FROM {$table} WHERE follower_user_id = %d ORDER BY id DESC LIMIT %d OFFSET %d", $follower, $per_page, max( 0, $page - 1 ) * $per_page ), ARRAY_A );
		return array(
			'rows'  => array_map(
				static fn ( array $row ): array => array(
					'id'               => (int) $row['id'],
					'followed_name'    => (string) $row['followed_name'],
					'followed_user_id' => (int) $row['followed_user_id'],
					'created_at'       => (string) $row['created_at'],
				),
				array_values( $rows )
			),
			'total' => $total,
		);
	}

	/**
	 * Erases the follows whose mails go to an address (the owner of the mailbox proved it by a
	 * signed link).
	 *
	 * @param string $email The address.
	 * @return int How many went.
	 */
	public function erase( string $email ): int {
		global $wpdb;
		++self::$writes;
		return (int) $wpdb->delete( FollowsTable::name(), array( 'follower_email' => self::key( $email ) ), array( '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
	}

	/**
	 * An e-mail as the table keys it.
	 *
	 * @param string $email E-mail.
	 */
	public static function key( string $email ): string {
		return strtolower( trim( $email ) );
	}
}
