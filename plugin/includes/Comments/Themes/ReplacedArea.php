<?php
/**
 * The widget's area where a theme's comments were.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Themes;

use WP_Block;
use WP_Post;

/**
 * Renders the `farol/comments` block for a post in place of a theme's comments, once per post
 * and request: a template that holds core's comments twice (a `core/comments` block and a
 * stray `core/post-comments-form`, or `comments_template()` called again) still gets one
 * area, one `#wpdcom`. Rendered as a block (WP_Block::render), so WordPress enqueues the
 * block's view script and style and the deferred loader marks its container, on any theme.
 */
final class ReplacedArea {

	/**
	 * Posts whose area this request has printed (id => true).
	 *
	 * @var array<int,true>
	 */
	private array $printed = array();

	/**
	 * Takes the post's one area: true the first time for a post, false afterwards.
	 *
	 * @param int $post_id The post.
	 */
	public function claim( int $post_id ): bool {
		if ( $post_id <= 0 || isset( $this->printed[ $post_id ] ) ) {
			return false;
		}
		$this->printed[ $post_id ] = true;
		return true;
	}

	/**
	 * The post's area, or nothing when it was printed already (or there is no such post).
	 *
	 * @param int $post_id The post.
	 */
	public function render( int $post_id ): string {
		$post = get_post( $post_id );
		if ( ! $post instanceof WP_Post || ! $this->claim( $post_id ) ) {
			return '';
		}
		$block = new WP_Block(
			array(
				'blockName'    => 'farol/comments',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			),
			array(
				'postId'   => $post->ID,
				'postType' => $post->post_type,
			)
		);
		return $block->render();
	}

	/**
	 * Forgets what was printed (a test's next render, a new request in a long process).
	 */
	public function forget(): void {
		$this->printed = array();
	}
}
