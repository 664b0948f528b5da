<?php
/**
 * The contact form REST calls.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forms\ContactFormRenderer;
use Farol\ContactForm\Forms\Quiz;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;
use Farol\Tests\TestCase;
use WP_REST_Response;

/**
 * The feedback/schema, refill and feedback calls, as a browser calls them: each status with its
 * message, invalid fields the client can place, the submission stored before the mail and
 * kept when the mail fails.
 */
final class ContactFormFeedbackTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * Its own address for the rate limit, pt_BR messages.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
		add_filter( 'pre_determine_locale', static fn(): string => 'pt_BR' );
		unload_textdomain( 'farol' );
		$this->assertTrue( load_textdomain( 'farol', FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo' ), 'Build the translations first: npm run i18n.' );
	}

	/**
	 * Back to the site's locale.
	 */
	protected function tear_down(): void {
		unload_textdomain( 'farol' );
		parent::tear_down();
	}

	/**
	 * Posts a submission.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $fields Posted fields.
	 */
	private function send( ContactForm $form, array $fields ): WP_REST_Response {
		return $this->rest( 'POST', '/farol/v1/contact-forms/' . $form->id . '/feedback', $fields, array( 'Accept' => 'application/json' ) );
	}

	/**
	 * The schema call publishes the form's validation document; unknown forms are 404.
	 */
	public function test_schema_and_unknown_form(): void {
		$form     = $this->create_contact_form();
		$response = $this->rest( 'GET', '/farol/v1/contact-forms/' . $form->id . '/feedback/schema' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( $form->schema()->to_array(), $data );
		$this->assertSame( 'pt_BR', $data['locale'] );
		$this->assertSame(
			array(
				'field'    => 'terms',
				'invert'   => false,
				'optional' => false,
			),
			$data['acceptance'][0]
		);

		$draft = $this->create_contact_form( array(), array(), array(), 'draft' );
		foreach ( array( 'GET /feedback/schema', 'GET /refill', 'POST /feedback' ) as $call ) {
			list( $method, $path ) = explode( ' ', $call );
			foreach ( array( 999999, $draft->id ) as $id ) {
				$missing = $this->rest( $method, '/farol/v1/contact-forms/' . $id . $path );
				$this->assertSame( 404, $missing->get_status(), $call );
				$this->assertSame( 'farol_contact_form_not_found', $missing->get_data()['code'], $call );
			}
		}
	}

	/**
	 * A valid submission is stored, mailed with the form's templates and answered mail_sent.
	 */
	public function test_mail_sent(): void {
		$form     = $this->create_contact_form(
			array(),
			array(
				'recipient' => 'vendas@example.com',
				'subject'   => 'Contato de [your-name]',
				'body'      => "De: [your-name] <[your-email]>\n\n[your-message]",
				'reply_to'  => '[your-email]',
			)
		);
		$response = $this->send( $form, $this->contact_submission( $form ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertSame( 'Agradecemos a sua mensagem. Ela foi enviada.', $data['message'] );
		$this->assertSame( array(), $data['invalid_fields'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $data['posted_data_hash'] );

		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( 'vendas@example.com', $mails[0]['to'] );
		$this->assertSame( 'Contato de Ana Ação', $mails[0]['subject'] );
		$this->assertSame( "De: Ana Ação <ana@example.com>\n\nOlá, tudo bem?", $mails[0]['message'] );
		$this->assertSame( array( 'Reply-To: ana@example.com' ), $mails[0]['headers'] );

		$rows = ( new SubmissionRepository() )->for_form( $form->id );
		$this->assertCount( 1, $rows );
		$this->assertSame( 'mail_sent', $rows[0]['status'] );
		$this->assertSame( 'sent', $rows[0]['mail_status'] );
		$this->assertSame( 'Ana Ação', $rows[0]['fields']['your-name'] );
		$this->assertArrayNotHasKey( SignedStamp::FIELD, $rows[0]['fields'] );
		$this->assertSame( hash_hmac( 'sha256', $_SERVER['REMOTE_ADDR'], wp_salt( 'nonce' ) ), $rows[0]['remote_hash'] );
	}

	/**
	 * When wp_mail fails the answer is mail_failed and the submission is still stored.
	 */
	public function test_mail_failed_keeps_the_submission(): void {
		$form = $this->create_contact_form();
		add_filter( 'pre_wp_mail', '__return_false', 20 );
		$data = $this->send( $form, $this->contact_submission( $form ) )->get_data();
		$this->assertSame( 'mail_failed', $data['status'] );
		$this->assertSame( 'Ocorreu um erro ao tentar enviar sua mensagem. Tente novamente mais tarde.', $data['message'] );
		$rows = ( new SubmissionRepository() )->for_form( $form->id );
		$this->assertCount( 1, $rows );
		$this->assertSame( 'mail_failed', $rows[0]['status'] );
		$this->assertSame( 'failed', $rows[0]['mail_status'] );
		$this->assertSame( 'ana@example.com', $rows[0]['fields']['your-email'] );
	}

	/**
	 * Invalid input: validation_failed with one entry per field, placed by idref/error_id of
	 * the instance that sent it; nothing stored, nothing mailed.
	 */
	public function test_validation_failed(): void {
		$form = $this->create_contact_form();
		$unit = 'farol-contact-form-' . $form->id . '-2';
		$data = $this->send(
			$form,
			$this->contact_submission(
				$form,
				array(
					'your-name'    => '',
					'your-email'   => 'ana@',
					'your-message' => str_repeat( 'ç', 21 ),
					'_farol_unit'  => $unit,
				)
			)
		)->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'Um ou mais campos possuem um erro. Verifique e tente novamente.', $data['message'] );
		$this->assertSame( array( 'your-name', 'your-email', 'your-message' ), array_column( $data['invalid_fields'], 'field' ) );
		$this->assertSame( $unit . '-your-email', $data['invalid_fields'][1]['idref'] );
		$this->assertSame( $unit . '-your-email-error', $data['invalid_fields'][1]['error_id'] );
		foreach ( $data['invalid_fields'] as $entry ) {
			$this->assertNotSame( '', $entry['message'] );
		}
		$this->assertSame( '', $data['posted_data_hash'] );
		$this->assertSame( array(), $this->mails() );
		$this->assertSame( array(), ( new SubmissionRepository() )->for_form( $form->id ) );

		$at_limit = $this->send( $form, $this->contact_submission( $form, array( 'your-message' => str_repeat( 'ç', 20 ) ) ) )->get_data();
		$this->assertSame( 'mail_sent', $at_limit['status'] );
	}

	/**
	 * An unchecked required acceptance box: acceptance_missing.
	 */
	public function test_acceptance_missing(): void {
		$form   = $this->create_contact_form();
		$fields = $this->contact_submission( $form );
		unset( $fields['terms'] );
		$data = $this->send( $form, $fields )->get_data();
		$this->assertSame( 'acceptance_missing', $data['status'] );
		$this->assertSame( 'Você deve aceitar os termos e condições antes de enviar sua mensagem.', $data['message'] );
		$this->assertSame( array(), ( new SubmissionRepository() )->for_form( $form->id ) );
	}

	/**
	 * Honeypot, fast sends, expired stamps and the disallowed keys are spam; only the last is stored.
	 */
	public function test_spam(): void {
		$form    = $this->create_contact_form();
		$expired = SignedStamp::create( ContactFormRenderer::STAMP_PURPOSE, $form->id, time() - SignedStamp::MAX_AGE - 1 );
		foreach ( array( array( BotCheck::HONEYPOT_FIELD => 'x' ), array( SignedStamp::FIELD => 'yesterday' ), array( SignedStamp::FIELD => $expired ) ) as $bot ) {
			$this->assertSame( 'spam', $this->send( $form, $this->contact_submission( $form, $bot ) )->get_data()['status'] );
		}
		$this->assertSame( array(), ( new SubmissionRepository() )->for_form( $form->id ) );

		update_option( 'disallowed_keys', "viagra\ncasino" );
		$data = $this->send( $form, $this->contact_submission( $form, array( 'your-message' => 'Best CASINO' ) ) )->get_data();
		$this->assertSame( 'spam', $data['status'] );
		$rows = ( new SubmissionRepository() )->for_form( $form->id );
		$this->assertSame( array( 'spam' ), array_column( $rows, 'status' ) );
		$this->assertSame( array(), $this->mails() );
	}

	/**
	 * The form's own messages and the status filter (custom statuses) change the answer.
	 */
	public function test_form_messages_and_custom_status(): void {
		$form = $this->create_contact_form( array(), array(), array( 'mail_sent' => 'Valeu!' ) );
		$this->assertSame( 'Valeu!', $this->send( $form, $this->contact_submission( $form ) )->get_data()['message'] );

		add_filter( 'farol_contact_form_status', static fn ( string $status ): string => 'mail_sent' === $status ? 'payment_required' : $status );
		add_filter( 'farol_contact_form_message', static fn ( string $message, string $status ): string => 'Pague: ' . $status, 10, 2 );
		$data = $this->send( $form, $this->contact_submission( $form ) )->get_data();
		$this->assertSame( 'payment_required', $data['status'] );
		$this->assertSame( 'Pague: payment_required', $data['message'] );
	}

	/**
	 * A quiz: refill hands out a question and its hash; a wrong answer is an invalid field.
	 */
	public function test_quiz_and_refill(): void {
		$plain = $this->create_contact_form();
		$this->assertEquals( new \stdClass(), $this->rest( 'GET', '/farol/v1/contact-forms/' . $plain->id . '/refill' )->get_data() );

		$fields   = self::basic_fields();
		$fields[] = array(
			'type'      => 'quiz',
			'name'      => 'quiz-1',
			'questions' => array(
				array(
					'question' => 'Quanto é 2 + 3?',
					'answer'   => 'Cinco',
				),
			),
		);
		$form     = $this->create_contact_form( $fields );
		$refill   = $this->rest( 'GET', '/farol/v1/contact-forms/' . $form->id . '/refill' )->get_data();
		$this->assertSame( 'Quanto é 2 + 3?', $refill['quiz']['quiz-1'][0] );
		$hash = $refill['quiz']['quiz-1'][1];
		// The shape the browser's contract reads (the generated refill-response schema).
		$contract = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/plugin/includes/ContactForm/refill-response.schema.json' ), true );
		$this->assertTrue( rest_validate_value_from_schema( $refill, $contract ) );
		$this->assertStringNotContainsString( 'inco', wp_json_encode( $refill ) );

		$wrong = $this->send(
			$form,
			$this->contact_submission(
				$form,
				array(
					'quiz-1'                     => 'seis',
					Quiz::hash_field( 'quiz-1' ) => $hash,
				)
			)
		)->get_data();
		$this->assertSame( 'validation_failed', $wrong['status'] );
		$this->assertSame( array( 'quiz-1' ), array_column( $wrong['invalid_fields'], 'field' ) );
		$this->assertSame( 'A resposta para o quiz está incorreta.', $wrong['invalid_fields'][0]['message'] );

		$right = $this->send(
			$form,
			$this->contact_submission(
				$form,
				array(
					'quiz-1'                     => ' cinco ',
					Quiz::hash_field( 'quiz-1' ) => $hash,
				)
			)
		)->get_data();
		$this->assertSame( 'mail_sent', $right['status'] );
		// The answer of a send carries the next question, in the refill's shape; a refused
		// send's answer does not (the form keeps its question).
		$this->assertSame( 'Quanto é 2 + 3?', $right['quiz']['quiz-1'][0] );
		$this->assertMatchesRegularExpression( '/^\S{8,}$/', $right['quiz']['quiz-1'][1] );
		$this->assertArrayNotHasKey( 'quiz', $wrong );
		$feedback = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/plugin/includes/ContactForm/feedback-response.schema.json' ), true );
		$this->assertTrue( rest_validate_value_from_schema( $right, $feedback ) );
	}

	/**
	 * More than ten sends from one address in the window: 429 with Retry-After.
	 */
	public function test_rate_limit(): void {
		$form = $this->create_contact_form();
		for ( $i = 0; $i < 10; $i++ ) {
			$this->assertSame( 200, $this->send( $form, array() )->get_status() );
		}
		$limited = $this->send( $form, array() );
		$this->assertSame( 429, $limited->get_status() );
		$this->assertSame( 'farol_rate_limited', $limited->get_data()['code'] );
		$this->assertGreaterThan( 0, (int) $limited->get_headers()['Retry-After'] );
	}

	/**
	 * A send is counted once, though core asks the route's permission again for the answer's
	 * Allow header: ten sends pass, the eleventh is refused.
	 */
	public function test_a_send_is_counted_once_whatever_asks_its_permission(): void {
		$form   = $this->create_contact_form();
		$server = rest_get_server();
		$status = array();
		for ( $i = 0; $i < 11; $i++ ) {
			$request = new \WP_REST_Request( 'POST', '/farol/v1/contact-forms/' . $form->id . '/feedback' );
			$request->set_body_params( $this->contact_submission( $form ) );
			$response = rest_do_request( $request );
			rest_send_allow_header( $response, $server, $request );
			$status[] = $response->get_status();
		}
		$this->assertSame( array_merge( array_fill( 0, 10, 200 ), array( 429 ) ), $status );
	}
}
