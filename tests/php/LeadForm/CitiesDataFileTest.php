<?php
/**
 * The municipalities data file the plugin ships.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\CitiesImporter;
use Farol\LeadForm\CityRepository;
use Farol\Tests\TestCase;

/**
 * The shape of plugin/data/cities.tsv, as the importer reads it.
 */
final class CitiesDataFileTest extends TestCase {

	/**
	 * The data file.
	 */
	private const FILE = __DIR__ . '/../../../plugin/data/cities.tsv';

	/**
	 * Every municipality once, with a 7-digit IBGE code, a name and one of the 27 states.
	 */
	public function test_holds_every_municipality_once_with_its_ibge_code_and_state(): void {
		$cities = ( new CitiesImporter( new CityRepository(), self::FILE ) )->read();
		$ids    = array_column( $cities, 'id' );
		$schema = json_decode( (string) file_get_contents( __DIR__ . '/../../../plugin/includes/LeadForm/city-search.schema.json' ), true );

		$this->assertCount( 5571, $cities );
		$this->assertSame( $ids, array_values( array_unique( $ids ) ), 'No IBGE code twice, codes in order.' );
		$this->assertSame( $schema['properties']['state_acronym']['enum'], $this->sorted_states( $cities ), 'The 27 states of the contract, no other.' );
		foreach ( $cities as $city ) {
			$this->assertMatchesRegularExpression( '/^\d{7}$/', (string) $city['id'] );
			$this->assertNotSame( '', trim( $city['name'] ) );
		}
		$by_id = array_column( $cities, null, 'id' );
		$this->assertSame(
			array(
				'id'    => 5300108,
				'name'  => 'Brasília',
				'state' => 'DF',
			),
			$by_id[5300108]
		);
		$this->assertSame(
			array(
				'id'    => 3304557,
				'name'  => 'Rio de Janeiro',
				'state' => 'RJ',
			),
			$by_id[3304557]
		);
		$this->assertSame( 645, count( array_filter( $cities, static fn( array $city ): bool => 'SP' === $city['state'] ) ) );
	}

	/**
	 * A header line first, Unix line ends, a final newline.
	 */
	public function test_starts_with_its_header_and_ends_with_a_newline(): void {
		$text = (string) file_get_contents( self::FILE );

		$this->assertStringStartsWith( "id\tname\tstate\n", $text );
		$this->assertStringEndsWith( "\n", $text );
		$this->assertStringNotContainsString( "\r", $text );
	}

	/**
	 * The distinct states, sorted.
	 *
	 * @param list<array{id:int,name:string,state:string}> $cities Cities.
	 * @return list<string>
	 */
	private function sorted_states( array $cities ): array {
		$states = array_values( array_unique( array_column( $cities, 'state' ) ) );
		sort( $states );
		return $states;
	}
}
