<?php
/**
 * From wpDiscuz 7.x to Farol's comment widget: votes, post ratings, sticky, closed and edited comments.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use Closure;
use Farol\Import\BatchAware;
use Farol\Import\CountsKinds;
use Farol\Import\Importer;
use RuntimeException;

/**
 * Reads wpDiscuz's tables and meta with SQL (read only, found whether the plugin is active,
 * inactive or deleted; docs/import.md has the mapping) and writes through the comment feature's
 * services the composition root hands in. Items, in this order: each vote (`wc_users_voted`, a
 * withdrawn vote is not one), each post rating (`wc_users_rated`), each sticky comment (comment
 * type `wpdiscuz_sticky`), each closed comment (meta `wpdiscuz_closed` "1", or, on a comment
 * without that meta, the pre-7 `comment_karma` 1 marker), each edited comment (meta `wpdiscuz_last_edited_at`), each e-mail
 * subscription (`wc_comments_subscription`, with its confirmed state and key) and each follow
 * (`wc_follow_users`).
 *
 * Voters: a member stays `u:{user id}`, the identity Farol counts them by, so they cannot vote or
 * rate again. A guest is kept by wpDiscuz as md5(address); Farol keys a guest by an HMAC of the
 * address with the site's secret, which cannot be computed from an md5, so a guest's vote is
 * imported as `w:{md5}`: counted in the totals, matched by no visitor.
 *
 * Cost flat with size: each kind is counted once per request and read in id order from where
 * the last batch of the same request stopped (`id > last`, on the source table's primary key),
 * not by OFFSET, which rereads every row before it; a vote or a rating is one INSERT, and each
 * comment's vote totals and each post's rating average are computed once per batch
 * (after_batch()).
 */
final class WpDiscuzImporter implements Importer, BatchAware, CountsKinds {

	/** The kinds, in the order their items come. */
	private const KINDS = array( 'vote', 'rating', 'sticky', 'closed', 'edited', 'subscription', 'follow' );

	/**
	 * Creates the importer.
	 *
	 * @param Closure $votes Adds votes, each unless its voter has one on the comment (no recount): (list<array{0: int $comment, 1: string $voter, 2: int $value, 3: string $utc_date}>): void.
	 * @param Closure $rate Adds a rating unless that voter has one on the post (no recount): (int $post, string $voter, int $stars, string $utc_date): bool (added).
	 * @param Closure $flag Sets a comment's `sticky`, `closed` or `edited` (Unix time) mark: (int $comment, string $flag, string $value): void.
	 * @param Closure $subscribe Adds a subscription unless the e-mail has it: (string $email, int $user, int $post, string $type, int $subject, bool $confirmed, string $secret, string $utc_date): int (its id).
	 * @param Closure $follow    Adds a follow unless it exists, with the key of its mailed links: (int $follower, string $follower_email, int $followed_user, string $followed_email, string $followed_name, string $key): void.
	 * @param Closure $recount   Computes comments' vote totals or posts' ratings from what is stored: (string $what ('comment'|'post'), list<int> $ids): void.
	 */
	public function __construct(
		private readonly Closure $votes,
		private readonly Closure $rate,
		private readonly Closure $flag,
		private readonly Closure $subscribe,
		private readonly Closure $follow,
		private readonly Closure $recount
	) {
	}

	/**
	 * Rows per kind, counted once per request.
	 *
	 * @var array<string, int>
	 */
	private array $counts = array();

	/**
	 * Where the last batch of this request stopped: the item offset after it, its kind and the
	 * last id read.
	 *
	 * @var array{offset: int, kind: string, last: int}|null
	 */
	private ?array $cursor = null;

	/**
	 * The batch's votes, written together by after_batch().
	 *
	 * @var list<array{0: int, 1: string, 2: int, 3: string}>
	 */
	private array $pending = array();

	/**
	 * Writes the batch's votes in one go, then recounts the comments the batch's votes name and
	 * the posts its ratings name, once each.
	 *
	 * @param list<array{kind: string, key: string, data: mixed}> $items The batch's items.
	 */
	public function after_batch( array $items ): void {
		if ( array() !== $this->pending ) {
			( $this->votes )( $this->pending );
			$this->pending = array();
		}
		$ids = array(
			'comment' => array(),
			'post'    => array(),
		);
		foreach ( $items as $item ) {
			$row = is_array( $item['data'] ) ? $item['data'] : array();
			if ( 'vote' === $item['kind'] && null !== ( $row['found_comment'] ?? null ) ) {
				$ids['comment'][ (int) $row['found_comment'] ] = true;
			} elseif ( 'rating' === $item['kind'] && null !== ( $row['found_post'] ?? null ) ) {
				$ids['post'][ (int) $row['found_post'] ] = true;
			}
		}
		foreach ( $ids as $what => $set ) {
			if ( array() !== $set ) {
				( $this->recount )( $what, array_keys( $set ) );
			}
		}
	}

	/**
	 * The source's id.
	 */
	public function id(): string {
		return 'wpdiscuz';
	}

	/**
	 * The source's name.
	 */
	public function name(): string {
		return __( 'wpDiscuz', 'farol' );
	}

	/**
	 * What is imported.
	 */
	public function description(): string {
		return __( 'Imports wpDiscuz\'s comment votes, post ratings, sticky and closed comments, edit marks, e-mail subscriptions and follows into Farol\'s comments.', 'farol' );
	}

	/**
	 * The kinds of items.
	 *
	 * @return array<string, string>
	 */
	public function kinds(): array {
		return array(
			'vote'         => __( 'Comment votes', 'farol' ),
			'rating'       => __( 'Post ratings', 'farol' ),
			'sticky'       => __( 'Sticky comments', 'farol' ),
			'closed'       => __( 'Closed threads', 'farol' ),
			'edited'       => __( 'Edited comments', 'farol' ),
			'subscription' => __( 'E-mail subscriptions', 'farol' ),
			'follow'       => __( 'Follows', 'farol' ),
		);
	}

	/**
	 * Whether any of wpDiscuz's data is there.
	 */
	public function detect(): bool {
		return false !== get_option( 'wc_plugin_version' ) || $this->total() > 0;
	}

	/**
	 * Each kind's items, one COUNT each (the screen's dry run at any size).
	 *
	 * @return array<string, int>
	 */
	public function counts(): array {
		return array_combine( self::KINDS, array_map( fn ( string $kind ): int => $this->count( $kind ), self::KINDS ) );
	}

	/**
	 * Every kind's items.
	 */
	public function total(): int {
		$total = 0;
		foreach ( self::KINDS as $kind ) {
			$total += $this->count( $kind );
		}
		return $total;
	}

	/**
	 * The items of each kind in turn, each kind in id order.
	 *
	 * @param int $offset First item.
	 * @param int $limit  Most items.
	 * @return list<array{kind: string, key: string, data: mixed}>
	 */
	public function items( int $offset, int $limit ): array {
		$out    = array();
		$start  = $offset;
		$resume = null !== $this->cursor && $this->cursor['offset'] === $offset ? $this->cursor : null;
		$kinds  = self::KINDS;
		if ( null !== $resume ) {
			$kinds  = array_slice( $kinds, (int) array_search( $resume['kind'], $kinds, true ) );
			$offset = 0;
		}
		$stop = '';
		$last = 0;
		foreach ( $kinds as $kind ) {
			if ( $limit <= 0 ) {
				break;
			}
			$after = null !== $resume && $resume['kind'] === $kind ? $resume['last'] : null;
			if ( null === $after ) {
				$count = $this->count( $kind );
				if ( $offset >= $count ) {
					$offset -= $count;
					continue;
				}
			}
			$stop = $kind;
			$last = $after ?? 0;
			foreach ( $this->rows( $kind, $offset, $limit, $after ) as $row ) {
				$out[] = array(
					'kind' => $kind,
					'key'  => $kind . ':' . $row['id'],
					'data' => $row,
				);
				$last  = (int) $row['id'];
				--$limit;
			}
			$offset = 0;
			if ( $limit > 0 ) {
				$last = PHP_INT_MAX; // The kind is done: the next batch starts with the next kind.
			}
		}
		$this->cursor = array() === $out ? null : array(
			'offset' => $start + count( $out ),
			'kind'   => $stop,
			'last'   => $last,
		);
		return $out;
	}

	/**
	 * What an item becomes.
	 *
	 * @param array{kind: string, key: string, data: mixed} $item The item.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public function plan( array $item ): array {
		$row = is_array( $item['data'] ) ? $item['data'] : array();
		return match ( $item['kind'] ) {
			'vote'         => WpDiscuzRows::vote( $row ),
			'rating'       => WpDiscuzRows::rating( $row ),
			'edited'       => WpDiscuzRows::edited( $row ),
			'subscription' => WpDiscuzRows::subscription( $row ),
			'follow'       => WpDiscuzRows::follow( $row ),
			default        => WpDiscuzRows::mark( $item['kind'], $row ),
		};
	}

	/**
	 * Writes the rating, the mark, the subscription or the follow; a vote waits for the batch's
	 * others (after_batch()).
	 *
	 * @param array{kind: string, key: string, data: mixed}                         $item The item.
	 * @param array{ok: bool, reason?: string, value?: mixed, notes?: list<string>} $plan Its plan.
	 * @return string What it became.
	 * @throws RuntimeException When the subscription was not stored (the runner reports the item).
	 */
	public function write( array $item, array $plan ): string {
		$value = $plan['value'];
		switch ( $item['kind'] ) {
			case 'vote':
				$this->pending[] = array( $value['comment'], $value['voter'], $value['value'], $value['date'] );
				return 'vote:' . $value['comment'] . ':' . $value['voter'];
			case 'rating':
				( $this->rate )( $value['post'], $value['voter'], $value['stars'], $value['date'] );
				return 'rating:' . $value['post'] . ':' . $value['voter'];
			case 'subscription':
				$id = (int) ( $this->subscribe )( $value['email'], $value['user'], $value['post'], $value['type'], $value['subject'], $value['confirmed'], $value['secret'], $value['date'] );
				if ( $id <= 0 ) {
					throw new RuntimeException( esc_html__( 'the subscription could not be stored.', 'farol' ) );
				}
				return 'subscription:' . $id;
			case 'follow':
				( $this->follow )( $value['follower'], $value['follower_email'], $value['followed_user'], $value['followed_email'], $value['followed_name'], $value['key'] );
				return 'follow:' . $value['follower'] . ':' . $value['followed_email'];
			default:
				( $this->flag )( $value['comment'], $item['kind'], $value['value'] );
				return $item['kind'] . ':' . $value['comment'];
		}
	}

	/**
	 * How many items of a kind the source holds.
	 *
	 * @param string $kind The kind.
	 */
	private function count( string $kind ): int {
		global $wpdb;
		if ( isset( $this->counts[ $kind ] ) ) {
			return $this->counts[ $kind ];
		}
		$sql = $this->query( $kind );
		if ( '' === $sql ) {
			$this->counts[ $kind ] = 0;
			return 0;
		}
		$suppress = $wpdb->suppress_errors( true );
		$count    = $wpdb->get_var( "SELECT COUNT(*) FROM ({$sql}) q" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- built from constants and table names (query()).
		$wpdb->suppress_errors( $suppress );
		$this->counts[ $kind ] = (int) $count;
		return $this->counts[ $kind ];
	}

	/**
	 * One batch of a kind's rows, in id order: after an id (the batch before, in this request),
	 * or from an offset (a batch that starts a request).
	 *
	 * @param string   $kind   The kind.
	 * @param int      $offset First row (when $after is null).
	 * @param int      $limit  Most rows.
	 * @param int|null $after  The last id read before, or null.
	 * @return list<array<string, string|null>>
	 */
	private function rows( string $kind, int $offset, int $limit, ?int $after ): array {
		global $wpdb;
		$sql = $this->query( $kind );
		if ( '' === $sql || PHP_INT_MAX === $after ) {
			return array();
		}
		$page     = null === $after ? $wpdb->prepare( ' ORDER BY id LIMIT %d OFFSET %d', $limit, $offset ) : $wpdb->prepare( ' WHERE id > %d ORDER BY id LIMIT %d', $after, $limit );
		$suppress = $wpdb->suppress_errors( true );
		$rows     = $wpdb->get_results( "SELECT * FROM ({$sql}) q" . $page, ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- built from constants and table names (query()); $page prepared.
		$wpdb->suppress_errors( $suppress );
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * A kind's rows as one SELECT (no ORDER BY), with the comment, post or user each row names
	 * joined by id (NULL when it does not exist; never by a text column: wpDiscuz's tables may have
	 * another collation than WordPress's, which MariaDB refuses to compare). '' when the source
	 * table is not there. A source table's own columns are read with `*`: tables of old versions
	 * lack some (votes before 7.0 have no `post_id` and `date`), and a missing one reads as
	 * absent, not as an error.
	 *
	 * @param string $kind The kind.
	 */
	private function query( string $kind ): string {
		global $wpdb;
		$votes   = $wpdb->prefix . 'wc_users_voted';
		$ratings = $wpdb->prefix . 'wc_users_rated';
		$subs    = $wpdb->prefix . 'wc_comments_subscription';
		$follows = $wpdb->prefix . 'wc_follow_users';
		return match ( $kind ) {
			'vote'   => $this->has_table( $votes )
				? "SELECT v.*, c.comment_ID AS found_comment, u.ID AS found_user FROM {$votes} v LEFT JOIN {$wpdb->comments} c ON c.comment_ID = v.comment_id LEFT JOIN {$wpdb->users} u ON v.is_guest = 0 AND v.user_id REGEXP '^[0-9]+$' AND u.ID = v.user_id WHERE v.vote_type IS NULL OR v.vote_type <> 0"
				: '',
			'rating' => $this->has_table( $ratings )
				? "SELECT r.*, p.ID AS found_post, u.ID AS found_user FROM {$ratings} r LEFT JOIN {$wpdb->posts} p ON p.ID = r.post_id LEFT JOIN {$wpdb->users} u ON r.user_id > 0 AND u.ID = r.user_id"
				: '',
			'subscription' => $this->has_table( $subs )
				? "SELECT s.*, p.ID AS found_post, c.comment_ID AS found_comment FROM {$subs} s LEFT JOIN {$wpdb->posts} p ON p.ID = s.post_id LEFT JOIN {$wpdb->comments} c ON c.comment_ID = s.subscribtion_id AND c.comment_post_ID = s.post_id"
				: '',
			'follow' => $this->has_table( $follows )
				? "SELECT f.*, fu.ID AS found_follower, fu.user_email AS follower_account_email, du.ID AS found_followed FROM {$follows} f LEFT JOIN {$wpdb->users} fu ON f.follower_id > 0 AND fu.ID = f.follower_id LEFT JOIN {$wpdb->users} du ON f.user_id > 0 AND du.ID = f.user_id"
				: '',
			'sticky' => "SELECT comment_ID AS id, comment_parent FROM {$wpdb->comments} WHERE comment_type = 'wpdiscuz_sticky'",
			'closed' => "SELECT c.comment_ID AS id FROM {$wpdb->comments} c LEFT JOIN {$wpdb->commentmeta} m ON m.comment_id = c.comment_ID AND m.meta_key = 'wpdiscuz_closed' WHERE ( m.meta_value = '1' OR ( m.meta_id IS NULL AND c.comment_karma = 1 ) ) GROUP BY c.comment_ID",
			default  => "SELECT m.comment_id AS id, MAX(m.meta_value) AS edited_at, MAX(c.comment_ID) AS found_comment FROM {$wpdb->commentmeta} m LEFT JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id WHERE m.meta_key = 'wpdiscuz_last_edited_at' GROUP BY m.comment_id",
		};
	}

	/**
	 * Whether a table can be read (a plain SELECT, so a temporary table counts too).
	 *
	 * @param string $table The table.
	 */
	private function has_table( string $table ): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$wpdb->query( "SELECT 1 FROM {$table} LIMIT 1" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name built from the prefix.
		$ok = '' === $wpdb->last_error;
		$wpdb->suppress_errors( $suppress );
		return $ok;
	}
}
