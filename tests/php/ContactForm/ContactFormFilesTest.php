<?php
/**
 * Files kept with contact form submissions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\Support\Uploads\FileName;
use Farol\ContactForm\Files\PrivateDirectory;
use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Tests\TestCase;
use WP_REST_Request;

/**
 * An accepted upload is moved to the private folder under a safe name and, per the form's
 * `attachments` setting, attached to the mail and/or kept; kept files are downloaded only by
 * inbox users, through the download route, and go when their submission goes.
 */
final class ContactFormFilesTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * A small valid PDF.
	 */
	private const PDF = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

	/**
	 * The private folder's random directories before the test.
	 *
	 * @var list<string>
	 */
	private array $before = array();

	/**
	 * Its own address for the rate limit; what the private folder held.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 254 );
		$this->before           = $this->directories();
	}

	/**
	 * Removes what the test kept.
	 */
	protected function tear_down(): void {
		foreach ( array_diff( $this->directories(), $this->before ) as $dir ) {
			array_map( 'wp_delete_file', (array) glob( $dir . '/*' ) );
			rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test's leftovers.
		}
		parent::tear_down();
	}

	/**
	 * The private folder's random directories.
	 *
	 * @return list<string>
	 */
	private function directories(): array {
		return array_values( array_filter( (array) glob( PrivateDirectory::path() . '*' ), 'is_dir' ) );
	}

	/**
	 * The basic form with a PDF field `cv` and an attachments setting.
	 *
	 * @param string $setting The setting.
	 */
	private function form( string $setting ): ContactForm {
		$fields   = self::basic_fields();
		$fields[] = array(
			'type'        => 'file',
			'name'        => 'cv',
			'accept'      => array( '.pdf' ),
			'maxfilesize' => 5000,
		);
		return $this->create_contact_form( $fields, array( 'attachments' => $setting ) );
	}

	/**
	 * Sends the form with a file in `cv`.
	 *
	 * @param ContactForm $form    The form.
	 * @param string      $name    The file's name.
	 * @param string      $content The file's content.
	 * @return array<string,mixed> The answer.
	 */
	private function send_file( ContactForm $form, string $name, string $content = self::PDF ): array {
		// wp_tempnam() is wp-admin code: the front end and this suite alone do not load it.
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$path = (string) wp_tempnam( 'farol-upload' );
		file_put_contents( $path, $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
		$request = new WP_REST_Request( 'POST', '/farol/v1/contact-forms/' . $form->id . '/feedback' );
		$request->set_body_params( $this->contact_submission( $form ) );
		$request->set_file_params(
			array(
				'cv' => array(
					'name'     => $name,
					'type'     => 'application/pdf',
					'tmp_name' => $path,
					'error'    => UPLOAD_ERR_OK,
					'size'     => strlen( $content ),
				),
			)
		);
		$answer = rest_do_request( $request )->get_data();
		if ( 'validation_failed' === $answer['status'] ) {
			wp_delete_file( $path );
		}
		$this->assertFileDoesNotExist( $path, 'No temporary copy lingers.' );
		return $answer;
	}

	/**
	 * The last submission of a form.
	 *
	 * @param ContactForm $form The form.
	 * @return array<string,mixed>
	 */
	private function last_row( ContactForm $form ): array {
		return ( new SubmissionRepository() )->for_form( $form->id )[0];
	}

	/**
	 * Each setting: attached and kept, attached then deleted, kept and not attached.
	 */
	public function test_each_attachments_setting(): void {
		$form = $this->form( 'attach_and_keep' );
		$this->assertSame( 'mail_sent', $this->send_file( $form, 'Currículo Ana.pdf' )['status'] );
		$entry = $this->last_row( $form )['files']['cv'][0];
		$this->assertSame( 'Curriculo-Ana.pdf', $entry['name'] );
		$this->assertTrue( $entry['kept'] );
		$this->assertMatchesRegularExpression( '#^[a-f0-9]{32}/Curriculo-Ana\.pdf$#', $entry['path'] );
		$file = PrivateDirectory::path() . $entry['path'];
		$this->assertSame( self::PDF, file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$this->assertSame( '0640', substr( sprintf( '%o', fileperms( $file ) ), -4 ) );
		$this->assertSame( array( realpath( $file ) ), array_map( 'realpath', (array) $this->mails()[0]['attachments'] ) );
		$this->assertSame( 'Curriculo-Ana.pdf', basename( (string) $this->mails()[0]['attachments'][0] ) );

		$form   = $this->form( 'attach_only' );
		$before = $this->directories();
		$this->assertSame( 'mail_sent', $this->send_file( $form, 'cv.pdf' )['status'] );
		$entry = $this->last_row( $form )['files']['cv'][0];
		$this->assertArrayNotHasKey( 'kept', $entry );
		$this->assertArrayNotHasKey( 'path', $entry );
		$this->assertSame( 'cv.pdf', basename( (string) $this->mails()[1]['attachments'][0] ) );
		$this->assertFileDoesNotExist( (string) $this->mails()[1]['attachments'][0] );
		$this->assertSame( $before, $this->directories(), 'Nothing is left on disk.' );

		$form = $this->form( 'keep_only' );
		$this->assertSame( 'mail_sent', $this->send_file( $form, 'cv.pdf' )['status'] );
		$entry = $this->last_row( $form )['files']['cv'][0];
		$this->assertTrue( $entry['kept'] );
		$this->assertFileExists( PrivateDirectory::path() . $entry['path'] );
		$this->assertSame( array(), $this->mails()[2]['attachments'] );
	}

	/**
	 * Names are made safe, or the upload refused; the private folder has its deny files.
	 */
	public function test_names_and_private_folder(): void {
		$form = $this->form( 'attach_and_keep' );
		$this->assertSame( 'mail_sent', $this->send_file( $form, 'shell.php.pdf' )['status'] );
		$this->assertSame( 'shell.pdf', $this->last_row( $form )['files']['cv'][0]['name'] );
		foreach ( array( 'x.phtml', 'x.pdf.php', 'x.svg' ) as $name ) {
			$answer = $this->send_file( $form, $name );
			$this->assertSame( 'validation_failed', $answer['status'], $name );
			$this->assertSame( array( 'cv' ), array_column( $answer['invalid_fields'], 'field' ), $name );
		}

		$cases = array(
			'shell.php.jpg'                      => array( 'jpg', 'shell.jpg' ),
			'Foto.PHP5.JPG'                      => array( 'JPG', 'Foto.jpg' ),
			"fatura\u{202E}fdp.php.pdf"          => array( 'pdf', 'faturafdp.pdf' ),
			"foto\u{FF0E}php.jpg"                => array( 'jpg', 'foto.jpg' ),
			"x.p\u{200B}hp.pdf"                  => array( 'pdf', 'x.pdf' ),
			"relatório\u{00A0}final.pdf"         => array( 'pdf', 'relatorio-final.pdf' ),
			'../../wp-config.pdf'                => array( 'pdf', 'wp.pdf' ),
			'.htaccess'                          => array( 'txt', 'file.txt' ),
			'a;b&c<d>"e\'f.pdf'                  => array( 'pdf', 'abcdef.pdf' ),
			'anything.pdf'                       => array( 'php', null ),
			'picture.svg'                        => array( 'svg', null ),
			'page.html'                          => array( 'html', null ),
			'x.unknownext'                       => array( 'unknownext', null ),
			str_repeat( 'a', 300 ) . '.phar.pdf' => array( 'pdf', str_repeat( 'a', 100 ) . '.pdf' ),
		);
		foreach ( $cases as $original => list( $extension, $expected ) ) {
			$this->assertSame( $expected, FileName::safe( $original, $extension ), $original );
		}
		$this->assertFalse( FileName::is_safe( 'a.php.pdf' ) );
		$this->assertFalse( FileName::is_safe( 'a_phtml.pdf' ) );

		$root = PrivateDirectory::path();
		$this->assertStringEndsWith( '/farol-private/contact/', $root );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $root . '.htaccess' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$this->assertStringContainsString( 'accessType="Deny"', (string) file_get_contents( $root . 'web.config' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$this->assertFileExists( $root . 'index.php' );
	}

	/**
	 * The download route: inbox users get the bytes as a safe attachment; others are refused;
	 * stored paths leading out of the private folder are not followed; the file URL and
	 * resend filters name the route and the kept files.
	 */
	public function test_download_and_filters(): void {
		$form = $this->form( 'attach_and_keep' );
		$this->send_file( $form, 'cv.pdf' );
		$row   = $this->last_row( $form );
		$route = '/farol/v1/contact-submissions/' . $row['id'] . '/files/cv/0';

		$this->assertSame( 401, $this->rest( 'GET', $route )->get_status() );
		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', $route )->get_status() );
		$this->login_as( 'editor' );
		$response = $this->rest( 'GET', $route );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( self::PDF, $response->get_data() );
		$headers = $response->get_headers();
		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'] );
		$this->assertSame( 'attachment; filename="cv.pdf"', $headers['Content-Disposition'] );
		$this->assertSame( 'application/pdf', $headers['Content-Type'] );
		$this->assertSame( 404, $this->rest( 'GET', '/farol/v1/contact-submissions/' . $row['id'] . '/files/cv/1' )->get_status() );

		$url = apply_filters( 'farol_contact_submission_file_url', null, $row['id'], 'cv', 0, $row['files']['cv'][0] );
		$this->assertStringContainsString( 'contact-submissions/' . $row['id'] . '/files/cv/0', rawurldecode( (string) $url ) );
		$this->assertStringContainsString( '_wpnonce=', (string) $url );
		$this->assertNull( apply_filters( 'farol_contact_submission_file_url', null, $row['id'], 'cv', 0, array( 'name' => 'cv.pdf' ) ) );
		$kept = (string) realpath( PrivateDirectory::path() . $row['files']['cv'][0]['path'] );
		$this->assertSame( array( $kept ), apply_filters( 'farol_contact_submission_attachments', array(), $row ) );

		$outside = array( '../../../../wp-config.php', str_repeat( 'a', 32 ) . '/../../x.pdf', '/etc/passwd', str_repeat( 'a', 32 ) . '/x.php' );
		foreach ( $outside as $path ) {
			$this->assertNull( PrivateDirectory::resolve( $path ), $path );
			$id = ( new SubmissionRepository() )->insert(
				$form->id,
				'mail_sent',
				array(),
				array(
					'cv' => array(
						array(
							'name' => 'x.pdf',
							'size' => 1,
							'type' => 'application/pdf',
							'kept' => true,
							'path' => $path,
						),
					),
				),
				'x'
			);
			$this->assertSame( 404, $this->rest( 'GET', '/farol/v1/contact-submissions/' . $id . '/files/cv/0' )->get_status(), $path );
		}
		$this->assertSame( 404, $this->rest( 'GET', '/farol/v1/contact-submissions/' . $row['id'] . '/files/..%2F..%2Fcv/0' )->get_status() );

		do_action( 'farol_contact_submission_deleted', $row );
		$this->assertFileDoesNotExist( $kept );
		$this->assertDirectoryDoesNotExist( dirname( $kept ) );
	}
}
