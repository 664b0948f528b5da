/**
 * Issue 22's page-weight budgets (tests/fixtures/page-budgets.json): what a visitor's phone
 * downloads in scripts, gzip, every script counted (Farol's, WordPress's, inline ones), on
 * arrival and after the page's first interaction, measured exactly as
 * `npm run bench -- page-weight` measures it (tools/bench/lib/page-weight.mjs; docs/bench.md
 * says what each interaction is). The post with 1,000 comments and the page with two
 * React-based views are seeded on the e2e site before and deleted after. No page transfers
 * Preact's code twice, and a page whose views (`views`) share it transfers it exactly once, with
 * each of those views. A failure prints every script the page transferred.
 */
/**
 * Internal dependencies
 */
import budgetTable from '../fixtures/page-budgets.json';
import { test, expect, VISITOR } from './fixtures';
import {
	CAN_SEED,
	pageWeight,
	siteTask,
	type BudgetEntry,
	type Measurement,
} from './page-weight';

test.use( { storageState: VISITOR } );

// The same file the bench reads, here at collection time for the test titles.
const TABLE: { pages: BudgetEntry[] } = budgetTable;

/**
 * The test of one page of the table.
 *
 * @param entry A row of the budget table.
 */
function weighs( entry: BudgetEntry ): void {
	const after =
		entry.jsAfterKB === null
			? ''
			: `, ≤ ${ entry.jsAfterKB } KB after ${ entry.interaction }`;
	test( `${ entry.label }: ≤ ${ entry.jsBeforeKB } KB of scripts on arrival${ after }`, async ( {
		browser,
		baseURL,
	}, testInfo ) => {
		test.skip(
			!! ( entry.seedComments || entry.seedPage ) && ! CAN_SEED,
			'what the demo lacks can only be seeded on a native site of this checkout'
		);
		test.setTimeout( 120_000 );
		const { measure, scriptLines } = await pageWeight();
		const result: Measurement = await measure( browser, baseURL!, entry );
		const list = [
			`${ entry.label }: every script (B before, A after ${ result.interaction }; x not counted after)`,
			...scriptLines( result ),
		].join( '\n' );
		await testInfo.attach( 'scripts', {
			body: list,
			contentType: 'text/plain',
		} );
		expect( result.status, `${ entry.path } answers` ).toBe( 200 );
		expect
			.soft( result.before.jsKB, `KB of scripts on arrival\n${ list }` )
			.toBeLessThanOrEqual( entry.jsBeforeKB );
		if ( entry.jsAfterKB !== null ) {
			expect
				.soft(
					result.afterCountedKB,
					`KB of scripts after ${ result.interaction }\n${ list }`
				)
				.toBeLessThanOrEqual( entry.jsAfterKB );
		}
		const preact = result.scripts.filter( ( s ) => s.preact );
		expect
			.soft( preact.length, `copies of Preact's code\n${ list }` )
			.toBeLessThanOrEqual( 1 );
		for ( const view of entry.views ?? [] ) {
			expect
				.soft(
					result.scripts.some( ( s ) =>
						new URL( s.url ).pathname.endsWith(
							`/${ view }/view.js`
						)
					),
					`${ view }'s view loaded\n${ list }`
				)
				.toBe( true );
		}
		if ( entry.views?.length ) {
			expect( preact.map( ( s ) => new URL( s.url ).pathname ) ).toEqual(
				[ expect.stringMatching( /\/build\/views\/preact\.js$/ ) ]
			);
		}
	} );
}

for ( const entry of TABLE.pages ) {
	const slug = entry.seedPage;
	if ( slug ) {
		test.describe( 'the page seeded', () => {
			test.beforeAll( async ( { baseURL } ) => {
				if ( CAN_SEED ) {
					siteTask( baseURL!, 'page-setup', slug );
				}
			} );
			test.afterAll( async ( { baseURL } ) => {
				// Deletes the page only when the setup made it (page-weight-site.php's mark).
				if ( CAN_SEED ) {
					siteTask( baseURL!, 'page-teardown', slug );
				}
			} );
			weighs( entry );
		} );
		continue;
	}
	const count = entry.seedComments;
	if ( ! count ) {
		weighs( entry );
		continue;
	}
	test.describe( 'the long thread seeded', () => {
		test.beforeAll( async ( { baseURL } ) => {
			test.setTimeout( 300_000 );
			if ( CAN_SEED ) {
				siteTask( baseURL!, 'setup', count );
			}
		} );
		test.afterAll( async ( { baseURL } ) => {
			test.setTimeout( 300_000 );
			// Deletes the post only when the setup seeded it (page-weight-site.php's mark).
			if ( CAN_SEED ) {
				siteTask( baseURL!, 'teardown', count );
			}
		} );
		weighs( entry );
	} );
}
