/**
 * What a reader of the bench sees of the throughput block (tools/bench/throughput.bench.mjs) in
 * the table (`node tools/bench/compare.mjs run.json`): requests/s with p50 / p99 per target, a
 * flagged figure marked `!` with its problems beside it and counted in the footer, a target that
 * could not be measured said so, the ratios with issue 37's targets beside them; and
 * `compare.mjs a.json b.json` lines the requests/s of two runs up.
 */
/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../../..' );

const row = ( id: string, metric: string, rps: number, extra = {} ) => ( {
	id,
	metric,
	shape: 'plain',
	url: 'http://localhost/',
	seconds: 15,
	requests: rps * 15,
	rps,
	p50: 1650,
	p99: 2400,
	maxMs: 2600,
	status: { '1xx': 0, '2xx': rps * 15, '3xx': 0, '4xx': 0, '5xx': 0 },
	nonOk: 0,
	socketErrors: 0,
	socket: { connect: 0, read: 0, write: 0, timeout: 0 },
	cacheHits: 0,
	flagged: false,
	problems: [],
	note: '',
	busy: false,
	...extra,
} );

const run = ( plainRps: number, fiveHundreds: number ) => ( {
	version: 1,
	commit: 'a',
	mode: 'full',
	time: '2026-12-03T00:00:00Z',
	machine: { cores: 2, thresholds: { SLOWER_THAN: 1.5 } },
	pages: { native: {}, playground: null },
	server: [],
	load: { notRun: 'not run (throughput only)' },
	throughput: {
		shape: {
			concurrency: 50,
			threads: 2,
			seconds: 15,
			workers: 8,
			pageCacheSeconds: 10,
		},
		rows: [
			row(
				'throughput.post.plain',
				'1,000-comment post, uncached',
				plainRps,
				fiveHundreds
					? {
							nonOk: fiveHundreds,
							flagged: true,
							problems: [
								`${ fiveHundreds } non-2xx/3xx (${ fiveHundreds } 5xx)`,
							],
					  }
					: {}
			),
			{
				id: 'throughput.post.redis',
				metric: '1,000-comment post, Redis object cache',
				notRun: 'error: Redis holds no keys after the warm-up',
				error: true,
				flagged: true,
			},
			row(
				'throughput.post.page',
				'1,000-comment post, page cache (10 s)',
				1200,
				{ p50: 21.5, p99: 60, note: '100 % X-Cache-Status HIT' }
			),
		],
		ratios: [
			{
				id: 'throughput.ratio.objectCache',
				metric: 'post: Redis object cache ÷ uncached',
				value: null,
				target: '≥ 1.5×',
				flagged: true,
			},
			{
				id: 'throughput.ratio.pageCache',
				metric: 'post: page cache ÷ uncached',
				value: Number( ( 1200 / plainRps ).toFixed( 2 ) ),
				target: '≥ 20×',
				flagged: fiveHundreds > 0,
			},
		],
	},
	extra: [],
} );

/**
 * Runs compare.mjs on runs written to files.
 *
 * @param {...Object} runs The runs' JSON.
 */
function compare( ...runs: object[] ) {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'farol-bench-' ) );
	const files = runs.map( ( r, i ) => {
		const file = path.join( dir, `${ i }.json` );
		fs.writeFileSync( file, JSON.stringify( r ) );
		return file;
	} );
	const result = spawnSync(
		process.execPath,
		[ 'tools/bench/compare.mjs', ...files ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	fs.rmSync( dir, { recursive: true } );
	expect( result.stderr ).toBe( '' );
	expect( result.status ).toBe( 0 );
	return result.stdout.split( '\n' );
}

const line = ( lines: string[], start: string ) =>
	lines.find( ( l ) => l.startsWith( start ) ) ?? '';

describe( 'the throughput block in the bench table', () => {
	it( 'prints requests/s with p50 / p99 per target and the ratios beside their targets', () => {
		const lines = compare( run( 30, 0 ) );
		expect(
			lines.some( ( l ) =>
				l.startsWith(
					'— throughput: wrk -t2 -c50, 15 s per target, 8 PHP workers'
				)
			)
		).toBe( true );
		expect( line( lines, '1,000-comment post, uncached' ) ).toMatch(
			/│\s+30 \(1650 \/ 2400\)\s+│\s+│ req\/s \(p50 \/ p99 ms\)$/
		);
		expect( line( lines, '1,000-comment post, page cache' ) ).toMatch(
			/1200 \(21\.5 \/ 60\)\s+│\s+│ req\/s \(p50 \/ p99 ms\); 100 % X-Cache-Status HIT$/
		);
		expect( line( lines, 'post: page cache ÷ uncached' ) ).toMatch(
			/│\s+40×\s+│\s+│ target ≥ 20×$/
		);
		// The Redis target failed in both runs: one flagged figure here.
		expect( lines.join( '\n' ) ).toMatch(
			/^! 1 throughput figure\(s\) flagged/m
		);
	} );

	it( 'marks a figure with 5xx answers and a target that failed, and counts them', () => {
		const lines = compare( run( 30, 4 ) );
		expect( line( lines, '1,000-comment post, uncached' ) ).toMatch(
			/30 \(1650 \/ 2400\)!\s+│\s+│ req\/s \(p50 \/ p99 ms\); 4 non-2xx\/3xx \(4 5xx\)$/
		);
		expect(
			line( lines, '1,000-comment post, Redis object cache' )
		).toMatch( /│\s+error!\s+│\s+│ error: Redis holds no keys/ );
		expect( line( lines, 'post: Redis object cache ÷ uncached' ) ).toMatch(
			/│\s+n\/a\s+│/
		);
		expect( line( lines, 'post: page cache ÷ uncached' ) ).toMatch(
			/│\s+40×!\s+│/
		);
		expect( lines.join( '\n' ) ).toMatch(
			/^! 2 throughput figure\(s\) flagged/m
		);
	} );

	it( 'lines the requests/s of two runs up in compare.mjs', () => {
		const lines = compare( run( 30, 0 ), run( 36, 0 ) );
		expect(
			line( lines, '! throughput[throughput.post.plain].rps' )
		).toMatch( /30\s+36\s+\+20\.0 %$/ );
	} );
} );

describe( 'the wpDiscuz ratio', () => {
	it( 'comes from the row in the anchor lab shape (-c16, 4 workers), not from the -c50 row', () => {
		const script = `
			import( './tools/bench/throughput.bench.mjs' ).then( ( m ) => {
				const byId = {
					'throughput.post.plain': { rps: 20 },
					'throughput.post.anchor': { rps: 36.6 },
				};
				const anchor = m.ratios( byId ).find( ( r ) => r.id === 'throughput.ratio.anchor' );
				const missing = m.ratios( { 'throughput.post.plain': { rps: 20 } } ).find( ( r ) => r.id === 'throughput.ratio.anchor' );
				console.log( JSON.stringify( { anchor, missing, shape: m.ANCHOR_SHAPE } ) );
			} );`;
		const result = spawnSync( process.execPath, [ '-e', script ], {
			cwd: ROOT,
			encoding: 'utf8',
		} );
		expect( result.stderr ).toBe( '' );
		const { anchor, missing, shape } = JSON.parse( result.stdout );
		expect( shape ).toEqual( { connections: 16, workers: 4 } );
		// 36.6 req/s is 3× wpDiscuz's 12.2 and 3.45× its 10.6.
		expect( [ anchor.value, anchor.valueHigh, anchor.flagged ] ).toEqual( [
			3,
			3.45,
			false,
		] );
		expect( [ missing.value, missing.flagged ] ).toEqual( [ null, true ] );
	} );
} );
