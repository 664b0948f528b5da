<?php
/**
 * The conversion API: typed and legacy variants.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\LeadForm\Store\ContactRepository;
use Farol\Tests\TestCase;

/**
 * A visitor's browser (or an external page embedding the form) converts through
 * POST farol/v1/conversions or GET farol/v1/api/1.2/conversions.json; what was sent is stored
 * once, and every refusal answers `{ errors: [...] }` with the documented status.
 */
final class ConversionApiTest extends TestCase {

	use ConversionFixtures;

	/**
	 * Each test comes from its own address, so the rate limit of one never touches another.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 254 );
	}

	/**
	 * The typed variant stores the payload as sent, the tracking data in their columns, the
	 * contact, and answers the thank-you message; the forwarding hook fires once.
	 */
	public function test_the_typed_variant_stores_exactly_what_was_sent(): void {
		$form  = $this->create_form();
		$fired = array();
		add_action(
			'farol_lead_converted',
			static function ( int $id, $converted ) use ( &$fired ): void {
				$fired[] = array( $id, $converted->id );
			},
			10,
			2
		);
		$sent     = $this->submission( $form, array( 'idempotency_key' => 'typed-0001-abcdef' ) );
		$response = $this->post_typed( $form, $sent );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'Obrigado! Em breve entraremos em contato.', $data['thankyou_message'] );
		$this->assertSame( '', $data['redirect_to'] );

		$rows = $this->stored( $form->id );
		$this->assertCount( 1, $rows );
		$row     = $rows[0];
		$payload = json_decode( $row['payload'], true );
		foreach ( array( 'name', 'email', 'company', 'mobile_phone', 'state', 'city', 'cf_interesse', 'conversion_url', 'conversion_domain', 'traffic_source', 'c_utmz', 'client_id' ) as $key ) {
			$this->assertSame( $sent[ $key ], $payload[ $key ], $key );
		}
		$this->assertArrayNotHasKey( 'farol_hp', $payload );
		$this->assertArrayNotHasKey( 'farol_started', $payload );
		$this->assertSame( $data['conversion']['uuid'], $row['uuid'] );
		$this->assertSame( 'typed', $row['variant'] );
		$this->assertSame( 'conceicao@empresa.com.br', $row['email'] );
		$this->assertSame( 'https://example.org/contato', $row['conversion_url'] );
		$this->assertSame( 'example.org', $row['conversion_domain'] );
		$this->assertSame( 'google', $row['traffic_source'] );
		$this->assertSame( '123.456.1.1.utmcsr=google', $row['c_utmz'] );
		$this->assertSame( 'c0ffee00-0000-4000-8000-000000000001', $row['client_id'] );
		$this->assertSame( 'none', $row['forward_status'] );
		$this->assertSame( array( array( (int) $row['id'], $form->id ) ), $fired );

		$contact = ( new ContactRepository() )->find_by_email( 'Conceicao@Empresa.com.br ' );
		$this->assertNotNull( $contact );
		$this->assertSame( (string) $contact['id'], $row['contact_id'] );
		$this->assertSame( 'Conceição Araújo', $contact['name'] );
		$this->assertSame( '1', (string) $contact['conversions_count'] );
		$this->assertSame( 'Açaí & Cia', json_decode( $contact['fields'], true )['company'] );
	}

	/**
	 * The Authorization header takes `Token <token>` and the bare token as well.
	 */
	public function test_the_token_header_accepts_three_forms(): void {
		$form = $this->create_form();
		$this->assertSame( 200, $this->post_typed( $form, $this->submission( $form ), 'Token ' )->get_status() );
		$this->assertSame( 200, $this->post_typed( $form, $this->submission( $form, array( 'email' => 'b@empresa.com.br' ) ), '' )->get_status() );
		$this->assertCount( 2, $this->stored( $form->id ) );
	}

	/**
	 * The legacy variant: the fields in the query string, the token as token_rdstation.
	 */
	public function test_the_legacy_variant_stores_exactly_what_was_sent(): void {
		$form     = $this->create_form( array( 'variant' => 'legacy' ) );
		$query    = array_merge(
			$this->submission( $form, array( 'cf_interesse' => array( 'vendas' ) ) ),
			array(
				'token_rdstation' => $form->token,
				'idempotency_key' => 'legacy-0001-abcdef',
			)
		);
		$response = $this->rest( 'GET', '/farol/v1/api/1.2/conversions.json', $query );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$rows = $this->stored( $form->id );
		$this->assertCount( 1, $rows );
		$payload = json_decode( $rows[0]['payload'], true );
		$this->assertSame( 'legacy', $rows[0]['variant'] );
		$this->assertSame( 'Conceição Araújo', $payload['name'] );
		$this->assertSame( array( 'vendas' ), $payload['cf_interesse'] );
		$this->assertSame( 'https://example.org/contato', $rows[0]['conversion_url'] );
		$this->assertArrayNotHasKey( 'token_rdstation', $payload );
	}

	/**
	 * The same idempotency key twice (body or header) stores one conversion, counts the
	 * contact once and answers the first answer again.
	 */
	public function test_a_repeated_idempotency_key_stores_one_conversion(): void {
		$form  = $this->create_form();
		$body  = $this->submission( $form, array( 'idempotency_key' => 'retry-key-0001' ) );
		$first = $this->post_typed( $form, $body );
		$again = $this->post_typed( $form, $body );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( $first->get_data(), $again->get_data() );

		unset( $body['idempotency_key'] );
		$header = $this->post_raw(
			(string) wp_json_encode( $body ),
			array(
				'Authorization'   => 'Bearer ' . $form->token,
				'Idempotency-Key' => 'retry-key-0001',
			)
		);
		$this->assertSame( $first->get_data(), $header->get_data() );

		$this->assertCount( 1, $this->stored( $form->id ) );
		$this->assertSame( '1', (string) ( new ContactRepository() )->find_by_email( $body['email'] )['conversions_count'] );
	}

	/**
	 * A free-mail address on a corporate-only form: 422 whose first error is
	 * CORPORATE_EMAIL_ONLY, even when other fields are wrong too.
	 */
	public function test_a_free_mail_address_on_a_corporate_form_is_a_422_led_by_corporate_email_only(): void {
		$form     = $this->create_form( array( 'corporate_email_only' => true ) );
		$response = $this->post_typed(
			$form,
			$this->submission(
				$form,
				array(
					'name'  => '',
					'email' => 'fulano@gmail.com',
				)
			)
		);
		$this->assertSame( 422, $response->get_status() );
		$errors = $this->error_list( $response );
		$this->assertSame( 'CORPORATE_EMAIL_ONLY:email', $errors[0] );
		$this->assertContains( 'REQUIRED:name', $errors );
		$this->assertSame( array(), $this->stored( $form->id ) );
	}

	/**
	 * Unknown, revoked (rotated) and draft forms: 422 FORM_UNAVAILABLE.
	 */
	public function test_a_form_that_no_longer_accepts_conversions_is_a_422(): void {
		$form = $this->create_form();
		( new FormRepository( new LeadFormSchema() ) )->rotate_token( $form->id );
		$revoked = $this->post_typed( $form, $this->submission( $form ) );
		$this->assertSame( 422, $revoked->get_status() );
		$this->assertSame( array( 'FORM_UNAVAILABLE:' ), $this->error_list( $revoked ) );

		$draft = $this->create_form( array(), 'draft' );
		$this->assertSame( 422, $this->post_typed( $draft, $this->submission( $draft ) )->get_status() );

		$unknown = $this->post_raw( (string) wp_json_encode( $this->submission( $form ) ), array( 'Authorization' => 'Bearer ' . str_repeat( 'a', 32 ) ) );
		$this->assertSame( 422, $unknown->get_status() );
		$this->assertSame( array(), $this->stored( $form->id ) );
		$this->assertSame( array(), $this->stored( $draft->id ) );
	}

	/**
	 * Missing or ill-formed tokens, bodies that are not a JSON object of fields, and bad
	 * envelope values are clean 400s; an oversized body is a 413.
	 */
	public function test_bad_requests_answer_cleanly(): void {
		$form = $this->create_form();
		$body = (string) wp_json_encode( $this->submission( $form ) );
		$auth = array( 'Authorization' => 'Bearer ' . $form->token );

		$this->assertSame( array( 'INVALID_TOKEN:' ), $this->error_list( $this->post_raw( $body ) ) );
		$this->assertSame( 400, $this->post_raw( $body, array( 'Authorization' => 'Bearer not-a-token' ) )->get_status() );
		foreach ( array( '{"name":', '[1,2]', '"text"', '', '{"name":{"first":"A"}}' ) as $malformed ) {
			$response = $this->post_raw( $malformed, $auth );
			$this->assertSame( 400, $response->get_status(), $malformed );
			$this->assertSame( 'BAD_REQUEST', $response->get_data()['errors'][0]['error_type'], $malformed );
		}
		$bad_key = $this->post_typed( $form, $this->submission( $form, array( 'idempotency_key' => 'short' ) ) );
		$this->assertSame( 400, $bad_key->get_status() );
		$this->assertSame( array( 'INVALID_FORMAT:idempotency_key' ), $this->error_list( $bad_key ) );

		$huge = $this->post_typed( $form, $this->submission( $form, array( 'cf_notes' => str_repeat( 'ç', 110 * 1024 ) ) ) );
		$this->assertSame( 413, $huge->get_status() );
		$this->assertSame( array( 'PAYLOAD_TOO_LARGE:' ), $this->error_list( $huge ) );
		$this->assertSame( array(), $this->stored( $form->id ) );
	}

	/**
	 * Field errors: 400 listing each field with its message in the form's language.
	 */
	public function test_field_errors_are_a_400_with_messages(): void {
		$form     = $this->create_form();
		$response = $this->post_typed(
			$form,
			$this->submission(
				$form,
				array(
					'name'  => '',
					'email' => 'não é e-mail',
				)
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$errors = array_column( $response->get_data()['errors'], null, 'field' );
		$this->assertSame( 'REQUIRED', $errors['name']['error_type'] );
		$this->assertSame( 'Campo obrigatório', $errors['name']['error_message'] );
		$this->assertSame( 'INVALID_FORMAT', $errors['email']['error_type'] );
		$this->assertSame( 'Endereço de e-mail inválido', $errors['email']['error_message'] );
		$this->assertSame( array(), $this->stored( $form->id ) );
	}

	/**
	 * One address may convert CONVERSIONS_PER_WINDOW times per window; then 429 with
	 * Retry-After, and nothing more is stored.
	 */
	public function test_one_address_flooding_gets_a_429(): void {
		$form = $this->create_form();
		for ( $i = 0; $i < 10; $i++ ) {
			$this->assertSame( 200, $this->post_typed( $form, $this->submission( $form, array( 'email' => "lead{$i}@empresa.com.br" ) ) )->get_status() );
		}
		$limited = $this->post_typed( $form, $this->submission( $form, array( 'email' => 'lead10@empresa.com.br' ) ) );
		$this->assertSame( 429, $limited->get_status() );
		$this->assertSame( array( 'RATE_LIMITED:' ), $this->error_list( $limited ) );
		$this->assertGreaterThan( 0, (int) $limited->get_headers()['Retry-After'] );
		$this->assertLessThanOrEqual( 600, (int) $limited->get_headers()['Retry-After'] );
		$this->assertCount( 10, $this->stored( $form->id ) );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$this->assertSame( 200, $this->post_typed( $form, $this->submission( $form, array( 'email' => 'other@empresa.com.br' ) ) )->get_status() );
	}

	/**
	 * A ticked consent box is stored with its text and time, on the conversion and the contact.
	 */
	public function test_consent_is_stored_with_its_text_and_time(): void {
		$form = $this->create_form();
		$this->post_typed( $form, $this->submission( $form, array( 'cf_consentimento' => true ) ) );
		$row = $this->stored( $form->id )[0];
		$this->assertSame( 'Aceito receber comunicações da Farol.', $row['consent_text'] );
		$this->assertEqualsWithDelta( time(), strtotime( $row['consent_at'] . ' UTC' ), 5 );
		$contact = ( new ContactRepository() )->find_by_email( 'conceicao@empresa.com.br' );
		$this->assertSame( 'Aceito receber comunicações da Farol.', $contact['consent_text'] );

		$this->post_typed( $form, $this->submission( $form, array( 'email' => 'sem@empresa.com.br' ) ) );
		$this->assertNull( $this->stored( $form->id )[1]['consent_text'] );
	}

	/**
	 * The answer's redirect_to: the form's own wins; a submitted one only when it stays on the site.
	 */
	public function test_the_answer_never_redirects_off_site(): void {
		$form    = $this->create_form();
		$outside = $this->post_typed( $form, $this->submission( $form, array( 'redirect_to' => 'https://evil.example/phish' ) ) );
		$this->assertSame( '', $outside->get_data()['redirect_to'] );
		$inside = $this->post_typed(
			$form,
			$this->submission(
				$form,
				array(
					'redirect_to' => home_url( '/obrigado/' ),
					'email'       => 'x@empresa.com.br',
				)
			)
		);
		$this->assertSame( home_url( '/obrigado/' ), $inside->get_data()['redirect_to'] );

		$own = $this->create_form( array( 'redirect_to' => 'https://example.org/thanks' ) );
		$this->assertSame( 'https://example.org/thanks', $this->post_typed( $own, $this->submission( $own, array( 'redirect_to' => home_url( '/x/' ) ) ) )->get_data()['redirect_to'] );
	}

	/**
	 * A page on another site may send the token and the Idempotency-Key header, and read
	 * Retry-After (the REST server's CORS headers, as its preflight answers them).
	 */
	public function test_external_pages_may_send_the_headers(): void {
		rest_get_server();
		$request = new \WP_REST_Request( 'OPTIONS', '/farol/v1/conversions' );
		$allowed = apply_filters( 'rest_allowed_cors_headers', array( 'X-WP-Nonce' ), $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$exposed = apply_filters( 'rest_exposed_cors_headers', array( 'X-WP-Total' ), $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$this->assertContains( 'Idempotency-Key', $allowed );
		$this->assertContains( 'Authorization', $allowed );
		$this->assertContains( 'Retry-After', $exposed );
	}
}
