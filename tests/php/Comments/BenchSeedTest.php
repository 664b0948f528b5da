<?php
/**
 * The benchmark's comment seed.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\CommentMeta;
use Farol\Tests\TestCase;

/**
 * The same count gives the same thread, shaped like the anchor lab's post.
 */
final class BenchSeedTest extends TestCase {

	/**
	 * Depth of each comment of a post, by id, and a fingerprint of the thread.
	 *
	 * @param int $post_id Post.
	 * @return array{depths: array<int,int>, fingerprint: string}
	 */
	private function shape( int $post_id ): array {
		$comments = get_comments(
			array(
				'post_id' => $post_id,
				'orderby' => 'comment_ID',
				'order'   => 'ASC',
			)
		);
		$depths   = array();
		$parts    = array();
		$first    = (int) $comments[0]->comment_ID;
		foreach ( $comments as $comment ) {
			$parent                               = (int) $comment->comment_parent;
			$depths[ (int) $comment->comment_ID ] = 0 === $parent ? 1 : $depths[ $parent ] + 1;
			$parts[]                              = implode( '|', array( 0 === $parent ? 0 : $parent - $first, $comment->comment_author, $comment->comment_content, $comment->comment_date_gmt, get_comment_meta( (int) $comment->comment_ID, CommentMeta::VOTES, true ) ) );
		}
		return array(
			'depths'      => $depths,
			'fingerprint' => md5( implode( "\n", $parts ) ),
		);
	}

	/**
	 * Seeding twice gives the same thread, with the lab's proportions of depths and one sticky comment.
	 */
	public function test_the_seed_is_deterministic_and_shaped_like_the_lab_post(): void {
		require_once FAROL_TESTS_ROOT . '/tools/bench/seed-comments.php';
		$first  = $this->shape( farol_bench_seed_comments( 300 ) );
		$post   = farol_bench_seed_comments( 300 );
		$second = $this->shape( $post );

		$this->assertSame( $first['fingerprint'], $second['fingerprint'] );
		$this->assertCount( 300, $second['depths'] );
		$this->assertSame( '300', get_post( $post )->comment_count );
		$levels = array_count_values( $second['depths'] );
		$this->assertEqualsWithDelta( 0.687, $levels[1] / 300, 0.06 );
		$this->assertEqualsWithDelta( 0.247, $levels[2] / 300, 0.06 );
		$this->assertEqualsWithDelta( 0.066, ( $levels[3] ?? 0 ) / 300, 0.04 );
		$this->assertSame( array( 1, 2, 3 ), array_keys( $levels ) );
		$this->assertCount( 1, get_comments( array( 'post_id' => $post, 'meta_key' => CommentMeta::STICKY, 'fields' => 'ids' ) ) ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key,WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- one lookup in a test.
		$this->assertNull( get_page_by_path( 'bench-300-comments-2', OBJECT, 'post' ), 'the second run replaced the post' );
	}
}
