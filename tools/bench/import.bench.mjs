/**
 * The wpDiscuz import at size (issue 35): a wpDiscuz-shaped site of 10,000 comments, 100,000
 * votes, 20,000 subscriptions and 5,000 ratings (tools/bench/import-site.php builds it in the
 * migration fixture's shapes) imported by the framework's whole run, as `wp farol import
 * wpdiscuz` runs it, in a fresh PHP process; then the same at a tenth of the size, to show the
 * peak memory does not grow with it. Short mode (CI): a tenth and a hundredth.
 *
 * Rows: seconds, rows per second and peak memory above WordPress's own, per size, and the
 * items refused (0 expected). Targets on the 2-core machine: under 60 s, under 64 MB, the same
 * peak at a tenth. Everything seeded and imported is removed after each size.
 *
 *   npm run bench -- import [--short]   only this block, on the bench's own native instance
 * Also a block of every `npm run bench` (its "extra" rows).
 */
/**
 * Internal dependencies
 */
import { nativeSite } from './lib/site.mjs';

export const name = 'wpDiscuz import at size (tools/bench/import-site.php)';

/**
 * Seeds, imports and removes one size.
 *
 * @param {ReturnType<typeof nativeSite>} site    The bench's site.
 * @param {number}                        divisor 1 for the full size, 10 for a tenth, ...
 * @return {{label: string, seeded: Record<string, number>, result: any}} The figures.
 */
function measure( site, divisor ) {
	site.php( 'import-site.php', 'teardown' );
	try {
		const seeded = site.php( 'import-site.php', 'seed', divisor );
		const result = site.php( 'import-site.php', 'import' );
		const label =
			divisor === 1 ? 'full size' : `1/${ divisor } of the size`;
		return { label, seeded, result };
	} finally {
		site.php( 'import-site.php', 'teardown' );
	}
}

/**
 * The rows of one size.
 *
 * @param {{label: string, seeded: Record<string, number>, result: any}} run
 * @return {Array<{metric: string, value: string, unit: string}>} Rows.
 */
function rows( { label, seeded, result } ) {
	const items = seeded.votes + seeded.subscriptions + seeded.ratings;
	return [
		{
			metric: `import ${ label }: source rows`,
			value: `${ seeded.comments } c. / ${ seeded.votes } v. / ${ seeded.subscriptions } s. / ${ seeded.ratings } r.`,
			unit: 'comments / votes / subscriptions / ratings',
		},
		{
			metric: `import ${ label }: time`,
			value: result.seconds.toFixed( 1 ),
			unit: 's (target < 60 at full size)',
		},
		{
			metric: `import ${ label }: rate`,
			value: String( Math.round( items / result.seconds ) ),
			unit: 'rows/s',
		},
		{
			metric: `import ${ label }: peak memory above WordPress`,
			value: ( result.peak_bytes / 1048576 ).toFixed( 1 ),
			unit: 'MB (target < 64, same at a tenth)',
		},
		{
			metric: `import ${ label }: refused`,
			value: String( result.refused ),
			unit: 'items (expected 0)',
		},
	];
}

/**
 * Runs both sizes on a running bench site.
 *
 * @param {{site: ReturnType<typeof nativeSite>, short: boolean}} ctx
 * @return {Promise<Array<{metric: string, value: string, unit: string}>>} Rows.
 */
export async function run( { site, short } ) {
	const sizes = short ? [ 10, 100 ] : [ 1, 10 ];
	return sizes.flatMap( ( divisor ) => rows( measure( site, divisor ) ) );
}

/**
 * `npm run bench -- import [--short]`: starts the bench's instance, prints the rows, stops it.
 *
 * @param {string[]} argv Arguments.
 * @return {Promise<number>} Exit status.
 */
export async function main( argv ) {
	const site = nativeSite();
	if ( site.instance === 'site' ) {
		console.error( 'bench: the demo site is not for measuring' );
		return 2;
	}
	const wasRunning = site.running();
	const databaseWasRunning = site.databaseRunning();
	let status = 0;
	try {
		await site.start();
		for ( const row of await run( {
			site,
			short: argv.includes( '--short' ),
		} ) ) {
			console.log(
				`${ row.metric.padEnd( 52 ) } ${ row.value.padStart( 12 ) } ${
					row.unit
				}`
			);
		}
	} catch ( error ) {
		console.error( `bench import: ${ error?.stack ?? error }` );
		status = 1;
	} finally {
		if ( ! wasRunning ) {
			site.stop( ! databaseWasRunning );
		}
	}
	return status;
}
