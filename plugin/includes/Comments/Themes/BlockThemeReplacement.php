<?php
/**
 * The widget in place of core's comments blocks on block themes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Themes;

use Farol\Comments\Settings;
use WP_Block;

/**
 * With the setting `replace_core_comments` on, the `core/comments` block of any template
 * (Twenty Twenty-Four's single template holds one in a pattern), the legacy
 * `core/post-comments` block and a `core/post-comments-form` standing on its own render the
 * widget's area (ReplacedArea: once per post) instead of core's.
 *
 * The way in is the block type's render callback, wrapped when core registers the block
 * (`register_block_type_args`): `core/comments` is registered with `skip_inner_blocks`, so its
 * inner blocks (comments-title, comment-template, comments-pagination, post-comments-form) are
 * rendered only by core's callback. Answering in its place means none of them runs: core's
 * comment query (comment-template's, every comment of the post) never starts. A
 * `pre_render_block` filter could do the same but does not get the block's context (the post
 * of a query loop), and `render_block` comes after the query. With the setting off, core's
 * callback runs as it would without Farol.
 */
final class BlockThemeReplacement {

	/**
	 * Core's blocks that become the widget's area.
	 */
	public const BLOCKS = array( 'core/comments', 'core/post-comments', 'core/post-comments-form' );

	/**
	 * Creates the replacement.
	 *
	 * @param Settings     $settings Widget settings.
	 * @param ReplacedArea $area     The area, once per post.
	 */
	public function __construct( private readonly Settings $settings, private readonly ReplacedArea $area ) {
	}

	/**
	 * Adds the filter (before core registers its blocks on `init`).
	 */
	public function register(): void {
		add_filter( 'register_block_type_args', array( $this, 'wrap' ), 10, 2 );
	}

	/**
	 * Wraps the render callback of core's comments blocks.
	 *
	 * @internal Filter callback.
	 * @param mixed  $args       Block type arguments.
	 * @param string $block_name Block name.
	 * @return mixed
	 */
	public function wrap( $args, $block_name ) {
		if ( ! is_array( $args ) || ! in_array( $block_name, self::BLOCKS, true ) ) {
			return $args;
		}
		$core                    = isset( $args['render_callback'] ) && is_callable( $args['render_callback'] ) ? $args['render_callback'] : null;
		$args['render_callback'] = function ( $attributes, $content, $block ) use ( $core ) {
			if ( $block instanceof WP_Block && $this->settings->replaces_core_comments() ) {
				return $this->area->render( $this->post_id( $block ) );
			}
			return null === $core ? $content : call_user_func( $core, $attributes, $content, $block );
		};
		return $args;
	}

	/**
	 * The block's post: its context (a template's, a query loop's), else the current post.
	 *
	 * @param WP_Block $block The block.
	 */
	private function post_id( WP_Block $block ): int {
		$id = $block->context['postId'] ?? null;
		return is_numeric( $id ) ? (int) $id : (int) get_the_ID();
	}
}
