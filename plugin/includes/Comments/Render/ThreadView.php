<?php
/**
 * The comment area of a post.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Render;

use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Rating\Ratings;
use Farol\Comments\Settings;
use Farol\Comments\Thread\ThreadFilter;
use Farol\Comments\Thread\ThreadPage;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Comments\Thread\ThreadRequest;
use Farol\Comments\Wire\WireContract;
use WP_Post;

/**
 * Prints the whole comment area with templates/area.php: heading, the main form, the toolbar
 * (ToolbarView), the first page of threads, the load-more button (LoadMoreView), the reply
 * form's template, and the triggers of the widget's deferred scripts (load_on_intent, deep_link_now). Used by
 * the `farol/comments` block (CommentsBlock) and, when the setting asks, in place of core's
 * comments template. The container carries the client's props in `data-farol-props` (postId,
 * sorting, wpdType, perPage, lastParentId, isShowLoadMore, commentsLeft, loadLastCommentId,
 * ajaxUrl, and what the write side and the endpoint add through the filter
 * `farol_comments_client_props`, then completed and, in debug, checked against the contract by
 * WireContract); the client mounts into the `data-farol-slot` elements. The forms come from the
 * form renderer the module hands in: the main form (which posts without JavaScript) in the
 * main-form slot, the reply form the client clones in `<template id="wpd-reply-template">`.
 */
final class ThreadView {

	/** Turns the area's trigger to `now` when the address names a comment. */
	public const DEEP_LINK_SCRIPT = '/^#comment-\\d+$/.test(location.hash)&&document.getElementById("wpdcom")?.setAttribute("data-farol-when","now");';

	/**
	 * Creates the view.
	 *
	 * @param ThreadQuery         $query    Thread reads.
	 * @param CommentRenderer     $renderer Comment markup.
	 * @param Settings            $settings Widget settings.
	 * @param CommentFormRenderer $forms    The comment forms.
	 * @param Ratings|null        $ratings   The post rating printed at the area's top (none when null).
	 * @param \Closure|null       $subscribe The subscribe bar of a post (`fn(WP_Post): string`), none when null.
	 * @param AreaCache|null      $cache     The area's markup for anonymous readers, kept in a persistent object cache (none when null).
	 */
	public function __construct(
		private readonly ThreadQuery $query,
		private readonly CommentRenderer $renderer,
		private readonly Settings $settings,
		private readonly CommentFormRenderer $forms,
		private readonly ?Ratings $ratings = null,
		private readonly ?\Closure $subscribe = null,
		private readonly ?AreaCache $cache = null
	) {
	}

	/**
	 * The comment area of a post.
	 *
	 * @param WP_Post $post       The post.
	 * @param string  $attributes Escaped attributes of the container (a block's wrapper attributes), '' for the default class.
	 */
	public function area( WP_Post $post, string $attributes = '' ): string {
		if ( post_password_required( $post ) ) {
			return '';
		}
		if ( null !== $this->cache ) {
			return $this->cache->area( $post, $attributes, fn (): array => $this->render( $post, $attributes ) );
		}
		return $this->render( $post, $attributes )[0];
	}

	/**
	 * Renders the comment area of a post.
	 *
	 * @param WP_Post $post       The post.
	 * @param string  $attributes Escaped attributes of the container.
	 * @return array{0: string, 1: array<string,mixed>|null} The markup, and the client's props before `farol_comments_client_props` (null when the area is empty).
	 */
	private function render( WP_Post $post, string $attributes ): array {
		$open = comments_open( $post );
		$page = $this->query->page(
			$post->ID,
			new ThreadRequest( $this->settings->default_sorting(), ThreadFilter::None, $this->settings->per_page() )
		);
		if ( ! $open && 0 === $page->total_parents ) {
			return array( '', null );
		}
		$props = array(
			'postId'            => $post->ID,
			'sorting'           => $this->settings->default_sorting()->value,
			'wpdType'           => '',
			'perPage'           => $this->settings->per_page(),
			'lastParentId'      => $page->last_parent_id,
			'isShowLoadMore'    => $page->has_more(),
			'commentsLeft'      => $page->parents_left,
			'loadLastCommentId' => $page->last_comment_id,
			'ajaxUrl'           => admin_url( 'admin-ajax.php' ),
		);
		/**
		 * Filters the comment client's props (camelCase keys the client's zod contract knows).
		 *
		 * @param array<string,mixed> $props The props.
		 * @param WP_Post             $post  The post.
		 */
		$raw        = $props;
		$props      = WireContract::complete_props( (array) apply_filters( 'farol_comments_client_props', $props, $post ) );
		$farol_area = array(
			'attributes' => ( '' === $attributes ? 'class="wp-block-farol-comments"' : $attributes ) . self::load_on_intent( $page ),
			'props'      => (string) wp_json_encode( $props ),
			'heading'    => CommentCount::heading_html( (int) get_comments_number( $post ) ),
			'rating'     => null !== $this->ratings ? $this->ratings->area_html( $post ) : '',
			'subscribe'  => null === $this->subscribe ? '' : (string) ( $this->subscribe )( $post ),
			// Buttons the features add under the heading (escaped markup), e.g. the info modal's.
			'tools'      => (string) apply_filters( 'farol_comments_area_tools_html', '', $post ),
			'open'       => $open,
			/**
			 * Filters the main form's markup (escaped HTML): social login puts its buttons before it.
			 *
			 * @param string  $form The form.
			 * @param WP_Post $post The post.
			 */
			'form'       => $open ? (string) apply_filters( 'farol_comments_main_form_html', $this->forms->main( $post ), $post ) : '',
			'toolbar'    => ToolbarView::html( $this->settings->default_sorting() ),
			'list'       => $this->renderer->render_nodes( $page->threads ),
			'more'       => $this->load_more( $page ),
			'reply'      => $open ? $this->forms->reply_template( $post ) : '',
		);
		self::deep_link_now();
		ob_start();
		include __DIR__ . '/templates/area.php';
		return array( (string) ob_get_clean(), $raw );
	}

	/**
	 * When the widget's scripts load (read by the deferred loader, Farol\Support\DeferredScripts
	 * and src/lib/mount): on the first interaction with the area, a reader who only reads
	 * downloads none of them; and, when the thread has more to load on scroll, also when the
	 * load-more slot nears the viewport (the scroll past 80 % of the area that loads more needs
	 * the widget there).
	 *
	 * @param ThreadPage $page The first page.
	 * @return string Escaped attributes, with a leading space.
	 */
	private static function load_on_intent( ThreadPage $page ): string {
		if ( ! $page->has_more() ) {
			return ' data-farol-when="interaction"';
		}
		return ' data-farol-when="interaction visible" data-farol-visible="' . esc_attr( '[data-farol-slot="load-more"]' ) . '"';
	}

	/**
	 * A visitor who arrives on a comment's address (`#comment-N`, a notification mail's link)
	 * needs the widget at once, not on their first touch: it scrolls the comment 32 px below the
	 * top and, when the comment is beyond the first page, fetches it. The address's fragment
	 * never reaches the server, so a one-line inline script turns the area's `data-farol-when`
	 * to `now`; printed first in the footer (outside the area, whose markup holds no script), it
	 * runs as the page is parsed, before the deferred loader reads the area's triggers.
	 */
	private static function deep_link_now(): void {
		if ( has_action( 'wp_footer', array( self::class, 'print_deep_link_script' ) ) ) {
			return;
		}
		add_action( 'wp_footer', array( self::class, 'print_deep_link_script' ), 1 );
	}

	/**
	 * Prints the deep link's script (see deep_link_now()).
	 */
	public static function print_deep_link_script(): void {
		wp_print_inline_script_tag( self::DEEP_LINK_SCRIPT );
	}

	/**
	 * The "N more conversations" text, or '' when none is left.
	 *
	 * @param ThreadPage $page The page.
	 */
	public static function comments_left_text( ThreadPage $page ): string {
		if ( ! $page->has_more() ) {
			return '';
		}
		return sprintf(
			/* translators: %s: number of conversations not shown yet. */
			_n( '%s more conversation', '%s more conversations', $page->parents_left, 'farol' ),
			number_format_i18n( $page->parents_left )
		);
	}

	/**
	 * The load-more button of a page (LoadMoreView), hidden when nothing is left.
	 *
	 * @param ThreadPage $page The page.
	 */
	private function load_more( ThreadPage $page ): string {
		return LoadMoreView::html( $page->last_parent_id, self::comments_left_text( $page ) );
	}
}
