<?php
/**
 * A visitor's conversion, from the conversions API to RD Station.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forwarding\FormForwarding;
use Farol\LeadForm\Forwarding\ForwardingQueue;
use Farol\LeadForm\Forwarding\ForwardingScheduler;
use Farol\Tests\TestCase;

/**
 * The whole path: a conversion posted to farol/v1/conversions is stored, queued because its
 * form forwards, and sent by the cron run to the stand-in; while the provider is down it stays
 * stored and pending, and nothing the visitor sees changes.
 */
final class ForwardingConversionTest extends TestCase {

	use ConversionFixtures;
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
	 * A conversion sent during a provider outage is answered 200, kept pending, and delivered
	 * by a later run with the visitor's values.
	 */
	public function test_a_posted_conversion_is_stored_then_forwarded_after_an_outage(): void {
		$this->set_provider( self::$server->base_url() );
		self::$server->script( array( '503', 'ok' ) );
		$form = $this->create_form();
		update_post_meta(
			$form->id,
			FormForwarding::META,
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

		$response = $this->post_typed( $form, $this->submission( $form ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$rows = $this->stored( $form->id );
		$this->assertCount( 1, $rows );
		$id = (int) $rows[0]['id'];
		$this->assertSame( ForwardingQueue::PENDING, $this->conversion( $id )['forward_status'] );
		$this->assertNotFalse( wp_next_scheduled( ForwardingScheduler::RUN_HOOK ) );

		do_action( ForwardingScheduler::RUN_HOOK );
		$row = $this->conversion( $id );
		$this->assertSame( ForwardingQueue::PENDING, $row['forward_status'] );
		$this->assertSame( '1', (string) $row['forward_attempts'] );
		$this->assertCount( 1, $this->stored( $form->id ), 'the conversion is kept' );

		$this->runner()->run( 20, time() + 3600 );
		$this->assertSame( ForwardingQueue::SENT, $this->conversion( $id )['forward_status'] );

		$requests = self::$server->requests();
		$this->assertCount( 2, $requests );
		$this->assertSame( $requests[0]['body'], $requests[1]['body'], 'the retry sends the same event' );
		$payload = json_decode( $requests[1]['body'], true )['payload'];
		$this->assertSame( 'demo-newsletter', $payload['conversion_identifier'] );
		$this->assertSame( 'conceicao@empresa.com.br', $payload['email'] );
		$this->assertSame( 'Conceição Araújo', $payload['name'] );
		$this->assertSame( 'Açaí & Cia', $payload['company_name'] );
		$this->assertSame( array( 'marketing', 'vendas' ), $payload['cf_interesse'] );
		$this->assertSame( 'SP', $payload['state'] );
		$this->assertSame( 'São Paulo', $payload['city'] );
		$this->assertNotEmpty( $payload['mobile_phone'] );
		$this->assertSame( 'google', $payload['traffic_source'] );
		$this->assertSame( 'c0ffee00-0000-4000-8000-000000000001', $payload['client_tracking_id'] );
		$this->assertSame( 'declined', $payload['legal_bases'][0]['status'] );
		$this->assertArrayNotHasKey( 'farol_hp', $payload );
		$this->assertArrayNotHasKey( 'conversion_url', $payload );
	}

	/**
	 * A form that does not forward stores its conversions with forwarding 'none'.
	 */
	public function test_a_conversion_of_a_form_that_does_not_forward_stays_unqueued(): void {
		$this->set_provider( self::$server->base_url() );
		self::$server->script( array() );
		$form = $this->create_form();

		$this->assertSame( 200, $this->post_typed( $form, $this->submission( $form ) )->get_status() );
		do_action( ForwardingScheduler::RUN_HOOK );

		$this->assertSame( ForwardingQueue::NONE, $this->stored( $form->id )[0]['forward_status'] );
		$this->assertSame( array(), self::$server->requests() );
	}
}
