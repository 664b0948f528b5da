<?php
/**
 * Uploads sent to a contact form.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Tests\TestCase;
use WP_REST_Request;

/**
 * A file field accepts a file whose extension is allowed and whose content is what the
 * extension says; a disguised script, a text named .pdf, a double extension of a refused type
 * and an oversized file are invalid fields, and nothing is stored. A real gzip passes where the
 * field allows `.gz` (WordPress' own check alone refuses it); empty and tiny files get the
 * field's "too small" refusal before any content check, without a PHP notice.
 */
final class ContactFormUploadTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * Temporary files to remove.
	 *
	 * @var list<string>
	 */
	private array $temporary = array();

	/**
	 * Removes the temporary files.
	 */
	protected function tear_down(): void {
		array_map( 'wp_delete_file', $this->temporary );
		parent::tear_down();
	}

	/**
	 * Sends the basic form plus a file to the field `cv`.
	 *
	 * @param ContactForm $form    The form.
	 * @param string      $name    The file's name.
	 * @param string      $content The file's content.
	 * @return array<string,mixed> The answer.
	 */
	private function send_file( ContactForm $form, string $name, string $content ): array {
		// Each send from its own address: the tests send more than one window's allowance.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . ( count( $this->temporary ) % 250 + 1 );
		// wp_tempnam() is wp-admin code: the front end and this suite alone do not load it.
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$path              = (string) wp_tempnam( 'farol-upload' );
		$this->temporary[] = $path;
		file_put_contents( $path, $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
		$request = new WP_REST_Request( 'POST', '/farol/v1/contact-forms/' . $form->id . '/feedback' );
		$request->set_body_params( $this->contact_submission( $form ) );
		$request->set_file_params(
			array(
				'cv' => array(
					'name'     => $name,
					'type'     => 'application/octet-stream',
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_OK,
					'size'     => strlen( $content ),
				),
			)
		);
		return rest_do_request( $request )->get_data();
	}

	/**
	 * Each upload's verdict.
	 */
	public function test_uploads(): void {
		$fields   = self::basic_fields();
		$fields[] = array(
			'type'        => 'file',
			'name'        => 'cv',
			'accept'      => array( '.pdf', '.jpg' ),
			'maxfilesize' => 2000,
		);
		// Attached only: the accepted file is deleted after the mail (ContactFormFilesTest covers keeping).
		$form = $this->create_contact_form( $fields, array( 'attachments' => 'attach_only' ) );
		$pdf  = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

		$sent = $this->send_file( $form, 'curriculo.pdf', $pdf );
		$this->assertSame( 'mail_sent', $sent['status'] );
		$rows = ( new SubmissionRepository() )->for_form( $form->id );
		$this->assertSame(
			array(
				array(
					'name' => 'curriculo.pdf',
					'size' => strlen( $pdf ),
					'type' => 'application/octet-stream',
				),
			),
			$rows[0]['files']['cv']
		);

		$refused = array(
			'php in a jpg'     => array( 'foto.jpg', "<?php echo 'x'; ?>\n" ),
			'text as a pdf'    => array( 'brief.pdf', str_repeat( "Just some text.\n", 5 ) ),
			'double extension' => array( 'shell.pdf.php', $pdf ),
			'oversize'         => array( 'grande.pdf', $pdf . str_repeat( '%', 2000 ) ),
			'not accepted'     => array( 'planilha.csv', "a,b\n1,2\n" ),
		);
		foreach ( $refused as $label => list( $name, $content ) ) {
			$answer = $this->send_file( $form, $name, $content );
			$this->assertSame( 'validation_failed', $answer['status'], $label );
			$this->assertSame( array( 'cv' ), array_column( $answer['invalid_fields'], 'field' ), $label );
		}
		$this->assertCount( 1, ( new SubmissionRepository() )->for_form( $form->id ) );
	}

	/**
	 * A real gzip (`backup.tar.gz`) is accepted where the field allows `.gz`, though libmagic
	 * names it application/gzip and WordPress' table application/x-gzip; its bytes decide, never
	 * the declared type, so other payloads named .gz are refused, and so is a gzip where the field
	 * does not allow .gz.
	 */
	public function test_a_real_gzip_passes_where_gz_is_allowed(): void {
		$fields   = self::basic_fields();
		$fields[] = array(
			'type'        => 'file',
			'name'        => 'cv',
			'accept'      => array( '.gz' ),
			'maxfilesize' => 100000,
		);
		$form     = $this->create_contact_form( $fields, array( 'attachments' => 'attach_only' ) );
		$gzip     = (string) gzencode( str_pad( "backup/notes.txt\0", 512, "\0" ) . str_repeat( "Linha de backup.\n", 40 ), 9 );
		$this->assertSame( "\x1f\x8b\x08", substr( $gzip, 0, 3 ) );

		$sent = $this->send_file( $form, 'backup.tar.gz', $gzip );
		$this->assertSame( 'mail_sent', $sent['status'], wp_json_encode( $sent ) );
		$rows = ( new SubmissionRepository() )->for_form( $form->id );
		$this->assertSame( 'backup-tar.gz', $rows[0]['files']['cv'][0]['name'] );
		$this->assertSame( 'mail_sent', $this->send_file( $form, 'dados.gz', (string) gzencode( 'x' ) )['status'], 'the smallest gzip' );

		$refused = array(
			'text named .gz'         => array( 'backup.tar.gz', str_repeat( "Just some text.\n", 5 ) ),
			'php named .gz'          => array( 'shell.gz', "<?php echo 'x'; ?>\n" . str_repeat( ' ', 40 ) ),
			'zip named .gz'          => array( 'arquivo.gz', "PK\x03\x04" . str_repeat( "\0", 60 ) ),
			'gzip magic, no deflate' => array( 'falso.gz', "\x1f\x8b\x00" . str_repeat( "\0", 40 ) ),
			'truncated gzip header'  => array( 'curto.gz', substr( $gzip, 0, 14 ) ),
			'gzip named .tar'        => array( 'backup.tar', $gzip ),
		);
		foreach ( $refused as $label => list( $name, $content ) ) {
			$answer = $this->send_file( $form, $name, $content );
			$this->assertSame( 'validation_failed', $answer['status'], $label );
			$this->assertSame( array( 'cv' ), array_column( $answer['invalid_fields'], 'field' ), $label );
		}
		$this->assertCount( 2, ( new SubmissionRepository() )->for_form( $form->id ) );

		$fields[ array_key_last( $fields ) ]['accept'] = array( '.pdf' );
		$pdf_only                                      = $this->create_contact_form( $fields, array( 'attachments' => 'attach_only' ) );
		$answer                                        = $this->send_file( $pdf_only, 'backup.tar.gz', $gzip );
		$this->assertSame( 'validation_failed', $answer['status'], 'a field without .gz' );
		$this->assertSame( 'This type of file is not allowed.', $answer['invalid_fields'][0]['message'] );
	}

	/**
	 * Empty and tiny files (0, 1 and 11 bytes, named as images or not) are refused with the
	 * field's "too small" message before any content check runs: no PHP notice (PHP's image
	 * sniffer warns "exif_imagetype(): Error reading from …" on files shorter than its 12-byte
	 * header), nothing stored. The field's own message wins over the default.
	 */
	public function test_empty_and_tiny_files_are_too_small_without_a_notice(): void {
		$fields   = self::basic_fields();
		$fields[] = array(
			'type'   => 'file',
			'name'   => 'cv',
			'accept' => array( '.jpg', '.png', '.gif', '.txt', '.pdf' ),
		);
		$form     = $this->create_contact_form( $fields );
		$tiny     = array(
			'empty jpg'     => array( 'foto.jpg', '' ),
			'1-byte jpg'    => array( 'foto.jpg', 'x' ),
			'1-byte png'    => array( 'foto.png', "\x89" ),
			'11-byte gif'   => array( 'foto.gif', 'GIF89a' . "\0\0\0\0\0" ),
			'11-byte png'   => array( 'foto.png', "\x89PNG\r\n\x1a\n\0\0\0" ),
			'empty text'    => array( 'nota.txt', '' ),
			'5-byte pdf'    => array( 'nota.pdf', '%PDF-' ),
			'11-byte jpg 0' => array( 'foto.jpg', str_repeat( "\0", 11 ) ),
		);
		$notices  = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the test records every PHP notice the uploads raise.
		set_error_handler(
			static function ( int $level, string $message ) use ( &$notices ): bool {
				$notices[] = $message;
				return true;
			}
		);
		try {
			foreach ( $tiny as $label => list( $name, $content ) ) {
				$answer = $this->send_file( $form, $name, $content );
				$this->assertSame( 'validation_failed', $answer['status'], $label );
				$this->assertSame( array( 'cv' ), array_column( $answer['invalid_fields'], 'field' ), $label );
				$this->assertSame( 'The file is too small.', $answer['invalid_fields'][0]['message'], $label );
			}
			// 12 bytes reach the content check, which refuses a non-image quietly.
			$answer = $this->send_file( $form, 'foto.jpg', str_repeat( "\0", 12 ) );
			$this->assertSame( 'You are not allowed to upload files of this type.', $answer['invalid_fields'][0]['message'] ?? null );
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $notices );
		$this->assertSame( array(), ( new SubmissionRepository() )->for_form( $form->id ) );

		$fields[ array_key_last( $fields ) ]['messages'] = array( 'minfilesize' => 'Arquivo vazio.' );
		$own = $this->create_contact_form( $fields );
		$this->assertSame( 'Arquivo vazio.', $this->send_file( $own, 'foto.jpg', '' )['invalid_fields'][0]['message'] );
	}
}
