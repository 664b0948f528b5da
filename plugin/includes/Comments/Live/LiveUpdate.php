<?php
/**
 * The poll's answer.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Live;

use WP_Comment;
use WP_Post;

/**
 * Builds what `GET farol/v1/update` answers (the contract's `liveUpdateAnswer`): the new visible
 * comment ids after the reader's newest (`lastId`), the ids the reader shows that are gone, the
 * post's comment count and, per new comment, a text-only preview (excerpt, author, date, avatar
 * address, link), every text HTML-escaped so the client can put it in as it is.
 *
 * Fast when unchanged: when the version the reader sends is the thread's version now, nothing
 * changed since the reader's last answer, so the answer is built from the version and the post's
 * count alone, without reading a comment.
 */
final class LiveUpdate {

	/**
	 * Most new comments an answer holds (the contract's maxItems).
	 */
	public const MAX_NEW = 50;

	/**
	 * Most ids a reader may name as visible (the contract's pattern allows no more).
	 */
	public const MAX_VISIBLE = 500;

	/**
	 * Words of a preview.
	 */
	private const EXCERPT_WORDS = 20;

	/**
	 * Creates the builder.
	 *
	 * @param LiveThread $thread The thread's reader.
	 */
	public function __construct( private readonly LiveThread $thread ) {
	}

	/**
	 * The answer.
	 *
	 * @param WP_Post $post    A post the reader may read.
	 * @param int     $last    The newest id the reader has.
	 * @param int[]   $visible The ids the reader shows.
	 * @param string  $version The version of the reader's last answer ('' : none).
	 * @return array{ids: list<int>, commentIDsToRemove: list<int>, all_comments_count: int, version: string, lastId: int, comments: list<array<string,int|string>>}
	 */
	public function answer( WP_Post $post, int $last, array $visible, string $version ): array {
		$now   = LiveThread::version( $post->ID );
		$count = (int) get_comments_number( $post );
		if ( '' !== $version && hash_equals( $now, $version ) ) {
			return array(
				'ids'                => array(),
				'commentIDsToRemove' => array(),
				'all_comments_count' => $count,
				'version'            => $now,
				'lastId'             => $last,
				'comments'           => array(),
			);
		}
		$ids      = $this->thread->new_ids( $post->ID, $last, self::MAX_NEW + 1 );
		$complete = count( $ids ) <= self::MAX_NEW;
		$ids      = array_slice( $ids, 0, self::MAX_NEW );
		_prime_comment_caches( $ids, false );
		$comments = array();
		foreach ( $ids as $id ) {
			$comment = get_comment( $id );
			if ( $comment instanceof WP_Comment ) {
				$comments[] = $this->preview( $post, $comment );
			}
		}
		return array(
			'ids'                => $ids,
			'commentIDsToRemove' => $this->thread->removed( $post->ID, $visible ),
			'all_comments_count' => $count,
			// More than one answer's worth: no version, so the next poll reads the rest.
			'version'            => $complete ? $now : '',
			'lastId'             => array() === $ids ? $last : max( $last, (int) end( $ids ) ),
			'comments'           => $comments,
		);
	}

	/**
	 * A new comment's preview, escaped.
	 *
	 * @param WP_Post    $post    Its post.
	 * @param WP_Comment $comment The comment.
	 * @return array<string,int|string>
	 */
	private function preview( WP_Post $post, WP_Comment $comment ): array {
		$id     = (int) $comment->comment_ID;
		$avatar = get_option( 'show_avatars' ) ? get_avatar_url( $comment, array( 'size' => 48 ) ) : '';
		return array(
			'id'          => $id,
			'commentText' => esc_html( wp_trim_words( wp_strip_all_tags( (string) $comment->comment_content ), self::EXCERPT_WORDS, '…' ) ),
			'avatar'      => is_string( $avatar ) ? esc_url_raw( $avatar ) : '',
			'authorName'  => esc_html( get_comment_author( $comment ) ),
			'commentDate' => esc_html( get_comment_date( '', $comment ) ),
			'commentLink' => esc_url_raw( get_permalink( $post ) . '#comment-' . $id ),
		);
	}
}
