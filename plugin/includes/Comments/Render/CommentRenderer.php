<?php
/**
 * The one renderer of a comment.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Render;

use Farol\Comments\CommentMeta;
use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Comments\Thread\ThreadNode;
use Farol\Comments\Write\WritablePost;
use WP_Comment;

/**
 * Prints comments with templates/comment.php: the first page of the thread, every list an ajax
 * action returns and, later, a new or edited comment all come from here, so the browser only
 * ever inserts this markup. It reads comments from WordPress's cache (ThreadQuery primes it) and
 * runs no query per comment. Its visible texts are phrases (Phrases), so the settings can
 * change them.
 *
 * Seams for the engagement features (each filter returns escaped HTML, '' by default):
 * `farol_comment_after_text_html` (e.g. ratings, reactions under the text),
 * `farol_comment_actions_html` (e.g. subscribe or share buttons in the actions row) and
 * `farol_comment_classes` (extra classes), all given the comment and its ThreadNode.
 */
final class CommentRenderer {

	/**
	 * Per-post facts, computed once per post and request.
	 *
	 * @var array<int,array{open: bool, link: string}> The link escaped (esc_url()).
	 */
	private array $posts = array();

	/**
	 * The site's date formats, once read.
	 *
	 * @var array{date: string, full: string}|null
	 */
	private ?array $formats = null;

	/**
	 * What the comments of the list being rendered share (frame()), null between lists.
	 *
	 * @var array{vote_style: string, moderator: bool, phrases: array<string,string>, escaped: array<string,string>, words: int}|null
	 */
	private ?array $frame = null;

	/**
	 * When the first relative date printed since reset_next_change() will read differently
	 * (Unix time; PHP_INT_MAX: none printed), so a cached copy of the markup expires then.
	 *
	 * @var int
	 */
	private int $next_change = PHP_INT_MAX;

	/**
	 * The dates the current list printed in a date-only format, by format and local day
	 * (day_date()), and the site's time zone they were read in; both renewed with each list.
	 *
	 * @var array<string,array<string,string>>
	 */
	private array $days = array();

	/**
	 * The site's time zone for the current list (wp_timezone()), once read.
	 *
	 * @var \DateTimeZone|null
	 */
	private ?\DateTimeZone $zone = null;

	/**
	 * Creates the renderer.
	 *
	 * @param Settings $settings Widget settings.
	 */
	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Renders threads (each node with its replies).
	 *
	 * @param ThreadNode[] $nodes Nodes.
	 * @param bool|null    $closed Whether these are replies of a closed thread (null: read each top-level comment's flag).
	 */
	public function render_nodes( array $nodes, ?bool $closed = null ): string {
		$outer = null === $this->frame;
		if ( $outer ) {
			$this->frame = $this->frame();
			$this->days  = array();
			$this->zone  = null;
		}
		try {
			$html = '';
			foreach ( $nodes as $node ) {
				$html .= $this->render( $node, $closed );
			}
		} finally {
			if ( $outer ) {
				$this->frame = null;
			}
		}
		return $html;
	}

	/**
	 * What every comment of one list shares (read once per list, not once per comment).
	 *
	 * @return array{vote_style: string, moderator: bool, phrases: array<string,string>, escaped: array<string,string>, words: int}
	 */
	private function frame(): array {
		$phrases = Phrases::all();
		$escaped = array();
		// The template's phrases, escaped once a list: the labels in attributes with esc_attr(),
		// the texts with esc_html().
		foreach ( array( 'pinned', 'thread_closed_marker', 'read_more', 'reply', 'hide_replies', 'stick', 'unstick', 'close_thread', 'open_thread' ) as $key ) {
			$escaped[ $key ] = esc_html( $phrases[ $key ] ?? $key );
		}
		foreach ( array( 'vote_up', 'vote_down' ) as $key ) {
			$escaped[ $key ] = esc_attr( $phrases[ $key ] ?? $key );
		}
		return array(
			'vote_style' => $this->settings->vote_style(),
			'moderator'  => current_user_can( 'moderate_comments' ),
			'phrases'    => $phrases,
			'escaped'    => $escaped,
			'words'      => $this->settings->read_more_words(),
		);
	}

	/**
	 * Renders one comment and the replies under it.
	 *
	 * @param ThreadNode $node   The comment.
	 * @param bool|null  $closed Whether its thread is closed (null: its top-level comment's flag, read here).
	 */
	public function render( ThreadNode $node, ?bool $closed = null ): string {
		$frame   = $this->frame ?? $this->frame();
		$comment = $node->comment;
		$id      = (int) $comment->comment_ID;
		$meta    = $this->meta( $id );
		$sticky  = 1 === $node->depth && '1' === $meta[ CommentMeta::STICKY ];
		$own     = 1 === $node->depth && '1' === $meta[ CommentMeta::CLOSED ];
		$closed  = $closed ?? $this->thread_closed( $comment );
		$post    = $this->post( (int) $comment->comment_post_ID );
		$text    = (string) apply_filters( 'comment_text', get_comment_text( $comment ), $comment, array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's display pipeline.
		$trimmed = $this->trimmed( $text, $frame['words'] );
		$classes = array( 'farol-comment', 'wpd-comment', 'farol-comment--depth-' . $node->depth );
		if ( $sticky ) {
			$classes[] = 'is-sticky';
		}
		if ( $own ) {
			$classes[] = 'is-closed';
		}
		$classes = array_map( 'sanitize_html_class', (array) apply_filters( 'farol_comment_classes', $classes, $comment, $node ) );
		$author  = get_comment_author( $comment );
		$time    = (int) strtotime( $comment->comment_date_gmt . ' UTC' );

		$farol_view = array(
			'id'          => $id,
			'parent'      => (int) $comment->comment_parent,
			'depth'       => $node->depth,
			'classes'     => array_values( array_filter( $classes ) ),
			'author'      => $author,
			'url'         => $this->author_url( $comment ),
			'iso'         => gmdate( 'Y-m-d\\TH:i:s\\Z', $time ),
			'human'       => $this->human_date( $time ),
			'full_date'   => wp_date( $this->formats()['full'], $time ),
			'edited'      => '' === $meta[ CommentMeta::EDITED ] ? '' : self::edited_html( (int) $meta[ CommentMeta::EDITED ] ),
			'text'        => null === $trimmed ? $text : $trimmed,
			'read_more'   => null !== $trimmed,
			'votes'       => (int) $meta[ CommentMeta::VOTES ],
			'likes'       => (int) $meta[ CommentMeta::LIKES ],
			'dislikes'    => (int) $meta[ CommentMeta::DISLIKES ],
			'vote_style'  => $frame['vote_style'],
			'can_reply'   => $post['open'] && ! $closed && ! $own,
			'replies'     => count( $node->children ),
			'children'    => $this->render_nodes( $node->children, $closed || $own ),
			'sticky'      => $sticky,
			'closed'      => $own,
			'moderator'   => $frame['moderator'],
			'after_text'  => (string) apply_filters( 'farol_comment_after_text_html', '', $comment, $node ),
			'actions'     => (string) apply_filters( 'farol_comment_actions_html', '', $comment, $node ),
			'link'        => $post['link'] . '#comment-' . $id, // Escaped: the post's link once, then digits.
			'escaped'     => $frame['escaped'],
			'reply_label' => Phrases::fill( $frame['phrases']['reply_to'] ?? 'reply_to', 'reply_to', $author ),
		);

		ob_start();
		include __DIR__ . '/templates/comment.php';
		return (string) ob_get_clean();
	}

	/**
	 * "Edited on <date and time>", escaped: under a comment whose text was edited, and in
	 * wpdSaveEditedComment's answer (`lastEdited`), which the client puts in the same place.
	 *
	 * @param int $time When (Unix time).
	 */
	public static function edited_html( int $time ): string {
		return esc_html(
			/* translators: %s: date and time of the edit. */
			sprintf( __( 'Edited on %s', 'farol' ), wp_date( self::full_format(), $time ) )
		);
	}

	/**
	 * The comment's text in full (core's comment_text pipeline), for "Read more".
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public function full_text( WP_Comment $comment ): string {
		return (string) apply_filters( 'comment_text', get_comment_text( $comment ), $comment, array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's display pipeline.
	}

	/**
	 * Whether the thread a comment belongs to is closed (its top-level comment's flag).
	 *
	 * @param WP_Comment $comment The comment.
	 */
	private function thread_closed( WP_Comment $comment ): bool {
		// The parents are cached by ThreadQuery.
		$root = WritablePost::root( $comment );
		return '1' === (string) get_comment_meta( (int) $root->comment_ID, CommentMeta::CLOSED, true );
	}

	/**
	 * The author's website when it is an http(s) address, else ''.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	private function author_url( WP_Comment $comment ): string {
		$url = trim( (string) $comment->comment_author_url );
		if ( '' === $url || 'http://' === $url ) {
			return '';
		}
		return esc_url( $url, array( 'http', 'https' ) );
	}

	/**
	 * Relative ("3 days ago") within a month, the date after that.
	 *
	 * @param int $time The comment's time (Unix).
	 */
	private function human_date( int $time ): string {
		$now = time();
		if ( $now - $time < 30 * DAY_IN_SECONDS ) {
			$this->next_change = min( $this->next_change, $now + self::label_lasts( $now - $time ) );
			/* translators: %s: time span, e.g. "3 days". */
			return sprintf( __( '%s ago', 'farol' ), human_time_diff( $time ) );
		}
		return $this->day_date( $this->formats()['date'], $time );
	}

	/**
	 * Core's wp_date() of a format; once per local day and list when the format shows the date
	 * alone (no time of day, no time zone: the same text all day long), so the comments of one
	 * day share one call to core's formatter, its filters included.
	 *
	 * @param string $format A date format.
	 * @param int    $time   Unix time.
	 */
	private function day_date( string $format, int $time ): string {
		// Outside a list (one comment rendered alone) nothing is shared. Escaped characters (\x)
		// print themselves; any of these letters depends on more than the day.
		if ( null === $this->frame || false !== strpbrk( (string) preg_replace( '/\\\\./s', '', $format ), 'aABgGhHisuveIOPpTZcrU' ) ) {
			return (string) wp_date( $format, $time );
		}
		$this->zone ??= wp_timezone();

		$day = ( new \DateTimeImmutable( '@' . $time ) )->setTimezone( $this->zone )->format( 'Y-m-d' );
		if ( ! isset( $this->days[ $format ][ $day ] ) ) {
			$this->days[ $format ][ $day ] = (string) wp_date( $format, $time );
		}
		return $this->days[ $format ][ $day ];
	}

	/**
	 * When the relative dates printed since reset_next_change() change (Unix time; PHP_INT_MAX:
	 * none was printed). The comment area's fragment cache expires its copy then.
	 */
	public function next_change(): int {
		return $this->next_change;
	}

	/**
	 * Starts watching the relative dates afresh.
	 */
	public function reset_next_change(): void {
		$this->next_change = PHP_INT_MAX;
	}

	/**
	 * Seconds until core's human_time_diff() of an age reads differently: it rounds the age to
	 * its unit (minutes under an hour, hours under a day, days under a week, weeks after), so the
	 * label turns half a unit past each whole one, or where the unit changes; a month on, the
	 * renderer prints the date instead.
	 *
	 * @param int $age Seconds since the comment.
	 */
	private static function label_lasts( int $age ): int {
		if ( $age < MINUTE_IN_SECONDS ) {
			return 1;
		}
		$units = array(
			array( MINUTE_IN_SECONDS, HOUR_IN_SECONDS ),
			array( HOUR_IN_SECONDS, DAY_IN_SECONDS ),
			array( DAY_IN_SECONDS, WEEK_IN_SECONDS ),
			array( WEEK_IN_SECONDS, 30 * DAY_IN_SECONDS ),
		);
		foreach ( $units as $unit ) {
			list( $size, $until ) = $unit;
			if ( $age < $until ) {
				$turns = (int) ( $size * floor( $age / $size + 0.5 ) + $size / 2 );
				return max( 1, min( $turns, $until ) - $age );
			}
		}
		return 1;
	}

	/**
	 * The site's date format, and its date and time formats together (the date's tooltip), read
	 * once per request.
	 *
	 * @return array{date: string, full: string}
	 */
	private function formats(): array {
		if ( null === $this->formats ) {
			$this->formats = array(
				'date' => (string) get_option( 'date_format' ),
				'full' => self::full_format(),
			);
		}
		return $this->formats;
	}

	/**
	 * The site's date and time formats together (a date's tooltip, "Edited on …").
	 */
	private static function full_format(): string {
		return (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' );
	}

	/**
	 * The comment's flags and vote totals, from its meta (one cache read).
	 *
	 * @param int $id Comment id.
	 * @return array<string,string>
	 */
	private function meta( int $id ): array {
		$all = get_comment_meta( $id );
		$out = array();
		foreach ( array( CommentMeta::STICKY, CommentMeta::CLOSED, CommentMeta::VOTES, CommentMeta::LIKES, CommentMeta::DISLIKES, CommentMeta::EDITED ) as $key ) {
			$out[ $key ] = is_array( $all ) && isset( $all[ $key ][0] ) && is_scalar( $all[ $key ][0] ) ? (string) $all[ $key ][0] : '';
		}
		return $out;
	}

	/**
	 * The first words of a long text as a paragraph when "Read more" is on, else null.
	 *
	 * @param string $text  Filtered text.
	 * @param int    $words Words shown before "Read more" (0: off).
	 */
	private function trimmed( string $text, int $words ): ?string {
		if ( $words < 1 ) {
			return null;
		}
		$plain = trim( wp_strip_all_tags( $text ) );
		$short = wp_trim_words( $plain, $words, '…' );
		return $short === $plain ? null : '<p>' . esc_html( $short ) . '</p>';
	}

	/**
	 * Facts about a post, once per request.
	 *
	 * @param int $post_id Post.
	 * @return array{open: bool, link: string} The link escaped for an attribute (esc_url()).
	 */
	private function post( int $post_id ): array {
		if ( ! isset( $this->posts[ $post_id ] ) ) {
			$this->posts[ $post_id ] = array(
				'open' => comments_open( $post_id ),
				'link' => esc_url( (string) get_permalink( $post_id ) ),
			);
		}
		return $this->posts[ $post_id ];
	}
}
