<?php
/**
 * Helpers of the conversion tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadForm;
use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\Support\Abuse\SignedStamp;
use Farol\LeadForm\Store\LeadsTables;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Forms, submissions as a browser sends them, raw requests and the stored rows.
 */
trait ConversionFixtures {

	/**
	 * Creates a lead form from the demo definition.
	 *
	 * @param array<string,mixed> $overrides Definition keys to change.
	 * @param string              $status    Post status.
	 */
	protected function create_form( array $overrides = array(), string $status = 'publish' ): LeadForm {
		$id    = $this->create_post(
			array(
				'post_type'   => LeadFormPostType::POST_TYPE,
				'post_status' => $status,
				'post_title'  => 'Newsletter',
				'meta_input'  => array( LeadFormPostType::DEFINITION_META => array_merge( LeadFormStoreTest::demo_definition(), $overrides ) ),
			)
		);
		$forms = new FormRepository( new LeadFormSchema() );
		$forms->token( $id );
		$form = $forms->find( $id );
		$this->assertNotNull( $form );
		return $form;
	}

	/**
	 * A valid submission of the demo form, with the spam guard's fields filled as the rendered
	 * form fills them (shown a minute ago).
	 *
	 * @param LeadForm            $form   The form.
	 * @param array<string,mixed> $fields Fields to add or change.
	 * @return array<string,mixed>
	 */
	protected function submission( LeadForm $form, array $fields = array() ): array {
		return array_merge(
			array(
				'name'              => 'Conceição Araújo',
				'email'             => 'conceicao@empresa.com.br',
				'company'           => 'Açaí & Cia',
				'mobile_phone'      => '(11) 98765-4321',
				'state'             => 'SP',
				'city'              => 'São Paulo',
				'cf_interesse'      => array( 'marketing', 'vendas' ),
				'conversion_url'    => 'https://example.org/contato',
				'conversion_domain' => 'example.org',
				'traffic_source'    => 'google',
				'c_utmz'            => '123.456.1.1.utmcsr=google',
				'client_id'         => 'c0ffee00-0000-4000-8000-000000000001',
				'farol_hp'          => '',
				'farol_started'     => SignedStamp::create( 'farol_started', $form->id, time() - 60 ),
			),
			$fields
		);
	}

	/**
	 * POSTs a JSON body to the typed route.
	 *
	 * @param string               $body    Raw body.
	 * @param array<string,string> $headers Headers.
	 */
	protected function post_raw( string $body, array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/farol/v1/conversions' );
		$request->set_header( 'Content-Type', 'application/json' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_body( $body );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/**
	 * POSTs a submission to the typed route with the form's token.
	 *
	 * @param LeadForm            $form   The form.
	 * @param array<string,mixed> $fields The body.
	 * @param string              $scheme Authorization scheme ('Bearer ', 'Token ' or '').
	 */
	protected function post_typed( LeadForm $form, array $fields, string $scheme = 'Bearer ' ): WP_REST_Response {
		return $this->post_raw( (string) wp_json_encode( $fields ), array( 'Authorization' => $scheme . $form->token ) );
	}

	/**
	 * The conversions rows of a form.
	 *
	 * @param int $form_id Form id.
	 * @return list<array<string,mixed>>
	 */
	protected function stored( int $form_id ): array {
		global $wpdb;
		$table = LeadsTables::conversions();
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE form_id = %d ORDER BY id", $form_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test.
	}

	/**
	 * The errors of an answer, as error_type => field.
	 *
	 * @param WP_REST_Response $response Answer.
	 * @return list<string> "TYPE:field" entries.
	 */
	protected function error_list( WP_REST_Response $response ): array {
		$data = $response->get_data();
		$this->assertIsArray( $data['errors'] ?? null, (string) wp_json_encode( $data ) );
		return array_map( static fn ( array $e ): string => $e['error_type'] . ':' . ( $e['field'] ?? '' ), $data['errors'] );
	}
}
