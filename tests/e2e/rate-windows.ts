/**
 * The suite's own site starts every test with empty rate-limit windows.
 *
 * Farol limits what one address may send (conversions, contact messages, comments, votes) per
 * window; the whole suite comes from loopback and sends far more than any window allows, so a
 * test's outcome would depend on how many earlier tests happened to fall into the same ten
 * minutes (a lead-form test answered 429 late in a slow full run, never alone). The limits
 * themselves are PHPUnit's to test, and the specs that test a limit fill its window
 * themselves. Only the native e2e site (tools/test/e2e.sh) is touched: not the Playground
 * smoke run's site, not a FAROL_URL pointing elsewhere.
 */
/**
 * Internal dependencies
 */
import { isOwnSite, siteSql } from './e2e-database';

/** Every window of every scope lives in this table (Farol\Support\Abuse\RateLimitTable::name()). */
const TABLE = 'wp_farol_rate_limits';

/** The SQL that empties every window (the security suite adds its own statements after it). */
export const EMPTY_RATE_WINDOWS = `DELETE FROM ${ TABLE };`;

/**
 * Empties every rate-limit window of the suite's site (nothing elsewhere).
 *
 * @param baseURL The site under test.
 */
export function emptyRateWindows( baseURL: string ): void {
	if ( ! isOwnSite( baseURL ) ) {
		return;
	}
	const started = Date.now();
	siteSql( EMPTY_RATE_WINDOWS );
	const took = Date.now() - started;
	if ( took > 1000 ) {
		// eslint-disable-next-line no-console -- a slow reset is worth seeing in the run's log.
		console.warn( `[rate-windows] emptying took ${ took } ms` );
	}
}
