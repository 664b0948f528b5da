/**
 * The bench's pass through Farol's per-address rate limits, seen from the client: the one place
 * the bench names the request header (the PHP side opens and closes the pass in
 * tools/bench/lib/bench-pass.php). A request from loopback carrying the secret the bench's
 * setup stored skips the limits; nothing else does.
 */

/** Request header carrying the pass's secret (the server's BenchPass::HEADER). */
export const BENCH_PASS_HEADER = 'X-Farol-Bench';

/**
 * The headers that present a pass, or none without one.
 *
 * @param {string|undefined} secret The pass the site's setup opened.
 * @return {Record<string,string>} Headers.
 */
export function passHeaders( secret ) {
	return secret ? { [ BENCH_PASS_HEADER ]: secret } : {};
}
