<?php
/**
 * Lead capture module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm;

use Farol\LeadForm\Admin\LeadsMenu;
use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\LeadForm\Store\LeadsTables;
use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Context;

/**
 * Lead capture, server side: lead forms (a post type and its contract), the leads store's
 * tables, and the cities API (the municipalities table, migrated and filled on activation and
 * whenever its version changes, and the routes that search it).
 */
final class LeadFormModule implements Module, Owns {

	/**
	 * The cities table's migration.
	 *
	 * @var CitiesTable
	 */
	private CitiesTable $table;

	/**
	 * The cities routes.
	 *
	 * @var CitiesController
	 */
	private CitiesController $controller;

	/**
	 * The leads store's migration.
	 *
	 * @var LeadsTables
	 */
	private LeadsTables $leads_tables;

	/**
	 * The lead form post type.
	 *
	 * @var LeadFormPostType
	 */
	private LeadFormPostType $post_type;

	/**
	 * Builds the module's services.
	 *
	 * @param Context $context Plugin paths.
	 */
	public function __construct( private Context $context ) {
		$cities             = new CityRepository();
		$this->table        = new CitiesTable( $cities, new CitiesImporter( $cities, $context->path( 'data/cities.tsv' ) ) );
		$this->controller   = new CitiesController(
			$cities,
			$context->path( 'includes/LeadForm/city-search.schema.json' ),
			$context->path( 'includes/LeadForm/city-search-answer.schema.json' )
		);
		$schema             = new LeadFormSchema();
		$forms              = new FormRepository( $schema );
		$this->leads_tables = new LeadsTables();
		$this->post_type    = new LeadFormPostType( $schema, $forms );
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint(
			tables: array( $this->table, $this->leads_tables ),
			post_types: array( LeadFormPostType::POST_TYPE ),
			post_meta: array( LeadFormPostType::DEFINITION_META, LeadFormPostType::TOKEN_META )
		);
	}

	/**
	 * Adds the hooks: the migration on activation and, when the stored version differs, on
	 * the first request after an upgrade (a version compare otherwise); the REST routes.
	 */
	public function register(): void {
		add_action( 'init', array( $this->table, 'maybe_upgrade' ), 1 );
		add_action( 'init', array( $this->leads_tables, 'maybe_upgrade' ), 1 );
		$this->post_type->register();
		( new LeadsMenu() )->register();
		add_action( 'rest_api_init', array( $this->controller, 'register_routes' ) );
	}
}
