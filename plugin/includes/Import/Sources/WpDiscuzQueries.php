<?php
/**
 * The SQL that reads wpDiscuz's data, one SELECT per kind of item.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

/**
 * Read only. Each kind is one SELECT (no ORDER BY) whose rows carry an `id` the batches page on,
 * with the comment, post or user each row names joined by id (NULL when it does not exist; never
 * by a text column: wpDiscuz's tables may have another collation than WordPress's, which MariaDB
 * refuses to compare). A source table's own columns are read with `*`: tables of old versions lack
 * some (votes before 7.0 have no `post_id` and `date`), and a missing one reads as absent, not as
 * an error. The settings are not rows of a table: WpDiscuzSettings lists them from `wc_options`.
 */
final class WpDiscuzQueries {

	/**
	 * Rows per kind, counted once per request.
	 *
	 * @var array<string, int>
	 */
	private array $counts = array();

	/**
	 * How many items of a kind the source holds.
	 *
	 * @param string $kind The kind.
	 */
	public function count( string $kind ): int {
		global $wpdb;
		if ( isset( $this->counts[ $kind ] ) ) {
			return $this->counts[ $kind ];
		}
		if ( 'setting' === $kind ) {
			$this->counts[ $kind ] = count( WpDiscuzSettings::rows() );
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
	 * @return list<array<string, mixed>>
	 */
	public function rows( string $kind, int $offset, int $limit, ?int $after ): array {
		global $wpdb;
		if ( PHP_INT_MAX === $after ) {
			return array();
		}
		if ( 'setting' === $kind ) {
			$rows = array_values( array_filter( WpDiscuzSettings::rows(), static fn ( array $row ): bool => null === $after || $row['id'] > $after ) );
			return array_slice( $rows, null === $after ? $offset : 0, $limit );
		}
		$sql = $this->query( $kind );
		if ( '' === $sql ) {
			return array();
		}
		$page     = null === $after ? $wpdb->prepare( ' ORDER BY id LIMIT %d OFFSET %d', $limit, $offset ) : $wpdb->prepare( ' WHERE id > %d ORDER BY id LIMIT %d', $after, $limit );
		$suppress = $wpdb->suppress_errors( true );
		$rows     = $wpdb->get_results( "SELECT * FROM ({$sql}) q" . $page, ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- built from constants and table names (query()); $page prepared.
		$wpdb->suppress_errors( $suppress );
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * A kind's rows as one SELECT, or '' when the source table is not there.
	 *
	 * @param string $kind The kind.
	 */
	private function query( string $kind ): string {
		global $wpdb;
		$votes    = $wpdb->prefix . 'wc_users_voted';
		$ratings  = $wpdb->prefix . 'wc_users_rated';
		$subs     = $wpdb->prefix . 'wc_comments_subscription';
		$follows  = $wpdb->prefix . 'wc_follow_users';
		$feedback = $wpdb->prefix . 'wc_feedback_forms';
		return match ( $kind ) {
			'vote'           => $this->has_table( $votes )
				? "SELECT v.*, c.comment_ID AS found_comment, u.ID AS found_user FROM {$votes} v LEFT JOIN {$wpdb->comments} c ON c.comment_ID = v.comment_id LEFT JOIN {$wpdb->users} u ON v.is_guest = 0 AND v.user_id REGEXP '^[0-9]+$' AND u.ID = v.user_id WHERE v.vote_type IS NULL OR v.vote_type <> 0"
				: '',
			'rating'         => $this->has_table( $ratings )
				? "SELECT r.*, p.ID AS found_post, u.ID AS found_user FROM {$ratings} r LEFT JOIN {$wpdb->posts} p ON p.ID = r.post_id LEFT JOIN {$wpdb->users} u ON r.user_id > 0 AND u.ID = r.user_id"
				: '',
			'subscription'   => $this->has_table( $subs )
				? "SELECT s.*, p.ID AS found_post, c.comment_ID AS found_comment FROM {$subs} s LEFT JOIN {$wpdb->posts} p ON p.ID = s.post_id LEFT JOIN {$wpdb->comments} c ON c.comment_ID = s.subscribtion_id AND c.comment_post_ID = s.post_id"
				: '',
			'follow'         => $this->has_table( $follows )
				? "SELECT f.*, fu.ID AS found_follower, fu.user_email AS follower_account_email, du.ID AS found_followed FROM {$follows} f LEFT JOIN {$wpdb->users} fu ON f.follower_id > 0 AND fu.ID = f.follower_id LEFT JOIN {$wpdb->users} du ON f.user_id > 0 AND du.ID = f.user_id"
				: '',
			'sticky'         => "SELECT comment_ID AS id, comment_parent FROM {$wpdb->comments} WHERE comment_type = 'wpdiscuz_sticky'",
			'closed'         => "SELECT c.comment_ID AS id FROM {$wpdb->comments} c LEFT JOIN {$wpdb->commentmeta} m ON m.comment_id = c.comment_ID AND m.meta_key = 'wpdiscuz_closed' WHERE ( m.meta_value = '1' OR ( m.meta_id IS NULL AND c.comment_karma = 1 ) ) GROUP BY c.comment_ID",
			'edited'         => "SELECT m.comment_id AS id, MAX(m.meta_value) AS edited_at, MAX(c.comment_ID) AS found_comment FROM {$wpdb->commentmeta} m LEFT JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id WHERE m.meta_key = 'wpdiscuz_last_edited_at' GROUP BY m.comment_id",
			// An inline anchor's key is its shortcode id (unique in the table): the shortcode names it so.
			'inline'         => $this->has_table( $feedback )
				? "SELECT f.*, f.unique_id AS item_key, p.ID AS found_post, p.post_content FROM {$feedback} f LEFT JOIN {$wpdb->posts} p ON p.ID = f.post_id"
				: '',
			'inline_comment' => $this->has_table( $feedback )
				? "SELECT m.meta_id AS id, m.comment_id, m.meta_value AS form_id, c.comment_ID AS found_comment, c.comment_post_ID AS comment_post, f.unique_id, f.post_id AS form_post FROM {$wpdb->commentmeta} m LEFT JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id LEFT JOIN {$feedback} f ON m.meta_value REGEXP '^[0-9]+$' AND f.id = m.meta_value WHERE m.meta_key = 'wpdiscuz_feedback_form_id'"
				: "SELECT m.meta_id AS id, m.comment_id, m.meta_value AS form_id, c.comment_ID AS found_comment, c.comment_post_ID AS comment_post, NULL AS unique_id, NULL AS form_post FROM {$wpdb->commentmeta} m LEFT JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id WHERE m.meta_key = 'wpdiscuz_feedback_form_id'",
			'attachment'     => "SELECT m.meta_id AS id, m.comment_id, m.meta_value, c.comment_ID AS found_comment FROM {$wpdb->commentmeta} m LEFT JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id WHERE m.meta_key = 'wmu_attachments'",
			'field'          => $this->fields_query(),
			'phrase'         => $this->phrases_query(),
			default          => '',
		};
	}

	/**
	 * The filled custom form field values: comment meta named by a custom field of a wpDiscuz form
	 * (wpDiscuz gives every comment posted through the form every field, '' or `a:0:{}` when it
	 * was left empty: those are not values).
	 */
	private function fields_query(): string {
		global $wpdb;
		$keys = array_keys( WpDiscuzFields::definitions() );
		if ( array() === $keys ) {
			return '';
		}
		$marks = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one placeholder per key.
		return $wpdb->prepare( "SELECT m.meta_id AS id, m.comment_id, m.meta_key, m.meta_value, c.comment_ID AS found_comment FROM {$wpdb->commentmeta} m LEFT JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id WHERE m.meta_key IN ({$marks}) AND m.meta_value NOT IN ('', 'a:0:{}')", $keys );
	}

	/**
	 * The phrases wpDiscuz showed (its table is read only when `general.isUsePoMo` is off and
	 * the table holds `wc_be_the_first_text`, as wpDiscuz does) that have a Farol equivalent and
	 * differ from wpDiscuz's own default: the administrator's changes.
	 */
	private function phrases_query(): string {
		global $wpdb;
		$table = $wpdb->prefix . 'wc_phrases';
		if ( ! WpDiscuzSettings::phrases_used() || ! $this->has_table( $table ) ) {
			return '';
		}
		$keys     = array_keys( WpDiscuzPhrases::MAP );
		$marks    = implode( ',', array_fill( 0, count( $keys ), '%s' ) );
		$defaults = array();
		$values   = array();
		foreach ( WpDiscuzPhrases::MAP as $key => $map ) {
			$defaults[] = '(%s, %s)';
			array_push( $values, $key, $map[1] );
		}
		$pairs = implode( ',', $defaults );
		// phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders built above.
		return $wpdb->prepare( "SELECT id, phrase_key, phrase_key AS item_key, phrase_value FROM {$table} WHERE phrase_key IN ({$marks}) AND (phrase_key, CAST(phrase_value AS BINARY)) NOT IN ({$pairs}) AND EXISTS (SELECT 1 FROM {$table} WHERE phrase_key = 'wc_be_the_first_text')", array_merge( $keys, $values ) );
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
