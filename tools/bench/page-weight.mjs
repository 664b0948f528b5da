/**
 * `npm run bench -- page-weight`: only the page-weight and Lighthouse block, against the native
 * demo site, judged against issue 22's budgets (tests/fixtures/page-budgets.json).
 *
 *   npm run bench -- page-weight [--url <site>] [--runs <n>] [--json <file>]
 *
 * The site: `--url`, else FAROL_BENCH_URL, else the native demo site
 * (`http://localhost:${FAROL_NATIVE_PORT:-8889}`, started with `tools/runtime/native.sh start`
 * when it does not answer, and stopped afterwards when this command started it). What the demo
 * content lacks, the post with 1,000 comments and the page with two React-based views, is seeded before (page-weight-site.php, on the
 * folder of FAROL_NATIVE_INSTANCE, default the demo `site`; with --url only when that variable
 * names the site) and deleted after, when this command seeded it: the demo site keeps no trace. Each page is weighed under the busy guard
 * (lib/page-weight.mjs: every script the page transfers before and after ITS first
 * interaction), then Lighthouse's mobile preset runs `--runs` (3) times on each page, the
 * median kept (lib/lighthouse.mjs; `--runs 0`: no Lighthouse).
 *
 * Prints the table (over-budget cells marked `✗`, busy figures `*`) and writes the JSON
 * (default artifacts/bench/page-weight-<commit>-<time>.json). Exit status 0 when it measured
 * (figures are not judged by the exit status: tests/e2e/page-weight.spec.ts judges them),
 * 1 when something crashed, 2 on a wrong argument.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { launch } from './lib/browser.mjs';
import { audits } from './lib/lighthouse.mjs';
import { guard, machine, thresholds } from './lib/machine.mjs';
import {
	BUDGETS_FILE,
	budgets,
	measure,
	scriptLines,
} from './lib/page-weight.mjs';
import { nativeSite, ROOT, runOutput } from './lib/site.mjs';
import { pageWeightTable } from './lib/page-weight-table.mjs';

const USAGE =
	'usage: npm run bench -- page-weight [--url <site>] [--runs <n>] [--json <file>]';

/**
 * The command line.
 *
 * @param {string[]} argv Arguments after `page-weight`.
 */
function options( argv ) {
	const opts = {
		url: process.env.FAROL_BENCH_URL ?? null,
		runs: 3,
		json: null,
	};
	for ( let i = 0; i < argv.length; i++ ) {
		const [ flag, inlineValue ] = argv[ i ].split( /=(.*)/s );
		const value = inlineValue ?? argv[ ++i ];
		if ( flag === '--url' && value ) {
			opts.url = value.replace( /\/+$/, '' );
		} else if ( flag === '--runs' && /^\d+$/.test( value ?? '' ) ) {
			opts.runs = Number( value );
		} else if ( flag === '--json' && value ) {
			opts.json = value;
		} else {
			console.error(
				`bench page-weight: wrong argument ${ argv[ i ] }\n${ USAGE }`
			);
			return null;
		}
	}
	return opts;
}

/**
 * The command.
 *
 * @param {string[]} argv Arguments after `page-weight`.
 * @return {Promise<number>} Exit status.
 */
export async function main( argv ) {
	const opts = options( argv );
	if ( ! opts ) {
		return 2;
	}
	const table = budgets();
	const { commit, jsonFile } = runOutput( opts.json, 'page-weight-' );
	const demo = nativeSite( {
		instance: process.env.FAROL_NATIVE_INSTANCE ?? 'site',
		port: Number( process.env.FAROL_NATIVE_PORT ?? 8889 ),
	} );
	const baseURL = opts.url ?? demo.baseURL;
	const results = {
		version: 1,
		kind: 'page-weight',
		commit,
		time: new Date().toISOString(),
		machine: { ...machine(), thresholds },
		site: baseURL,
		budgets: path.relative( ROOT, BUDGETS_FILE ),
		pages: {},
		references: table.references,
		errors: [],
	};
	const say = ( text ) => console.log( `bench page-weight: ${ text }` );
	const started = ! opts.url && ! demo.running();
	const databaseWasRunning = demo.databaseRunning();
	const seeded = [];
	try {
		if ( started ) {
			say( `starting the demo site on ${ baseURL }` );
			await demo.start();
		}
		// Elsewhere (--url), the seed goes only to a site named by FAROL_NATIVE_INSTANCE.
		const seedable =
			( ! opts.url || process.env.FAROL_NATIVE_INSTANCE ) &&
			fs.existsSync( path.join( demo.folder, 'wp-load.php' ) );
		for ( const entry of table.pages.filter( ( p ) => p.seedComments ) ) {
			if ( ! seedable ) {
				say(
					`no site folder ${ demo.folder }: ${ entry.path } not seeded`
				);
				continue;
			}
			const answer = demo.php(
				'page-weight-site.php',
				'setup',
				entry.seedComments
			);
			seeded.push( [ 'teardown', entry.seedComments ] );
			say(
				`${ entry.path }: ${ answer.comments } comments${
					answer.seeded ? ' (seeded, deleted afterwards)' : ''
				}`
			);
		}
		for ( const entry of table.pages.filter( ( p ) => p.seedPage ) ) {
			if ( ! seedable ) {
				say(
					`no site folder ${ demo.folder }: ${ entry.path } not seeded`
				);
				continue;
			}
			const answer = demo.php(
				'page-weight-site.php',
				'page-setup',
				entry.seedPage
			);
			seeded.push( [ 'page-teardown', entry.seedPage ] );
			say(
				`${ entry.path }: ${
					answer.seeded ? 'seeded, deleted afterwards' : 'there'
				}`
			);
		}
		const browser = await launch();
		try {
			for ( const entry of table.pages ) {
				say( `weighing ${ entry.path } (${ entry.interaction })` );
				const { result, busy, evidence } = await guard( () =>
					measure( browser, baseURL, entry )
				).catch( ( error ) => {
					results.errors.push( {
						step: entry.id,
						message: String( error?.message ?? error ),
					} );
					return { result: null };
				} );
				results.pages[ entry.id ] = result && {
					...result,
					busy,
					evidence,
				};
			}
		} finally {
			await browser.close();
		}
		const urls = table.pages
			.filter( ( entry ) => results.pages[ entry.id ] )
			.map( ( entry ) => results.pages[ entry.id ].url );
		say( `Lighthouse mobile, ${ opts.runs } run(s) a page` );
		const { result, busy, evidence } = await guard( () =>
			audits( urls, opts.runs )
		);
		for ( const entry of table.pages ) {
			const page = results.pages[ entry.id ];
			const figures = page && result.get( page.url );
			if ( page ) {
				page.lighthouse = figures
					? { ...figures, busy, evidence }
					: null;
			}
		}
	} catch ( error ) {
		console.error( `bench page-weight: ${ error?.stack ?? error }` );
		results.errors.push( {
			step: 'run',
			message: String( error?.message ?? error ),
		} );
	} finally {
		for ( const [ task, arg ] of seeded ) {
			demo.php( 'page-weight-site.php', task, arg );
		}
		if ( started ) {
			demo.stop( ! databaseWasRunning );
		}
	}
	fs.mkdirSync( path.dirname( jsonFile ), { recursive: true } );
	fs.writeFileSync( jsonFile, JSON.stringify( results, null, 2 ) + '\n' );
	console.log(
		`\nFarol page weight, ${ baseURL }, commit ${ commit }, load ${ results.machine.loadavg.join(
			' '
		) } on ${ results.machine.cores } cores\n`
	);
	console.log( pageWeightTable( table, results ).join( '\n' ) );
	for ( const entry of table.pages ) {
		const page = results.pages[ entry.id ];
		if ( page && ( page.over.before || page.over.after ) ) {
			console.log(
				`\n${ entry.label }: every script (B before, A after ${ page.interaction }; x not counted)`
			);
			console.log( scriptLines( page ).join( '\n' ) );
		}
	}
	console.log(
		`\nbench page-weight: results in ${ path.relative(
			process.cwd(),
			jsonFile
		) }`
	);
	return results.errors.length ? 1 : 0;
}
