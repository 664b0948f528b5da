<?php
/**
 * The published rules follow their contract.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\LeadForm;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\LeadForm\Rules\FieldRules;
use Farol\LeadForm\Rules\FormValidator;
use Farol\LeadForm\Rules\RulesData;
use Farol\Tests\TestCase;

/**
 * FieldRules' output is what lead-form-rules.schema.json (from src/lead-form/rules-contract.ts)
 * describes, for the demo form and for a corporate-only form; the messages table falls back.
 */
final class RulesContractTest extends TestCase {

	/**
	 * A form made from a definition, normalized as stored forms are.
	 *
	 * @param array<string, mixed> $definition Definition.
	 * @throws \RuntimeException When the definition breaks the form contract.
	 */
	public static function form( array $definition ): LeadForm {
		$normalized = ( new LeadFormSchema() )->normalize( $definition );
		if ( is_wp_error( $normalized ) ) {
			throw new \RuntimeException( $normalized->get_error_message() );
		}
		return new LeadForm( 1, 'Test', 'publish', str_repeat( 'a', 32 ), $normalized );
	}

	/**
	 * The rules contract's JSON Schema.
	 *
	 * @return array<string, mixed>
	 */
	private static function contract(): array {
		$schema = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/plugin/includes/LeadForm/lead-form-rules.schema.json' ), true );
		unset( $schema['description'] );
		return $schema;
	}

	/**
	 * The demo form's rules and a corporate-only form's rules conform to the contract.
	 */
	public function test_published_rules_conform_to_the_contract(): void {
		$definition = LeadFormStoreTest::demo_definition();
		foreach ( array( false, true ) as $corporate ) {
			$definition['corporate_email_only'] = $corporate;
			$rules                              = ( new FieldRules() )->for_form( self::form( $definition ) );
			$valid                              = rest_validate_value_from_schema( $rules, self::contract(), 'rules' );
			$this->assertTrue( $valid, is_wp_error( $valid ) ? $valid->get_error_message() : '' );
			$this->assertSame( $corporate, in_array( 'gmail.com', $rules['free_email_domains'], true ) );
		}
		$this->assertSame( 'Campo obrigatório', $rules['messages']['required'] );
	}

	/**
	 * A form's messages are in its own locale; a locale without a table of its own takes its
	 * alias, anything else English.
	 */
	public function test_messages_follow_the_form_locale(): void {
		$data = new RulesData();
		$this->assertSame( 'Campo obligatorio', $data->messages( 'es-ES' )['required'] );
		$this->assertSame( 'This field is required.', $data->messages( 'en-US' )['required'] );
		$this->assertSame( 'This field is required.', $data->messages( 'fr' )['required'] );
		$this->assertSame( array( 'pt-BR', 'en', 'es' ), $data->message_locales() );
		foreach ( $data->message_locales() as $locale ) {
			$this->assertSame( array_keys( $data->messages( 'pt-BR' ) ), array_keys( $data->messages( $locale ) ), $locale );
		}
	}

	/**
	 * The demo form: a valid submission is typed and keeps the known extras only.
	 */
	public function test_the_demo_form_validates(): void {
		$result = ( new FormValidator() )->validate(
			self::form( LeadFormStoreTest::demo_definition() ),
			array(
				'name'            => '  João da Silva ',
				'email'           => 'joao@empresa.com.br',
				'mobile_phone'    => '(11) 98765-4321',
				'cf_interesse'    => array( 'vendas' ),
				'conversion_url'  => 'https://farol.test/contato',
				'city_id'         => '3550308',
				'token_rdstation' => str_repeat( 'a', 32 ),
			)
		);
		$this->assertSame( array(), $result->errors );
		$this->assertTrue( $result->is_valid() );
		$this->assertSame( 'João da Silva', $result->values['name'] );
		$this->assertSame( array( 'vendas' ), $result->values['cf_interesse'] );
		$this->assertSame( 3550308, $result->values['city_id'] );
		$this->assertArrayNotHasKey( 'token_rdstation', $result->values );

		$result = ( new FormValidator() )->validate( self::form( LeadFormStoreTest::demo_definition() ), array( 'mobile_phone' => '(20) 98765-4321' ) );
		$this->assertSame(
			array(
				array(
					'field'         => 'name',
					'error_type'    => 'REQUIRED',
					'error_message' => 'Campo obrigatório',
				),
				array(
					'field'         => 'email',
					'error_type'    => 'REQUIRED',
					'error_message' => 'Campo obrigatório',
				),
				array(
					'field'         => 'mobile_phone',
					'error_type'    => 'INVALID_PHONE',
					'error_message' => 'Número de telefone inválido.',
				),
			),
			$result->errors
		);
	}

	/**
	 * A legacy GET's query string reaches PHP with `custom_fields[ID]` and `name[]` keys parsed
	 * into arrays; the fields are found there.
	 */
	public function test_query_string_arrays_are_read(): void {
		$definition           = LeadFormStoreTest::demo_definition();
		$definition['fields'] = array(
			array(
				'name'  => 'custom_fields[42]',
				'type'  => 'text',
				'label' => 'Setor',
			),
			array(
				'name'    => 'cf_interesse',
				'type'    => 'checkbox_group',
				'label'   => 'Interesses',
				'options' => array(
					array(
						'value' => 'vendas',
						'label' => 'Vendas',
					),
				),
			),
		);
		$input                = array();
		parse_str( 'custom_fields[42]=Varejo&cf_interesse[]=vendas', $input );
		$result = ( new FormValidator() )->validate( self::form( $definition ), $input );
		$this->assertSame( array(), $result->errors );
		$this->assertSame( 'Varejo', $result->values['custom_fields[42]'] );
		$this->assertSame( array( 'vendas' ), $result->values['cf_interesse'] );
	}
}
