<?php
/**
 * The contact form Submissions inbox's routes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * What an editor does in the inbox, through its REST routes: list, filter, search and page
 * the stored submissions; read one with its labels and files; mark it as spam and back;
 * delete it (others hear of it); send its mail again; export a form's submissions as CSV.
 */
final class ContactFormInboxTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * The form the submissions belong to.
	 *
	 * @var ContactForm
	 */
	private ContactForm $form;

	/**
	 * A form, logged in as an editor.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->form = $this->create_contact_form( array(), array( 'subject' => 'Contato de [your-name]' ) );
		$this->login_as( 'editor' );
	}

	/**
	 * Stores a submission of the form.
	 *
	 * @param string              $name        Visitor's name.
	 * @param string              $status      Status.
	 * @param string              $mail_status Mail outcome.
	 * @param array<string,mixed> $files       Files' metadata.
	 * @param int                 $form_id     Another form.
	 */
	private function store( string $name, string $status = 'mail_sent', string $mail_status = 'sent', array $files = array(), int $form_id = 0 ): int {
		return ( new SubmissionRepository() )->insert(
			$form_id > 0 ? $form_id : $this->form->id,
			$status,
			array(
				'your-message' => 'Olá de ' . $name,
				'your-name'    => $name,
				'your-email'   => strtolower( (string) preg_replace( '/\W+/', '', remove_accents( $name ) ) ) . '@example.com',
				'gone-field'   => 'antigo',
			),
			$files,
			str_repeat( 'a', 64 ),
			$mail_status
		);
	}

	/**
	 * Ids of a list answer.
	 *
	 * @param WP_REST_Response $response Answer.
	 * @return list<int>
	 */
	private static function ids( WP_REST_Response $response ): array {
		return array_column( $response->get_data(), 'id' );
	}

	/**
	 * Newest first; filters by form, status and text; pages with core's total headers; bad
	 * arguments are 400.
	 */
	public function test_list_filters_searches_and_pages(): void {
		$other = $this->create_contact_form();
		$ana   = $this->store( 'Ana Ação' );
		$bia   = $this->store( 'Bia', 'mail_failed', 'failed' );
		$caio  = $this->store( 'Caio', 'spam', 'skipped' );
		$duda  = $this->store( 'Duda' );
		$this->store( 'Eva', 'mail_sent', 'sent', array(), $other->id );

		$all = $this->rest( 'GET', '/farol/v1/contact-submissions', array( 'form' => $this->form->id ) );
		$this->assertSame( 200, $all->get_status() );
		$this->assertSame( array( $duda, $caio, $bia, $ana ), self::ids( $all ) );
		$this->assertSame( '4', $all->get_headers()['X-WP-Total'] );
		$first = $all->get_data()[3];
		$this->assertSame(
			array(
				'id'    => $this->form->id,
				'title' => 'Fale conosco',
			),
			$first['form']
		);
		$this->assertSame( 'Olá de Ana Ação · Ana Ação · anaacao@example.com', $first['excerpt'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $first['created_at'] );

		$this->assertCount( 5, $this->rest( 'GET', '/farol/v1/contact-submissions' )->get_data() );
		$this->assertSame( array( $bia ), self::ids( $this->rest( 'GET', '/farol/v1/contact-submissions', array( 'status' => 'mail_failed' ) ) ) );
		$this->assertSame( array( $caio ), self::ids( $this->rest( 'GET', '/farol/v1/contact-submissions', array( 'status' => 'spam' ) ) ) );
		$this->assertSame( array( $ana ), self::ids( $this->rest( 'GET', '/farol/v1/contact-submissions', array( 'search' => 'ação' ) ) ), 'accents, any case' );
		$this->assertSame( array( $ana ), self::ids( $this->rest( 'GET', '/farol/v1/contact-submissions', array( 'search' => 'anaacao@' ) ) ) );
		$this->assertSame( array(), self::ids( $this->rest( 'GET', '/farol/v1/contact-submissions', array( 'search' => '100%' ) ) ), 'LIKE wildcards are text' );

		$page = $this->rest(
			'GET',
			'/farol/v1/contact-submissions',
			array(
				'form'     => $this->form->id,
				'per_page' => 3,
				'page'     => 2,
			)
		);
		$this->assertSame( array( $ana ), self::ids( $page ) );
		$this->assertSame( '4', $page->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $page->get_headers()['X-WP-TotalPages'] );

		foreach ( array( array( 'status' => 'lost' ), array( 'per_page' => 101 ), array( 'form' => 'abc' ), array( 'search' => str_repeat( 'x', 201 ) ) ) as $bad ) {
			$this->assertSame( 400, $this->rest( 'GET', '/farol/v1/contact-submissions', $bad )->get_status(), (string) wp_json_encode( $bad ) );
		}
	}

	/**
	 * One submission: every value with the form's label, in the form's order, then values of
	 * fields the form lost; files with the link the files module gives; a shape the contract
	 * describes; 404 for an unknown id.
	 */
	public function test_read_shows_labels_files_and_links(): void {
		$files = array(
			'briefing' => array(
				array(
					'name' => 'proposta.pdf',
					'size' => 2048,
					'type' => 'application/pdf',
					'kept' => true,
				),
				array(
					'name' => 'foto.png',
					'size' => 10,
					'type' => 'image/png',
				),
			),
		);
		$id    = $this->store( 'Ana Ação', 'mail_failed', 'failed', $files );
		add_filter(
			'farol_contact_submission_file_url',
			static fn ( $url, int $submission, string $field, int $index, array $entry ) => empty( $entry['kept'] ) ? $url : "https://example.com/download/{$submission}/{$field}/{$index}",
			10,
			5
		);

		$response = $this->rest( 'GET', '/farol/v1/contact-submissions/' . $id );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame(
			array(
				array( 'your-name', 'Nome', array( 'Ana Ação' ) ),
				array( 'your-email', 'E-mail', array( 'anaacao@example.com' ) ),
				array( 'your-message', 'Mensagem', array( 'Olá de Ana Ação' ) ),
				array( 'gone-field', 'gone-field', array( 'antigo' ) ),
			),
			array_map( static fn ( array $field ): array => array( $field['name'], $field['label'], $field['values'] ), $data['fields'] )
		);
		$this->assertSame( "https://example.com/download/{$id}/briefing/0", $data['files'][0]['url'] );
		$this->assertSame( array( 'briefing', 'briefing', 'proposta.pdf', 2048, 'application/pdf' ), array_slice( array_values( $data['files'][0] ), 0, 5 ) );
		$this->assertNull( $data['files'][1]['url'], 'a file not kept has no link' );
		$this->assertSame( 'mail_failed', $data['status'] );
		$this->assertSame( 'failed', $data['mail_status'] );

		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		$schema = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/plugin/includes/ContactForm/contact-submission.schema.json' ), true );
		$this->assertTrue( rest_validate_value_from_schema( json_decode( (string) wp_json_encode( $data ), true ), $schema ) );

		$this->assertSame( 404, $this->rest( 'GET', '/farol/v1/contact-submissions/' . ( $id + 1000 ) )->get_status() );
	}

	/**
	 * Marked as spam, a submission keeps its status for "not spam"; one that arrived as spam
	 * becomes not mailed yet.
	 */
	public function test_spam_and_not_spam(): void {
		$failed = $this->store( 'Bia', 'mail_failed', 'failed' );
		$spam   = $this->store( 'Caio', 'spam', 'skipped' );
		$route  = '/farol/v1/contact-submissions/';

		$marked = $this->rest( 'POST', $route . $failed, array( 'spam' => true ) )->get_data();
		$this->assertSame( array( 'spam', 'mail_failed' ), array( $marked['status'], $marked['status_before_spam'] ) );
		$this->assertSame( array( $spam, $failed ), self::ids( $this->rest( 'GET', '/farol/v1/contact-submissions', array( 'status' => 'spam' ) ) ) );
		$again = $this->rest( 'POST', $route . $failed, array( 'spam' => true ) )->get_data();
		$this->assertSame( 'mail_failed', $again['status_before_spam'], 'marking twice keeps the first status' );

		$back = $this->rest( 'POST', $route . $failed, array( 'spam' => false ) )->get_data();
		$this->assertSame( array( 'mail_failed', '' ), array( $back['status'], $back['status_before_spam'] ) );
		$this->assertSame( 'mail_pending', $this->rest( 'POST', $route . $spam, array( 'spam' => false ) )->get_data()['status'] );

		$this->assertSame( 400, $this->rest( 'POST', $route . $failed, array() )->get_status(), 'spam is required' );
		$this->assertSame( 404, $this->rest( 'POST', $route . ( $spam + 1000 ), array( 'spam' => true ) )->get_status() );
	}

	/**
	 * Deleting removes the row, then fires farol_contact_submission_deleted with it.
	 */
	public function test_delete_fires_the_action(): void {
		$files = array(
			'briefing' => array(
				array(
					'name' => 'a.pdf',
					'size' => 1,
					'type' => 'application/pdf',
					'kept' => true,
				),
			),
		);
		$id    = $this->store( 'Ana', 'mail_sent', 'sent', $files );
		$heard = array();
		add_action(
			'farol_contact_submission_deleted',
			function ( array $row ) use ( &$heard ): void {
				$heard[] = array( $row, ( new SubmissionRepository() )->find( $row['id'] ) );
			}
		);

		$response = $this->rest( 'DELETE', '/farol/v1/contact-submissions/' . $id );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $id,
			),
			$response->get_data()
		);
		$this->assertCount( 1, $heard );
		$this->assertSame( $id, $heard[0][0]['id'] );
		$this->assertSame( $files, $heard[0][0]['files'], 'files decoded' );
		$this->assertNull( $heard[0][1], 'fired after the row is gone' );
		$this->assertSame( 404, $this->rest( 'GET', '/farol/v1/contact-submissions/' . $id )->get_status() );
		$this->assertSame( 404, $this->rest( 'DELETE', '/farol/v1/contact-submissions/' . $id )->get_status() );
		$this->assertCount( 1, $heard );
	}

	/**
	 * Resending mails the stored values through the form's templates and records the
	 * outcome; when the mail fails again the submission stays, failed; spam is not resent.
	 */
	public function test_resend_records_the_outcome(): void {
		$id    = $this->store( 'Ana Ação', 'mail_failed', 'failed' );
		$route = '/farol/v1/contact-submissions/' . $id . '/resend';

		add_filter( 'pre_wp_mail', '__return_false', 20 );
		$failed = $this->rest( 'POST', $route );
		$this->assertSame( 200, $failed->get_status() );
		$this->assertSame( array( 'mail_failed', 'failed' ), array( $failed->get_data()['status'], $failed->get_data()['mail_status'] ) );
		$this->assertNotNull( ( new SubmissionRepository() )->find( $id ) );
		remove_filter( 'pre_wp_mail', '__return_false', 20 );

		$sent = $this->rest( 'POST', $route );
		$this->assertSame( 200, $sent->get_status() );
		$this->assertSame( array( 'mail_sent', 'sent' ), array( $sent->get_data()['status'], $sent->get_data()['mail_status'] ) );
		$mails = $this->mails();
		$this->assertSame( 'Contato de Ana Ação', end( $mails )['subject'] );

		$spam = $this->store( 'Caio', 'spam', 'skipped' );
		$this->assertSame( 409, $this->rest( 'POST', '/farol/v1/contact-submissions/' . $spam . '/resend' )->get_status() );
	}

	/**
	 * Resending attaches the files `farol_contact_submission_attachments` gives for the row
	 * (the files kept with it); paths that are not readable files are left out.
	 */
	public function test_resend_attaches_the_kept_files(): void {
		$id = $this->store( 'Ana', 'mail_failed', 'failed' );
		// wp_tempnam() is wp-admin code: the front end and this suite alone do not load it.
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$file = wp_tempnam( 'proposta.pdf' );
		file_put_contents( $file, '%PDF-1.4' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test file.
		$seen = array();
		add_filter(
			'farol_contact_submission_attachments',
			static function ( $paths, array $row ) use ( $file, &$seen ) {
				$seen[] = $row['id'];
				return array_merge( (array) $paths, array( $file, '/no/such/file.pdf' ) );
			},
			10,
			2
		);
		$this->assertSame( 200, $this->rest( 'POST', '/farol/v1/contact-submissions/' . $id . '/resend' )->get_status() );
		wp_delete_file( $file );
		$this->assertSame( array( $id ), $seen );
		$this->assertSame( array( $file ), $this->mails()[0]['attachments'] );
	}

	/**
	 * A form's export: BOM, `;`, a column per field labelled as in the form, other fields in
	 * the last column, formulas neutralised, only that form's rows.
	 */
	public function test_csv_export(): void {
		$this->store( 'Ana Ação' );
		$this->store( '=HYPERLINK("http://x";"clique")', 'mail_failed', 'failed' );
		$this->store( 'Outra', 'mail_sent', 'sent', array(), $this->create_contact_form()->id );

		$request = new WP_REST_Request( 'GET', '/farol/v1/contact-submissions/export.csv' );
		$request->set_query_params( array( 'form' => $this->form->id ) );
		$response = rest_ensure_response( rest_do_request( $request ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'text/csv; charset=utf-8', $response->get_headers()['Content-Type'] );
		$this->assertStringContainsString( 'filename="contact-submissions-' . $this->form->id . '-', $response->get_headers()['Content-Disposition'] );
		ob_start();
		$this->assertTrue( apply_filters( 'rest_pre_serve_request', false, $response, $request, rest_get_server() ) );
		$body = (string) ob_get_clean();

		$this->assertSame( "\xEF\xBB\xBF", substr( $body, 0, 3 ) );
		$stream = fopen( 'php://memory', 'w+b' );
		fwrite( $stream, substr( $body, 3 ) );
		rewind( $stream );
		$rows = array();
		$row  = fgetcsv( $stream, null, ';', '"', '' );
		while ( false !== $row ) {
			$rows[] = $row;
			$row    = fgetcsv( $stream, null, ';', '"', '' );
		}
		$this->assertSame( array( 'ID', 'Date', 'Status', 'Mail', 'Nome', 'E-mail', 'Mensagem', 'Aceito os termos', 'Other fields' ), $rows[0] );
		$this->assertCount( 3, $rows );
		$this->assertSame( "'=HYPERLINK(\"http://x\";\"clique\")", $rows[1][4] );
		$this->assertSame( array( 'Ana Ação', 'anaacao@example.com', 'Olá de Ana Ação', '', 'gone-field: antigo' ), array_slice( $rows[2], 4 ) );
		$this->assertSame( array( 'mail_failed', 'failed' ), array_slice( $rows[1], 2, 2 ) );

		$missing = new WP_REST_Request( 'GET', '/farol/v1/contact-submissions/export.csv' );
		$this->assertSame( 400, rest_do_request( $missing )->get_status(), 'the form is required' );
	}
}
