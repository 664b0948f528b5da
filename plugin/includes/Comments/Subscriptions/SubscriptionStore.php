<?php
/**
 * Reads and writes subscriptions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

/**
 * The subscriptions table's only reader and writer. Every query is prepared; e-mail addresses
 * are stored lower-cased, so one person is one subscriber whatever they type.
 *
 * phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our own table (its name is ours), every value prepared; rows change on every write, so nothing is cached.
 */
final class SubscriptionStore {

	/**
	 * One subscription by id.
	 *
	 * @param int $id Row id.
	 */
	public function find( int $id ): ?Subscription {
		global $wpdb;
		$table = SubscriptionsTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) );
		return is_object( $row ) ? Subscription::from_row( $row ) : null;
	}

	/**
	 * The subscription whose secret this is, if any (an imported row keeps its source's key as
	 * its secret, so the source's mailed links can be answered: WpDiscuzLinks).
	 *
	 * @param string $secret The secret.
	 */
	public function find_by_secret( string $secret ): ?Subscription {
		global $wpdb;
		$table = SubscriptionsTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE activation_key = %s LIMIT 1", $secret ) );
		return is_object( $row ) ? Subscription::from_row( $row ) : null;
	}

	/**
	 * The subscription of an e-mail to one thing, if any.
	 *
	 * @param string $email   E-mail.
	 * @param int    $post_id Post.
	 * @param string $type    Type.
	 * @param int    $subject Subject id.
	 */
	public function find_one( string $email, int $post_id, string $type, int $subject ): ?Subscription {
		global $wpdb;
		$table = SubscriptionsTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE email = %s AND post_id = %d AND type = %s AND subject_id = %d", strtolower( $email ), $post_id, $type, $subject ) );
		return is_object( $row ) ? Subscription::from_row( $row ) : null;
	}

	/**
	 * Adds a subscription, or renews an unconfirmed one: its time becomes now (the time its
	 * confirmation link is counted from) and it gets a new secret only when asked (a confirmation
	 * link already mailed keeps working otherwise). Answers the row as stored.
	 *
	 * @param string $email      E-mail.
	 * @param int    $user_id    Member id or 0.
	 * @param int    $post_id    Post.
	 * @param string $type       Type.
	 * @param int    $subject    Subject id.
	 * @param bool   $confirmed  Whether confirmed at once.
	 * @param bool   $new_secret Whether an unconfirmed row gets a new secret.
	 */
	public function save( string $email, int $user_id, int $post_id, string $type, int $subject, bool $confirmed, bool $new_secret = false ): ?Subscription {
		global $wpdb;
		$table    = SubscriptionsTable::name();
		$now      = gmdate( 'Y-m-d H:i:s' );
		$existing = $this->find_one( $email, $post_id, $type, $subject );
		if ( null === $existing ) {
			// Two racing requests: the UNIQUE key keeps one row, the loser reads it below.
			$wpdb->suppress_errors( true );
			$wpdb->insert(
				$table,
				array(
					'email'          => strtolower( $email ),
					'user_id'        => $user_id,
					'post_id'        => $post_id,
					'subject_id'     => $subject,
					'type'           => $type,
					'activation_key' => SubscriptionKeys::secret(),
					'confirmed'      => $confirmed ? 1 : 0,
					'created_at'     => $now,
					'confirmed_at'   => $confirmed ? $now : null,
				),
				array( '%s', '%d', '%d', '%d', '%s', '%s', '%d', '%s', '%s' )
			);
			$wpdb->suppress_errors( false );
		} elseif ( ! $existing->confirmed ) {
			$change = array(
				'created_at' => $now,
				'user_id'    => max( $user_id, $existing->user_id ),
			);
			if ( $new_secret ) {
				$change['activation_key'] = SubscriptionKeys::secret();
			}
			if ( $confirmed ) {
				$change += array(
					'confirmed'    => 1,
					'confirmed_at' => $now,
				);
			}
			$wpdb->update( $table, $change, array( 'id' => $existing->id ) );
		}
		return $this->find_one( $email, $post_id, $type, $subject );
	}

	/**
	 * Adds a subscription carried over from another system (the importer) with its confirmed
	 * state, secret and time, unless the e-mail already has that subscription (kept as it is).
	 * Answers the row's id.
	 *
	 * @param string $email      E-mail.
	 * @param int    $user_id    Member id or 0.
	 * @param int    $post_id    Post.
	 * @param string $type       Type.
	 * @param int    $subject    Subject id.
	 * @param bool   $confirmed  Confirmed.
	 * @param string $secret     The row's secret (the source's activation key, so its links can be answered).
	 * @param string $created_at When (UTC, MySQL format).
	 */
	public function import( string $email, int $user_id, int $post_id, string $type, int $subject, bool $confirmed, string $secret, string $created_at ): int {
		global $wpdb;
		$table = SubscriptionsTable::name();
		$added = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (email, user_id, post_id, subject_id, type, activation_key, confirmed, created_at, confirmed_at) VALUES (%s, %d, %d, %d, %s, %s, %d, %s, NULLIF(%s, ''))", strtolower( $email ), $user_id, $post_id, $subject, $type, $secret, $confirmed ? 1 : 0, $created_at, $confirmed ? $created_at : '' ) );
		if ( 1 === (int) $added && $wpdb->insert_id > 0 ) {
			return (int) $wpdb->insert_id;
		}
		return (int) ( $this->find_one( $email, $post_id, $type, $subject )?->id ?? 0 );
	}

	/**
	 * Confirms an unconfirmed subscription (one-shot: false when it was confirmed already).
	 *
	 * @param int $id Row id.
	 */
	public function confirm( int $id ): bool {
		global $wpdb;
		$table = SubscriptionsTable::name();
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET confirmed = 1, confirmed_at = %s WHERE id = %d AND confirmed = 0", gmdate( 'Y-m-d H:i:s' ), $id ) );
	}

	/**
	 * Deletes one subscription (false when it was gone already).
	 *
	 * @param int $id Row id.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->delete( SubscriptionsTable::name(), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * Deletes every subscription of an e-mail (a guest's erase).
	 *
	 * @param string $email E-mail.
	 * @return int How many went.
	 */
	public function delete_email( string $email ): int {
		global $wpdb;
		return (int) $wpdb->delete( SubscriptionsTable::name(), array( 'email' => strtolower( $email ) ), array( '%s' ) );
	}

	/**
	 * The confirmed subscriptions of a post of some types (and, for `comment`, subjects).
	 *
	 * @param int    $post_id  Post.
	 * @param string $type     Type.
	 * @param int[]  $subjects Subject ids.
	 * @return list<Subscription>
	 */
	public function confirmed_for( int $post_id, string $type, array $subjects ): array {
		global $wpdb;
		if ( array() === $subjects ) {
			return array();
		}
		$table = SubscriptionsTable::name();
		$in    = implode( ',', array_fill( 0, count( $subjects ), '%d' ) );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE post_id = %d AND type = %s AND subject_id IN ({$in}) AND confirmed = 1 ORDER BY id", $post_id, $type, ...$subjects ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the IN list's placeholders are built above.
		return array_map( array( Subscription::class, 'from_row' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * One page of a visitor's subscriptions (by member id or e-mail), newest first, and the total.
	 *
	 * @param int    $user_id  Member id (0: by e-mail only).
	 * @param string $email    E-mail.
	 * @param int    $page     1-based page.
	 * @param int    $per_page Rows a page.
	 * @return array{0: list<Subscription>, 1: int}
	 */
	public function of_visitor( int $user_id, string $email, int $page, int $per_page ): array {
		global $wpdb;
		$table = SubscriptionsTable::name();
		$where = $wpdb->prepare( '(email = %s OR (user_id > 0 AND user_id = %d))', strtolower( $email ), $user_id );
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE {$where}" );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, max( 0, $page - 1 ) * $per_page ) );
		return array( array_map( array( Subscription::class, 'from_row' ), is_array( $rows ) ? $rows : array() ), $total );
	}

	/**
	 * A member's subscriptions of one post.
	 *
	 * @param int    $user_id Member id.
	 * @param string $email   Account e-mail.
	 * @param int    $post_id Post.
	 * @return list<Subscription>
	 */
	public function of_member_on_post( int $user_id, string $email, int $post_id ): array {
		global $wpdb;
		$table = SubscriptionsTable::name();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE post_id = %d AND type IN ('post','all_comment') AND (user_id = %d OR email = %s) ORDER BY id", $post_id, $user_id, strtolower( $email ) ) );
		return array_map( array( Subscription::class, 'from_row' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * Whether an e-mail has any confirmed subscription on the site.
	 *
	 * @param string $email E-mail.
	 */
	public function has_confirmed( string $email ): bool {
		global $wpdb;
		$table = SubscriptionsTable::name();
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE email = %s AND confirmed = 1 LIMIT 1", strtolower( $email ) ) );
	}
}
