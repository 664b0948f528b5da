<?php
/**
 * The Leads screen module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Admin;

use Farol\LeadForm\Store\LeadsQuery;
use Farol\Module;
use Farol\Support\Assets;
use Farol\Support\Context;

/**
 * The Leads screen: its read-only REST routes under farol/v1/leads/ (lists, details,
 * statistics, CSV export) and the React app printed on the top-level Leads page.
 */
final class LeadsAdminModule implements Module {

	/**
	 * Creates the module.
	 *
	 * @param Context $context Plugin paths.
	 * @param Assets  $assets  Bundle registrar.
	 */
	public function __construct( private readonly Context $context, private readonly Assets $assets ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		( new LeadsController( new LeadsQuery(), $this->context->path( 'includes/LeadForm/leads-routes.schema.json' ) ) )->register();
		( new LeadsScreen( $this->assets, $this->context ) )->register();
	}
}
