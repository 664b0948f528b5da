<?php
/**
 * Who reads a lead form through wp/v2 (issue 25).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forwarding\FormForwarding;
use Farol\Tests\TestCase;
use WP_REST_Response;

/**
 * A published lead form's definition and forwarding settings (what is sent to the provider,
 * mapped how) were readable by anyone at GET wp/v2/farol-lead-forms. Nothing public reads that
 * route (a form reaches visitors as its block's markup or farol/v1/forms/{id}), so only users
 * who may edit a form read it, and the forwarding only in the edit context — the one the form
 * editor, the forwarding screen and the form picker use.
 */
final class LeadFormRestAccessTest extends TestCase {

	use ForwardingFixtures;

	/**
	 * The forwarding settings of the test form.
	 *
	 * @return array<string,mixed>
	 */
	private static function forwarding(): array {
		return array(
			'enabled' => true,
			'mapping' => array(
				array(
					'from' => 'company',
					'to'   => 'cf_segredo_vinte_cinco',
				),
			),
		);
	}

	/**
	 * The collection and the item, in the view and the edit context.
	 *
	 * @param int $id The form.
	 * @return array<string, WP_REST_Response>
	 */
	private function reads( int $id ): array {
		$base = '/wp/v2/' . LeadFormPostType::REST_BASE;
		return array(
			'list'      => $this->rest( 'GET', $base ),
			'list edit' => $this->rest( 'GET', $base, array( 'context' => 'edit' ) ),
			'item'      => $this->rest( 'GET', $base . '/' . $id ),
			'item edit' => $this->rest( 'GET', $base . '/' . $id, array( 'context' => 'edit' ) ),
		);
	}

	/**
	 * Visitors get 401, subscribers and authors 403, and none of them the forwarding.
	 */
	public function test_visitors_subscribers_and_authors_read_no_lead_form(): void {
		$form = $this->create_forwarding_form( self::forwarding() );

		foreach ( array(
			'visitor'    => 401,
			'subscriber' => 403,
			'author'     => 403,
		) as $role => $status ) {
			if ( 'visitor' !== $role ) {
				$this->login_as( $role );
			}
			foreach ( $this->reads( $form->id ) as $read => $response ) {
				$this->assertSame( $status, $response->get_status(), "{$role}: {$read}" );
				$json = (string) wp_json_encode( $response->get_data() );
				$this->assertStringNotContainsString( 'cf_segredo_vinte_cinco', $json, "{$role}: {$read}" );
				$this->assertStringNotContainsString( $form->token, $json, "{$role}: {$read}" );
			}
		}
	}

	/**
	 * Editors and administrators read the forwarding in the edit context only; the screens'
	 * own requests (src/lead-form/admin-forms, admin-forwarding, the picker) answer what they
	 * read.
	 */
	public function test_editors_read_the_forwarding_in_the_edit_context_only(): void {
		$form = $this->create_forwarding_form( self::forwarding() );
		$base = '/wp/v2/' . LeadFormPostType::REST_BASE;

		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->login_as( $role );
			$reads = $this->reads( $form->id );
			foreach ( $reads as $read => $response ) {
				$this->assertSame( 200, $response->get_status(), "{$role}: {$read}" );
			}
			$this->assertArrayNotHasKey( FormForwarding::META, $reads['item']->get_data()['meta'], $role );
			$this->assertStringNotContainsString( 'cf_segredo_vinte_cinco', (string) wp_json_encode( $reads['list']->get_data() ), $role );
			$this->assertSame( self::forwarding(), $reads['item edit']->get_data()['meta'][ FormForwarding::META ], $role );

			$forwarding_screen = $this->rest(
				'GET',
				$base,
				array(
					'context'  => 'edit',
					'per_page' => 100,
					'status'   => 'publish,draft,private,pending,future',
					'_fields'  => 'id,title,meta',
				)
			);
			$this->assertSame( 200, $forwarding_screen->get_status(), $role );
			$listed = array_column( $forwarding_screen->get_data(), null, 'id' );
			$this->assertSame( self::forwarding(), $listed[ $form->id ]['meta'][ FormForwarding::META ], $role );
			$this->assertNotEmpty( $listed[ $form->id ]['meta'][ LeadFormPostType::DEFINITION_META ]['fields'], $role );

			$form_editor = $this->rest(
				'GET',
				$base,
				array(
					'context'  => 'edit',
					'status'   => 'publish,draft,pending,private',
					'per_page' => 100,
					'_fields'  => 'id,title,status,token,meta',
				)
			);
			$this->assertSame( 200, $form_editor->get_status(), $role );
			$this->assertSame( $form->token, array_column( $form_editor->get_data(), 'token', 'id' )[ $form->id ], $role );
		}
	}

	/**
	 * A user who may edit pages but not this form (someone else's) does not read it either.
	 */
	public function test_a_user_who_may_not_edit_this_form_does_not_read_it(): void {
		$form = $this->create_forwarding_form( self::forwarding() );
		$this->login_as( 'author' );
		wp_get_current_user()->add_cap( 'edit_pages' );

		$list = $this->rest( 'GET', '/wp/v2/' . LeadFormPostType::REST_BASE, array( 'context' => 'edit' ) );
		$this->assertSame( 200, $list->get_status() );
		$this->assertNotContains( $form->id, array_column( $list->get_data(), 'id' ) );
		$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/' . LeadFormPostType::REST_BASE . '/' . $form->id, array( 'context' => 'edit' ) )->get_status() );
	}
}
