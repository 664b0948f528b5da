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
 * What ThreadView prints: the props filter, the forms it is handed, the slots.
 */
final class ThreadViewSeamsTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The area of a post.
	 *
	 * @param int $post_id Post.
	 */
	private function area( int $post_id ): string {
		return $this->comment_area( $post_id );
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
	 * The main-form slot holds the comment form the view is handed (which posts without
	 * JavaScript), never core's; closed comments print no form.
	 */
	public function test_the_main_form_slot_holds_the_comment_form_and_closed_comments_print_none(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$tags = new WP_HTML_Tag_Processor( $this->area( $post ) );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'farol-comments__form' ) ) );
		$this->assertSame( 'main-form', $tags->get_attribute( 'data-farol-slot' ) );
		$this->assertTrue( $tags->next_tag( 'form' ) );
		$this->assertSame( 'main', $tags->get_attribute( 'data-farol-form' ) );
		$this->assertStringNotContainsString( 'id="commentform"', $this->area( $post ), 'not core\'s form' );

		wp_update_post(
			array(
				'ID'             => $post,
				'comment_status' => 'closed',
			)
		);
		$this->assertStringNotContainsString( '<form', $this->area( $post ) );
	}

	/**
	 * The reply template holds the reply form, the last thing in the area, and is absent when
	 * comments are closed.
	 */
	public function test_the_reply_template_holds_the_reply_form_and_is_absent_when_closed(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$this->assertMatchesRegularExpression(
			'#<template id="wpd-reply-template"><form [^>]*data-farol-form="reply".*</form>\s*</template></section>$#s',
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
