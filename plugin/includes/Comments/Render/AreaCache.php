<?php
/**
 * The comment area's markup from the persistent object cache, for anonymous readers.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Render;

use Farol\Comments\Store\ThreadCache;
use Farol\Support\Fragments\FragmentCache;
use Farol\Support\Fragments\FragmentRecorder;
use WP_Post;

/**
 * Rendering a post's comment area (ThreadView) is most of what a long thread's page costs in PHP:
 * every comment through core's comment_text pipeline and the template. With a persistent object
 * cache, an anonymous reader (FragmentCache::usable()) gets the markup the last such reader got,
 * when nothing it depends on changed since:
 *
 * - the key holds the thread's version (ThreadCache: new on every comment, edit, status, vote,
 *   pin, close, deletion), the post's own fields (comments open, count, status, password,
 *   modified), the container's attributes, and FragmentCache's site and post generations (every
 *   option, so the widget's settings and phrases, any post meta, the rating, users, theme,
 *   plugins, upgrades), locale and addresses;
 * - a copy lasts until its first relative date ("5 minutes ago") would read differently
 *   (CommentRenderer::next_change()), at most FragmentCache::MAX_TTL;
 * - what the render did besides its markup is replayed on a hit: the client props filter
 *   (`farol_comments_client_props`, which enqueues the live script and schedules the guest
 *   prefill) is applied again to the stored props, the footer scripts hooked with static
 *   callables (the deep link's, the info modal's, social login's) are hooked again, the form
 *   stamps are signed for now. A render that did something else (FragmentRecorder) is not
 *   stored, nor one carrying a single-use captcha challenge.
 */
final class AreaCache {

	/**
	 * The fragment's name in keys.
	 */
	private const NAME = 'comments-area';

	/**
	 * The filter replayed on a hit.
	 */
	public const PROPS_FILTER = 'farol_comments_client_props';

	/**
	 * Creates the cache.
	 *
	 * @param FragmentCache   $fragments The fragment store.
	 * @param CommentRenderer $renderer  The comment renderer (its relative dates' next change).
	 */
	public function __construct( private readonly FragmentCache $fragments, private readonly CommentRenderer $renderer ) {
	}

	/**
	 * The area's markup, from the cache or rendered (and kept).
	 *
	 * @param WP_Post  $post       The post.
	 * @param string   $attributes The container's attributes.
	 * @param \Closure $render     `fn(): array{0: string, 1: array<string,mixed>|null}`: the markup and the props before the filter (null when none were made).
	 */
	public function area( WP_Post $post, string $attributes, \Closure $render ): string {
		if ( ! $this->fragments->usable() ) {
			return (string) $render()[0];
		}
		$key = $this->fragments->key(
			self::NAME,
			$post->ID,
			array(
				(string) get_post_meta( $post->ID, ThreadCache::VERSION_META, true ),
				$post->post_modified_gmt,
				$post->post_status,
				$post->comment_status,
				comments_open( $post ),
				$post->comment_count,
				md5( $post->post_password ),
				$attributes,
			)
		);
		$hit = $this->fragments->get( $key );
		if ( null !== $hit ) {
			return $this->replay( $hit, $post );
		}
		$recorder = new FragmentRecorder( self::PROPS_FILTER );
		$this->renderer->reset_next_change();
		$recorder->start();
		try {
			list( $html, $props ) = $render();
		} finally {
			$effects = $recorder->stop();
		}
		if ( null !== $effects ) {
			$this->fragments->set(
				$key,
				array(
					'html'  => (string) $html,
					'props' => $props,
				) + $effects,
				min( $this->renderer->next_change(), time() + FragmentCache::MAX_TTL )
			);
		}
		return (string) $html;
	}

	/**
	 * A stored area, with what its render did done again.
	 *
	 * @param array<string,mixed> $hit  The stored entry.
	 * @param WP_Post             $post The post.
	 */
	private function replay( array $hit, WP_Post $post ): string {
		$hooks = is_array( $hit['hooks'] ?? null ) ? $hit['hooks'] : array();
		FragmentRecorder::replay_hooks( $hooks, 0 );
		if ( ! empty( $hit['window'] ) && is_array( $hit['props'] ?? null ) ) {
			/** This filter is documented in ThreadView::area(). */
			apply_filters( self::PROPS_FILTER, $hit['props'], $post ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant is 'farol_…'.
		}
		FragmentRecorder::replay_hooks( $hooks, 1 );
		return FragmentRecorder::fresh_stamps( (string) $hit['html'], is_array( $hit['stamps'] ?? null ) ? $hit['stamps'] : array() );
	}
}
