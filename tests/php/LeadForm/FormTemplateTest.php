<?php
/**
 * The form template route and the markup it holds.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\LeadForm\Forms\RuntimeTexts;
use Farol\Support\Abuse\SignedStamp;
use Farol\LeadForm\Rules\FieldRules;
use Farol\Tests\TestCase;

/**
 * GET farol/v1/forms/{id} answers a published form's template as HTML, readable from any
 * origin: a stylesheet link, a style block and the form's markup, with a control for every
 * field type, named as the definition says, and the hidden fields the conversion API reads.
 */
final class FormTemplateTest extends TestCase {

	use FormTestHelpers;

	/**
	 * The template of the form with every field type.
	 *
	 * @return array{0: int, 1: \WP_REST_Response}
	 */
	private function every_field_template(): array {
		$id = $this->create_form( self::fixture( 'every-field-form' ) );
		return array( $id, $this->rest( 'GET', '/farol/v1/forms/' . $id ) );
	}

	/**
	 * The answer is HTML, public, cacheable and open to any origin.
	 */
	public function test_the_template_is_public_html_open_to_any_origin(): void {
		$response = $this->every_field_template()[1];

		$this->assertSame( 200, $response->get_status() );
		$headers = $response->get_headers();
		$this->assertSame( 'text/html; charset=UTF-8', $headers['Content-Type'] );
		$this->assertSame( '*', $headers['Access-Control-Allow-Origin'] );
		$this->assertStringStartsWith( 'public, max-age=', $headers['Cache-Control'] );

		$html  = (string) $response->get_data();
		$xpath = self::xpath( $html );
		$this->assertStringEndsWith( '/build/lead-form/style-index.css', (string) strtok( $this->attribute( $xpath, '//link[@rel="stylesheet"]', 'href' ), '?' ) );
		$this->assertStringContainsString( '.farol-lead-form{', (string) $xpath->query( '//style' )->item( 0 )?->textContent );
	}

	/**
	 * The REST server sends the HTML as it is, not as a JSON string.
	 */
	public function test_the_server_sends_the_html_itself(): void {
		$template = $this->every_field_template();
		$id       = $template[0];
		$response = $template[1];
		$request  = new \WP_REST_Request( 'GET', '/farol/v1/forms/' . $id );

		ob_start();
		$served = apply_filters( 'rest_pre_serve_request', false, $response, $request, rest_get_server() );
		$body   = (string) ob_get_clean();

		$this->assertTrue( $served );
		$this->assertStringStartsWith( '<link rel="stylesheet"', $body ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedStylesheet -- the expected template text.
		$this->assertSame( $response->get_data(), $body );
	}

	/**
	 * A real form posting without JavaScript, with the runtime's endpoints in attributes.
	 */
	public function test_the_form_posts_without_javascript_and_names_its_endpoints(): void {
		$template = $this->every_field_template();
		$id       = $template[0];
		$response = $template[1];
		$xpath    = self::xpath( (string) $response->get_data() );

		$this->assertSame( 'post', $this->attribute( $xpath, '//form', 'method' ) );
		$this->assertSame( admin_url( 'admin-post.php?action=farol_lead_conversion' ), $this->attribute( $xpath, '//form', 'action' ) );
		$this->assertSame( 'typed', $this->attribute( $xpath, '//form', 'data-farol-variant' ) );
		$this->assertSame( rest_url( 'farol/v1/conversions' ), $this->attribute( $xpath, '//form', 'data-farol-endpoint-typed' ) );
		$this->assertSame( rest_url( 'farol/v1/api/1.2/conversions.json' ), $this->attribute( $xpath, '//form', 'data-farol-endpoint-legacy' ) );

		$props = json_decode( $this->attribute( $xpath, '//div[@class="farol-lead-form"]', 'data-farol-props' ), true );
		$this->assertSame( $id, $props['formId'] );
		$this->assertSame( 'pt-BR', $props['locale'] );
		$this->assertSame( rest_url( 'farol/v1/events' ), $props['endpoints']['events'] );
		$this->assertSame( rest_url( 'farol/v1/api/cidades/' ), $props['endpoints']['cities'] );
		// The published rules, as the rules module builds them, JSON-encoded.
		$form = ( new FormRepository( new LeadFormSchema() ) )->find( $id );
		$this->assertNotNull( $form );
		$this->assertNotEmpty( $props['rules'] );
		$this->assertSame( json_decode( (string) wp_json_encode( ( new FieldRules() )->for_form( $form ) ), true ), $props['rules'] );
	}

	/**
	 * Every field type of the contract has its control, label, name and value type.
	 */
	public function test_every_field_type_has_its_control(): void {
		$response = $this->every_field_template()[1];
		$xpath    = self::xpath( (string) $response->get_data() );
		$field    = static fn ( string $name ): string => '//div[@data-field="' . $name . '"]';

		$this->assertSame( 'text', $this->attribute( $xpath, $field( 'name' ) . '//input', 'type' ) );
		$this->assertTrue( $this->has_attribute( $xpath, $field( 'name' ) . '//input', 'required' ) );
		$this->assertSame( 'Seu nome', $this->attribute( $xpath, $field( 'name' ) . '//input', 'placeholder' ) );
		$this->assertSame( 'email', $this->attribute( $xpath, $field( 'email' ) . '//input', 'type' ) );
		$this->assertSame( 'url', $this->attribute( $xpath, $field( 'website' ) . '//input', 'type' ) );
		$this->assertSame( 'number', $this->attribute( $xpath, $field( 'cf_funcionarios' ) . '//input', 'type' ) );
		$this->assertSame( 'integer', $this->attribute( $xpath, $field( 'cf_funcionarios' ) . '//input', 'data-type' ) );
		$this->assertSame( 1, $xpath->query( $field( 'cf_mensagem' ) . '//textarea[@name="cf_mensagem"]' )->length );

		// Labels point at their controls.
		$input_id = $this->attribute( $xpath, $field( 'name' ) . '//input', 'id' );
		$this->assertSame( 'Nome', trim( (string) $xpath->query( '//label[@for="' . $input_id . '"]' )->item( 0 )?->firstChild?->textContent ) );

		// Phones: a Brazilian mask fixes the country; an international one offers the list.
		$this->assertSame( 'tel', $this->attribute( $xpath, $field( 'mobile_phone' ) . '//input[@name="mobile_phone"]', 'type' ) );
		$this->assertSame( 'BRAZILIAN_MASK', $this->attribute( $xpath, $field( 'mobile_phone' ) . '//input[@name="mobile_phone"]', 'data-phone-mask' ) );
		$this->assertSame( 'BR', $this->attribute( $xpath, $field( 'mobile_phone' ) . '//input[@name="mobile_phone_country"]', 'value' ) );
		$this->assertSame( 'PT', $this->attribute( $xpath, $field( 'personal_phone' ) . '//select[@name="personal_phone_country"]/option[@selected]', 'value' ) );
		$this->assertGreaterThan( 200, $xpath->query( $field( 'personal_phone' ) . '//select/option' )->length );

		// Choices.
		$this->assertSame( array( '', 'p', 'g' ), $this->values( $xpath, $field( 'cf_porte' ) . '//select/option' ) );
		$this->assertSame( '1', $this->attribute( $xpath, $field( 'cf_cliente' ) . '//input[@type="checkbox"]', 'value' ) );
		$this->assertSame( array( 'marketing', 'vendas' ), $this->values( $xpath, $field( 'cf_interesse' ) . '//input[@type="checkbox"][@name="cf_interesse[]"]' ) );
		$this->assertSame( 'Interesses', trim( (string) $xpath->query( $field( 'cf_interesse' ) . '//legend' )->item( 0 )?->firstChild?->textContent ) );

		// Where the lead lives: the 27 states, the city's text input, the countries in pt-BR.
		$this->assertCount( 28, $this->values( $xpath, $field( 'state' ) . '//select/option' ) );
		$this->assertContains( 'SP', $this->values( $xpath, $field( 'state' ) . '//select/option' ) );
		$this->assertSame( 'text', $this->attribute( $xpath, $field( 'city' ) . '//input[@name="city"]', 'type' ) );
		$this->assertSame( 'Brasil', trim( (string) $xpath->query( $field( 'country' ) . '//option[@value="BR"]' )->item( 0 )?->textContent ) );

		// The consent box's label is the consent text.
		$this->assertSame( 'Aceito receber comunicações da Farol.', trim( (string) $xpath->query( $field( 'cf_consentimento' ) . '//label' )->item( 0 )?->textContent, " *\n\t" ) );
		$this->assertTrue( $this->has_attribute( $xpath, $field( 'cf_consentimento' ) . '//input', 'required' ) );

		// A hidden field keeps its bracketed name and value.
		$this->assertSame( 'campanha-x', $this->attribute( $xpath, '//input[@type="hidden"][@name="custom_fields[42]"]', 'value' ) );
	}

	/**
	 * The hidden fields of the conversion API, the honeypot, the error container and the button.
	 */
	public function test_the_hidden_fields_honeypot_and_submit(): void {
		$template = $this->every_field_template();
		$id       = $template[0];
		$response = $template[1];
		$xpath    = self::xpath( (string) $response->get_data() );
		$hidden   = static fn ( string $name ): string => '//form/input[@type="hidden"][@name="' . $name . '"]';

		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $this->attribute( $xpath, $hidden( 'token_rdstation' ), 'value' ) );
		$this->assertSame( 'every-field', $this->attribute( $xpath, $hidden( 'conversion_identifier' ), 'value' ) );
		$this->assertSame( 'every-field', $this->attribute( $xpath, $hidden( 'identificador' ), 'value' ) );
		foreach ( array( 'traffic_source', 'c_utmz', 'client_id', 'redirect_to' ) as $name ) {
			$this->assertSame( '', $this->attribute( $xpath, $hidden( $name ), 'value' ), $name );
		}
		$started = SignedStamp::verify( $this->attribute( $xpath, $hidden( 'farol_started' ), 'value' ), 'farol_started', $id );
		$this->assertNotNull( $started );
		$this->assertEqualsWithDelta( time(), $started, 5 );

		$this->assertSame( 'true', $this->attribute( $xpath, '//div[input[@name="farol_hp"]]', 'aria-hidden' ) );
		$this->assertSame( '-1', $this->attribute( $xpath, '//input[@name="farol_hp"]', 'tabindex' ) );
		$this->assertSame( 'off', $this->attribute( $xpath, '//input[@name="farol_hp"]', 'autocomplete' ) );

		$this->assertTrue( $this->has_attribute( $xpath, '//div[@role="alert"]', 'hidden' ) );
		$this->assertSame( 'Enviar', trim( (string) $xpath->query( '//button[@type="submit"]' )->item( 0 )?->textContent ) );
	}

	/**
	 * Built-in texts follow the form's locale, not the site's.
	 */
	public function test_built_in_texts_follow_the_forms_locale(): void {
		$definition           = self::fixture( 'every-field-form' );
		$definition['locale'] = 'en';
		$id                   = $this->create_form( $definition );
		$xpath                = self::xpath( (string) $this->rest( 'GET', '/farol/v1/forms/' . $id )->get_data() );

		$this->assertSame( 'Send', trim( (string) $xpath->query( '//button[@type="submit"]' )->item( 0 )?->textContent ) );
		$this->assertSame( 'Brazil', trim( (string) $xpath->query( '//div[@data-field="country"]//option[@value="BR"]' )->item( 0 )?->textContent ) );
	}

	/**
	 * The runtime's own texts come in the props in the form's locale (an alias such as es-ES
	 * takes its language's texts, an unknown locale English), whatever the site's language,
	 * so the embed script on another site speaks the form's language too.
	 */
	public function test_the_runtime_texts_follow_the_forms_locale(): void {
		$expected = array(
			'es-ES' => 'Disculpe las molestias, esta acción ya no está disponible.',
			'pt-BR' => 'Desculpe o transtorno, esta ação não está mais disponível.',
			'en-US' => 'Sorry for the inconvenience, this action is no longer available.',
		);
		foreach ( $expected as $locale => $unavailable ) {
			$definition           = self::fixture( 'every-field-form' );
			$definition['locale'] = $locale;
			$xpath                = self::xpath( (string) $this->rest( 'GET', '/farol/v1/forms/' . $this->create_form( $definition ) )->get_data() );
			$props                = json_decode( $this->attribute( $xpath, '//div[@class="farol-lead-form"]', 'data-farol-props' ), true );
			$this->assertSame( $unavailable, $props['texts']['unavailable'], $locale );
			$this->assertSame( array( 'unavailable', 'failed', 'cities', 'no_city', 'city_found', 'cities_found' ), array_keys( $props['texts'] ), $locale );
		}
		$this->assertSame( 'Cities', ( new RuntimeTexts() )->for_locale( 'fr' )['cities'] );
	}

	/**
	 * Unknown, draft and trashed forms are 404s with a message.
	 */
	public function test_unknown_and_unpublished_forms_are_not_found(): void {
		$draft   = $this->create_form( self::fixture( 'every-field-form' ), 'draft' );
		$trashed = $this->create_form( self::fixture( 'every-field-form' ) );
		wp_trash_post( $trashed );

		foreach ( array( 999999, $draft, $trashed ) as $id ) {
			$response = $this->rest( 'GET', '/farol/v1/forms/' . $id );
			$this->assertSame( 404, $response->get_status(), (string) $id );
			$this->assertSame( 'farol_lead_form_not_found', $response->get_data()['code'] );
			$this->assertNotSame( '', $response->get_data()['message'] );
		}
	}

	/**
	 * ?format=json answers the same markup and the rules.
	 */
	public function test_json_format_answers_html_and_rules(): void {
		$id       = $this->create_form( self::fixture( 'every-field-form' ) );
		$response = $this->rest( 'GET', '/farol/v1/forms/' . $id, array( 'format' => 'json' ) );

		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertStringContainsString( '<form class="farol-lead-form__form"', $data['html'] );
		$this->assertArrayHasKey( 'rules', $data );
		$this->assertArrayNotHasKey( 'Content-Type', $response->get_headers() );
	}

	/**
	 * The value attributes of the nodes an expression finds.
	 *
	 * @param \DOMXPath $xpath The DOM.
	 * @param string    $query XPath expression.
	 * @return list<string>
	 */
	private function values( \DOMXPath $xpath, string $query ): array {
		$values = array();
		foreach ( $xpath->query( $query ) as $node ) {
			$values[] = (string) $node->getAttribute( 'value' );
		}
		return $values;
	}
}
