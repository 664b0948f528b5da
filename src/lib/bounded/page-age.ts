/**
 * Waits until the page's server markup is at least some seconds old: the forms' signed
 * "started" stamps are refused by the server when a post comes sooner than its minimum after
 * the page was rendered, and a quick human must see the form sending, never a false refusal.
 *
 * The page was rendered before its first byte arrived, so "its first byte + N s" on the
 * browser's own monotonic clock is at least N s after the render on the server's clock,
 * whatever the two clocks say (the server compares whole seconds: ⌊now⌋ − ⌊render⌋ ≥ N holds
 * once now − render ≥ N). A page from a cache is older still: no wait then beyond that bound.
 */

/** Added to the wait: the request's own way to the server is not counted on. */
export const PAGE_AGE_MARGIN_MS = 50;

/**
 * When the page's first byte arrived, in ms on the performance.now() timeline (0 when the
 * browser does not say).
 *
 * @param perf The Performance object.
 */
export function firstByteAt( perf: Performance = performance ): number {
	const [ navigation ] = ( perf.getEntriesByType?.( 'navigation' ) ??
		[] ) as PerformanceNavigationTiming[];
	return navigation?.responseStart ?? 0;
}

/**
 * How long to wait before the page is `seconds` old.
 *
 * @param seconds The minimum age.
 * @param perf    The Performance object.
 */
export function pageAgeWait(
	seconds: number,
	perf: Performance = performance
): number {
	if ( seconds <= 0 ) {
		return 0;
	}
	const ready = firstByteAt( perf ) + seconds * 1000 + PAGE_AGE_MARGIN_MS;
	return Math.min(
		seconds * 1000 + PAGE_AGE_MARGIN_MS,
		Math.max( 0, ready - perf.now() )
	);
}

/**
 * Resolves once the page is `seconds` old (at once when it already is).
 *
 * @param seconds The minimum age.
 * @param perf    The Performance object.
 */
export function untilPageAge(
	seconds: number,
	perf: Performance = performance
): Promise< void > {
	const wait = pageAgeWait( seconds, perf );
	return wait === 0
		? Promise.resolve()
		: new Promise( ( resolve ) => setTimeout( resolve, wait ) );
}
