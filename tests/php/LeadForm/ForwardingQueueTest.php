<?php
/**
 * Forwarding conversions to RD Station through the queue, against the stand-in server.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forwarding\ForwardingPause;
use Farol\LeadForm\Forwarding\ForwardingQueue;
use Farol\LeadForm\Forwarding\ForwardingScheduler;
use Farol\LeadForm\Forwarding\ProviderSettings;
use Farol\Support\Queue\Backoff;
use Farol\Tests\TestCase;

/**
 * A stored conversion of a forwarding form is queued, sent over real HTTP to a server speaking
 * RD Station's conversion API, retried with backoff after passing failures, failed (and kept)
 * after refusals or too many attempts, and never sent twice by two runners.
 */
final class ForwardingQueueTest extends TestCase {

	use ForwardingFixtures;

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
	 * Points the provider at the stand-in, with its answers reset.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_provider( self::$server->base_url() );
		self::$server->script( array() );
	}

	/**
	 * A conversion is queued when stored, then the cron run sends exactly the documented body
	 * (mapped and same-name standard fields, cf_* fields, traffic source, tracking id, consent
	 * as legal_bases) with the key in the query string, and the row is marked sent.
	 */
	public function test_a_conversion_is_sent_with_the_documented_body(): void {
		$form = $this->create_forwarding_form(
			array(
				'enabled' => true,
				'mapping' => array(
					array(
						'from' => 'company',
						'to'   => 'company_name',
					),
				),
			)
		);
		$id   = $this->store_conversion( $form, self::demo_values() );

		do_action( 'farol_lead_converted', $id, $form );
		$this->assertSame( ForwardingQueue::PENDING, $this->conversion( $id )['forward_status'] );
		$this->assertNotFalse( wp_next_scheduled( ForwardingScheduler::RUN_HOOK ) );

		do_action( ForwardingScheduler::RUN_HOOK );

		$row = $this->conversion( $id );
		$this->assertSame( ForwardingQueue::SENT, $row['forward_status'] );
		$this->assertSame( '1', (string) $row['forward_attempts'] );
		$this->assertNotEmpty( $row['forwarded_at'] );
		$this->assertNull( $row['forward_error'] );
		$this->assertNull( $row['claim_token'] );

		$requests = self::$server->requests();
		$this->assertCount( 1, $requests );
		$this->assertSame( 'POST', $requests[0]['method'] );
		$this->assertSame( '/platform/conversions', $requests[0]['path'] );
		$this->assertSame( array( 'api_key' => 'rd-key-0123456789' ), $requests[0]['query'] );
		$this->assertStringStartsWith( 'application/json', $requests[0]['content_type'] );
		$this->assertSame(
			array(
				'event_type'   => 'CONVERSION',
				'event_family' => 'CDP',
				'payload'      => array(
					'conversion_identifier' => 'demo-newsletter',
					'email'                 => 'maria@empresa.com.br',
					'name'                  => 'Maria da Conceição',
					'company_name'          => 'Padaria Pão Quente Ltda',
					'job_title'             => 'Diretora',
					'mobile_phone'          => '+5511987654321',
					'state'                 => 'SP',
					'city'                  => 'São Paulo',
					'cf_interesse'          => array( 'marketing', 'vendas' ),
					'traffic_source'        => 'google',
					'client_tracking_id'    => '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
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
	}

	/**
	 * A visitor who left the consent box unticked is sent with the consent declined.
	 */
	public function test_an_unticked_consent_is_sent_as_declined(): void {
		$form   = $this->create_forwarding_form( array( 'enabled' => true ) );
		$values = array_merge( self::demo_values(), array( 'cf_consentimento' => false ) );
		$id     = $this->store_conversion( $form, $values );
		do_action( 'farol_lead_converted', $id, $form );

		$this->runner()->run();

		$body = json_decode( self::$server->requests()[0]['body'], true );
		$this->assertSame( 'declined', $body['payload']['legal_bases'][0]['status'] );
		$this->assertArrayNotHasKey( 'company_name', $body['payload'], 'company has no mapping and is not a provider field' );
		$this->assertArrayNotHasKey( 'cf_consentimento', $body['payload'] );
	}

	/**
	 * A 5xx answer and an answer slower than the timeout leave the conversion pending with one
	 * more attempt and a backoff delay; it is not retried before its time, and a later run
	 * sends it.
	 */
	public function test_server_errors_and_timeouts_are_retried_with_backoff_until_sent(): void {
		$this->set_provider( self::$server->base_url(), 'rd-key-0123456789', 1 );
		self::$server->script( array( '500', 'slow:2', '503', 'ok' ) );
		$form = $this->create_forwarding_form( array( 'enabled' => true ) );
		$id   = $this->store_conversion( $form, self::demo_values() );
		do_action( 'farol_lead_converted', $id, $form );
		$now = time();

		$this->runner()->run( 20, $now );
		$row = $this->conversion( $id );
		$this->assertSame( ForwardingQueue::PENDING, $row['forward_status'] );
		$this->assertSame( '1', (string) $row['forward_attempts'] );
		$this->assertSame( 'HTTP 500: Something went wrong. (INTERNAL_SERVER_ERROR)', $row['forward_error'] );
		$this->assert_next_attempt_between( $row, $now + 60, $now + 72 );

		$this->assertSame( 0, $this->runner()->run( 20, $now + 30 )['claimed'], 'not due yet' );

		$now += 100;
		$this->runner()->run( 20, $now );
		$row = $this->conversion( $id );
		$this->assertSame( ForwardingQueue::PENDING, $row['forward_status'] );
		$this->assertSame( '2', (string) $row['forward_attempts'] );
		$this->assertStringStartsWith( 'No answer: ', (string) $row['forward_error'] );
		$this->assert_next_attempt_between( $row, $now + 120, $now + 144 );
		// The stand-in (one process) is still sleeping on the abandoned answer: let it finish.
		usleep( 1200000 );

		$now += 200;
		$this->runner()->run( 20, $now );
		$row = $this->conversion( $id );
		$this->assertSame( '3', (string) $row['forward_attempts'] );
		$this->assertSame( 'HTTP 503: 503 Service Temporarily Unavailable', $row['forward_error'] );
		$this->assert_next_attempt_between( $row, $now + 240, $now + 288 );

		$now    += 300;
		$summary = $this->runner()->run( 20, $now );
		$this->assertSame( 1, $summary['sent'] );
		$row = $this->conversion( $id );
		$this->assertSame( ForwardingQueue::SENT, $row['forward_status'] );
		$this->assertSame( '4', (string) $row['forward_attempts'] );
		$this->assertCount( 4, self::$server->requests() );
	}

	/**
	 * Field errors as a list and as an object keyed by field both fail the conversion at once
	 * with a readable message; the row stays.
	 */
	public function test_refusals_in_both_error_shapes_fail_with_a_readable_message(): void {
		self::$server->script( array( '400-list', '400-object' ) );
		$form  = $this->create_forwarding_form( array( 'enabled' => true ) );
		$first = $this->store_conversion( $form, self::demo_values() );
		$last  = $this->store_conversion( $form, self::demo_values() );
		do_action( 'farol_lead_converted', $first, $form );
		do_action( 'farol_lead_converted', $last, $form );

		$summary = $this->runner()->run();

		$this->assertSame( 2, $summary['failed'] );
		$this->assertSame( ForwardingQueue::FAILED, $this->conversion( $first )['forward_status'] );
		$this->assertSame( 'HTTP 400: $.body.event_type: Must be one of the valid options. (INVALID_OPTION)', $this->conversion( $first )['forward_error'] );
		$this->assertSame( ForwardingQueue::FAILED, $this->conversion( $last )['forward_status'] );
		$this->assertSame(
			'HTTP 400: email: email cannot be null. (CANNOT_BE_NULL); linkedin: linkedin has an invalid format. (INVALID_FORMAT)',
			$this->conversion( $last )['forward_error']
		);
	}

	/**
	 * The provider's own check of a conversion without an address (errors keyed by field).
	 */
	public function test_a_conversion_the_provider_finds_incomplete_fails_with_its_field_error(): void {
		$form = $this->create_forwarding_form( array( 'enabled' => true ) );
		$id   = $this->store_conversion( $form, array_merge( self::demo_values(), array( 'email' => '' ) ) );
		do_action( 'farol_lead_converted', $id, $form );

		$this->runner()->run();

		$this->assertSame( ForwardingQueue::FAILED, $this->conversion( $id )['forward_status'] );
		$this->assertSame( 'HTTP 400: email: email cannot be null. (CANNOT_BE_NULL)', $this->conversion( $id )['forward_error'] );
	}

	/**
	 * A refused key fails that conversion, stops the queue (the others stay pending and
	 * nothing more is sent), shows an admin notice, and a new key restarts the queue.
	 */
	public function test_a_refused_key_fails_the_conversion_and_stops_the_queue_until_the_key_changes(): void {
		$this->set_provider( self::$server->base_url(), 'invalid-key' );
		$form   = $this->create_forwarding_form( array( 'enabled' => true ) );
		$first  = $this->store_conversion( $form, self::demo_values() );
		$second = $this->store_conversion( $form, self::demo_values() );
		do_action( 'farol_lead_converted', $first, $form );
		do_action( 'farol_lead_converted', $second, $form );

		$summary = $this->runner()->run();

		$this->assertSame( 1, $summary['failed'] );
		$this->assertSame( 'HTTP 401: Invalid token. (UNAUTHORIZED)', $summary['stopped'] );
		$this->assertSame( ForwardingQueue::FAILED, $this->conversion( $first )['forward_status'] );
		$this->assertSame( 'HTTP 401: Invalid token. (UNAUTHORIZED)', $this->conversion( $first )['forward_error'] );
		$this->assertSame( ForwardingQueue::PENDING, $this->conversion( $second )['forward_status'] );
		$this->assertNull( $this->conversion( $second )['claim_token'] );
		$this->assertSame( 0, $this->runner()->run()['claimed'] );
		$this->assertCount( 1, self::$server->requests() );

		$this->login_as( 'administrator' );
		ob_start();
		do_action( 'admin_notices' );
		$this->assertStringContainsString( 'RD Station refused the API key', (string) ob_get_clean() );

		$this->set_provider( self::$server->base_url(), 'rd-key-new-0123' );
		$this->assertNull( ( new ForwardingPause() )->reason() );
		$this->assertSame( 1, $this->runner()->run()['sent'] );
		$this->assertSame( ForwardingQueue::SENT, $this->conversion( $second )['forward_status'] );
	}

	/**
	 * After the last allowed attempt a conversion is failed with its last error, and kept.
	 */
	public function test_a_conversion_failing_every_attempt_is_failed_and_kept(): void {
		self::$server->script( array_fill( 0, Backoff::MAX_ATTEMPTS, '500' ) );
		$form = $this->create_forwarding_form( array( 'enabled' => true ) );
		$id   = $this->store_conversion( $form, self::demo_values() );
		do_action( 'farol_lead_converted', $id, $form );

		$now = time();
		for ( $run = 1; $run <= Backoff::MAX_ATTEMPTS; $run++ ) {
			$this->assertSame( 1, $this->runner()->run( 20, $now )['claimed'], "run {$run}" );
			$now += Backoff::CAP + 3600;
		}

		$row = $this->conversion( $id );
		$this->assertSame( ForwardingQueue::FAILED, $row['forward_status'] );
		$this->assertSame( (string) Backoff::MAX_ATTEMPTS, (string) $row['forward_attempts'] );
		$this->assertSame( 'HTTP 500: Something went wrong. (INTERNAL_SERVER_ERROR) (gave up after 10 attempts)', $row['forward_error'] );
		$this->assertSame( 0, $this->runner()->run( 20, $now )['claimed'] );
		$this->assertCount( Backoff::MAX_ATTEMPTS, self::$server->requests() );
	}

	/**
	 * Two runners claiming at once: the second gets nothing the first holds, and a runner does
	 * not send a job another one claimed; once the lease has run out the job is claimable again.
	 */
	public function test_two_runners_never_claim_the_same_job(): void {
		$form = $this->create_forwarding_form( array( 'enabled' => true ) );
		$ids  = array(
			$this->store_conversion( $form, self::demo_values() ),
			$this->store_conversion( $form, self::demo_values() ),
			$this->store_conversion( $form, self::demo_values() ),
		);
		foreach ( $ids as $id ) {
			do_action( 'farol_lead_converted', $id, $form );
		}
		$queue = new ForwardingQueue();
		$now   = gmdate( 'Y-m-d H:i:s' );

		$first  = $queue->claim( 2, 120, $now );
		$second = $queue->claim( 10, 120, $now );

		$this->assertSame( array( $ids[0], $ids[1] ), array_map( 'intval', array_column( $first, 'id' ) ) );
		$this->assertSame( array( $ids[2] ), array_map( 'intval', array_column( $second, 'id' ) ) );
		$this->assertNotSame( $first[0]['claim_token'], $second[0]['claim_token'] );
		$this->assertSame( array(), $queue->claim( 10, 120, $now ) );

		$this->assertSame( 0, $this->runner()->run()['claimed'], 'every job is held by another runner' );
		$this->assertSame( array(), self::$server->requests() );

		$later = $queue->claim( 10, 120, gmdate( 'Y-m-d H:i:s', time() + 121 ) );
		$this->assertCount( 3, $later, 'expired leases are claimable again' );
	}

	/**
	 * A form without forwarding (or a site without a key) keeps its conversions out of the
	 * queue, and nothing is sent.
	 */
	public function test_conversions_of_a_form_without_forwarding_are_not_sent(): void {
		$off = $this->create_forwarding_form( array( 'enabled' => false ) );
		$id  = $this->store_conversion( $off, self::demo_values() );
		do_action( 'farol_lead_converted', $id, $off );

		$on = $this->create_forwarding_form( array( 'enabled' => true ) );
		update_option( ProviderSettings::OPTION, array( 'api_key' => '' ) );
		$keyless = $this->store_conversion( $on, self::demo_values() );
		do_action( 'farol_lead_converted', $keyless, $on );

		$this->runner()->run();

		$this->assertSame( ForwardingQueue::NONE, $this->conversion( $id )['forward_status'] );
		$this->assertSame( ForwardingQueue::NONE, $this->conversion( $keyless )['forward_status'] );
		$this->assertSame( array(), self::$server->requests() );
	}

	/**
	 * Asserts a row's next attempt time lies in a range.
	 *
	 * @param array<string, mixed> $row  Conversions row.
	 * @param int                  $from Earliest Unix time.
	 * @param int                  $to   Latest Unix time.
	 */
	private function assert_next_attempt_between( array $row, int $from, int $to ): void {
		$next = (int) strtotime( $row['next_attempt_at'] . ' UTC' );
		$this->assertGreaterThanOrEqual( $from, $next, 'next attempt ' . $row['next_attempt_at'] );
		$this->assertLessThanOrEqual( $to, $next, 'next attempt ' . $row['next_attempt_at'] );
	}
}
