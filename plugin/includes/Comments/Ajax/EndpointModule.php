<?php
/**
 * The comment widget's lightweight endpoint, as a module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use Farol\Comments\Settings;
use Farol\Module;

/**
 * Adds Farol's own ajax endpoint for the comment widget (see Endpoint) and gives the client its
 * address when the setting `endpoint` chooses it.
 */
final class EndpointModule implements Module {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		( new Endpoint( new Settings() ) )->register();
	}
}
