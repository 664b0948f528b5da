<?php
/**
 * From wpDiscuz 7.x to Farol's comment widget: votes, ratings, marks, subscriptions, follows, inline feedback, attachments, fields, settings and phrases.
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
 * Reads wpDiscuz's tables, meta and options with SQL (read only, found whether the plugin is
 * active, inactive or deleted; WpDiscuzQueries; docs/import.md has the mapping) and writes through
 * the comment feature's services the composition root hands in. Items, in this order: each vote
 * (`wc_users_voted`, a withdrawn vote is not one), each post rating (`wc_users_rated`), each
 * sticky comment (comment type `wpdiscuz_sticky`), each closed comment (meta `wpdiscuz_closed`
 * "1", or, on a comment without that meta, the pre-7 `comment_karma` 1 marker), each edited
 * comment (meta `wpdiscuz_last_edited_at`), each e-mail subscription (`wc_comments_subscription`,
 * with its confirmed state and key), each follow (`wc_follow_users`), each inline feedback anchor
 * (`wc_feedback_forms`, keyed by its shortcode id: WpDiscuzFeedback), each inline comment (meta
 * `wpdiscuz_feedback_form_id`), each comment's attachments (meta `wmu_attachments`), each filled
 * custom form field value (WpDiscuzFields), each comment setting with an equivalent
 * (`wc_options`: WpDiscuzSettings) and each phrase the administrator changed (`wc_phrases`:
 * WpDiscuzPhrases). Kinds added later come last, so a run under way when they were added
 * resumes at the same offset.
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
	private const KINDS = array( 'vote', 'rating', 'sticky', 'closed', 'edited', 'subscription', 'follow', 'inline', 'inline_comment', 'attachment', 'field', 'setting', 'phrase' );

	/**
	 * Creates the importer.
	 *
	 * @param Closure $votes Adds votes, each unless its voter has one on the comment (no recount): (list<array{0: int $comment, 1: string $voter, 2: int $value, 3: string $utc_date}>): void.
	 * @param Closure $rate Adds a rating unless that voter has one on the post (no recount): (int $post, string $voter, int $stars, string $utc_date): bool (added).
	 * @param Closure $flag Sets a comment's `sticky`, `closed` or `edited` (Unix time) mark: (int $comment, string $flag, string $value): void.
	 * @param Closure $subscribe Adds a subscription unless the e-mail has it: (string $email, int $user, int $post, string $type, int $subject, bool $confirmed, string $secret, string $utc_date): int (its id).
	 * @param Closure $follow    Adds a follow unless it exists, with the key of its mailed links: (int $follower, string $follower_email, int $followed_user, string $followed_email, string $followed_name, string $key): void.
	 * @param Closure $recount   Computes comments' vote totals or posts' ratings from what is stored: (string $what ('comment'|'post'), list<int> $ids): void.
	 * @param Closure $inline    Ties a comment to an inline passage, unless it is: (int $comment, string $passage_id): void.
	 * @param Closure $attach    Adds a media library attachment to a comment, unless it has it: (int $comment, int $media): void.
	 * @param Closure $settings  Stores comment settings, phrase overrides under `phrases`: (array<string, mixed> $changes): void.
	 */
	public function __construct(
		private readonly Closure $votes,
		private readonly Closure $rate,
		private readonly Closure $flag,
		private readonly Closure $subscribe,
		private readonly Closure $follow,
		private readonly Closure $recount,
		private readonly Closure $inline,
		private readonly Closure $attach,
		private readonly Closure $settings
	) {
		$this->queries = new WpDiscuzQueries();
	}

	/**
	 * The source's SQL.
	 *
	 * @var WpDiscuzQueries
	 */
	private WpDiscuzQueries $queries;

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
		return __( 'Imports wpDiscuz\'s comment votes, post ratings, sticky and closed comments, edit marks, e-mail subscriptions, follows, inline feedback, attachments, custom field values, settings and phrases into Farol\'s comments.', 'farol' );
	}

	/**
	 * The kinds of items.
	 *
	 * @return array<string, string>
	 */
	public function kinds(): array {
		return array(
			'vote'           => __( 'Comment votes', 'farol' ),
			'rating'         => __( 'Post ratings', 'farol' ),
			'sticky'         => __( 'Sticky comments', 'farol' ),
			'closed'         => __( 'Closed threads', 'farol' ),
			'edited'         => __( 'Edited comments', 'farol' ),
			'subscription'   => __( 'E-mail subscriptions', 'farol' ),
			'follow'         => __( 'Follows', 'farol' ),
			'inline'         => __( 'Inline feedback passages', 'farol' ),
			'inline_comment' => __( 'Inline feedback comments', 'farol' ),
			'attachment'     => __( 'Comment attachments', 'farol' ),
			'field'          => __( 'Custom form field values', 'farol' ),
			'setting'        => __( 'Settings', 'farol' ),
			'phrase'         => __( 'Phrases', 'farol' ),
		);
	}

	/**
	 * Whether any of wpDiscuz's data is there.
	 */
	public function detect(): bool {
		return false !== get_option( 'wc_plugin_version' ) || $this->total() > 0;
	}

	/**
	 * Each kind's items, one COUNT each (the screen's dry run at any size); counted with the run's
	 * total() when the survey has just taken it, so not twice.
	 *
	 * @return array<string, int>
	 */
	public function counts(): array {
		return array_combine( self::KINDS, array_map( fn ( string $kind ): int => $this->queries->count( $kind ), self::KINDS ) );
	}

	/**
	 * Every kind's items, counted afresh (a run starts here: the counts, forms and options read
	 * by an earlier run of the same process are forgotten).
	 */
	public function total(): int {
		$this->queries = new WpDiscuzQueries();
		WpDiscuzFields::forget();
		WpDiscuzSettings::forget();
		$total = 0;
		foreach ( self::KINDS as $kind ) {
			$total += $this->queries->count( $kind );
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
				$count = $this->queries->count( $kind );
				if ( $offset >= $count ) {
					$offset -= $count;
					continue;
				}
			}
			$stop = $kind;
			$last = $after ?? 0;
			foreach ( $this->queries->rows( $kind, $offset, $limit, $after ) as $row ) {
				$out[] = array(
					'kind' => $kind,
					'key'  => $kind . ':' . ( $row['item_key'] ?? $row['id'] ),
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
			'inline', 'inline_comment', 'attachment' => WpDiscuzContent::plan( $item['kind'], $row ),
			'field'        => WpDiscuzFields::plan( $row ),
			'setting'      => WpDiscuzSettings::plan( $row ),
			'phrase'       => WpDiscuzPhrases::plan( $row ),
			default        => WpDiscuzRows::mark( $item['kind'], $row ),
		};
	}

	/**
	 * Writes what the item became through the service handed in (an inline anchor writes nothing:
	 * its mapping is what makes its shortcode Farol's); a vote waits for the batch's others
	 * (after_batch()).
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
			case 'inline':
				// Nothing to write: the post keeps its shortcode, which WpDiscuzFeedback turns into
				// Farol's marked passage once this mapping says the anchor was imported.
				return 'inline:' . $value['post'] . ':' . $value['id'];
			case 'inline_comment':
				( $this->inline )( $value['comment'], $value['id'] );
				return 'inline_comment:' . $value['comment'];
			case 'attachment':
				foreach ( $value['media'] as $media ) {
					( $this->attach )( $value['comment'], $media );
				}
				return 'attachment:' . $value['comment'] . ':' . count( $value['media'] ); // The mapping's target is short (190).
			case 'field':
				WpDiscuzFields::store( $value['comment'], $value['key'], $value['label'], $value['value'] );
				return 'field:' . $value['comment'] . ':' . $value['key'];
			case 'setting':
			case 'phrase':
				( $this->settings )( $value['changes'] );
				return $item['key'];
			default:
				( $this->flag )( $value['comment'], $item['kind'], $value['value'] );
				return $item['kind'] . ':' . $value['comment'];
		}
	}
}
