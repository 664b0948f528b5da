<?php
/**
 * View events.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Store\FormStatsRepository;
use Farol\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * POST farol/v1/events counts a form's views per day; anything but a well-formed view event of
 * a published form is refused.
 */
final class ConversionEventsTest extends TestCase {

	use ConversionFixtures;

	/**
	 * Its own address for the rate limit.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
	}

	/**
	 * Sends an event body.
	 *
	 * @param string $body         Raw body.
	 * @param string $content_type Content-Type.
	 */
	private function send( string $body, string $content_type = 'application/json' ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/farol/v1/events' );
		$request->set_header( 'Content-Type', $content_type );
		$request->set_body( $body );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/**
	 * Views by id and by token, JSON or a beacon's text/plain, are counted on today's row.
	 */
	public function test_views_are_counted_per_form_and_day(): void {
		$form  = $this->create_form();
		$other = $this->create_form();
		$event = array(
			'category' => 'lead_form',
			'asset_id' => (string) $form->id,
			'filter'   => '',
			'action'   => 'viewed',
		);
		$this->assertSame( 200, $this->send( (string) wp_json_encode( $event ) )->get_status() );
		$this->assertSame( 200, $this->send( (string) wp_json_encode( array_merge( $event, array( 'asset_id' => $form->token ) ) ), 'text/plain' )->get_status() );

		$stats = new FormStatsRepository();
		$this->assertSame( 2, $stats->for_day( $form->id, gmdate( 'Y-m-d' ) )['views'] );
		$this->assertSame( 0, $stats->for_day( $other->id, gmdate( 'Y-m-d' ) )['views'] );
		$this->assertSame( 0, $stats->for_day( $form->id, gmdate( 'Y-m-d', time() - DAY_IN_SECONDS ) )['views'] );
	}

	/**
	 * Malformed events are 400 with the field named; an unknown or draft form is a 422.
	 */
	public function test_events_are_validated_strictly(): void {
		$form  = $this->create_form();
		$draft = $this->create_form( array(), 'draft' );
		$event = array(
			'category' => 'lead_form',
			'asset_id' => (string) $form->id,
			'action'   => 'viewed',
		);
		$cases = array(
			'UNKNOWN_FIELD:extra'     => array_merge( $event, array( 'extra' => 1 ) ),
			'INVALID_FORMAT:action'   => array_merge( $event, array( 'action' => 'clicked' ) ),
			'INVALID_FORMAT:asset_id' => array_merge( $event, array( 'asset_id' => 'x; DROP TABLE' ) ),
			'REQUIRED:category'       => array_diff_key( $event, array( 'category' => 1 ) ),
		);
		foreach ( $cases as $expected => $body ) {
			$response = $this->send( (string) wp_json_encode( $body ) );
			$this->assertSame( 400, $response->get_status(), $expected );
			$this->assertContains( $expected, $this->error_list( $response ) );
		}
		$this->assertSame( 400, $this->send( 'not json', 'text/plain' )->get_status() );
		$this->assertSame( 422, $this->send( (string) wp_json_encode( array_merge( $event, array( 'asset_id' => (string) $draft->id ) ) ) )->get_status() );
		$this->assertSame( 422, $this->send( (string) wp_json_encode( array_merge( $event, array( 'asset_id' => '999999999' ) ) ) )->get_status() );
		$this->assertSame( 0, ( new FormStatsRepository() )->for_day( $form->id, gmdate( 'Y-m-d' ) )['views'] );
	}
}
