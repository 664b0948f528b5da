<?php
/**
 * Lead capture module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm;

use Farol\Module;
use Farol\Support\Context;

/**
 * Lead capture, server side. For now its cities API: the municipalities table (migrated and
 * filled on activation and whenever its version changes) and the routes that search it.
 */
final class LeadFormModule implements Module {

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
	 * Builds the module's services.
	 *
	 * @param Context $context Plugin paths.
	 */
	public function __construct( private Context $context ) {
		$cities           = new CityRepository();
		$this->table      = new CitiesTable( $cities, new CitiesImporter( $cities, $context->path( 'data/cities.tsv' ) ) );
		$this->controller = new CitiesController(
			$cities,
			$context->path( 'includes/LeadForm/city-search.schema.json' ),
			$context->path( 'includes/LeadForm/city-search-answer.schema.json' )
		);
	}

	/**
	 * Adds the hooks: the migration on activation and, when the stored version differs, on
	 * the first request after an upgrade (a version compare otherwise); the REST routes.
	 */
	public function register(): void {
		register_activation_hook( $this->context->main_file, array( $this->table, 'install' ) );
		add_action( 'init', array( $this->table, 'maybe_upgrade' ), 1 );
		add_action( 'rest_api_init', array( $this->controller, 'register_routes' ) );
	}
}
