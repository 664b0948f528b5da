<?php
/**
 * Contact forms forwarding their submissions to RD Station, against the stand-in server.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forwarding\ContactForwardingModule;
use Farol\ContactForm\Forwarding\ContactForwardingQueue;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Tests\LeadForm\ForwardingStandIn;
use Farol\Tests\TestCase;
use WP_REST_Response;

/**
 * A stored submission of a contact form with forwarding on is queued and sent once as a
 * conversion, with the form's map and identifier, through the lead forwarding's provider (same
 * key, same stop after a refused key, same retries); spam and refused sends never are; the
 * settings are saved with the form in REST, checked by the contract.
 */
final class ContactFormForwardingTest extends TestCase {

	use ContactFormFixtures;

	private const SETTINGS = 'farol_lead_forwarding';

	private const PAUSE = 'farol_lead_forwarding_paused';

	private const META = 'farol_contact_form_forwarding';

	/**
	 * The stand-in server.
	 *
	 * @var ForwardingStandIn
	 */
	private static ForwardingStandIn $server;

	/**
	 * Starts the stand-in.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::$server = new ForwardingStandIn();
		self::$server->start();
	}

	/**
	 * Stops the stand-in.
	 */
	public static function tear_down_after_class(): void {
		self::$server->stop();
		parent::tear_down_after_class();
	}

	/**
	 * The provider at the stand-in, a key set, answers reset, an address of its own.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
		update_option(
			self::SETTINGS,
			array(
				'base_url' => self::$server->base_url(),
				'api_key'  => 'rd-key-0123456789',
				'timeout'  => 5,
			)
		);
		delete_option( self::PAUSE );
		self::$server->script( array() );
	}

	/**
	 * A forwarding form: the basic fields and a phone, mapped.
	 *
	 * @param bool $enabled Forwarding on.
	 */
	private function forwarding_form( bool $enabled = true ): ContactForm {
		$fields = self::basic_fields();
		array_splice(
			$fields,
			2,
			0,
			array(
				array(
					'type'  => 'tel',
					'name'  => 'your-phone',
					'label' => 'Telefone',
				),
			)
		);
		$form = $this->create_contact_form( $fields );
		update_post_meta(
			$form->id,
			self::META,
			array(
				'enabled'               => $enabled,
				'conversion_identifier' => 'contato-site',
				'mapping'               => array(
					array(
						'from' => 'your-name',
						'to'   => 'name',
					),
					array(
						'from' => 'your-phone',
						'to'   => 'mobile_phone',
					),
					array(
						'from' => 'your-message',
						'to'   => 'cf_mensagem',
					),
					array(
						'from' => 'terms',
						'to'   => 'communications',
					),
				),
			)
		);
		return $form;
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
	 * The forwarding state of a form's only submission.
	 *
	 * @param ContactForm $form The form.
	 * @return array{forward_status: string, forward_attempts: int, forward_error: string, forwarded_at: string}
	 */
	private function state( ContactForm $form ): array {
		$rows = ( new SubmissionRepository() )->for_form( $form->id );
		$this->assertCount( 1, $rows );
		$state = ( new ContactForwardingQueue() )->state( (int) $rows[0]['id'] );
		$this->assertNotNull( $state );
		return $state;
	}

	/**
	 * A visitor's send is answered at once, queued, and the cron run sends exactly one
	 * conversion with the mapped fields, the identifier and the consent; a second run sends
	 * nothing again.
	 */
	public function test_a_stored_submission_is_sent_once_as_a_conversion(): void {
		$form = $this->forwarding_form();
		self::$server->script( array( 'ok' ) );

		$data = $this->send( $form, $this->contact_submission( $form, array( 'your-phone' => '+55 11 91234-5678' ) ) )->get_data();
		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertSame( array(), self::$server->requests(), 'Nothing is sent during the visitor\'s request.' );
		$this->assertSame( 'pending', $this->state( $form )['forward_status'] );
		$this->assertNotFalse( wp_next_scheduled( ContactForwardingModule::RUN_HOOK ), 'A run is scheduled.' );

		do_action( ContactForwardingModule::RUN_HOOK );
		do_action( ContactForwardingModule::RUN_HOOK );

		$requests = self::$server->requests();
		$this->assertCount( 1, $requests );
		$this->assertSame( '/platform/conversions', $requests[0]['path'] );
		$this->assertSame( 'rd-key-0123456789', $requests[0]['query']['api_key'] );
		$this->assertSame(
			array(
				'event_type'   => 'CONVERSION',
				'event_family' => 'CDP',
				'payload'      => array(
					'conversion_identifier' => 'contato-site',
					'email'                 => 'ana@example.com',
					'name'                  => 'Ana Ação',
					'mobile_phone'          => '+55 11 91234-5678',
					'cf_mensagem'           => 'Olá, tudo bem?',
					'legal_bases'           => array(
						array(
							'category' => 'communications',
							'type'     => 'consent',
							'status'   => 'granted',
						),
					),
				),
			),
			json_decode( $requests[0]['body'], true )
		);
		$state = $this->state( $form );
		$this->assertSame( 'sent', $state['forward_status'] );
		$this->assertNotSame( '', $state['forwarded_at'] );
		$this->assertSame( 'mail_sent', ( new SubmissionRepository() )->for_form( $form->id )[0]['status'], 'The inbox row is unchanged.' );
	}

	/**
	 * Spam (stored, never forwarded), a refused send (not stored) and a form with forwarding
	 * off send nothing.
	 */
	public function test_spam_refused_and_switched_off_are_never_sent(): void {
		$form = $this->forwarding_form();
		update_option( 'disallowed_keys', 'casino' );
		$this->assertSame( 'spam', $this->send( $form, $this->contact_submission( $form, array( 'your-message' => 'Best CASINO' ) ) )->get_data()['status'] );
		$this->assertSame( 'none', $this->state( $form )['forward_status'], 'Spam is stored, not queued.' );
		delete_option( 'disallowed_keys' );

		$invalid = $this->send( $form, $this->contact_submission( $form, array( 'your-email' => 'not-an-address' ) ) )->get_data();
		$this->assertSame( 'validation_failed', $invalid['status'] );

		$off = $this->forwarding_form( false );
		$this->assertSame( 'mail_sent', $this->send( $off, $this->contact_submission( $off ) )->get_data()['status'] );
		$this->assertSame( 'none', $this->state( $off )['forward_status'] );

		do_action( ContactForwardingModule::RUN_HOOK );
		$this->assertSame( array(), self::$server->requests() );
	}

	/**
	 * A message held as spam and released by a moderator in the inbox is forwarded once, like
	 * any stored submission; marking it spam again and releasing it again sends nothing more.
	 */
	public function test_a_message_released_from_spam_is_sent_once(): void {
		$form = $this->forwarding_form();
		update_option( 'disallowed_keys', 'casino' );
		$this->assertSame( 'spam', $this->send( $form, $this->contact_submission( $form, array( 'your-message' => 'Best CASINO' ) ) )->get_data()['status'] );
		delete_option( 'disallowed_keys' );
		$this->assertSame( 'none', $this->state( $form )['forward_status'] );
		self::$server->script( array( 'ok' ) );

		$this->login_as( 'administrator' );
		$id    = (int) ( new SubmissionRepository() )->for_form( $form->id )[0]['id'];
		$route = '/farol/v1/contact-submissions/' . $id;
		$this->assertSame( 200, $this->rest( 'POST', $route, array( 'spam' => false ) )->get_status() );
		$this->assertSame( 'pending', $this->state( $form )['forward_status'], 'Released from spam, it is queued.' );

		do_action( ContactForwardingModule::RUN_HOOK );
		$this->assertCount( 1, self::$server->requests() );
		$this->assertSame( 'sent', $this->state( $form )['forward_status'] );

		$this->rest( 'POST', $route, array( 'spam' => true ) );
		$this->rest( 'POST', $route, array( 'spam' => false ) );
		do_action( ContactForwardingModule::RUN_HOOK );
		$this->assertCount( 1, self::$server->requests(), 'A sent message is never sent again.' );
	}

	/**
	 * The same provider: a passing failure retries later; a refused key stops the lead and the
	 * contact queues alike (the shared stop), with the key blanked out of the stored error.
	 */
	public function test_retries_and_the_shared_stop(): void {
		$form = $this->forwarding_form();
		self::$server->script( array( '503', '401' ) );
		$this->send( $form, $this->contact_submission( $form ) );

		do_action( ContactForwardingModule::RUN_HOOK );
		$state = $this->state( $form );
		$this->assertSame( 'pending', $state['forward_status'] );
		$this->assertSame( 1, $state['forward_attempts'] );
		$this->assertStringContainsString( 'HTTP 503', $state['forward_error'] );

		global $wpdb;
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}farol_contact_submissions SET next_attempt_at = %s WHERE form_id = %d", gmdate( 'Y-m-d H:i:s', time() - 1 ), $form->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- due at once.
		do_action( ContactForwardingModule::RUN_HOOK );
		$state = $this->state( $form );
		$this->assertSame( 'failed', $state['forward_status'] );
		$this->assertStringContainsString( 'HTTP 401', $state['forward_error'] );
		$this->assertStringNotContainsString( 'rd-key-0123456789', $state['forward_error'] );
		$this->assertIsString( get_option( self::PAUSE ), 'The refused key stops forwarding.' );

		$later = $this->forwarding_form();
		$this->send( $later, $this->contact_submission( $later ) );
		do_action( ContactForwardingModule::RUN_HOOK );
		$this->assertSame( 'pending', $this->state( $later )['forward_status'], 'Stopped: kept for later.' );
		$this->assertCount( 2, self::$server->requests(), 'Nothing more was sent while stopped.' );

		// Leads › Forwarding shows the contact forms' queue beside the lead forms', and its
		// retry puts the failed submission back.
		$this->login_as( 'administrator' );
		$answer = $this->rest( 'GET', '/farol/v1/forwarding/queue' )->get_data();
		$schema = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/plugin/includes/LeadForm/forwarding-queue-answer.schema.json' ), true );
		$this->assertTrue( rest_validate_value_from_schema( json_decode( (string) wp_json_encode( $answer ), true ), $schema ), 'The answer is the contract\'s shape.' );
		$queues = array_column( $answer['queues'], null, 'name' );
		$this->assertSame( array( 'forwarding', 'contact-forwarding' ), array_keys( $queues ) );
		$this->assertSame( 'Contact form forwarding', $queues['contact-forwarding']['label'] );
		$this->assertSame( array( 1, 0, 1 ), array( $queues['contact-forwarding']['pending'], $queues['contact-forwarding']['sent'], $queues['contact-forwarding']['failed'] ) );
		$this->assertSame( 1, $this->rest( 'POST', '/farol/v1/forwarding/queue/retry-failed' )->get_data()['requeued'] );
		$this->assertSame( 'pending', $this->state( $form )['forward_status'] );
	}

	/**
	 * An editor saves the settings with the form in REST (edit context only); the contract
	 * refuses what it does not allow; a subscriber cannot read them.
	 */
	public function test_settings_are_saved_with_the_form_and_checked(): void {
		$form  = $this->create_contact_form();
		$route = '/wp/v2/farol-contact-forms/' . $form->id;
		$this->login_as( 'editor' );
		$value = array(
			'enabled'               => true,
			'conversion_identifier' => 'Contato do site',
			'mapping'               => array(
				array(
					'from' => 'your-email',
					'to'   => 'email',
				),
			),
		);
		$saved = $this->rest( 'POST', $route, array( 'meta' => array( self::META => $value ) ), array( 'Content-Type' => 'application/json' ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( $value, get_post_meta( $form->id, self::META, true ) );

		foreach ( array( array( 'to' => 'nickname' ), array( 'from' => 'bad name' ) ) as $wrong ) {
			$bad            = $value;
			$bad['mapping'] = array( array_merge( $value['mapping'][0], $wrong ) );
			$refused        = $this->rest( 'POST', $route, array( 'meta' => array( self::META => $bad ) ), array( 'Content-Type' => 'application/json' ) );
			$this->assertSame( 400, $refused->get_status() );
		}
		$this->assertSame( $value, get_post_meta( $form->id, self::META, true ) );

		$this->login_as( 'subscriber' );
		$read = $this->rest( 'GET', $route, array( 'context' => 'edit' ) );
		$this->assertContains( $read->get_status(), array( 401, 403 ) );
	}
}
