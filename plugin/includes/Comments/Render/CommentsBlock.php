<?php
/**
 * The `farol/comments` block's render callback.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Render;

use WP_Block;
use WP_Post;

/**
 * Prints the post's comment area (ThreadView) inside the block's wrapper attributes. The post is
 * the block's context (a single-post template), else the current post. Handed to BlockRegistry
 * by CommentsModule::block_renderers() through the composition root.
 */
final class CommentsBlock {

	/**
	 * Creates the block's renderer.
	 *
	 * @param ThreadView $view The comment area.
	 */
	public function __construct( private readonly ThreadView $view ) {
	}

	/**
	 * The block's markup.
	 *
	 * @param array<string,mixed> $attributes Block attributes (none used).
	 * @param string              $content    Inner content (none).
	 * @param WP_Block            $block      Block instance.
	 */
	public function render( array $attributes, string $content, WP_Block $block ): string {
		unset( $attributes, $content );
		$post_id = isset( $block->context['postId'] ) && is_numeric( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();
		$post    = get_post( $post_id );
		if ( ! $post instanceof WP_Post ) {
			return '';
		}
		return $this->view->area( $post, get_block_wrapper_attributes( array( 'class' => 'farol-comments' ) ) );
	}
}
