<?php
/**
 * The comment area of a post.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Render;

use Farol\Comments\Settings;
use Farol\Comments\Thread\ThreadFilter;
use Farol\Comments\Thread\ThreadPage;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Comments\Thread\ThreadRequest;
use Farol\Comments\Wire\WireContract;
use WP_Post;

/**
 * Prints the whole comment area: heading, the main form's slot, the toolbar's slot, the first
 * page of threads and the load-more button. Used by the `farol/comments` block and, when the
 * setting asks, in place of core's comments template. The container carries the client's props
 * in `data-farol-props` (postId, sorting, wpdType, perPage, lastParentId, isShowLoadMore,
 * commentsLeft, loadLastCommentId, ajaxUrl, and what other modules add through the filter
 * `farol_comments_client_props`, then completed and, in debug, checked against the contract by
 * WireContract); the client mounts into the `data-farol-slot` elements. The
 * main form slot holds the filter `farol_comments_main_form_html` (core's comment form by
 * default, which posts without JavaScript); the reply form the client clones sits in
 * `<template id="wpd-reply-template">` (filter `farol_comments_reply_template_html`).
 */
final class ThreadView {

	/**
	 * Creates the view.
	 *
	 * @param ThreadQuery     $query    Thread reads.
	 * @param CommentRenderer $renderer Comment markup.
	 * @param Settings        $settings Widget settings.
	 */
	public function __construct(
		private readonly ThreadQuery $query,
		private readonly CommentRenderer $renderer,
		private readonly Settings $settings
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
		$open = comments_open( $post );
		$page = $this->query->page(
			$post->ID,
			new ThreadRequest( $this->settings->default_sorting(), ThreadFilter::None, $this->settings->per_page() )
		);
		if ( ! $open && 0 === $page->total_parents ) {
			return '';
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
		$props = WireContract::complete_props( (array) apply_filters( 'farol_comments_client_props', $props, $post ) );
		$count = (int) get_comments_number( $post );
		$form  = '';
		if ( $open ) {
			/**
			 * Filters the main comment form's markup (escaped HTML); '' prints core's form.
			 *
			 * @param string  $html The form.
			 * @param WP_Post $post The post.
			 */
			$form = (string) apply_filters( 'farol_comments_main_form_html', '', $post );
			if ( '' === $form && ! has_filter( 'farol_comments_main_form_html' ) ) {
				ob_start();
				comment_form( array(), $post );
				$form = (string) ob_get_clean();
			}
		}
		if ( '' === $attributes ) {
			$attributes = 'class="wp-block-farol-comments"';
		}
		$html  = '<section ' . $attributes . ' id="wpdcom" data-farol-props="' . esc_attr( (string) wp_json_encode( $props ) ) . '" aria-labelledby="farol-comments-title">';
		$html .= '<h2 class="farol-comments__title" id="farol-comments-title">' . CommentCount::heading_html( $count ) . '</h2>';
		$html .= '<div class="farol-comments__form" data-farol-slot="main-form">' . $form . '</div>';
		if ( ! $open ) {
			$html .= '<p class="farol-comments__closed">' . esc_html__( 'Comments are closed.', 'farol' ) . '</p>';
		}
		$html .= '<div class="farol-comments__toolbar" data-farol-slot="toolbar"></div>';
		$html .= '<div class="farol-comments__list" id="wpd-threads" data-farol-slot="list" role="list">' . $this->renderer->render_nodes( $page->threads ) . '</div>';
		$html .= '<div class="farol-comments__more" data-farol-slot="load-more">' . $this->load_more( $page ) . '</div>';
		$html .= '<div class="farol-comments__messages-slot" data-farol-slot="messages" aria-live="polite"></div>';
		if ( $open ) {
			/**
			 * Filters the reply form the client clones for each reply (escaped HTML).
			 *
			 * @param string  $html The form ('' when nobody may reply).
			 * @param WP_Post $post The post.
			 */
			$reply = (string) apply_filters( 'farol_comments_reply_template_html', '', $post );
			if ( '' !== $reply ) {
				$html .= '<template id="wpd-reply-template">' . $reply . '</template>';
			}
		}
		return $html . '</section>';
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
	 * The load-more button of a page, '' when nothing is left.
	 *
	 * @param ThreadPage $page The page.
	 */
	private function load_more( ThreadPage $page ): string {
		if ( ! $page->has_more() ) {
			return '';
		}
		return '<button type="button" class="farol-comments__load-more" data-farol-action="load-more" data-lastparentid="' . esc_attr( (string) $page->last_parent_id ) . '">'
			. esc_html__( 'Load more comments', 'farol' )
			. ' <span class="farol-comments__left">(' . esc_html( self::comments_left_text( $page ) ) . ')</span></button>';
	}
}
