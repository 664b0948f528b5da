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
 * and an oversized file are invalid fields, and nothing is stored.
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
	 * Its own address for the rate limit.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 254 );
	}

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
}
