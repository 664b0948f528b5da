<?php
/**
 * The cities REST routes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm;

use Farol\Support\JsonFile;
use Farol\Support\Names;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * GET farol/v1/api/cidades/?term=…&state_acronym=… and GET farol/v1/api/cidades/{id}: public,
 * read-only, answers cacheable for a day (the municipalities change once in years).
 *
 * The search's arguments come from city-search.schema.json and the most cities an answer
 * holds from city-search-answer.schema.json, both generated from the cities contract
 * (src/lead-form/cities-contract.ts); a refused argument is a 400 whose message says what is
 * accepted.
 */
final class CitiesController {

	/**
	 * Seconds a client or proxy may keep an answer.
	 */
	private const MAX_AGE = DAY_IN_SECONDS;

	/**
	 * Creates the controller.
	 *
	 * @param CityRepository $cities      The cities.
	 * @param string         $schema_file Absolute path of city-search.schema.json.
	 * @param string         $answer_file Absolute path of city-search-answer.schema.json.
	 */
	public function __construct( private CityRepository $cities, private string $schema_file, private string $answer_file ) {
	}

	/**
	 * Registers the routes. Runs on rest_api_init.
	 */
	public function register_routes(): void {
		register_rest_route(
			Names::REST_NAMESPACE,
			'/api/cidades',
			array(
				'methods'             => 'GET',
				'callback'            => array( $this, 'search' ),
				'permission_callback' => '__return_true',
				'args'                => $this->search_args(),
			)
		);
		register_rest_route(
			Names::REST_NAMESPACE,
			'/api/cidades/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'callback'            => array( $this, 'show' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'id' => array(
						'description' => __( 'IBGE code of the municipality (7 digits).', 'farol' ),
						'type'        => 'integer',
						'required'    => true,
					),
				),
			)
		);
	}

	/**
	 * The search: `{ cities: [ { id, name, state } ] }`.
	 *
	 * @param WP_REST_Request $request Request with valid arguments.
	 */
	public function search( WP_REST_Request $request ): WP_REST_Response {
		$state  = $request->get_param( 'state_acronym' );
		$cities = $this->cities->search(
			(string) $request->get_param( 'term' ),
			is_string( $state ) && '' !== $state ? $state : null,
			$this->max_results()
		);
		return $this->cacheable( array( 'cities' => $cities ) );
	}

	/**
	 * One city: `{ city: { id, name, state } }`, or a 404.
	 *
	 * @param WP_REST_Request $request Request with a valid id.
	 * @return WP_REST_Response|WP_Error
	 */
	public function show( WP_REST_Request $request ) {
		$city = $this->cities->find( (int) $request->get_param( 'id' ) );
		if ( null === $city ) {
			return new WP_Error(
				'farol_city_not_found',
				__( 'No Brazilian municipality has this IBGE code.', 'farol' ),
				array( 'status' => 404 )
			);
		}
		return $this->cacheable( array( 'city' => $city ) );
	}

	/**
	 * Most cities a search answers: the answer schema's `maxItems`.
	 */
	private function max_results(): int {
		$answer = JsonFile::read( $this->answer_file );
		return (int) $answer['properties']['cities']['maxItems'];
	}

	/**
	 * The search's arguments, from the contract's JSON Schema, with messages for people.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function search_args(): array {
		$schema   = JsonFile::read( $this->schema_file );
		$required = $schema['required'] ?? array();
		$term     = $schema['properties']['term'];
		$states   = $schema['properties']['state_acronym']['enum'];

		$messages     = array(
			'term'          => sprintf(
				/* translators: 1: shortest term, 2: longest term, in characters. */
				__( 'Type between %1$d and %2$d characters of the city\'s name.', 'farol' ),
				$term['minLength'],
				$term['maxLength']
			),
			'state_acronym' => sprintf(
				/* translators: %s: the accepted state acronyms, comma-separated. */
				__( 'state_acronym must be the acronym of a Brazilian state, in capitals: %s.', 'farol' ),
				implode( ', ', $states )
			),
		);
		$descriptions = array(
			'term'          => __( 'Part of the city\'s name; accents and case do not matter.', 'farol' ),
			'state_acronym' => __( 'Keep to the cities of this state (acronym, e.g. SP).', 'farol' ),
		);

		$args = array();
		foreach ( $schema['properties'] as $name => $property ) {
			$message       = $messages[ $name ];
			$args[ $name ] = array_merge(
				$property,
				array(
					'description'       => $descriptions[ $name ],
					'required'          => in_array( $name, $required, true ),
					'sanitize_callback' => 'rest_sanitize_request_arg',
					'validate_callback' => static function ( $value, WP_REST_Request $request, string $param ) use ( $message ) {
						$valid = rest_validate_request_arg( $value, $request, $param );
						return true === $valid ? true : new WP_Error( 'rest_invalid_param', $message );
					},
				)
			);
		}
		return $args;
	}

	/**
	 * A 200 answer that browsers and proxies may keep.
	 *
	 * @param array<string,mixed> $data Body.
	 */
	private function cacheable( array $data ): WP_REST_Response {
		$response = new WP_REST_Response( $data, 200 );
		$response->header( 'Cache-Control', 'public, max-age=' . self::MAX_AGE );
		return $response;
	}
}
