<?php
/**
 * The comment area's seams for the other modules: the client's props, the main form and the
 * reply form's template, and the slots the client mounts into.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * What ThreadView prints through its filters.
 */
final class ThreadViewSeamsTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The area of a post.
	 *
	 * @param int $post_id Post.
	 */
	private function area( int $post_id ): string {
		return (string) apply_filters( 'farol_comments_markup', '', $post_id, '' );
	}

	/**
	 * The client props filter adds keys to the container's props.
	 */
	public function test_the_client_props_filter_adds_keys_to_the_containers_props(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		add_filter(
			'farol_comments_client_props',
			static function ( array $props ): array {
				$props['nonce'] = 'abc';
				return $props;
			}
		);
		$tags = new WP_HTML_Tag_Processor( $this->area( $post ) );
		$this->assertTrue( $tags->next_tag( 'section' ) );
		$props = json_decode( (string) $tags->get_attribute( 'data-farol-props' ), true );
		$this->assertIsArray( $props );
		$this->assertSame( 'abc', $props['nonce'] );
		$this->assertSame( $post, $props['postId'] );
	}

	/**
	 * The main form filter replaces cores form and an empty answer prints none.
	 */
	public function test_the_main_form_filter_replaces_cores_form_and_an_empty_answer_prints_none(): void {
		// The seam on its own: without the write module's forms, core's form stands in.
		remove_all_filters( 'farol_comments_main_form_html' );
		remove_all_filters( 'farol_comments_reply_template_html' );
		$post = $this->create_post();
		$this->assertStringContainsString( 'id="commentform"', $this->area( $post ), 'core\'s form by default' );

		$form = static fn(): string => '<form class="farol-comment-form" data-farol-form="main"></form>';
		add_filter( 'farol_comments_main_form_html', $form );
		$html = $this->area( $post );
		$this->assertStringContainsString( 'data-farol-form="main"', $html );
		$this->assertStringNotContainsString( 'id="commentform"', $html );

		remove_filter( 'farol_comments_main_form_html', $form );
		add_filter( 'farol_comments_main_form_html', '__return_empty_string' );
		$html = $this->area( $post );
		$this->assertStringNotContainsString( '<form', $html );
	}

	/**
	 * The reply template holds the filters form, and is absent without one or when comments are closed.
	 */
	public function test_the_reply_template_holds_the_filters_form_and_is_absent_without_one_or_when_closed(): void {
		// The seam on its own: without the write module's reply form there is no template.
		remove_all_filters( 'farol_comments_reply_template_html' );
		$post = $this->create_post();
		$this->add_comment( $post );
		$this->assertStringNotContainsString( 'wpd-reply-template', $this->area( $post ) );

		add_filter(
			'farol_comments_reply_template_html',
			static fn(): string => '<form class="farol-comment-form" data-farol-form="reply"></form>'
		);
		$this->assertMatchesRegularExpression(
			'#<template id="wpd-reply-template"><form class="farol-comment-form" data-farol-form="reply"></form></template></section>$#',
			$this->area( $post )
		);

		wp_update_post(
			array(
				'ID'             => $post,
				'comment_status' => 'closed',
			)
		);
		$this->assertStringNotContainsString( 'wpd-reply-template', $this->area( $post ) );
	}

	/**
	 * The area has every slot the client mounts into.
	 */
	public function test_the_area_has_every_slot_the_client_mounts_into(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$tags  = new WP_HTML_Tag_Processor( $this->area( $post ) );
		$slots = array();
		while ( $tags->next_tag() ) {
			$slot = $tags->get_attribute( 'data-farol-slot' );
			if ( is_string( $slot ) && in_array( $slot, array( 'main-form', 'toolbar', 'list', 'load-more', 'messages' ), true ) ) {
				$slots[] = $slot;
			}
		}
		$this->assertSame( array( 'main-form', 'toolbar', 'list', 'load-more', 'messages' ), $slots );
	}
}
