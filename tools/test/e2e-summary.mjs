/**
 * One line for a Playwright run, from its JSON report(s): how many tests passed, failed, were
 * flaky (failed, then passed on the retry) and were skipped, and the names of the failed and
 * flaky ones. A run in shards (tools/test/e2e.sh) gives one report per shard, counted together.
 * Flaky counts as failed: exits 1 when any test failed or was flaky, or when a report is
 * missing (Playwright did not finish).
 *
 *   node tools/test/e2e-summary.mjs <label> <report.json>...
 */
/**
 * External dependencies
 */
import fs from 'node:fs';

const [ label = 'e2e', ...given ] = process.argv.slice( 2 );
const files = given.length > 0 ? given : [ 'artifacts/e2e-results.json' ];

const reports = [];
for ( const file of files ) {
	try {
		reports.push( JSON.parse( fs.readFileSync( file, 'utf8' ) ) );
	} catch ( error ) {
		console.log(
			`${ label }: no Playwright report at ${ file } (${ error.message })`
		);
		process.exit( 1 );
	}
}

/**
 * Every test of the report with its suite titles.
 *
 * @param {Array<Object>} suites The report's suites.
 * @param {string[]}      titles The enclosing titles.
 * @return {Array<{title: string, status: string}>} The tests.
 */
function testsOf( suites, titles = [] ) {
	return ( suites ?? [] ).flatMap( ( suite ) => {
		const here = suite.title ? [ ...titles, suite.title ] : titles;
		const own = ( suite.specs ?? [] ).flatMap( ( spec ) =>
			( spec.tests ?? [] ).map( ( test ) => ( {
				title: [ ...here, spec.title ].join( ' › ' ),
				status: test.status,
			} ) )
		);
		return [ ...own, ...testsOf( suite.suites, here ) ];
	} );
}

const count = ( key ) =>
	reports.reduce(
		( sum, report ) => sum + ( report.stats?.[ key ] ?? 0 ),
		0
	);
const expected = count( 'expected' );
const unexpected = count( 'unexpected' );
const flaky = count( 'flaky' );
const skipped = count( 'skipped' );
const errors = reports.flatMap( ( report ) => report.errors ?? [] );
console.log(
	`${ label }: ${ expected } passed, ${ unexpected } failed, ${ flaky } flaky, ${ skipped } skipped`
);
for ( const test of reports.flatMap( ( report ) =>
	testsOf( report.suites )
) ) {
	if ( test.status === 'unexpected' || test.status === 'flaky' ) {
		console.log(
			`  ${ test.status === 'flaky' ? 'flaky ' : 'failed' }  ${
				test.title
			}`
		);
	}
}
for ( const error of errors ) {
	console.log(
		`  error   ${ String( error.message ?? '' ).split( '\n' )[ 0 ] }`
	);
}
process.exit( unexpected > 0 || flaky > 0 || errors.length > 0 ? 1 : 0 );
