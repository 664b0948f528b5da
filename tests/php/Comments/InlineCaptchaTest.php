<?php
/**
 * The comment captcha on the inline comment popup.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;

/**
 * With the captcha at its defaults (proof of work, guests answer, members do not): the popup's
 * form carries the comment forms' captcha slot (kind `inline`) and the phrase of a script
 * failure; a guest's inline comment without an answer is refused with `captcha_missing`, with a
 * challenge asked as the popup asks it (`postId`) and solved it is posted, and the same answer
 * does not post twice; a member's popup has no slot and posts without one.
 */
final class InlineCaptchaTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;
	use CaptchaFixtures;

	private const PASSAGE = 'cap12345';

	/**
	 * Writes as the fixtures set them, the captcha back on (its defaults).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		remove_all_filters( 'farol_comments_captcha_required' );
		add_filter( 'wp_is_comment_flood', '__return_false', 20 );
		delete_option( Settings::OPTION );
	}

	/**
	 * A post with one marked passage.
	 */
	private function inline_post(): int {
		return $this->create_post( array( 'post_content' => '<p>Antes. <span class="farol-inline" data-farol-inline="' . self::PASSAGE . '">O trecho</span> depois.</p>' ) );
	}

	/**
	 * The popup's markup for the current visitor.
	 *
	 * @param int $post Post.
	 */
	private function popup( int $post ): string {
		$answer = $this->ajax_json(
			'wpdGetInlineCommentForm',
			array(
				'postId'         => $post,
				'inline_form_id' => self::PASSAGE,
			)
		);
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		return (string) $answer['data']['html'];
	}

	/**
	 * Posts an inline comment as the current visitor.
	 *
	 * @param int                 $post   Post.
	 * @param array<string,mixed> $fields More fields.
	 * @return array<string,mixed>
	 */
	private function add_inline( int $post, array $fields = array() ): array {
		$form = is_user_logged_in() ? $this->member_form( $post ) : $this->guest_form( $post );
		return $this->ajax_json( 'wpdAddInlineComment', array_merge( $form, array( 'inline_form_id' => self::PASSAGE ), $fields ) );
	}

	/**
	 * A guest's popup has the proof of work's slot, before the send button, and the phrase of
	 * a captcha script's failure.
	 */
	public function test_a_guests_popup_carries_the_captcha_slot(): void {
		$html = $this->popup( $this->inline_post() );
		$this->assertSame( 1, substr_count( $html, 'data-farol-captcha="proof_of_work"' ) );
		$this->assertMatchesRegularExpression( '/<form class="farol-inline-form".*name="farol_captcha_challenge".*name="farol_captcha".*farol-comment-form__captcha-note.*<button type="submit"/s', $html );
		$this->assertMatchesRegularExpression( '/data-farol-phrases="[^"]*captcha_error[^"]*' . preg_quote( esc_attr( Phrases::get( 'captcha_error' ) ), '/' ) . '/', $html );
	}

	/**
	 * No answer → captcha_missing (nothing posted); a solved challenge → posted; replayed → refused.
	 */
	public function test_a_guests_inline_comment_needs_the_solved_proof_of_work(): void {
		$post    = $this->inline_post();
		$missing = $this->add_inline( $post );
		$this->assertSame( array( false, 'captcha_missing' ), array( $missing['success'], $missing['data'] ) );
		$this->assertSame( 400, Request::status( 'captcha_missing' ) );
		$this->assertSame( 0, (int) get_comments_number( $post ) );

		$solved = $this->solved_for( $post );
		$posted = $this->add_inline( $post, $solved );
		$this->assertTrue( $posted['success'], (string) wp_json_encode( $posted ) );
		$this->assertSame( 1, $posted['data']['count'] );
		$this->assertSame( self::PASSAGE, get_comment_meta( $posted['data']['new_comment_id'], 'farol_inline_form_id', true ) );

		$replay = $this->add_inline( $post, $solved + array( 'wc_comment' => 'Outro comentário sobre o trecho.' ) );
		$this->assertSame( array( false, 'captcha_failed' ), array( $replay['success'], $replay['data'] ) );
		$this->assertSame( 1, (int) get_comments_number( $post ) );
	}

	/**
	 * Members answer none by default: no slot, posted without an answer.
	 */
	public function test_a_member_answers_none_by_default(): void {
		$post = $this->inline_post();
		$this->login_as( 'subscriber' );
		$this->assertStringNotContainsString( 'data-farol-captcha', $this->popup( $post ) );
		$posted = $this->add_inline( $post );
		$this->assertTrue( $posted['success'], (string) wp_json_encode( $posted ) );
	}
}
