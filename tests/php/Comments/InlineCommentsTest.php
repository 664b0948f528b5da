<?php
/**
 * Inline comments: wpdGetInlineCommentForm, wpdGetLastInlineComments, wpdAddInlineComment.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Inline\InlineMarker;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Settings;
use Farol\Comments\Thread\ThreadNode;
use Farol\Tests\TestCase;
use WP_Comment;

/**
 * The three inline actions: their fields and answers for guests and members, the comment they
 * post (its passage's meta, the posting pipeline's checks, the main thread's mark or its
 * absence), and each refusal with its phrase key and status.
 */
final class InlineCommentsTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	private const PASSAGE = 'abc12345';

	/**
	 * Comments open, a client address.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * A post with two marked passages.
	 *
	 * @param array<string,mixed> $args Post arguments.
	 */
	private function inline_post( array $args = array() ): int {
		return $this->create_post(
			array_merge(
				array(
					'post_content' => '<!-- wp:paragraph --><p>Antes. <span class="farol-inline" data-farol-inline="' . self::PASSAGE . '">O trecho <strong>discutível</strong> &amp; citado</span> depois.</p><!-- /wp:paragraph -->'
						. '<!-- wp:paragraph --><p><span class="farol-inline" data-farol-inline="zzz99999">Outro trecho</span></p><!-- /wp:paragraph -->',
				),
				$args
			)
		);
	}

	/**
	 * Changes widget settings.
	 *
	 * @param array<string,mixed> $values Settings.
	 */
	private function settings( array $values ): void {
		update_option( Settings::OPTION, array_merge( (array) get_option( Settings::OPTION, array() ), $values ) );
	}

	/**
	 * Posts an inline comment as the current visitor.
	 *
	 * @param int                 $post_id Post.
	 * @param array<string,mixed> $fields  Overrides.
	 * @return array<string,mixed>
	 */
	private function add_inline( int $post_id, array $fields = array() ): array {
		$form = is_user_logged_in() ? $this->member_form( $post_id ) : $this->guest_form( $post_id );
		return $this->ajax_json( 'wpdAddInlineComment', array_merge( $form, array( 'inline_form_id' => self::PASSAGE ), $fields ) );
	}

	/**
	 * Asserts a refusal with its key and status.
	 *
	 * @param array<string,mixed> $answer The answer.
	 * @param string              $key    Phrase key.
	 * @param int                 $status HTTP status.
	 */
	private function assert_refused( array $answer, string $key, int $status ): void {
		$this->assertFalse( $answer['success'], wp_json_encode( $answer ) );
		$this->assertSame( $key, $answer['data'] );
		$this->assertSame( $status, Request::status( $key ) );
	}

	/**
	 * A guest's popup: the quoted passage, the list's slot, the form with the guest's fields, the
	 * passage's id, the stamp and the honeypot, the phrases the script may show.
	 */
	public function test_a_guest_gets_the_popup_with_the_form(): void {
		$post   = $this->inline_post();
		$answer = $this->ajax_json(
			'wpdGetInlineCommentForm',
			array(
				'postId'         => $post,
				'inline_form_id' => self::PASSAGE,
			)
		);
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$this->assertSame( self::PASSAGE, $answer['data']['inline_form_id'] );
		$this->assertSame( 0, $answer['data']['count'] );
		$html = $answer['data']['html'];
		$this->assertStringContainsString( 'role="dialog"', $html );
		$this->assertStringContainsString( 'On the passage: “O trecho discutível &amp; citado”', $html );
		$this->assertStringContainsString( 'data-farol-slot="inline-list"', $html );
		$this->assertStringContainsString( 'name="wc_comment" required', $html );
		$this->assertStringContainsString( 'name="wc_name"', $html );
		$this->assertStringContainsString( 'name="wc_email"', $html );
		$this->assertStringContainsString( 'name="inline_form_id" value="' . self::PASSAGE . '"', $html );
		$this->assertStringContainsString( 'name="farol_started"', $html );
		$this->assertStringContainsString( 'name="farol_hp"', $html );
		$this->assertStringContainsString( 'data-min-send-seconds="3"', $html );
		$this->assertStringContainsString( 'data-cookie-hash="' . COOKIEHASH . '"', $html );
		$this->assertStringNotContainsString( 'name="nonce"', $html );
		$this->assertMatchesRegularExpression( '/data-farol-phrases="[^"]*inline_form_not_found/', $html );
	}

	/**
	 * A member's form: no name or e-mail, the nonce instead, no wait for a stamp.
	 */
	public function test_a_member_gets_the_form_with_the_nonce(): void {
		$post = $this->inline_post();
		$this->login_as( 'subscriber' );
		$html = $this->ajax_json(
			'wpdGetInlineCommentForm',
			array(
				'postId'         => $post,
				'inline_form_id' => self::PASSAGE,
			)
		)['data']['html'];
		$this->assertStringNotContainsString( 'name="wc_name"', $html );
		$this->assertMatchesRegularExpression( '/name="nonce" value="[0-9a-f]{10}"/', $html );
		$this->assertStringContainsString( 'data-min-send-seconds="0"', $html );
		$this->assertStringNotContainsString( 'data-cookie-hash', $html );
	}

	/**
	 * Each read refusal: an unknown passage, a malformed id, a missing post, closed comments (the
	 * form; the list still reads), the setting off.
	 */
	public function test_the_reads_refuse_what_they_cannot_answer(): void {
		$post = $this->inline_post();
		$ask  = fn ( string $action, array $fields ): array => $this->ajax_json( $action, array_merge( array( 'postId' => $post ), $fields ) );

		foreach ( array( 'wpdGetInlineCommentForm', 'wpdGetLastInlineComments' ) as $action ) {
			$this->assert_refused( $ask( $action, array( 'inline_form_id' => 'nothere1' ) ), 'inline_form_not_found', 404 );
			$this->assert_refused( $ask( $action, array( 'inline_form_id' => 'BAD id"' ) ), 'invalid_request', 400 );
			$this->assert_refused( $ask( $action, array( 'inline_form_id' => array( 'x' ) ) ), 'invalid_request', 400 );
			$this->assert_refused( $this->ajax_json( $action, array( 'postId' => 999999, 'inline_form_id' => self::PASSAGE ) ), 'post_not_found', 404 ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		}

		$closed = $this->inline_post( array( 'comment_status' => 'closed' ) );
		$this->add_comment( $closed );
		$fields = array(
			'postId'         => $closed,
			'inline_form_id' => self::PASSAGE,
		);
		$this->assert_refused( $this->ajax_json( 'wpdGetInlineCommentForm', $fields ), 'comments_closed', 403 );
		$this->assertTrue( $this->ajax_json( 'wpdGetLastInlineComments', $fields )['success'] );

		$this->settings( array( 'inline_enabled' => false ) );
		$this->assert_refused( $ask( 'wpdGetInlineCommentForm', array( 'inline_form_id' => self::PASSAGE ) ), 'inline_disabled', 403 );
		$this->assert_refused( $ask( 'wpdGetLastInlineComments', array( 'inline_form_id' => self::PASSAGE ) ), 'inline_disabled', 403 );
	}

	/**
	 * A guest's inline comment: posted through the pipeline with the passage's meta, in the
	 * refreshed list and count, the icon's new name; shown in the main thread, marked and quoted.
	 */
	public function test_a_guest_posts_an_inline_comment(): void {
		$post   = $this->inline_post();
		$answer = $this->add_inline( $post, array( 'wc_comment' => '<p>Concordo com o trecho.</p>' ) );
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$data    = $answer['data'];
		$comment = get_comment( $data['new_comment_id'] );
		$this->assertInstanceOf( WP_Comment::class, $comment );
		$this->assertSame( self::PASSAGE, get_comment_meta( (int) $comment->comment_ID, InlineMarker::META, true ) );
		$this->assertSame( 'comment', $comment->comment_type );
		$this->assertSame( '0', (string) $comment->comment_parent );
		$this->assertFalse( $data['held_moderate'] );
		$this->assertSame( 1, $data['count'] );
		$this->assertSame( 'Comment on this passage (1)', $data['icon_label'] );
		$this->assertStringContainsString( 'Concordo com o trecho.', $data['comment_list'] );
		$this->assertStringContainsString( 'Bia Lima', $data['comment_list'] );
		$this->assertStringContainsString( 'href="#comment-' . $comment->comment_ID . '"', $data['comment_list'] );

		$html = ( new CommentRenderer( new Settings() ) )->render( new ThreadNode( $comment, 1 ) );
		$this->assertStringContainsString( 'farol-comment--inline', $html );
		$this->assertStringContainsString( 'On the passage: “O trecho discutível &amp; citado”', $html );

		// The other passage's list does not hold it.
		$other = $this->ajax_json(
			'wpdGetLastInlineComments',
			array(
				'postId'         => $post,
				'inline_form_id' => 'zzz99999',
			)
		);
		$this->assertSame( 0, $other['data']['count'] );
		$this->assertStringContainsString( 'No comments on this passage yet.', $other['data']['comment_list'] );
	}

	/**
	 * The list: the passage's approved comments, newest first, at most five.
	 */
	public function test_the_list_holds_the_latest_approved_comments_of_the_passage(): void {
		$post = $this->inline_post();
		$ids  = array();
		for ( $i = 1; $i <= 6; $i++ ) {
			$ids[] = $this->add_comment(
				$post,
				array(
					'comment_content' => "Comentário número {$i}",
					'age'             => 600 - $i,
					'comment_meta'    => array( InlineMarker::META => self::PASSAGE ),
				)
			);
		}
		$this->add_comment(
			$post,
			array(
				'comment_content'  => 'Pendente',
				'comment_approved' => '0',
				'comment_meta'     => array( InlineMarker::META => self::PASSAGE ),
			)
		);
		$data = $this->ajax_json(
			'wpdGetLastInlineComments',
			array(
				'postId'         => $post,
				'inline_form_id' => self::PASSAGE,
			)
		)['data'];
		$this->assertSame( 6, $data['count'] );
		preg_match_all( '/id="farol-inline-comment-(\d+)"/', $data['comment_list'], $found );
		$this->assertSame( array_reverse( array_slice( $ids, 1 ) ), array_map( 'intval', $found[1] ) );
		$this->assertStringNotContainsString( 'Pendente', $data['comment_list'] );
	}

	/**
	 * A member posts (nonce checked), and with the main thread setting off the comment is kept
	 * out of the thread (its own type) but still listed in the popup.
	 */
	public function test_a_member_posts_and_the_main_thread_setting_keeps_it_out(): void {
		$post = $this->inline_post();
		$this->login_as( 'subscriber' );
		$this->assert_refused( $this->add_inline( $post, array( 'nonce' => 'forged' ) ), 'nonce_invalid', 403 );

		$this->settings( array( 'inline_in_main_thread' => false ) );
		$answer = $this->add_inline( $post );
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$comment = get_comment( $answer['data']['new_comment_id'] );
		$this->assertSame( InlineMarker::HIDDEN_TYPE, $comment->comment_type );
		$this->assertSame( 1, $answer['data']['count'] );
		$this->assertStringNotContainsString( 'id="wpd-comm-' . $comment->comment_ID . '_0"', $this->comment_area( $post ) );
	}

	/**
	 * Turning the main thread setting off moves the inline comments already posted out of the
	 * thread, and turning it on brings them back (the thread's cache told each time).
	 */
	public function test_the_main_thread_setting_moves_the_inline_comments_already_posted(): void {
		$post   = $this->inline_post();
		$inline = (int) $this->add_inline( $post )['data']['new_comment_id'];
		$plain  = $this->add_comment( $post, array( 'comment_content' => 'Comentário comum.' ) );
		$shown  = fn (): string => $this->comment_area( $post );
		$this->assertStringContainsString( 'id="wpd-comm-' . $inline . '_0"', $shown() );

		$this->settings( array( 'inline_in_main_thread' => false ) );
		$this->assertSame( InlineMarker::HIDDEN_TYPE, get_comment( $inline )->comment_type );
		$this->assertSame( 'comment', get_comment( $plain )->comment_type );
		$this->assertStringNotContainsString( 'id="wpd-comm-' . $inline . '_0"', $shown() );
		$this->assertStringContainsString( 'id="wpd-comm-' . $plain . '_0"', $shown() );

		$this->settings( array( 'inline_in_main_thread' => true ) );
		$this->assertSame( 'comment', get_comment( $inline )->comment_type );
		$this->assertStringContainsString( 'id="wpd-comm-' . $inline . '_0"', $shown() );
	}

	/**
	 * Posting refusals: an unknown passage, closed comments, invalid fields (empty text, a bad
	 * e-mail, no name), a reply's unique id, a bot's missing stamp, the setting off.
	 */
	public function test_posting_refuses_what_the_pipeline_refuses(): void {
		$post = $this->inline_post();
		$this->assert_refused( $this->add_inline( $post, array( 'inline_form_id' => 'nothere1' ) ), 'inline_form_not_found', 404 );
		$this->assert_refused( $this->add_inline( $post, array( 'wc_comment' => '' ) ), 'comment_empty', 400 );
		$this->assert_refused( $this->add_inline( $post, array( 'wc_email' => 'not-an-email' ) ), 'email_invalid', 400 );
		$this->assert_refused( $this->add_inline( $post, array( 'wc_name' => '' ) ), 'name_required', 400 );
		$this->assert_refused( $this->add_inline( $post, array( 'wpdiscuz_unique_id' => '0_5' ) ), 'invalid_request', 400 );
		$this->assert_refused( $this->add_inline( $post, array( 'farol_started' => '' ) ), 'invalid_request', 400 );

		$closed = $this->inline_post( array( 'comment_status' => 'closed' ) );
		$this->add_comment( $closed );
		$this->assert_refused( $this->add_inline( $closed ), 'comments_closed', 403 );

		$this->settings( array( 'inline_enabled' => false ) );
		$this->assert_refused( $this->add_inline( $post ), 'inline_disabled', 403 );
		$this->assertSame( 0, (int) get_comments( array( 'post_id' => $post, 'count' => true ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
	}
}
