<?php
/**
 * Lead forms and the leads store's tables.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\LeadForm\Store\LeadsTables;
use Farol\Tests\TestCase;

/**
 * Editors create lead forms through the REST API with a definition the contract checks; a
 * published form is found by its token until the token is rotated; the store's tables exist.
 */
final class LeadFormStoreTest extends TestCase {

	/**
	 * The demo form's definition, shared with jest.
	 *
	 * @return array<string, mixed>
	 */
	public static function demo_definition(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/lead-form/demo-form.json' ), true );
	}

	/**
	 * An editor saves a form through wp/v2; the contract's defaults fill what was left out.
	 */
	public function test_an_editor_creates_a_form_and_it_is_found_by_its_token(): void {
		$this->login_as( 'editor' );
		$response = $this->rest(
			'POST',
			'/wp/v2/' . LeadFormPostType::REST_BASE,
			array(
				'title'  => 'Newsletter',
				'status' => 'publish',
				'meta'   => array( LeadFormPostType::DEFINITION_META => self::demo_definition() ),
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$id    = (int) $response->get_data()['id'];
		$forms = new FormRepository( new LeadFormSchema() );
		$form  = $forms->find( $id );

		$this->assertNotNull( $form );
		$this->assertSame( 'string', $form->field( 'name' )['value_type'] );
		$this->assertSame( 'BRAZILIAN_MASK', $form->field( 'mobile_phone' )['phone_mask'] );
		$this->assertMatchesRegularExpression( FormRepository::TOKEN_PATTERN, $form->token );
		$this->assertSame( $id, $forms->find_by_token( $form->token )?->id );

		$old = $form->token;
		$forms->rotate_token( $id );
		$this->assertNull( $forms->find_by_token( $old ) );
	}

	/**
	 * A definition that breaks the contract is refused with a 400, and nothing is stored.
	 */
	public function test_a_definition_breaking_the_contract_is_refused(): void {
		$this->login_as( 'editor' );
		$definition                      = self::demo_definition();
		$definition['fields'][0]['name'] = 'Not A Name';
		$response                        = $this->rest(
			'POST',
			'/wp/v2/' . LeadFormPostType::REST_BASE,
			array(
				'title' => 'Broken',
				'meta'  => array( LeadFormPostType::DEFINITION_META => $definition ),
			)
		);
		$this->assertSame( 400, $response->get_status() );
	}

	/**
	 * Authors and subscribers cannot create lead forms.
	 */
	public function test_an_author_cannot_create_a_form(): void {
		$this->login_as( 'author' );
		$response = $this->rest( 'POST', '/wp/v2/' . LeadFormPostType::REST_BASE, array( 'title' => 'X' ) );
		$this->assertSame( 403, $response->get_status() );
	}

	/**
	 * A draft form is not found by its token.
	 */
	public function test_a_draft_form_does_not_accept_conversions(): void {
		$id    = $this->create_post(
			array(
				'post_type'   => LeadFormPostType::POST_TYPE,
				'post_status' => 'draft',
				'meta_input'  => array( LeadFormPostType::DEFINITION_META => self::demo_definition() ),
			)
		);
		$forms = new FormRepository( new LeadFormSchema() );
		$this->assertNull( $forms->find_by_token( $forms->token( $id ) ) );
	}

	/**
	 * The migration runs again without error and leaves the four tables in place.
	 */
	public function test_the_migration_can_run_again(): void {
		global $wpdb;
		( new LeadsTables() )->install();
		foreach ( array( LeadsTables::contacts(), LeadsTables::conversions(), LeadsTables::form_stats() ) as $table ) {
			$this->assertSame( $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ) );
		}
		$this->assertSame( LeadsTables::VERSION, get_option( LeadsTables::OPTION ) );
	}
}
