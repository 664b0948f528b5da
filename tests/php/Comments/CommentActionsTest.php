<?php
/**
 * The read actions on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Tests\TestCase;

/**
 * What the client gets from each read action, and what it is refused.
 */
final class CommentActionsTest extends TestCase {

	use CommentsFixtures;

	/**
	 * Two threads per page.
	 */
	protected function set_up(): void {
		parent::set_up();
		update_option( Settings::OPTION, array( 'per_page' => 2 ) );
	}

	/**
	 * Load more answers the next page and its state for guests and members.
	 */
	public function test_load_more_answers_the_next_page_and_its_state_for_guests_and_members(): void {
		$post  = $this->create_post();
		$roots = $this->add_threads( $post, 5 );

		foreach ( array( 0, $this->create_user() ) as $user ) {
			wp_set_current_user( $user );
			$answer = $this->ajax_json(
				'wpdLoadMoreComments',
				array(
					'postId'       => $post,
					'sorting'      => 'newest',
					'offset'       => 1,
					'lastParentId' => $roots[3],
					'isFirstLoad'  => 0,
					'wpdType'      => '',
				)
			);
			$this->assertTrue( $answer['success'] );
			$data = $answer['data'];
			$this->assertSame( array( $roots[2], $roots[1] ), $this->top_level_ids( $data['comment_list'] ) );
			$this->assertCount( 8, $this->element_ids( $data['comment_list'] ), 'each thread with its replies' );
			$this->assertTrue( $data['is_show_load_more'] );
			$this->assertSame( $roots[1], $data['last_parent_id'] );
			$this->assertSame( 1, $data['comments_left'] );
			$this->assertSame( '1 more conversation', $data['comments_left_text'] );
			$this->assertSame(
				max(
					array_map(
						'intval',
						get_comments(
							array(
								'post_id' => $post,
								'fields'  => 'ids',
							)
						)
					)
				),
				$data['loadLastCommentId']
			);
		}
	}

	/**
	 * First load sorting and filters start from the top.
	 */
	public function test_first_load_sorting_and_filters_start_from_the_top(): void {
		$post  = $this->create_post();
		$roots = $this->add_threads( $post, 3 );
		update_comment_meta( $roots[0], 'farol_likes', '4' );
		update_comment_meta( $roots[0], 'farol_votes', '4' );

		$first = $this->ajax_json(
			'wpdLoadMoreComments',
			array(
				'postId'       => $post,
				'offset'       => 2,
				'lastParentId' => $roots[0],
				'isFirstLoad'  => 1,
			)
		);
		$this->assertSame( array( $roots[2], $roots[1] ), $this->top_level_ids( $first['data']['comment_list'] ) );

		$sorted = $this->ajax_json(
			'wpdSorting',
			array(
				'postId'  => $post,
				'sorting' => 'by_vote',
				'offset'  => 3,
			)
		);
		$this->assertSame( array( $roots[0], $roots[2] ), $this->top_level_ids( $sorted['data']['comment_list'] ) );
		$this->assertSame( 'by_vote', $sorted['data']['sorting'] );

		$reacted = $this->ajax_json( 'wpdMostReactedComment', array( 'postId' => $post ) );
		$this->assertSame( array( $roots[0] ), $this->top_level_ids( $reacted['data']['comment_list'] ) );
		$this->assertFalse( $reacted['data']['is_show_load_more'] );
		$this->assertSame( 'most_reacted', $reacted['data']['wpdType'] );

		$hot = $this->ajax_json( 'wpdHottestThread', array( 'postId' => $post ) );
		$this->assertSame( 'hottest', $hot['data']['wpdType'] );
		$this->assertSame( array( $roots[2], $roots[1] ), $this->top_level_ids( $hot['data']['comment_list'] ), 'as many recent replies each: the latest activity first' );
		$this->assertTrue( $hot['data']['is_show_load_more'] );

		$typed = $this->ajax_json(
			'wpdLoadMoreComments',
			array(
				'postId'  => $post,
				'wpdType' => 'most_reacted',
			)
		);
		$this->assertSame( array( $roots[0] ), $this->top_level_ids( $typed['data']['comment_list'] ) );
	}

	/**
	 * Show replies single comment and read more answer their fields.
	 */
	public function test_show_replies_single_comment_and_read_more_answer_their_fields(): void {
		$post  = $this->create_post();
		$other = $this->create_post();
		$roots = $this->add_threads( $post, 1 );
		$reply = $this->add_comment( $post, array( 'comment_parent' => $roots[0] ) );
		$deep  = $this->add_comment(
			$post,
			array(
				'comment_parent'  => $reply,
				'comment_content' => 'Texto <strong>longo</strong>.',
			)
		);

		$replies = $this->ajax_json(
			'wpdShowReplies',
			array(
				'commentId' => $reply,
				'postId'    => $other,
			)
		);
		$this->assertTrue( $replies['success'] );
		$this->assertSame( array( "wpd-comm-{$deep}_{$reply}" ), $this->element_ids( $replies['data']['comment_list'] ) );

		$single = $this->ajax_json( 'wpdGetSingleComment', array( 'commentId' => $deep ) );
		$this->assertSame( $roots[0], $single['data']['parentCommentID'] );
		$ids = $this->element_ids( $single['data']['message'] );
		$this->assertSame( "wpd-comm-{$roots[0]}_0", $ids[0] );
		$this->assertContains( "wpd-comm-{$deep}_{$reply}", $ids );

		$more = $this->ajax_json( 'wpdReadMore', array( 'commentId' => $deep ) );
		$this->assertSame( "<p>Texto <strong>longo</strong>.</p>\n", $more['data']['message'] );
	}

	/**
	 * A long comment is cut with a read more button when the setting asks.
	 */
	public function test_a_long_comment_is_cut_with_a_read_more_button_when_the_setting_asks(): void {
		update_option(
			Settings::OPTION,
			array(
				'per_page'        => 2,
				'read_more_words' => 3,
			)
		);
		$post = $this->create_post();
		$id   = $this->add_comment( $post, array( 'comment_content' => 'um dois três quatro cinco' ) );

		$list = $this->ajax_json( 'wpdLoadMoreComments', array( 'postId' => $post ) )['data']['comment_list'];
		$this->assertStringContainsString( '<p>um dois três…</p>', $list );
		$this->assertStringContainsString( 'data-farol-action="read-more"', $list );
		$this->assertStringContainsString( 'quatro cinco', $this->ajax_json( 'wpdReadMore', array( 'commentId' => $id ) )['data']['message'] );
	}

	/**
	 * Bad input is refused with a phrase key and no warning.
	 */
	public function test_bad_input_is_refused_with_a_phrase_key_and_no_warning(): void {
		$post = $this->create_post();
		$this->add_threads( $post, 1 );
		$cases = array(
			array( 'wpdLoadMoreComments', array(), 'invalid_request' ),
			array( 'wpdLoadMoreComments', array( 'postId' => 'abc' ), 'invalid_request' ),
			array( 'wpdLoadMoreComments', array( 'postId' => array( 1 ) ), 'invalid_request' ),
			array(
				'wpdLoadMoreComments',
				array(
					'postId'  => $post,
					'sorting' => 'comment_ID; DROP TABLE x',
				),
				'invalid_request',
			),
			array(
				'wpdLoadMoreComments',
				array(
					'postId'  => $post,
					'wpdType' => 'all',
				),
				'invalid_request',
			),
			array(
				'wpdLoadMoreComments',
				array(
					'postId' => $post,
					'offset' => '-1',
				),
				'invalid_request',
			),
			array(
				'wpdLoadMoreComments',
				array(
					'postId'      => $post,
					'isFirstLoad' => 'yes',
				),
				'invalid_request',
			),
			array( 'wpdSorting', array( 'postId' => 999999 ), 'post_not_found' ),
			array( 'wpdShowReplies', array(), 'invalid_request' ),
			array( 'wpdGetSingleComment', array( 'commentId' => '1.5' ), 'invalid_request' ),
			array( 'wpdReadMore', array( 'commentId' => 999999 ), 'comment_not_found' ),
		);
		foreach ( $cases as list( $action, $fields, $key ) ) {
			$answer = $this->ajax_json( $action, $fields );
			$this->assertSame(
				array(
					'success' => false,
					'data'    => $key,
				),
				$answer,
				$action . ' ' . wp_json_encode( $fields )
			);
		}
	}

	/**
	 * Draft private protected and closed posts are refused and pending comments hidden.
	 */
	public function test_draft_private_protected_and_closed_posts_are_refused_and_pending_comments_hidden(): void {
		$draft     = $this->create_post( array( 'post_status' => 'draft' ) );
		$private   = $this->create_post( array( 'post_status' => 'private' ) );
		$protected = $this->create_post( array( 'post_password' => 'segredo' ) );
		$closed    = $this->create_post( array( 'comment_status' => 'closed' ) );
		$shown     = $this->create_post( array( 'comment_status' => 'closed' ) );
		$open      = $this->create_post();
		$hidden    = $this->add_comment( $draft );
		$this->add_comment( $shown );
		$pending = $this->add_comment( $open, array( 'comment_approved' => 0 ) );

		$this->assertSame( 'post_not_readable', $this->ajax_json( 'wpdLoadMoreComments', array( 'postId' => $draft ) )['data'] );
		$this->assertSame( 'post_not_readable', $this->ajax_json( 'wpdShowReplies', array( 'commentId' => $hidden ) )['data'], 'the post comes from the comment' );
		$this->assertSame( 'post_not_readable', $this->ajax_json( 'wpdSorting', array( 'postId' => $private ) )['data'] );
		$trashed = $this->create_post();
		$in_bin  = $this->add_comment( $trashed );
		wp_trash_post( $trashed );
		$this->assertSame( 'comment_not_found', $this->ajax_json( 'wpdReadMore', array( 'commentId' => $in_bin ) )['data'], 'a trashed post\'s comments are trashed with it' );
		$this->assertSame( 'post_not_readable', $this->ajax_json( 'wpdSorting', array( 'postId' => $trashed ) )['data'], 'a trashed post' );
		$future = $this->create_post(
			array(
				'post_status' => 'future',
				'post_date'   => gmdate( 'Y-m-d H:i:s', time() + WEEK_IN_SECONDS ),
			)
		);
		$this->assertSame( 'post_not_readable', $this->ajax_json( 'wpdSorting', array( 'postId' => $future ) )['data'], 'a scheduled post' );
		$this->assertSame( 'post_not_readable', $this->ajax_json( 'wpdSorting', array( 'postId' => $protected ) )['data'] );
		$this->assertSame( 'comments_closed', $this->ajax_json( 'wpdSorting', array( 'postId' => $closed ) )['data'] );
		$this->assertTrue( $this->ajax_json( 'wpdSorting', array( 'postId' => $shown ) )['success'], 'a closed post still shows its comments' );
		$this->assertSame( 'comment_not_found', $this->ajax_json( 'wpdReadMore', array( 'commentId' => $pending ) )['data'] );

		$this->login_as( 'administrator' );
		$this->assertTrue( $this->ajax_json( 'wpdSorting', array( 'postId' => $private ) )['success'], 'readable by who may read it' );
	}
}
