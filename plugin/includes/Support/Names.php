<?php
/**
 * The prefixes Farol uses, in one place.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

/**
 * Text domain, handle, option and REST prefixes.
 */
final class Names {

	public const TEXT_DOMAIN    = 'farol';
	public const HANDLE_PREFIX  = 'farol-';
	public const OPTION_PREFIX  = 'farol_';
	public const BLOCK_PREFIX   = 'farol/';
	public const REST_NAMESPACE = 'farol/v1';
}
