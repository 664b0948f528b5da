<?php
/**
 * The main form posted without JavaScript.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Write\CommentPoster;
use Farol\Comments\Write\CommentFields;
use Farol\Comments\Write\CommentNoJsFallback;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Comments\Write\WritablePost;
use Farol\Comments\Write\WriteSettings;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;

/**
 * The address admin-post.php?action=farol_comment posts through the same pipeline and sends the visitor back.
 */
final class WriteNoJsTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Comments open.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * The fallback posting the current $_POST.
	 *
	 * @param array<string,mixed> $fields Posted fields.
	 */
	private function post_form( array $fields ): string {
		$_POST    = wp_slash( array( 'action' => CommentNoJsFallback::ACTION ) + $fields );
		$_REQUEST = $_POST;
		$write    = new WriteSettings( new Settings() );
		$fallback = new CommentNoJsFallback( new CommentPoster( new WritablePost( $write ), new CommentFields( $write ), ( new AbuseDefences() )->bots, ( new AbuseDefences() )->throttle ) );
		return $fallback->target();
	}

	/**
	 * A posted comment sends the visitor to it; a held one to the form, which says it waits.
	 */
	public function test_a_posted_comment_sends_the_visitor_to_it(): void {
		$this->assertTrue( has_action( 'admin_post_nopriv_farol_comment' ) );
		$post   = $this->create_post();
		$target = $this->post_form( $this->guest_form( $post ) );
		$this->assertMatchesRegularExpression( '/#comment-(\d+)$/', $target );
		preg_match( '/#comment-(\d+)$/', $target, $id );
		$this->assertSame( '1', get_comment( (int) $id[1] )->comment_approved );

		update_option( 'comment_moderation', 1 );
		add_filter( 'wp_is_comment_flood', '__return_false', 20 );
		$held = $this->post_form( $this->guest_form( $post ) );
		$this->assertSame( add_query_arg( CommentNoJsFallback::ERROR_ARG, 'comment_held', get_permalink( $post ) ) . '#wpdcom', $held );
		$_GET[ CommentNoJsFallback::ERROR_ARG ] = 'comment_held';
		$this->assertStringContainsString( 'role="status">' . esc_html( \Farol\Comments\Phrases::get( 'comment_held' ) ) . '</p>', $this->comment_forms()->main( get_post( $post ) ) );
	}

	/**
	 * A refusal sends the visitor back to the form, which shows the message.
	 */
	public function test_a_refusal_is_shown_by_the_form(): void {
		$post   = $this->create_post();
		$target = $this->post_form( $this->guest_form( $post, array( 'wc_email' => 'nope' ) ) );
		$this->assertSame( add_query_arg( CommentNoJsFallback::ERROR_ARG, 'email_invalid', get_permalink( $post ) ) . '#wpdcom', $target );

		$_GET[ CommentNoJsFallback::ERROR_ARG ] = 'email_invalid';
		$html                                   = $this->comment_forms()->main( get_post( $post ) );
		$this->assertStringContainsString( 'role="alert">' . esc_html( \Farol\Comments\Phrases::get( 'email_invalid' ) ) . '</p>', $html );
		$_GET[ CommentNoJsFallback::ERROR_ARG ] = '<script>';
		$this->assertStringNotContainsString( 'role="alert"', $this->comment_forms()->main( get_post( $post ) ) );
	}
}
