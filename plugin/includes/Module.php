<?php
/**
 * Module contract.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol;

/**
 * A feature module: its register() only adds WordPress hooks.
 */
interface Module {

	/**
	 * Adds the module's hooks. Must not do work at load time.
	 */
	public function register(): void;
}
