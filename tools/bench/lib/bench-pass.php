<?php
/**
 * The bench's pass through Farol's per-address rate limits, seen from the site: the one place
 * the bench's PHP names the class that keeps it (tools/bench/*-site.php require this file).
 * tools/bench/lib/bench-pass.mjs names the request header the client sends it in.
 *
 * @package Farol
 */

declare(strict_types=1);

use Farol\Support\Abuse\BenchPass as Farol_Bench_Pass;

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'farol_bench_pass_open' ) ) {
	/**
	 * Opens the pass and returns its secret.
	 *
	 * @param int $seconds Lifetime (the class caps it).
	 */
	function farol_bench_pass_open( int $seconds = Farol_Bench_Pass::MAX_SECONDS ): string {
		return Farol_Bench_Pass::open( $seconds );
	}

	/**
	 * Closes the pass.
	 */
	function farol_bench_pass_close(): void {
		Farol_Bench_Pass::close();
	}
}
