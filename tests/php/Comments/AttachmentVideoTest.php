<?php
/**
 * A video sent with a comment.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Tests\TestCase;

/**
 * Issue 24: "videos playable". An MP4 (libmagic: video/mp4) sent with wpdAddComment is kept
 * under a generated name and shown with the comment in a player (`<video controls>`, named by
 * its file name), served inline as `video/mp4` with nosniff; a file named `.mp4` holding
 * something else is refused (`attachment_wrong_type`, 415).
 */
final class AttachmentVideoTest extends TestCase {

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
	 * The smallest MP4 libmagic names: an `ftyp` box (mp42) and an empty `mdat`.
	 */
	private function mp4(): string {
		return pack( 'N', 24 ) . 'ftypmp42' . pack( 'N', 0 ) . 'mp42isom' . pack( 'N', 8 ) . 'mdat';
	}

	/**
	 * The video is kept, shown in a player and served inline as a video.
	 */
	public function test_a_video_is_kept_and_shown_in_a_player(): void {
		$post = $this->create_post();
		$this->post_files( array( 'Passeio de barco.mp4' => $this->mp4() ) );
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$list = $this->attachment_store()->of_comment( (int) $answer['data']['new_comment_id'] );
		$this->assertCount( 1, $list );
		$this->assertSame( 'video', $list[0]['kind'] );
		$this->assertMatchesRegularExpression( '#^[a-f0-9]{32}/attachment\.mp4$#', $this->kept_files()[0] );
		$this->assertMatchesRegularExpression(
			'#<video class="farol-attachment__video" controls preload="metadata" src="[^"]+/farol/v1/comment-attachments/' . $list[0]['id'] . '" aria-label="Passeio-de-barco\.mp4"></video>#',
			$answer['data']['message']
		);

		$response = $this->rest( 'GET', '/farol/v1/comment-attachments/' . $list[0]['id'] );
		$this->assertSame( 200, $response->get_status() );
		$headers = $response->get_headers();
		$this->assertSame( 'video/mp4', $headers['Content-Type'] );
		$this->assertStringStartsWith( 'inline', $headers['Content-Disposition'] );
		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'] );
	}

	/**
	 * A `.mp4` that is a PHP script is refused, and nothing is kept.
	 */
	public function test_a_disguised_video_is_refused(): void {
		$post = $this->create_post();
		$this->post_files( array( 'video.mp4' => "<?php echo 'x'; ?>\n" ) );
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 'attachment_wrong_type', $answer['data'] );
		$this->assertSame( array(), $this->kept_files() );
	}
}
