<?php
/**
 * The live updates' loads: wpdBubbleUpdate and wpdUpdateAutomatically.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Wire\WireContract;
use Farol\Tests\TestCase;

/**
 * The live updates' loads: the comments rendered by the one renderer, placed under the comment
 * whose replies hold them, the counts, and the refusals.
 */
final class LiveActionsTest extends TestCase {

	use CommentsFixtures;
	use LiveFixtures;

	/**
	 * Bubble mode on.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->live( 'bubble' );
	}

	/**
	 * Calls an action and checks its answer against the contract.
	 *
	 * @param string              $action Action.
	 * @param array<string,mixed> $fields Fields.
	 * @return array<string,mixed>
	 */
	private function load( string $action, array $fields ): array {
		$answer = $this->ajax_json( $action, $fields );
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$error = WireContract::check( $answer['data'], (array) WireContract::answer( $action ), $action );
		$this->assertNull( $error, $error ? $error->get_error_message() : '' );
		return $answer['data'];
	}

	/**
	 * The bubble's ids come back rendered, in place, the counter reset; an id that is no longer
	 * visible is left out.
	 */
	public function test_bubble_update_renders_the_announced_comments_and_resets_the_counter(): void {
		$post  = $this->create_post();
		$root  = $this->add_comment( $post );
		$new   = $this->add_comment( $post, array( 'comment_author' => 'Carla <i>' ) );
		$reply = $this->add_comment( $post, array( 'comment_parent' => $root ) );
		$spam  = $this->add_comment( $post );
		$other = $this->add_comment( $this->create_post() );
		wp_set_comment_status( $spam, 'spam' );
		$this->new_versions();

		$data = $this->load(
			'wpdBubbleUpdate',
			array(
				'postId'        => $post,
				'newCommentIds' => "{$reply},{$new},{$spam},{$other}",
			)
		);
		$this->assertSame( array( $new, $reply ), array_column( $data['comments'], 'commentId' ), 'visible ones of this post, oldest first' );
		$this->assertSame( array( 0, $root ), array_column( $data['comments'], 'parentCommentID' ) );
		$this->assertStringContainsString( 'id="wpd-comm-' . $new . '_0"', $data['comments'][0]['html'] );
		$this->assertStringContainsString( 'data-depth="2"', $data['comments'][1]['html'] );
		$this->assertStringContainsString( 'Carla &lt;i&gt;', $data['comments'][0]['html'] );
		$this->assertSame( 0, $data['newCount'] );
		$this->assertSame( 3, $data['allCommentsCountNew'] );
		$this->assertSame( 3, $data['wc_all_comments_count_new'] );
		$this->assertSame( $reply, $data['loadLastCommentId'] );
		$this->assertStringContainsString( '3', $data['wc_all_comments_count_before_threads_html'] );
	}

	/**
	 * A reply deeper than the deepest level is placed with its ancestor at the level above it,
	 * as the thread shows it.
	 */
	public function test_a_reply_deeper_than_the_deepest_level_goes_where_the_thread_shows_it(): void {
		update_option( 'thread_comments', '1' );
		update_option( 'thread_comments_depth', '2' );
		$post  = $this->create_post();
		$root  = $this->add_comment( $post );
		$child = $this->add_comment( $post, array( 'comment_parent' => $root ) );
		$deep  = $this->add_comment( $post, array( 'comment_parent' => $child ) );
		$this->new_versions();
		$data = $this->load(
			'wpdBubbleUpdate',
			array(
				'postId'        => $post,
				'newCommentIds' => (string) $deep,
			)
		);
		$this->assertSame( $root, $data['comments'][0]['parentCommentID'] );
		$this->assertStringContainsString( 'data-depth="2"', $data['comments'][0]['html'] );
	}

	/**
	 * The automatic mode answers what came after loadLastCommentId and what is gone.
	 */
	public function test_update_automatically_answers_new_comments_and_removals(): void {
		$this->live( 'automatic' );
		$post  = $this->create_post();
		$kept  = $this->add_comment( $post );
		$gone  = $this->add_comment( $post );
		$newer = $this->add_comment( $post );
		wp_trash_comment( $gone );
		$this->new_versions();
		$data = $this->load(
			'wpdUpdateAutomatically',
			array(
				'postId'            => $post,
				'loadLastCommentId' => $gone,
				'visibleCommentIds' => "{$kept},{$gone}",
			)
		);
		$this->assertSame( array( $newer ), array_column( $data['comments'], 'commentId' ) );
		$this->assertSame( array( $gone ), $data['commentIDsToRemove'] );
		$this->assertSame( $newer, $data['loadLastCommentId'] );
		$this->assertSame( 2, $data['wc_all_comments_count_new'] );

		$none = $this->load(
			'wpdUpdateAutomatically',
			array(
				'postId'            => $post,
				'loadLastCommentId' => $newer,
				'visibleCommentIds' => "{$kept},{$newer}",
			)
		);
		$this->assertSame( array(), $none['comments'] );
		$this->assertSame( array(), $none['commentIDsToRemove'] );
		$this->assertSame( $newer, $none['loadLastCommentId'] );
	}

	/**
	 * Bad lists, unreadable posts and live updates off are refused with a phrase key.
	 */
	public function test_refusals(): void {
		$post  = $this->create_post();
		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$this->add_comment( $post );
		$cases = array(
			array( 'wpdBubbleUpdate', array( 'postId' => $post, 'newCommentIds' => '1;DROP' ), 'invalid_request' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			array( 'wpdBubbleUpdate', array( 'postId' => $post, 'newCommentIds' => implode( ',', range( 1, 51 ) ) ), 'invalid_request' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			array( 'wpdBubbleUpdate', array( 'newCommentIds' => '1' ), 'invalid_request' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			array( 'wpdBubbleUpdate', array( 'postId' => $draft, 'newCommentIds' => '1' ), 'post_not_readable' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			array( 'wpdUpdateAutomatically', array( 'postId' => $post, 'loadLastCommentId' => 'x' ), 'invalid_request' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			array( 'wpdUpdateAutomatically', array( 'postId' => $post, 'visibleCommentIds' => 'a,b' ), 'invalid_request' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		);
		foreach ( $cases as list( $action, $fields, $key ) ) {
			$answer = $this->ajax_json( $action, $fields );
			$this->assertFalse( $answer['success'], $action . ' ' . wp_json_encode( $fields ) );
			$this->assertSame( $key, $answer['data'], $action . ' ' . wp_json_encode( $fields ) );
		}
		$this->live( 'off' );
		$this->assertSame( 'live_updates_off', $this->ajax_json( 'wpdBubbleUpdate', array( 'postId' => $post ) )['data'] );
		$this->assertSame( 'live_updates_off', $this->ajax_json( 'wpdUpdateAutomatically', array( 'postId' => $post ) )['data'] );
	}
}
