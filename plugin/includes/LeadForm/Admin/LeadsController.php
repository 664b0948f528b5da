<?php
/**
 * The Leads screen's REST routes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Admin;

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Store\LeadsFilter;
use Farol\LeadForm\Store\LeadsQuery;
use Farol\Support\Csv\CsvResponse;
use Farol\Support\JsonFile;
use Farol\Support\Names;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Read-only routes under farol/v1/leads/, for people who may read leads (LEADS_CAPABILITY;
 * anyone else gets 401 when logged out, 403 when logged in):
 *
 * - GET leads/contacts, GET leads/conversions: a page of the list; the totals in the
 *   X-WP-Total and X-WP-TotalPages headers, as core's collections;
 * - GET leads/contacts/{id}, GET leads/conversions/{id}: one with its details, or a 404;
 * - GET leads/stats: per lead form, views, conversions, conversion rate and rejected spam;
 * - GET leads/export.csv?kind=contacts|conversions&…: the list as a CSV download (LeadsCsv).
 *
 * Each list route's arguments are its property of leads-routes.schema.json, generated from
 * the leads contract (src/lead-form/leads-contract.ts).
 */
final class LeadsController {

	/**
	 * Creates the controller.
	 *
	 * @param LeadsQuery $query       The store's reads.
	 * @param string     $schema_file Absolute path of leads-routes.schema.json.
	 */
	public function __construct( private readonly LeadsQuery $query, private readonly string $schema_file ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_pre_serve_request', array( CsvResponse::class, 'serve' ), 10, 4 );
	}

	/**
	 * Registers the routes. Runs on rest_api_init.
	 */
	public function register_routes(): void {
		$schema = $this->schema();
		$routes = array(
			'/leads/contacts'                => array( 'contacts', $this->list_args( $schema['contacts'] ) ),
			'/leads/contacts/(?P<id>\d+)'    => array( 'contact', $this->id_args() ),
			'/leads/conversions'             => array( 'conversions', $this->list_args( $schema['conversions'] ) ),
			'/leads/conversions/(?P<id>\d+)' => array( 'conversion', $this->id_args() ),
			'/leads/stats'                   => array( 'stats', $this->list_args( $schema['stats'] ) ),
			'/leads/export\.csv'             => array( 'export', $this->list_args( $schema['export'] ) ),
		);
		foreach ( $routes as $route => list( $callback, $args ) ) {
			register_rest_route(
				Names::REST_NAMESPACE,
				$route,
				array(
					'methods'             => 'GET',
					'callback'            => array( $this, $callback ),
					'permission_callback' => array( $this, 'can_read' ),
					'args'                => $args,
				)
			);
		}
	}

	/**
	 * Whether the current user may read leads.
	 *
	 * @return true|WP_Error
	 */
	public function can_read() {
		if ( current_user_can( LeadFormPostType::LEADS_CAPABILITY ) ) {
			return true;
		}
		return new WP_Error(
			'farol_leads_forbidden',
			__( 'Sorry, you are not allowed to read leads.', 'farol' ),
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * A page of contacts.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function contacts( WP_REST_Request $request ) {
		$filter = $this->filter( $request );
		if ( $filter instanceof WP_Error ) {
			return $filter;
		}
		$page      = $this->query->contacts( $filter, (string) $request['orderby'], (string) $request['order'], (int) $request['page'], (int) $request['per_page'] );
		$presenter = new LeadsPresenter();
		return $this->collection( array_map( array( $presenter, 'contact_summary' ), $page['rows'] ), $page['total'], (int) $request['per_page'] );
	}

	/**
	 * One contact with its fields, consent and conversions.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function contact( WP_REST_Request $request ) {
		$row = $this->query->contact( (int) $request['id'] );
		if ( null === $row ) {
			return new WP_Error( 'farol_lead_not_found', __( 'No contact has this ID.', 'farol' ), array( 'status' => 404 ) );
		}
		$detail = ( new LeadsPresenter() )->contact_detail( $row, $this->query->conversions_of_contact( (int) $row['id'] ) );
		return new WP_REST_Response( $detail, 200 );
	}

	/**
	 * A page of conversions.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function conversions( WP_REST_Request $request ) {
		$filter = $this->filter( $request );
		if ( $filter instanceof WP_Error ) {
			return $filter;
		}
		$page      = $this->query->conversions( $filter, (string) $request['orderby'], (string) $request['order'], (int) $request['page'], (int) $request['per_page'] );
		$presenter = new LeadsPresenter();
		return $this->collection( array_map( array( $presenter, 'conversion_summary' ), $page['rows'] ), $page['total'], (int) $request['per_page'] );
	}

	/**
	 * One conversion with its payload, origin and forwarding state.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function conversion( WP_REST_Request $request ) {
		$row = $this->query->conversion( (int) $request['id'] );
		if ( null === $row ) {
			return new WP_Error( 'farol_lead_not_found', __( 'No conversion has this ID.', 'farol' ), array( 'status' => 404 ) );
		}
		return new WP_REST_Response( ( new LeadsPresenter() )->conversion_detail( $row ), 200 );
	}

	/**
	 * Per lead form: views, conversions, conversion rate and rejected attempts in the range.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function stats( WP_REST_Request $request ) {
		$filter = $this->filter( $request );
		if ( $filter instanceof WP_Error ) {
			return $filter;
		}
		return new WP_REST_Response( array( 'forms' => ( new LeadsStats( $this->query, new LeadsPresenter() ) )->per_form( $filter ) ), 200 );
	}

	/**
	 * The filtered list as a CSV download.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function export( WP_REST_Request $request ) {
		$filter = $this->filter( $request );
		if ( $filter instanceof WP_Error ) {
			return $filter;
		}
		return new CsvResponse( new LeadsCsv( $this->query, new LeadsPresenter(), (string) $request['kind'], $filter ) );
	}

	/**
	 * The request's filters; a 400 when the range ends before it starts.
	 *
	 * @param WP_REST_Request $request Valid request.
	 * @return LeadsFilter|WP_Error
	 */
	private function filter( WP_REST_Request $request ) {
		$args = $request->get_params();
		if ( isset( $args['after'], $args['before'] ) && strcmp( (string) $args['after'], (string) $args['before'] ) > 0 ) {
			return new WP_Error(
				'rest_invalid_param',
				__( 'The end date is before the start date.', 'farol' ),
				array(
					'status' => 400,
					'params' => array( 'before' => __( 'The end date is before the start date.', 'farol' ) ),
				)
			);
		}
		return LeadsFilter::from_args( $args );
	}

	/**
	 * A list answer with core's pagination headers.
	 *
	 * @param list<array<string,mixed>> $items    Items of the page.
	 * @param int                       $total    Items the filter keeps.
	 * @param int                       $per_page Page size.
	 */
	private function collection( array $items, int $total, int $per_page ): WP_REST_Response {
		$response = new WP_REST_Response( $items, 200 );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $total / max( 1, $per_page ) ) );
		return $response;
	}

	/**
	 * A route's arguments from its contract schema, with descriptions and messages for people.
	 *
	 * @param array<string,mixed> $schema The route's object schema.
	 * @return array<string,array<string,mixed>>
	 */
	private function list_args( array $schema ): array {
		$required = $schema['required'] ?? array();
		$args     = array();
		foreach ( $schema['properties'] as $name => $property ) {
			$args[ $name ] = array_merge(
				$property,
				array(
					'description'       => $this->description( $name ),
					'required'          => in_array( $name, $required, true ),
					'sanitize_callback' => 'rest_sanitize_request_arg',
					'validate_callback' => array( $this, 'validate_arg' ),
				)
			);
		}
		return $args;
	}

	/**
	 * Checks one argument against its schema; days must also exist in the calendar.
	 *
	 * @param mixed           $value   Value sent.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Argument name.
	 * @return true|WP_Error
	 */
	public function validate_arg( $value, WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true === $valid && in_array( $param, array( 'after', 'before' ), true ) && ! LeadsFilter::is_day( $value ) ) {
			$valid = new WP_Error( 'rest_invalid_param', '' );
		}
		if ( true === $valid ) {
			return true;
		}
		return in_array( $param, array( 'after', 'before' ), true )
			/* translators: %s: argument name (after or before). */
			? new WP_Error( 'rest_invalid_param', sprintf( __( '%s must be a date written YYYY-MM-DD.', 'farol' ), $param ) )
			: $valid;
	}

	/**
	 * The ID argument of an item route.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function id_args(): array {
		return array(
			'id' => array(
				'description' => __( 'ID of the contact or conversion.', 'farol' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'required'    => true,
			),
		);
	}

	/**
	 * An argument's description.
	 *
	 * @param string $name Argument name.
	 */
	private function description( string $name ): string {
		$descriptions = array(
			'search'         => __( 'Part of the e-mail address or the name; a whole address is found exactly.', 'farol' ),
			'form'           => __( 'Only leads of this lead form (ID).', 'farol' ),
			'after'          => __( 'From this day on (YYYY-MM-DD, site time zone, inclusive).', 'farol' ),
			'before'         => __( 'Up to this day (YYYY-MM-DD, site time zone, inclusive).', 'farol' ),
			'page'           => __( 'Page of the list, from 1.', 'farol' ),
			'per_page'       => __( 'Items per page.', 'farol' ),
			'order'          => __( 'Sort direction.', 'farol' ),
			'orderby'        => __( 'Sort column.', 'farol' ),
			'forward_status' => __( 'Only conversions in this forwarding state.', 'farol' ),
			'kind'           => __( 'What to export: contacts or conversions.', 'farol' ),
		);
		return $descriptions[ $name ] ?? '';
	}

	/**
	 * The routes' argument schemas.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private function schema(): array {
		return JsonFile::read( $this->schema_file )['properties'];
	}
}
