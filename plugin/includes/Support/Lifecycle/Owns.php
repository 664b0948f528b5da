<?php
/**
 * What a module that writes anything declares.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Lifecycle;

/**
 * A module that creates tables or writes options, transients, posts, meta, cron events,
 * capabilities or files declares them here; the composition root collects every module's
 * footprint into the one inventory activation, multisite and uninstall work from.
 */
interface Owns {

	/**
	 * What the module owns.
	 */
	public function footprint(): Footprint;
}
