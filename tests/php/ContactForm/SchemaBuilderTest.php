<?php
/**
 * The schema a form publishes, built from its fields.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Rules\Contract;
use Farol\ContactForm\Rules\Schema;
use Farol\ContactForm\Rules\SchemaBuilder;
use Farol\ContactForm\Rules\Validator;
use Farol\Tests\TestCase;
use InvalidArgumentException;

/**
 * SchemaBuilder on tests/fixtures/contact-form/every-field.json (every field type, parameters
 * good and bad): the published document is the one the fixture holds (the browser's tests
 * parse that same document with the contract), it follows the committed contract JSON as
 * WordPress' REST validator reads it, messages come in the site's language, and a form's own
 * messages win.
 */
final class SchemaBuilderTest extends TestCase {

	/**
	 * The fixture.
	 *
	 * @return array<string,mixed>
	 */
	private static function fixture(): array {
		$json = file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/contact-form/every-field.json' );
		return json_decode( (string) $json, true );
	}

	/**
	 * Messages in the given locale.
	 *
	 * @param string $locale Locale.
	 */
	private function use_locale( string $locale ): void {
		add_filter( 'pre_determine_locale', static fn(): string => $locale );
		unload_textdomain( 'farol' );
		if ( 'pt_BR' === $locale ) {
			$this->assertTrue( load_textdomain( 'farol', FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo' ), 'Build the translations first: npm run i18n.' );
		}
	}

	/**
	 * Leaves no Portuguese behind.
	 */
	protected function tear_down(): void {
		unload_textdomain( 'farol' );
		parent::tear_down();
	}

	/**
	 * The document of the fixture's form, in English.
	 *
	 * @return array<string,mixed>
	 */
	private function every_field_document(): array {
		$this->use_locale( 'en_US' );
		return SchemaBuilder::for_fields( self::fixture()['fields'] )->to_array();
	}

	/**
	 * Every field type gives the rules, order, defaults and messages the fixture holds.
	 */
	public function test_every_field_type_gives_the_fixtures_schema(): void {
		$expected = self::fixture()['schema'];
		$actual   = $this->every_field_document();
		$this->assertSame(
			wp_json_encode( $expected, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ),
			wp_json_encode( $actual, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES )
		);
	}

	/**
	 * What PHP publishes follows the committed contract, as WordPress validates it, and reads
	 * back to the same schema.
	 */
	public function test_the_published_schema_follows_the_committed_contract(): void {
		$document = $this->every_field_document();
		$contract = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/plugin/includes/ContactForm/feedback-schema.schema.json' ), true );

		$this->assertTrue( rest_validate_value_from_schema( $document, $contract, 'schema' ) );
		$this->assertTrue( Contract::check( $document ) );
		$this->assertSame( $document, Schema::from_array( $document )->to_array() );
		$this->assertSame( $document, Schema::from_array( json_decode( (string) wp_json_encode( $document ) ) )->to_array(), 'JSON decoded to objects' );
	}

	/**
	 * The contract refuses what is not a schema, including parameters of another kind.
	 */
	public function test_a_document_off_the_contract_is_refused(): void {
		$document = $this->every_field_document();
		$bad      = array(
			'unknown kind'          => array(
				'rule'  => 'uppercase',
				'field' => 'a',
				'error' => 'x',
			),
			'missing parameter'     => array(
				'rule'  => 'minlength',
				'field' => 'a',
				'error' => 'x',
			),
			'parameter of the kind' => array(
				'rule'      => 'mindate',
				'field'     => 'a',
				'error'     => 'x',
				'threshold' => 3,
			),
			'extra parameter'       => array(
				'rule'      => 'email',
				'field'     => 'a',
				'error'     => 'x',
				'threshold' => 3,
			),
			'bad field name'        => array(
				'rule'  => 'required',
				'field' => 'a.b',
				'error' => 'x',
			),
			'nested combinator'     => array(
				'rule'  => 'all',
				'field' => 'a',
				'error' => 'x',
				'rules' => array(
					array(
						'rule'  => 'any',
						'field' => 'a',
						'error' => 'x',
						'rules' => array(),
					),
				),
			),
			'combinator parameter'  => array(
				'rule'      => 'any',
				'field'     => 'a',
				'error'     => 'x',
				'threshold' => 1,
				'rules'     => array(),
			),
			'leaf with rules'       => array(
				'rule'  => 'required',
				'field' => 'a',
				'error' => 'x',
				'rules' => array(),
			),
		);
		foreach ( array( null, 'schema', 3, array(), array( 'rules' => array() ) ) as $not_a_document ) {
			try {
				Schema::from_array( $not_a_document );
				$this->fail( 'Accepted ' . wp_json_encode( $not_a_document ) );
			} catch ( InvalidArgumentException $e ) {
				$this->assertNotSame( '', $e->getMessage() );
			}
		}
		foreach ( $bad as $what => $rule ) {
			$document['rules'] = array( $rule );
			try {
				Schema::from_array( $document );
				$this->fail( "Accepted a document with a rule of $what." );
			} catch ( InvalidArgumentException $e ) {
				$this->assertNotSame( '', $e->getMessage(), $what );
			}
		}
	}

	/**
	 * On a pt_BR site the messages are Portuguese, the item counts in the right plural.
	 */
	public function test_messages_are_in_the_sites_language(): void {
		$this->use_locale( 'pt_BR' );
		$schema = SchemaBuilder::for_fields(
			array(
				array(
					'type'     => 'checkbox',
					'name'     => 'topics',
					'required' => true,
					'options'  => array( 'a', 'b', 'c' ),
					'minitems' => 2,
				),
				array(
					'type'      => 'text',
					'name'      => 'name',
					'maxlength' => 3,
				),
			)
		);
		$this->assertSame( 'pt_BR', $schema->locale() );
		$this->assertSame(
			array(
				array(
					'field'   => 'topics',
					'message' => 'Escolha pelo menos 2 opções.',
					'rule'    => 'minitems',
				),
				array(
					'field'   => 'name',
					'message' => 'O texto deste campo é longo demais.',
					'rule'    => 'maxlength',
				),
			),
			Validator::validate(
				$schema,
				array(
					'topics' => array( 'a' ),
					'name'   => 'João',
				)
			)
		);
		$this->assertSame( 'Preencha este campo.', Validator::validate( $schema, array() )[0]['message'] );
		$this->assertSame( 'Escolha uma das opções oferecidas.', $this->message_of( $schema, 'enum' ) );
	}

	/**
	 * A form's messages win over the defaults, a field's over the form's.
	 */
	public function test_own_messages_win(): void {
		$this->use_locale( 'en_US' );
		$schema   = SchemaBuilder::for_fields(
			array(
				array(
					'type'     => 'email',
					'name'     => 'a',
					'required' => true,
					'messages' => array( 'email' => 'Field a: not an address.' ),
				),
				array(
					'type'     => 'email',
					'name'     => 'b',
					'required' => true,
				),
			),
			array(
				'required'  => 'Form: required.',
				'email'     => 'Form: not an address.',
				'maxlength' => '   ',
			)
		);
		$messages = array_map( static fn( $rule ): string => $rule->field . ' ' . $rule->kind . ': ' . $rule->error, $schema->rules() );
		$this->assertSame(
			array(
				'a required: Form: required.',
				'a email: Field a: not an address.',
				'a maxlength: This field has a too long input.',
				'b required: Form: required.',
				'b email: Form: not an address.',
				'b maxlength: This field has a too long input.',
			),
			$messages
		);
	}

	/**
	 * A description without a valid name, or of an unknown type, is a programming error.
	 */
	public function test_a_field_without_a_name_or_type_throws(): void {
		foreach ( array(
			array( 'type' => 'text' ),
			array(
				'type' => 'text',
				'name' => '1st',
			),
			array(
				'type' => 'colour',
				'name' => 'c',
			),
			array( 'name' => 'x' ),
		) as $field ) {
			try {
				SchemaBuilder::for_fields( array( $field ) );
				$this->fail( 'Accepted ' . wp_json_encode( $field ) );
			} catch ( InvalidArgumentException $e ) {
				$this->assertNotSame( '', $e->getMessage() );
			}
		}
	}

	/**
	 * The message of a schema's first rule of a kind.
	 *
	 * @param Schema $schema Schema.
	 * @param string $kind   Rule kind.
	 * @return string|null Message.
	 */
	private function message_of( Schema $schema, string $kind ): ?string {
		foreach ( $schema->rules() as $rule ) {
			if ( $kind === $rule->kind ) {
				return $rule->error;
			}
		}
		return null;
	}
}
