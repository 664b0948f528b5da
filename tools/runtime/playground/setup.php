<?php
/**
 * Loads WordPress, then runs the shared seed (tools/runtime/seed.php: accounts and demo).
 *
 * Run by `npm start` (a Playground blueprint runPHP step; tools/runtime is mounted at
 * /farol-runtime) and by wp-env (`wp eval-file farol-runtime/playground/setup.php`, from
 * .wp-env.json's afterStart). Idempotent.
 *
 * @package Farol
 */

declare(strict_types=1);

if ( ! defined( 'ABSPATH' ) ) {
	// Playground's runPHP starts a bare PHP; WP-CLI's eval-file has WordPress loaded already.
	require '/wordpress/wp-load.php';
}
require dirname( __DIR__ ) . '/seed.php';
