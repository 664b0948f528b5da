<?php
/**
 * The public token for editors: the REST field and the rotate route.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\Tests\TestCase;

/**
 * Editors read a form's token as the `token` field and replace it with POST
 * farol/v1/forms/{id}/token; the old token then finds nothing. Subscribers, authors and
 * visitors neither see nor rotate it.
 */
final class FormTokenTest extends TestCase {

	use FormTestHelpers;

	/**
	 * An editor sees the token and rotates it; the old one is revoked.
	 */
	public function test_an_editor_reads_and_rotates_the_token(): void {
		$id    = $this->create_form( self::fixture( 'every-field-form' ) );
		$forms = new FormRepository( new LeadFormSchema() );
		$old   = $forms->token( $id );
		$this->login_as( 'editor' );

		$read = $this->rest( 'GET', '/wp/v2/' . LeadFormPostType::REST_BASE . '/' . $id, array( 'context' => 'edit' ) );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( $old, $read->get_data()['token'] );
		$this->assertArrayNotHasKey( LeadFormPostType::TOKEN_META, $read->get_data()['meta'] );

		$rotated = $this->rest( 'POST', '/farol/v1/forms/' . $id . '/token' );
		$this->assertSame( 200, $rotated->get_status() );
		$new = $rotated->get_data()['token'];
		$this->assertMatchesRegularExpression( FormRepository::TOKEN_PATTERN, $new );
		$this->assertNotSame( $old, $new );
		$this->assertNull( $forms->find_by_token( $old ) );
		$this->assertSame( $id, $forms->find_by_token( $new )?->id );

		// The template carries the new token.
		$this->assertStringContainsString( 'value="' . $new . '"', (string) $this->rest( 'GET', '/farol/v1/forms/' . $id )->get_data() );
	}

	/**
	 * Subscribers and authors may not rotate (403), visitors neither (401); the token stays.
	 */
	public function test_others_may_not_rotate_the_token(): void {
		$id    = $this->create_form( self::fixture( 'every-field-form' ) );
		$forms = new FormRepository( new LeadFormSchema() );
		$token = $forms->token( $id );

		$this->assertSame( 401, $this->rest( 'POST', '/farol/v1/forms/' . $id . '/token' )->get_status() );
		foreach ( array( 'subscriber', 'author', 'contributor' ) as $role ) {
			$this->login_as( $role );
			$this->assertSame( 403, $this->rest( 'POST', '/farol/v1/forms/' . $id . '/token' )->get_status(), $role );
		}
		$this->assertSame( $token, $forms->token( $id ) );
	}

	/**
	 * Visitors do not read a published form through wp/v2 (only its editors do), so no token.
	 */
	public function test_visitors_do_not_see_the_token(): void {
		$id       = $this->create_form( self::fixture( 'every-field-form' ) );
		$response = $this->rest( 'GET', '/wp/v2/' . LeadFormPostType::REST_BASE . '/' . $id );

		$this->assertSame( 401, $response->get_status() );
		$this->assertArrayNotHasKey( 'token', $response->get_data() );
		$this->assertStringNotContainsString( ( new FormRepository( new LeadFormSchema() ) )->token( $id ), (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * Rotating the token of something that is not a lead form is a 404.
	 */
	public function test_rotating_an_unknown_form_is_not_found(): void {
		$this->login_as( 'editor' );
		$page = $this->create_post( array( 'post_type' => 'page' ) );

		$this->assertSame( 404, $this->rest( 'POST', '/farol/v1/forms/999999/token' )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', '/farol/v1/forms/' . $page . '/token' )->get_status() );
	}
}
