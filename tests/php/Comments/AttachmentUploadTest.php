<?php
/**
 * Files sent with a comment.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Tests\TestCase;

/**
 * The wpdAddComment action with file parts: what is kept, what is refused (sizes, types, who), and that
 * nothing disguised (CVE-2020-24186, wpDiscuz's unauthenticated upload of a PHP file posing as
 * an image) is ever kept under a name a server could run.
 */
final class AttachmentUploadTest extends TestCase {

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
	 * The settings' allowlist (written once in the contract) and the server's type table name
	 * the same extensions.
	 */
	public function test_the_settings_allowlist_offers_exactly_the_types_the_server_checks(): void {
		$schema  = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/plugin/includes/Comments/comment-settings.schema.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the committed schema, read as the contract test reads it.
		$offered = $schema['properties']['attachments_types']['items']['enum'];
		$known   = \Farol\Comments\Attachments\AttachmentTypes::extensions();
		sort( $offered );
		sort( $known );
		$this->assertSame( $known, $offered, 'ATTACHMENT_TYPES (attachments-contract.ts) and AttachmentTypes name the same extensions' );
	}

	/**
	 * An image and a file are kept with the comment and shown in its markup: the image
	 * re-encoded (its PHP payload and EXIF gone), under a generated name.
	 */
	public function test_an_image_and_a_file_are_kept_and_shown(): void {
		$post = $this->create_post();
		$this->post_files(
			array(
				'Férias na praia.jpg' => $this->jpeg_with_payload(),
				'roteiro.txt'         => "Dia 1: praia.\nDia 2: trilha.\n",
			)
		);
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$comment = (int) $answer['data']['new_comment_id'];
		$list    = $this->attachment_store()->of_comment( $comment );
		$this->assertCount( 2, $list );
		$this->assertSame( array( 'Ferias-na-praia.jpg', 'roteiro.txt' ), array_column( $list, 'name' ) );
		$kept = $this->kept_files();
		$this->assertCount( 2, $kept );
		foreach ( $kept as $path ) {
			$this->assertMatchesRegularExpression( '#^[a-f0-9]{32}/attachment\.(jpg|txt)$#', $path, 'a generated name in a random directory' );
		}
		$image = (string) file_get_contents( (string) $this->attachment_store()->file( $list[0] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test reads back the stored file itself.
		$this->assertStringNotContainsString( '<?php', $image, 'the payload is gone' );
		$this->assertStringNotContainsString( 'SECRET-GPS', $image, 'EXIF is gone' );
		$this->assertSame( IMAGETYPE_JPEG, getimagesizefromstring( $image )[2] ?? null, 'still a JPEG' );
		$html = $answer['data']['message'];
		$this->assertStringContainsString( 'alt="Ferias-na-praia.jpg"', $html );
		$this->assertStringContainsString( '/farol/v1/comment-attachments/' . $list[0]['id'], $html );
		$this->assertMatchesRegularExpression( '#<a class="farol-attachment__file" href="[^"]+comment-attachments/' . $list[1]['id'] . '" download="roteiro.txt">roteiro.txt</a> <span class="farol-attachment__size">\d+ B</span>#', $html );
	}

	/**
	 * A file over the largest file, and files over the largest total, refuse the comment.
	 */
	public function test_sizes_over_the_limits_refuse_the_comment(): void {
		update_option(
			'farol_comments',
			array(
				'attachments_who'           => 'everyone',
				'attachments_max_file_size' => 2048,
				'attachments_max_post_size' => 3072,
			)
		);
		$post = $this->create_post();
		$this->post_files( array( 'grande.txt' => str_repeat( 'a', 2049 ) ) );
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertSame( array( false, 'attachment_too_large' ), array( $answer['success'], $answer['data'] ) );

		$this->post_files(
			array(
				'um.txt'   => str_repeat( 'a', 2000 ),
				'dois.txt' => str_repeat( 'b', 2000 ),
			)
		);
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertSame( array( false, 'attachments_too_large' ), array( $answer['success'], $answer['data'] ) );
		$this->assertSame( 0, (int) get_comments_number( $post ), 'no comment was posted' );
		$this->assertSame( array(), $this->kept_files() );
	}

	/**
	 * CVE-2020-24186: scripts posing as images (by magic bytes, double extensions, other PHP
	 * extensions), an SVG with a script, a GIF/PHP polyglot and a text posing as a PDF are all
	 * refused, and nothing is kept.
	 *
	 * @dataProvider disguised_uploads
	 * @param string $name  Name sent.
	 * @param string $bytes Content.
	 */
	public function test_disguised_uploads_are_refused( string $name, string $bytes ): void {
		$post = $this->create_post();
		$this->post_files( array( $name => $bytes ) );
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 'attachment_wrong_type', $answer['data'], $name );
		$this->assertSame( array(), $this->kept_files(), 'nothing is kept' );
		$this->assertSame( 0, (int) get_comments_number( $post ) );
	}

	/**
	 * Hostile uploads.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public static function disguised_uploads(): array {
		$gif_php = "GIF89a\x01\x00\x01\x00\x00\x00\x00<?php system(\$_GET['c']); ?>";
		return array(
			'php with image magic'      => array( 'shell.php', $gif_php ),
			'double extension'          => array( 'x.php.jpg', "<?php echo 'x'; ?>\n" . str_repeat( ' ', 20 ) ),
			'phtml'                     => array( 'x.phtml', $gif_php ),
			'magic bytes named gif'     => array( 'x.gif', $gif_php ),
			'svg with script'           => array( 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' ),
			'text named pdf'            => array( 'brief.pdf', 'Not a PDF at all, just words.' ),
			'php named txt, wrong list' => array( 'notes.phar', '<?php echo 1; ?> and more text here' ),
		);
	}

	/**
	 * A valid GIF carrying PHP in a comment extension is kept only re-encoded: no PHP in it.
	 */
	public function test_a_polyglot_gif_is_kept_without_its_script(): void {
		$post = $this->create_post();
		$this->post_files( array( 'anim.gif' => $this->gif_polyglot() ) );
		$answer = $this->add( $this->guest_form( $post ) );
		if ( ! $answer['success'] ) {
			$this->assertSame( 'attachment_wrong_type', $answer['data'] );
			$this->assertSame( array(), $this->kept_files() );
			return;
		}
		$list  = $this->attachment_store()->of_comment( (int) $answer['data']['new_comment_id'] );
		$bytes = (string) file_get_contents( (string) $this->attachment_store()->file( $list[0] ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test reads back the stored file itself.
		$this->assertStringNotContainsString( '<?php', $bytes );
		$this->assertStringEndsWith( '.gif', $this->kept_files()[0] );
	}

	/**
	 * With members only (the default), a guest's files refuse the comment; a member's pass.
	 */
	public function test_a_guest_cannot_upload_when_members_only(): void {
		update_option( 'farol_comments', array() );
		$post = $this->create_post();
		$this->post_files( array( 'roteiro.txt' => "Dia 1: praia.\nDia 2: trilha.\n" ) );
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertSame( array( false, 'attachment_not_allowed' ), array( $answer['success'], $answer['data'] ) );
		$this->assertSame( array(), $this->kept_files() );
		$this->assertStringNotContainsString( 'wmu_files', $this->comment_area( $post ), 'no file input for a guest' );

		$this->login_as( 'subscriber' );
		$this->post_files( array( 'roteiro.txt' => "Dia 1: praia.\nDia 2: trilha.\n" ) );
		$answer = $this->add( $this->member_form( $post ) );
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$this->assertCount( 1, $this->kept_files() );
		$this->assertStringContainsString( '<input type="file" name="wmu_files[]" multiple accept=".jpg,', $this->comment_area( $post ), 'a member gets the file input' );
	}

	/**
	 * More files than allowed refuse the comment.
	 */
	public function test_too_many_files_refuse_the_comment(): void {
		update_option(
			'farol_comments',
			array(
				'attachments_who'       => 'everyone',
				'attachments_max_files' => 1,
			)
		);
		$post = $this->create_post();
		$this->post_files(
			array(
				'a.txt' => 'Primeiro arquivo de texto.',
				'b.txt' => 'Segundo arquivo de texto.',
			)
		);
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertSame( array( false, 'attachment_too_many' ), array( $answer['success'], $answer['data'] ) );
	}
}
