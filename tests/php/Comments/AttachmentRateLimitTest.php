<?php
/**
 * The attachments' own rate limit.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Attachments\Attachments;
use Farol\Comments\Write\CommentRateLimits;
use Farol\Support\Abuse\BenchPass;
use Farol\Support\Abuse\RateLimiter;
use Farol\Support\Abuse\Throttle;
use Farol\Tests\TestCase;

/**
 * Issue 24: "the rate limits apply" to uploads. Over the per-address limit of sends with files
 * (`comment-attachments`, 20 in 10 minutes), a comment with files is refused `rate_limited`
 * (429) and nothing is kept; a comment without files from the same address still goes through
 * (the limit counts sends with files only). wmuDeleteAttachment counts against the edit limit
 * (`comment-edit`, 30 in 10 minutes): over it, the refusal comes in the spec's shape
 * (`data.errorCode` `rate_limited`, `data.error` its phrase) and the file stays.
 */
final class AttachmentRateLimitTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;
	use AttachmentFixtures;

	/**
	 * Writes open, attachments for everyone.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		$this->set_up_attachments( array( 'attachments_who' => 'everyone' ) );
	}

	/**
	 * The test's folder goes.
	 */
	protected function tear_down(): void {
		$this->tear_down_attachments();
		parent::tear_down();
	}

	/**
	 * The 21st send with files in the window is refused; a send without files is not.
	 */
	public function test_sends_with_files_over_the_limit_are_refused(): void {
		$rule = Attachments::rate_limit();
		$this->assertSame( array( 'comment-attachments', 20, 600 ), array( $rule->scope, $rule->limit, $rule->window ) );
		$throttle = new Throttle( new RateLimiter(), new BenchPass() );
		for ( $i = 0; $i < $rule->limit; $i++ ) {
			$this->assertFalse( $throttle->over( $rule ), 'within the limit: send ' . ( $i + 1 ) );
		}

		$post = $this->create_post();
		$this->post_files( array( 'lista.txt' => "Pão, leite, café.\n" ) );
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertSame(
			array(
				'success' => false,
				'data'    => 'rate_limited',
			),
			$answer
		);
		$this->assertSame( 429, Request::status( 'rate_limited' ) );
		$this->assertSame( array(), $this->kept_files(), 'nothing kept' );
		$this->assertSame( array(), get_comments( array( 'post_id' => $post ) ), 'nothing inserted' );

		$_FILES = array();
		$answer = $this->add( $this->guest_form( $post, array( 'wc_comment' => 'Sem anexos, passa.' ) ) );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
	}

	/**
	 * Over the edit limit, the author's delete is refused in the spec's shape and the file stays.
	 */
	public function test_deletes_over_the_edit_limit_are_refused(): void {
		$post = $this->create_post();
		$this->login_as( 'subscriber' );
		$this->post_files( array( 'lista.txt' => "Pão, leite, café.\n" ) );
		$answer = $this->add( $this->member_form( $post ) );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$_FILES = array();
		$id     = (int) $this->attachment_store()->of_comment( (int) $answer['data']['new_comment_id'] )[0]['id'];

		$rule     = CommentRateLimits::edit();
		$throttle = new Throttle( new RateLimiter(), new BenchPass() );
		for ( $i = 0; $i < $rule->limit; $i++ ) {
			$throttle->over( $rule );
		}
		$answer = $this->ajax_json(
			'wmuDeleteAttachment',
			array(
				'attachmentId' => $id,
				'nonce'        => wp_create_nonce( 'farol_comments' ),
			)
		);
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 'rate_limited', $answer['data']['errorCode'] );
		$this->assertNotSame( '', $answer['data']['error'] );
		$this->assertCount( 1, $this->kept_files(), 'the file is still there' );
	}
}
