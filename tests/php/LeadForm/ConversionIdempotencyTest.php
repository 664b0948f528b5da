<?php
/**
 * An idempotency key promises one submission (issue 25).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Conversions\PayloadFingerprint;
use Farol\LeadForm\Store\ContactRepository;
use Farol\LeadForm\Store\LeadsTables;
use Farol\Tests\TestCase;
use WP_REST_Response;

/**
 * A key sent again with the same submission is a retry: 200 with the first answer, nothing
 * stored again. The same key with another submission used to be answered 200 with the first
 * conversion while the new data were dropped; it is a 422 IDEMPOTENCY_KEY_REUSED now (the
 * IETF Idempotency-Key draft's answer), also when the two requests race each other. What
 * Farol's runtime may change between two sends of the same values (the page's tracking
 * envelope) does not count, so a visitor's retry is never refused.
 */
final class ConversionIdempotencyTest extends TestCase {

	use ConversionFixtures;

	/**
	 * Conversions the forwarding hook saw.
	 *
	 * @var list<int>
	 */
	private array $converted = array();

	/**
	 * Its own address for the rate limit; counts the forwarding hook.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 254 );
		$this->converted        = array();
		add_action(
			'farol_lead_converted',
			function ( int $id ): void {
				$this->converted[] = $id;
			}
		);
	}

	/**
	 * The one error of a reused key.
	 *
	 * @param WP_REST_Response $response The answer.
	 */
	private function assert_reused( WP_REST_Response $response ): void {
		$this->assertSame( 422, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'IDEMPOTENCY_KEY_REUSED:idempotency_key' ), $this->error_list( $response ) );
		$message = $response->get_data()['errors'][0]['error_message'];
		$this->assertIsString( $message );
		$this->assertNotSame( '', $message );
		$this->assertSame( 'no-store', $response->get_headers()['Cache-Control'] ?? null );
	}

	/**
	 * Same key, same body: 200 with the same answer, one row, the lead counted once.
	 */
	public function test_the_same_key_with_the_same_body_answers_the_first_result(): void {
		$form  = $this->create_form();
		$body  = $this->submission( $form, array( 'idempotency_key' => 'same-body-0001' ) );
		$first = $this->post_typed( $form, $body );
		$again = $this->post_typed( $form, $body );

		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( $first->get_data(), $again->get_data() );
		$rows = $this->stored( $form->id );
		$this->assertCount( 1, $rows );
		$this->assertSame( PayloadFingerprint::of( $body ), $rows[0]['payload_hash'] );
		$this->assertCount( 1, $this->converted );
		$this->assertSame( '1', (string) ( new ContactRepository() )->find_by_email( $body['email'] )['conversions_count'] );
	}

	/**
	 * Same key, another body (in the body or in the Idempotency-Key header): 422, and the first
	 * conversion stays as it was.
	 */
	public function test_the_same_key_with_another_body_is_a_422(): void {
		$form  = $this->create_form();
		$body  = $this->submission( $form, array( 'idempotency_key' => 'other-body-0001' ) );
		$first = $this->post_typed( $form, $body );
		$this->assertSame( 200, $first->get_status() );

		$this->assert_reused( $this->post_typed( $form, array_merge( $body, array( 'name' => 'Outra Pessoa' ) ) ) );
		$this->assert_reused( $this->post_typed( $form, array_merge( $body, array( 'cf_interesse' => array( 'vendas', 'marketing' ) ) ) ) );
		$other = array_merge( $body, array( 'email' => 'outra@empresa.com.br' ) );
		unset( $other['idempotency_key'] );
		$this->assert_reused(
			$this->post_raw(
				(string) wp_json_encode( $other ),
				array(
					'Authorization'   => 'Bearer ' . $form->token,
					'Idempotency-Key' => 'other-body-0001',
				)
			)
		);

		$rows = $this->stored( $form->id );
		$this->assertCount( 1, $rows );
		$this->assertSame( 'Conceição Araújo', json_decode( $rows[0]['payload'], true )['name'] );
		$this->assertSame( $first->get_data()['conversion']['uuid'], $rows[0]['uuid'] );
		$this->assertCount( 1, $this->converted );
		$this->assertNull( ( new ContactRepository() )->find_by_email( 'outra@empresa.com.br' ) );

		// The key is per form: another form takes it with any body.
		$second = $this->create_form();
		$this->assertSame( 200, $this->post_typed( $second, array_merge( $this->submission( $second ), array( 'idempotency_key' => 'other-body-0001' ) ) )->get_status() );
	}

	/**
	 * The legacy variant compares the same way.
	 */
	public function test_the_legacy_variant_refuses_a_reused_key_too(): void {
		$form  = $this->create_form( array( 'variant' => 'legacy' ) );
		$query = array_merge(
			$this->submission( $form ),
			array(
				'token_rdstation' => $form->token,
				'idempotency_key' => 'legacy-reuse-0001',
			)
		);
		$first = $this->rest( 'GET', '/farol/v1/api/1.2/conversions.json', $query );
		$this->assertSame( 200, $first->get_status() );
		$this->assertSame( $first->get_data(), $this->rest( 'GET', '/farol/v1/api/1.2/conversions.json', $query )->get_data() );
		$this->assert_reused( $this->rest( 'GET', '/farol/v1/api/1.2/conversions.json', array_merge( $query, array( 'name' => 'Outra' ) ) ) );
		$this->assertCount( 1, $this->stored( $form->id ) );
	}

	/**
	 * A visitor's retry of the same values: the runtime keeps the key but reads the page's
	 * tracking values again (a statistics cookie accepted meanwhile gives a client_id, the
	 * page's address may have another query string or hash). Still the same submission.
	 */
	public function test_a_retry_with_a_new_tracking_envelope_is_the_same_submission(): void {
		$form  = $this->create_form();
		$body  = $this->submission( $form, array( 'idempotency_key' => 'visitor-retry-0001' ) );
		$first = $this->post_typed( $form, $body );
		$retry = $this->post_typed(
			$form,
			array(
				'client_id'          => 'c0ffee00-0000-4000-8000-000000000002',
				'client_tracking_id' => 'c0ffee00-0000-4000-8000-000000000002',
				'traffic_source'     => 'direct',
				'c_utmz'             => '',
				'conversion_url'     => 'https://example.org/contato/outra',
				'conversion_domain'  => 'www.example.org',
			) + array_reverse( $body, true )
		);
		$this->assertSame( 200, $retry->get_status(), (string) wp_json_encode( $retry->get_data() ) );
		$this->assertSame( $first->get_data(), $retry->get_data() );
		$this->assertCount( 1, $this->stored( $form->id ) );
	}

	/**
	 * A row stored before fingerprints (payload_hash NULL) keeps answering its key as before.
	 */
	public function test_a_row_without_a_fingerprint_is_replayed(): void {
		global $wpdb;
		$form  = $this->create_form();
		$body  = $this->submission( $form, array( 'idempotency_key' => 'old-row-key-0001' ) );
		$first = $this->post_typed( $form, $body );
		$wpdb->update( LeadsTables::conversions(), array( 'payload_hash' => null ), array( 'form_id' => $form->id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's rows.

		$again = $this->post_typed( $form, array_merge( $body, array( 'name' => 'Outra Pessoa' ) ) );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( $first->get_data(), $again->get_data() );
		$this->assertCount( 1, $this->stored( $form->id ) );
	}

	/**
	 * Two requests with one key at once: the second is sent while the first is between its
	 * key look-up (nothing yet) and its insert. With another body the first one loses: 422, the
	 * winner's conversion stays; with the same body both answer the one conversion.
	 */
	public function test_two_requests_with_one_key_at_once(): void {
		foreach ( array(
			'other body' => true,
			'same body'  => false,
		) as $case => $differs ) {
			$form   = $this->create_form();
			$body   = $this->submission( $form, array( 'idempotency_key' => 'race-' . ( $differs ? 'other' : 'same' ) . '-0001' ) );
			$racing = $differs ? array_merge( $body, array( 'name' => 'Quem Chegou Antes' ) ) : $body;

			$this->converted = array();
			$winner          = null;
			$racer           = function ( string $address ) use ( $form, $racing, &$winner, &$racer ): string {
				// The first request is past its look-up, in the rate limit: the other one runs now.
				remove_filter( 'farol_client_address', $racer );
				$winner = $this->post_typed( $form, $racing );
				return $address;
			};
			add_filter( 'farol_client_address', $racer );
			$loser = $this->post_typed( $form, $body );
			remove_filter( 'farol_client_address', $racer );

			$this->assertInstanceOf( WP_REST_Response::class, $winner, $case );
			$this->assertSame( 200, $winner->get_status(), $case );
			$rows = $this->stored( $form->id );
			$this->assertCount( 1, $rows, $case );
			$this->assertSame( $winner->get_data()['conversion']['uuid'], $rows[0]['uuid'], $case );
			$this->assertSame( $racing['name'], json_decode( $rows[0]['payload'], true )['name'], $case );
			$this->assertSame( array( (int) $rows[0]['id'] ), $this->converted, $case );
			if ( $differs ) {
				$this->assert_reused( $loser );
			} else {
				$this->assertSame( 200, $loser->get_status(), $case );
				$this->assertSame( $winner->get_data(), $loser->get_data(), $case );
			}
		}
	}
}
