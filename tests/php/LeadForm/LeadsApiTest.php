<?php
/**
 * The Leads screen's REST routes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\Tests\TestCase;

/**
 * Only people who may read leads (editors and up) reach the routes; the lists search, filter,
 * sort and page with core's total headers; details carry fields, consent, payload and the
 * forwarding state; statistics give the conversion rate.
 */
final class LeadsApiTest extends TestCase {

	use LeadsTestData;

	/**
	 * Form "Newsletter".
	 *
	 * @var int
	 */
	private int $newsletter;

	/**
	 * Form "Orçamento".
	 *
	 * @var int
	 */
	private int $quote;

	/**
	 * Contact IDs by e-mail.
	 *
	 * @var array<string,int>
	 */
	private array $contacts = array();

	/**
	 * Two forms, three contacts, four conversions over three days.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->newsletter = $this->create_form( 'Newsletter' );
		$this->quote      = $this->create_form( 'Orçamento' );
		foreach ( array(
			'ana@example.com'      => 'Ana Conceição',
			'bruno@example.com'    => 'Bruno Lima',
			'carla@empresa.com.br' => 'Carla Souza',
		) as $email => $name ) {
			$this->contacts[ $email ] = $this->insert_contact( $email, $name, array( 'name' => $name ) );
		}
		$this->insert_conversion( $this->newsletter, $this->contacts['ana@example.com'], '2026-11-01 10:00:00' );
		$this->insert_conversion(
			$this->newsletter,
			$this->contacts['bruno@example.com'],
			'2026-11-02 10:00:00',
			array(),
			array(
				'forward_status'   => 'failed',
				'forward_attempts' => 3,
				'forward_error'    => 'HTTP 500',
			)
		);
		$this->insert_conversion(
			$this->quote,
			$this->contacts['carla@empresa.com.br'],
			'2026-11-03 10:00:00',
			array( 'cf_budget' => 'R$ 5.000' ),
			array(
				'traffic_source' => 'google',
				'c_utmz'         => 'utmcsr=google',
				'client_id'      => 'client-1',
			)
		);
		$this->insert_conversion( $this->quote, $this->contacts['ana@example.com'], '2026-11-03 11:00:00' );
	}

	/**
	 * Every route, with its arguments, as the app calls it.
	 *
	 * @return array<string,array{0: string, 1: array<string,mixed>}>
	 */
	public static function routes(): array {
		return array(
			'contacts'    => array( '/farol/v1/leads/contacts', array() ),
			'contact'     => array( '/farol/v1/leads/contacts/1', array() ),
			'conversions' => array( '/farol/v1/leads/conversions', array() ),
			'conversion'  => array( '/farol/v1/leads/conversions/1', array() ),
			'stats'       => array( '/farol/v1/leads/stats', array() ),
			'export'      => array( '/farol/v1/leads/export.csv', array( 'kind' => 'contacts' ) ),
		);
	}

	/**
	 * A visitor gets 401, a subscriber and an author 403, on every route.
	 *
	 * @dataProvider routes
	 * @param string              $route Route.
	 * @param array<string,mixed> $args  Arguments.
	 */
	public function test_only_people_who_may_read_leads_reach_the_route( string $route, array $args ): void {
		$this->assertSame( 401, $this->rest( 'GET', $route, $args )->get_status() );
		foreach ( array( 'subscriber', 'author' ) as $role ) {
			$this->login_as( $role );
			$response = $this->rest( 'GET', $route, $args );
			$this->assertSame( 403, $response->get_status(), $role );
			$this->assertSame( 'farol_leads_forbidden', $response->get_data()['code'] );
		}
	}

	/**
	 * An editor reads every route.
	 *
	 * @dataProvider routes
	 * @param string              $route Route.
	 * @param array<string,mixed> $args  Arguments.
	 */
	public function test_an_editor_reads_every_route( string $route, array $args ): void {
		$this->login_as( 'editor' );
		$route    = str_replace( '/1', '/' . $this->contacts['ana@example.com'], $route );
		$route    = str_contains( $route, 'conversions/' ) ? '/farol/v1/leads/conversions/' . $this->first_conversion_id() : $route;
		$response = $this->rest( 'GET', $route, $args );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * Contacts: newest conversion first; totals in the headers; paging.
	 */
	public function test_contacts_are_paged_with_totals(): void {
		$this->login_as( 'editor' );
		$response = $this->rest( 'GET', '/farol/v1/leads/contacts', array( 'per_page' => 2 ) );
		$this->assertSame( '3', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $response->get_headers()['X-WP-TotalPages'] );
		$this->assertSame( array( 'ana@example.com', 'carla@empresa.com.br' ), array_column( $response->get_data(), 'email' ) );
		$this->assertSame(
			array(
				'id'    => $this->quote,
				'title' => 'Orçamento',
			),
			$response->get_data()[0]['last_form']
		);
		$this->assertSame( 2, $response->get_data()[0]['conversions_count'] );
		$this->assertSame( '2026-11-03T11:00:00Z', $response->get_data()[0]['last_conversion_at'] );

		$second = $this->rest(
			'GET',
			'/farol/v1/leads/contacts',
			array(
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertSame( array( 'bruno@example.com' ), array_column( $second->get_data(), 'email' ) );
	}

	/**
	 * Contacts search in e-mail and name (accents kept), a whole address exactly, and sort.
	 */
	public function test_contacts_search_and_sort(): void {
		$this->login_as( 'editor' );
		$by_name = $this->rest( 'GET', '/farol/v1/leads/contacts', array( 'search' => 'Conceição' ) );
		$this->assertSame( array( 'ana@example.com' ), array_column( $by_name->get_data(), 'email' ) );
		$by_part = $this->rest( 'GET', '/farol/v1/leads/contacts', array( 'search' => 'empresa' ) );
		$this->assertSame( array( 'carla@empresa.com.br' ), array_column( $by_part->get_data(), 'email' ) );
		$exact = $this->rest( 'GET', '/farol/v1/leads/contacts', array( 'search' => ' Bruno@Example.com ' ) );
		$this->assertSame( array( 'bruno@example.com' ), array_column( $exact->get_data(), 'email' ) );
		$sorted = $this->rest(
			'GET',
			'/farol/v1/leads/contacts',
			array(
				'orderby' => 'name',
				'order'   => 'asc',
			)
		);
		$this->assertSame( array( 'Ana Conceição', 'Bruno Lima', 'Carla Souza' ), array_column( $sorted->get_data(), 'name' ) );
	}

	/**
	 * Contacts filtered by form and by days keep those with a conversion there and then.
	 */
	public function test_contacts_filter_by_form_and_days(): void {
		$this->login_as( 'editor' );
		$quote = $this->rest( 'GET', '/farol/v1/leads/contacts', array( 'form' => $this->quote ) );
		$this->assertEqualsCanonicalizing( array( 'ana@example.com', 'carla@empresa.com.br' ), array_column( $quote->get_data(), 'email' ) );
		$day = $this->rest(
			'GET',
			'/farol/v1/leads/contacts',
			array(
				'after'  => '2026-11-02',
				'before' => '2026-11-02',
			)
		);
		$this->assertSame( array( 'bruno@example.com' ), array_column( $day->get_data(), 'email' ) );
	}

	/**
	 * Days are the site's: in São Paulo (UTC−3) the 3rd starts at 03:00 UTC.
	 */
	public function test_days_are_in_the_site_time_zone(): void {
		update_option( 'timezone_string', 'America/Sao_Paulo' );
		$this->insert_conversion( $this->quote, $this->contacts['bruno@example.com'], '2026-11-04 02:30:00' );
		$this->login_as( 'editor' );
		$response = $this->rest(
			'GET',
			'/farol/v1/leads/conversions',
			array(
				'after'  => '2026-11-03',
				'before' => '2026-11-03',
			)
		);
		$this->assertSame( 3, count( $response->get_data() ) );
		$this->assertSame( '2026-11-04T02:30:00Z', $response->get_data()[0]['created_at'] );
	}

	/**
	 * Conversions: search, form, forwarding status; the forwarding columns are shown.
	 */
	public function test_conversions_filter_and_search(): void {
		$this->login_as( 'editor' );
		$all = $this->rest( 'GET', '/farol/v1/leads/conversions' );
		$this->assertSame( '4', $all->get_headers()['X-WP-Total'] );
		$this->assertSame( 'Ana Conceição', $all->get_data()[0]['name'] );

		$failed = $this->rest( 'GET', '/farol/v1/leads/conversions', array( 'forward_status' => 'failed' ) );
		$this->assertCount( 1, $failed->get_data() );
		$this->assertSame( 'bruno@example.com', $failed->get_data()[0]['email'] );
		$this->assertSame( 3, $failed->get_data()[0]['forward_attempts'] );
		$this->assertSame( 'HTTP 500', $failed->get_data()[0]['forward_error'] );

		$ana_quote = $this->rest(
			'GET',
			'/farol/v1/leads/conversions',
			array(
				'search' => 'ana@example.com',
				'form'   => $this->quote,
			)
		);
		$this->assertCount( 1, $ana_quote->get_data() );
		$this->assertSame( 'Orçamento', $ana_quote->get_data()[0]['form']['title'] );

		$by_name = $this->rest( 'GET', '/farol/v1/leads/conversions', array( 'search' => 'Souza' ) );
		$this->assertSame( array( 'carla@empresa.com.br' ), array_column( $by_name->get_data(), 'email' ) );
	}

	/**
	 * A contact's detail: fields, consent, its conversions; a conversion's: payload and origin.
	 */
	public function test_details(): void {
		global $wpdb;
		$wpdb->update(
			\Farol\LeadForm\Store\LeadsTables::contacts(),
			array(
				'consent_text' => 'Aceito receber comunicações.',
				'consent_at'   => '2026-11-01 10:00:00',
			),
			array( 'id' => $this->contacts['ana@example.com'] )
		);
		$this->login_as( 'editor' );
		$contact = $this->rest( 'GET', '/farol/v1/leads/contacts/' . $this->contacts['ana@example.com'] )->get_data();
		$this->assertSame( array( 'name' => 'Ana Conceição' ), $contact['fields'] );
		$this->assertSame( 'Aceito receber comunicações.', $contact['consent']['text'] );
		$this->assertSame( array( 'Orçamento', 'Newsletter' ), array_column( array_column( $contact['conversions'], 'form' ), 'title' ) );

		$carla      = $this->rest( 'GET', '/farol/v1/leads/conversions', array( 'search' => 'carla@empresa.com.br' ) )->get_data()[0];
		$conversion = $this->rest( 'GET', '/farol/v1/leads/conversions/' . $carla['id'] )->get_data();
		$this->assertSame( 'R$ 5.000', $conversion['payload']['cf_budget'] );
		$this->assertSame( 'google', $conversion['traffic_source'] );
		$this->assertSame( 'utmcsr=google', $conversion['c_utmz'] );
		$this->assertSame( 'client-1', $conversion['client_id'] );
		$this->assertSame( 'none', $conversion['forward_status'] );
		$this->assertNull( $conversion['consent'] );

		$this->assertSame( 404, $this->rest( 'GET', '/farol/v1/leads/contacts/999999' )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/farol/v1/leads/conversions/999999' )->get_status() );
	}

	/**
	 * Statistics: views, conversions, rate = conversions / views, spam; null rate without views.
	 */
	public function test_stats_give_the_conversion_rate(): void {
		$this->insert_stats( $this->newsletter, '2026-11-01', 30, 2 );
		$this->insert_stats( $this->newsletter, '2026-11-02', 10, 1 );
		$this->insert_stats( $this->newsletter, '2026-10-01', 500, 9 );
		$this->login_as( 'editor' );
		$forms      = $this->rest(
			'GET',
			'/farol/v1/leads/stats',
			array(
				'after'  => '2026-11-01',
				'before' => '2026-11-30',
			)
		)->get_data()['forms'];
		$by_form    = array_column( $forms, null, 'views' );
		$newsletter = array_values( array_filter( $forms, fn( $entry ) => $entry['form']['id'] === $this->newsletter ) )[0];
		$quote      = array_values( array_filter( $forms, fn( $entry ) => $entry['form']['id'] === $this->quote ) )[0];
		$this->assertArrayNotHasKey( 540, $by_form, 'views outside the days are not counted' );
		$this->assertSame( 40, $newsletter['views'] );
		$this->assertSame( 2, $newsletter['conversions'] );
		$this->assertSame( 0.05, $newsletter['conversion_rate'] );
		$this->assertSame( 3, $newsletter['rejected'] );
		$this->assertSame( 2, $quote['conversions'] );
		$this->assertNull( $quote['conversion_rate'] );
	}

	/**
	 * Bad arguments are 400s that say what is accepted.
	 */
	public function test_bad_arguments_are_refused(): void {
		$this->login_as( 'editor' );
		$cases = array(
			array( '/farol/v1/leads/contacts', array( 'per_page' => 101 ) ),
			array( '/farol/v1/leads/contacts', array( 'orderby' => 'password' ) ),
			array( '/farol/v1/leads/conversions', array( 'forward_status' => 'lost' ) ),
			array( '/farol/v1/leads/conversions', array( 'after' => '2026-02-30' ) ),
			array(
				'/farol/v1/leads/conversions',
				array(
					'after'  => '2026-11-05',
					'before' => '2026-11-01',
				),
			),
			array( '/farol/v1/leads/stats', array( 'before' => 'yesterday' ) ),
			array( '/farol/v1/leads/export.csv', array() ),
			array( '/farol/v1/leads/export.csv', array( 'kind' => 'users' ) ),
		);
		foreach ( $cases as list( $route, $args ) ) {
			$response = $this->rest( 'GET', $route, $args );
			$this->assertSame( 400, $response->get_status(), $route . ' ' . wp_json_encode( $args ) );
			$this->assertContains( $response->get_data()['code'], array( 'rest_invalid_param', 'rest_missing_callback_param' ) );
		}
		$date = $this->rest( 'GET', '/farol/v1/leads/conversions', array( 'after' => '2026-02-30' ) );
		$this->assertStringContainsString( 'YYYY-MM-DD', (string) wp_json_encode( $date->get_data() ) );
	}

	/**
	 * The ID of the first conversion stored in set_up().
	 */
	private function first_conversion_id(): int {
		$this->login_as( 'editor' );
		$rows = $this->rest( 'GET', '/farol/v1/leads/conversions', array( 'order' => 'asc' ) )->get_data();
		return (int) $rows[0]['id'];
	}
}
