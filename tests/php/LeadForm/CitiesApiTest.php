<?php
/**
 * The cities REST routes, as a visitor calls them.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\Tests\TestCase;
use WP_REST_Response;

/**
 * GET farol/v1/api/cidades/ and GET farol/v1/api/cidades/{id} on the site's imported table.
 */
final class CitiesApiTest extends TestCase {

	private const SEARCH = '/farol/v1/api/cidades';

	/**
	 * São Paulo is found typed with or without accents, in any case, with extra spaces.
	 */
	public function test_finds_sao_paulo_whatever_the_accents_and_case(): void {
		$sao_paulo = array(
			'id'    => 3550308,
			'name'  => 'São Paulo',
			'state' => 'SP',
		);
		foreach ( array( 'sao pa', 'São Pa', 'SÃO PA' ) as $term ) {
			$this->assertContains( $sao_paulo, $this->search( array( 'term' => $term ) ), $term );
		}
		foreach ( array( 'sao paulo', 'SÃO PAULO', 'sAo   pAuLo' ) as $term ) {
			$this->assertSame( $sao_paulo, $this->search( array( 'term' => $term ) )[0] ?? null, $term );
		}
	}

	/**
	 * An accented capital term finds what its plain lowercase form finds; a misspelling finds nothing.
	 */
	public function test_an_accented_capital_term_finds_what_the_plain_one_does(): void {
		$this->assertSame( $this->search( array( 'term' => 'sao' ) ), $this->search( array( 'term' => 'SÃO' ) ) );
		$this->assertSame( $this->search( array( 'term' => 'braslia' ) ), array() );
		$this->assertSame( 'Brasília', $this->search( array( 'term' => 'BRASILIA' ) )[0]['name'] ?? null );
	}

	/**
	 * Names that start with the term come first, then names that contain it.
	 */
	public function test_names_starting_with_the_term_come_first_then_names_containing_it(): void {
		$names = array_column( $this->search( array( 'term' => 'paulo' ) ), 'name' );

		$this->assertSame(
			array( 'Paulo Afonso', 'Paulo Bento', 'Paulo de Faria', 'Paulo Frontin', 'Paulo Jacinto', 'Paulo Lopes', 'Paulo Ramos' ),
			array_slice( $names, 0, 7 )
		);
		$inside = array_slice( $names, 7 );
		$this->assertNotEmpty( $inside );
		foreach ( $inside as $name ) {
			$this->assertStringContainsString( 'paulo', strtolower( $name ) );
			$this->assertStringStartsNotWith( 'paulo', strtolower( $name ) );
		}
		$this->assertSame(
			array( 'Afonso Bezerra', 'Afonso Cláudio', 'Afonso Cunha', 'Almino Afonso', 'Paulo Afonso', 'Pedro Afonso', 'Santo Afonso' ),
			array_column( $this->search( array( 'term' => 'afonso' ) ), 'name' ),
			'"Almino Afonso" after the names starting with "Afonso", although it comes first in the alphabet.'
		);
	}

	/**
	 * A term matching hundreds of names answers the first twenty in alphabetical order.
	 */
	public function test_answers_at_most_twenty_cities_in_alphabetical_order(): void {
		$names = array_column( $this->search( array( 'term' => 'sa' ) ), 'name' );

		$this->assertCount( 20, $names );
		$this->assertSame( array( 'Sabará', 'Sabáudia', 'Sabino' ), array_slice( $names, 0, 3 ) );
	}

	/**
	 * A state acronym keeps the search to that state.
	 */
	public function test_keeps_to_the_state_asked_for(): void {
		$cities = $this->search(
			array(
				'term'          => 'campo',
				'state_acronym' => 'MS',
			)
		);

		$this->assertSame( 'Campo Grande', $cities[0]['name'] ?? null );
		$this->assertSame( array( 'MS' ), array_values( array_unique( array_column( $cities, 'state' ) ) ) );
		$this->assertSame(
			array( 'RN', 'AL', 'MS', 'PI' ),
			array_column( $this->search( array( 'term' => 'campo grande' ) ), 'state' ),
			'Without a state, every state; the same name in IBGE code order, then the longer name.'
		);
	}

	/**
	 * An unknown or lowercase state acronym is a 400 whose message lists the accepted ones.
	 */
	public function test_refuses_an_unknown_state_with_a_message_listing_the_states(): void {
		foreach ( array( 'XX', 'sp', 'São Paulo' ) as $state ) {
			$response = $this->rest(
				'GET',
				self::SEARCH,
				array(
					'term'          => 'campo',
					'state_acronym' => $state,
				)
			);
			$this->assertSame( 400, $response->get_status(), $state );
			$this->assertStringContainsString( 'AC, AL, AM', $response->get_data()['data']['params']['state_acronym'] ?? '', $state );
		}
	}

	/**
	 * A missing, empty, one-letter or too long term is a 400 that says how long a term may be.
	 */
	public function test_refuses_a_missing_short_or_long_term(): void {
		$this->assertSame( 400, $this->rest( 'GET', self::SEARCH )->get_status() );
		foreach ( array( '', 'a', str_repeat( 'a', 81 ) ) as $term ) {
			$response = $this->rest( 'GET', self::SEARCH, array( 'term' => $term ) );
			$this->assertSame( 400, $response->get_status(), $term );
			$this->assertStringContainsString( 'between 2 and 80 characters', $response->get_data()['data']['params']['term'] ?? '' );
		}
		$this->assertSame( 200, $this->rest( 'GET', self::SEARCH, array( 'term' => str_repeat( 'a', 80 ) ) )->get_status() );
	}

	/**
	 * SQL LIKE wildcards in the term are plain characters, so they match no name.
	 */
	public function test_like_wildcards_in_the_term_match_only_themselves(): void {
		$this->assertSame( array(), $this->search( array( 'term' => '%%' ) ) );
		$this->assertSame( array(), $this->search( array( 'term' => 's_o' ) ) );
	}

	/**
	 * A city by its IBGE code.
	 */
	public function test_answers_one_city_by_its_ibge_code(): void {
		$response = $this->rest( 'GET', self::SEARCH . '/5300108' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'city' => array(
					'id'    => 5300108,
					'name'  => 'Brasília',
					'state' => 'DF',
				),
			),
			$response->get_data()
		);
	}

	/**
	 * An IBGE code no municipality has is a 404 that says so.
	 */
	public function test_an_unknown_code_is_a_404_that_says_so(): void {
		$response = $this->rest( 'GET', self::SEARCH . '/9999999' );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'farol_city_not_found', $response->get_data()['code'] );
		$this->assertSame( 'No Brazilian municipality has this IBGE code.', $response->get_data()['message'] );
	}

	/**
	 * Both routes let browsers and proxies keep the answer for a day.
	 */
	public function test_answers_may_be_cached_publicly(): void {
		$search = $this->rest( 'GET', self::SEARCH, array( 'term' => 'recife' ) );
		$city   = $this->rest( 'GET', self::SEARCH . '/2611606' );

		$this->assertSame( 'public, max-age=86400', $search->get_headers()['Cache-Control'] ?? null );
		$this->assertSame( 'public, max-age=86400', $city->get_headers()['Cache-Control'] ?? null );
		$this->assertSame( 'Recife', $city->get_data()['city']['name'] ?? null );
	}

	/**
	 * A search as a visitor; fails unless it answers 200.
	 *
	 * @param array<string,string> $query Query arguments.
	 * @return list<array{id:int,name:string,state:string}>
	 */
	private function search( array $query ): array {
		$response = $this->rest( 'GET', self::SEARCH, $query );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertInstanceOf( WP_REST_Response::class, $response );
		return $response->get_data()['cities'];
	}
}
