<?php
/**
 * Reads the municipalities data file into the cities table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm;

/**
 * Fills the cities table from plugin/data/cities.tsv (written by tools/data/cities.mjs from
 * the pinned `brazil-cities` package): a header line `id   name    state`, then one tab-separated
 * line per municipality. Idempotent: the table ends holding exactly the file's cities.
 */
final class CitiesImporter {

	/**
	 * Creates the importer.
	 *
	 * @param CityRepository $cities Where the cities go.
	 * @param string         $file   Absolute path of the data file.
	 */
	public function __construct( private CityRepository $cities, private string $file ) {
	}

	/**
	 * The data file's cities.
	 *
	 * @return list<array{id:int,name:string,state:string}>
	 * @throws \RuntimeException When the file is missing or a line is malformed.
	 */
	public function read(): array {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin.
		$text = is_readable( $this->file ) ? file_get_contents( $this->file ) : false;
		if ( false === $text ) {
			throw new \RuntimeException( esc_html( "Farol: cannot read the cities data file {$this->file}." ) );
		}
		$lines  = explode( "\n", rtrim( $text, "\n" ) );
		$cities = array();
		foreach ( array_slice( $lines, 1 ) as $number => $line ) {
			$fields = explode( "\t", $line );
			if ( 3 !== count( $fields ) || ! preg_match( '/^\d{7}$/', $fields[0] ) || ! preg_match( '/^[A-Z]{2}$/', $fields[2] ) ) {
				throw new \RuntimeException( esc_html( sprintf( 'Farol: line %d of the cities data file is malformed.', $number + 2 ) ) );
			}
			$cities[] = array(
				'id'    => (int) $fields[0],
				'name'  => $fields[1],
				'state' => $fields[2],
			);
		}
		return $cities;
	}

	/**
	 * Replaces the table's contents with the file's cities.
	 *
	 * @return int How many cities were imported.
	 * @throws \RuntimeException When the file cannot be read or the database refuses a batch.
	 */
	public function import(): int {
		$cities = $this->read();
		if ( ! $this->cities->replace_all( $cities ) ) {
			throw new \RuntimeException( 'Farol: the cities import failed.' );
		}
		return count( $cities );
	}
}
