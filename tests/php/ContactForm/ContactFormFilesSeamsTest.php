<?php
/**
 * The hooks and settings other parts of the contact form build on.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Feedback\Mailer;
use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Forms\ContactFormRenderer;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Support\Abuse\StampKinds;
use Farol\Tests\TestCase;
use WP_REST_Response;

/**
 * The spam check's verdicts, the captcha markup and refill filters, the per-form
 * `attachments` and captcha settings and the mailer's attachments.
 */
final class ContactFormFilesSeamsTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * Its own address for the rate limit.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 254 );
	}

	/**
	 * Posts a submission.
	 *
	 * @param ContactForm $form The form.
	 */
	private function send( ContactForm $form ): WP_REST_Response {
		return $this->rest( 'POST', '/farol/v1/contact-forms/' . $form->id . '/feedback', $this->contact_submission( $form ) );
	}

	/**
	 * A spam verdict stores the row as spam and sends nothing; a validation_failed verdict
	 * names its field (also one the form does not have, as a captcha); no verdict goes on.
	 */
	public function test_spam_check_verdicts(): void {
		$form   = $this->create_contact_form();
		$params = array();
		add_filter(
			'farol_contact_form_spam_check',
			static function ( $verdict, ContactForm $checked, array $posted ) use ( &$params ) {
				$params = $posted;
				return array( 'status' => 'spam' );
			},
			10,
			3
		);
		$this->assertSame( 'spam', $this->send( $form )->get_data()['status'] );
		$this->assertSame( 'ana@example.com', $params['your-email'] );
		$this->assertSame( array(), $this->mails() );
		$rows = ( new SubmissionRepository() )->for_form( $form->id );
		$this->assertSame( array( 'spam', 'skipped' ), array( $rows[0]['status'], $rows[0]['mail_status'] ) );

		remove_all_filters( 'farol_contact_form_spam_check' );
		add_filter(
			'farol_contact_form_spam_check',
			static fn (): array => array(
				'status'  => 'validation_failed',
				'field'   => 'farol-captcha',
				'message' => 'Captcha inválido.',
			)
		);
		$data = $this->send( $form )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame(
			array(
				array(
					'field'    => 'farol-captcha',
					'message'  => 'Captcha inválido.',
					'idref'    => 'farol-contact-form-' . $form->id . '-farol-captcha',
					'error_id' => 'farol-contact-form-' . $form->id . '-farol-captcha-error',
				),
			),
			$data['invalid_fields']
		);
		$this->assertCount( 1, ( new SubmissionRepository() )->for_form( $form->id ) );

		remove_all_filters( 'farol_contact_form_spam_check' );
		add_filter( 'farol_contact_form_spam_check', static fn (): array => array( 'status' => 'nonsense' ) );
		$this->assertSame( 'mail_sent', $this->send( $form )->get_data()['status'] );
		$this->assertCount( 1, $this->mails() );
	}

	/**
	 * The captcha markup sits just before the submit button; the refill answer carries what
	 * the refill filter adds.
	 */
	public function test_captcha_markup_and_refill(): void {
		$form = $this->create_contact_form();
		add_filter( 'farol_contact_form_captcha_markup', static fn ( string $markup, ContactForm $for ): string => '<div class="captcha" data-form="' . $for->id . '"></div>', 10, 2 );
		$html = ( new ContactFormRenderer( self::stamp_kinds() ) )->render( $form );
		// Later tests expect the first form of their request.
		( new \ReflectionProperty( ContactFormRenderer::class, 'instances' ) )->setValue( null, 0 );
		$this->assertMatchesRegularExpression( '#<div class="captcha" data-form="' . $form->id . '"></div><div class="farol-contact-form__actions"><button type="submit"#', $html );

		$this->assertSame( array(), (array) $this->rest( 'GET', '/farol/v1/contact-forms/' . $form->id . '/refill' )->get_data() );
		add_filter(
			'farol_contact_form_refill',
			static function ( $data, ContactForm $for ) {
				$data            = (array) $data;
				$data['captcha'] = array( 'challenge' => 'c-' . $for->id );
				return $data;
			},
			10,
			2
		);
		$this->assertSame( array( 'captcha' => array( 'challenge' => 'c-' . $form->id ) ), $this->rest( 'GET', '/farol/v1/contact-forms/' . $form->id . '/refill' )->get_data() );
	}

	/**
	 * The `attachments` setting defaults to attach_and_keep and refuses other words over
	 * REST; the captcha switch is a REST-visible boolean, false by default.
	 */
	public function test_form_settings(): void {
		$form = $this->create_contact_form();
		$this->assertSame( 'attach_and_keep', ContactFormPostType::mail( $form->id )['attachments'] );
		$this->assertFalse( ContactFormPostType::captcha( $form->id ) );

		$this->login_as( 'editor' );
		$route = '/wp/v2/' . ContactFormPostType::REST_BASE . '/' . $form->id;
		$bad   = $this->rest( 'POST', $route, array( 'meta' => array( ContactFormPostType::MAIL_META => array( 'attachments' => 'publish' ) ) ) );
		$this->assertSame( 400, $bad->get_status() );
		$good = $this->rest(
			'POST',
			$route,
			array(
				'meta' => array(
					ContactFormPostType::MAIL_META    => array( 'attachments' => 'keep_only' ),
					ContactFormPostType::CAPTCHA_META => true,
				),
			)
		);
		$this->assertSame( 200, $good->get_status() );
		$this->assertSame( 'keep_only', $good->get_data()['meta'][ ContactFormPostType::MAIL_META ]['attachments'] );
		$this->assertTrue( $good->get_data()['meta'][ ContactFormPostType::CAPTCHA_META ] );
		$this->assertSame( 'keep_only', ContactFormPostType::mail( $form->id )['attachments'] );
		$this->assertTrue( ContactFormPostType::captcha( $form->id ) );
	}

	/**
	 * Text-like fields with a length limit of their own get a counter the control points to;
	 * others do not.
	 */
	public function test_counter_markup(): void {
		$fields    = self::basic_fields();
		$fields[]  = array(
			'type'      => 'text',
			'name'      => 'apelido',
			'minlength' => 3,
		);
		$form      = $this->create_contact_form( $fields );
		$unit      = 'farol-contact-form-' . $form->id;
		$html      = ( new ContactFormRenderer( self::stamp_kinds() ) )->render( $form );
		$reflected = new \ReflectionProperty( ContactFormRenderer::class, 'instances' );
		$reflected->setValue( null, 0 );
		$this->assertStringContainsString( 'aria-describedby="' . $unit . '-your-message-error ' . $unit . '-your-message-counter"', $html );
		$this->assertStringContainsString( '<span class="farol-contact-form__counter" id="' . $unit . '-your-message-counter" aria-live="polite" hidden><span class="farol-contact-form__count">20</span> characters left</span>', $html );
		// Only a minimum: the rules' default maximum is what is left.
		$this->assertStringContainsString( 'id="' . $unit . '-apelido-counter" aria-live="polite" hidden><span class="farol-contact-form__count">400</span>', $html );
		$this->assertStringNotContainsString( $unit . '-your-name-counter', $html );
		$this->assertStringNotContainsString( $unit . '-terms-counter', $html );
	}

	/**
	 * The mailer attaches the files it is given (existing ones only).
	 */
	public function test_mailer_attachments(): void {
		$form = $this->create_contact_form();
		// wp_tempnam() is wp-admin code: the front end and this suite alone do not load it.
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$path = (string) wp_tempnam( 'farol-attachment.txt' );
		file_put_contents( $path, 'x' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test's temporary file.
		$this->assertTrue( ( new Mailer() )->send( $form, array(), array( $path, '/no/such/file.pdf' ) ) );
		wp_delete_file( $path );
		$this->assertSame( array( $path ), $this->mails()[0]['attachments'] );
	}

	/**
	 * The stamp kinds, with the contact form's declared as the module declares it.
	 */
	private static function stamp_kinds(): StampKinds {
		$kinds = new StampKinds();
		$kinds->add( ContactFormRenderer::STAMP_KIND, ContactFormRenderer::STAMP_PURPOSE, static fn (): bool => true );
		return $kinds;
	}
}
