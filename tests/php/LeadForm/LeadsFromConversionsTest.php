<?php
/**
 * A lead sent through the conversion API shows on the Leads screen.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\Tests\TestCase;

/**
 * What a visitor submits through POST farol/v1/conversions (wt-conv's store) is what the
 * Leads routes list and detail: same contact, payload, origin and forwarding state.
 */
final class LeadsFromConversionsTest extends TestCase {

	use ConversionFixtures;

	/**
	 * A typed conversion appears in the conversions and contacts lists and its detail.
	 */
	public function test_a_submitted_conversion_shows_in_the_leads_routes(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 254 );
		$form                   = $this->create_form();
		$sent                   = $this->submission( $form, array( 'traffic_source' => 'newsletter-novembro' ) );
		$this->assertSame( 200, $this->post_typed( $form, $sent )->get_status() );

		$this->login_as( 'editor' );
		$list = $this->rest( 'GET', '/farol/v1/leads/conversions', array( 'search' => $sent['email'] ) );
		$this->assertSame( '1', $list->get_headers()['X-WP-Total'] );
		$item = $list->get_data()[0];
		$this->assertSame( $sent['email'], $item['email'] );
		$this->assertSame( $sent['name'], $item['name'] );
		$this->assertSame(
			array(
				'id'    => $form->id,
				'title' => 'Newsletter',
			),
			$item['form']
		);
		$this->assertSame( 'newsletter-novembro', $item['traffic_source'] );

		$detail = $this->rest( 'GET', '/farol/v1/leads/conversions/' . $item['id'] )->get_data();
		$this->assertSame( $sent['name'], $detail['payload']['name'] );

		$contacts = $this->rest( 'GET', '/farol/v1/leads/contacts', array( 'form' => $form->id ) )->get_data();
		$this->assertSame( array( $sent['email'] ), array_column( $contacts, 'email' ) );
		$this->assertSame( 1, $contacts[0]['conversions_count'] );
	}
}
