/**
 * What a reader of the bench sees from its JSON: `node tools/bench/compare.mjs run.json` prints
 * the run's one table (busy figures marked `*`, a missing load module said so), and
 * `compare.mjs a.json b.json` lines every figure of two runs up with its change, flagging a
 * change over 10 % with `!`, or `?` when a figure was taken on a busy machine.
 */
/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../../..' );

const page = ( jsKB: number, busy = false ) => ( {
	url: 'http://localhost/',
	before: { jsKB, cssKB: 10, requests: 5, scripts: 2 },
	after: { jsKB: jsKB + 20, cssKB: 12, requests: 7, scripts: 3 },
	interaction: 'tap',
	busy,
	lighthouse: {
		runs: 1,
		performance: 99,
		accessibility: 100,
		bestPractices: 96,
		seo: 100,
		lcpMs: 1400,
		cls: 0,
		tbtMs: 10,
		busy: false,
	},
} );

const run = ( addP50: number, busy: boolean, jsKB: number ) => ( {
	version: 1,
	commit: busy ? 'b' : 'a',
	mode: 'short',
	time: '2026-11-26T00:00:00Z',
	machine: { cores: 2, thresholds: { SLOWER_THAN: 1.5 } },
	pages: {
		native: { home: page( jsKB ) },
		playground: { home: page( 50, true ) },
	},
	server: [
		{
			id: 'comments.add',
			metric: 'wpdAddComment via admin-ajax',
			unit: 'ms',
			n: 10,
			p50: addP50,
			p95: 30,
			failed: 0,
			busy,
			note: '',
		},
		{
			id: 'cities.search',
			metric: 'cities search',
			unit: 'ms',
			n: 10,
			p50: 12,
			p95: 14,
			failed: 0,
			busy: false,
			note: '',
		},
	],
	load: { notRun: 'not run (no tools/bench/load.mjs)' },
	extra: [
		{
			name: 'sticky elements',
			rows: [
				{
					metric: 'scroll event → state change',
					value: 0.4,
					unit: 'ms',
					busy,
				},
			],
		},
	],
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

describe( 'the bench table and compare.mjs', () => {
	it( 'prints one table with native and Playground beside each other, busy figures marked', () => {
		const lines = compare( run( 20, false, 40 ) );
		const js = lines.find( ( l ) => l.startsWith( 'home: JS gzip' ) );
		expect( js ).toMatch( /40 → 60\s+│\s+50 → 70\*\s+│ KB/ );
		expect(
			lines.find( ( l ) =>
				l.startsWith( 'wpdAddComment via admin-ajax' )
			)
		).toMatch( /20 \/ 30 \(10\)\s+│/ );
		expect(
			lines.some( ( l ) =>
				/^load: not run \(no tools\/bench\/load\.mjs\)\s+│/.test( l )
			)
		).toBe( true );
		expect(
			lines.some( ( l ) => /^— extra: sticky elements\s+│/.test( l ) )
		).toBe( true );
		expect(
			lines.find( ( l ) => l.startsWith( 'scroll event → state change' ) )
		).toMatch( /│\s+0\.4\s+│\s+│ ms$/ );
		expect( lines.join( '\n' ) ).toMatch(
			/^\* 1 figure\(s\) taken while the machine was too busy/m
		);
	} );

	it( 'flags a change over 10 %, and says when a busy machine makes it doubtful', () => {
		const lines = compare( run( 20, false, 40 ), run( 30, true, 41 ) );
		expect(
			lines.find( ( l ) => l.includes( 'server[comments.add].p50' ) )
		).toMatch( /^\? server\[comments\.add\]\.p50\s+20\s+30\s+\+50\.0 %$/ );
		expect(
			lines.find( ( l ) => l.includes( 'pages.native.home.before.jsKB' ) )
		).toMatch(
			/^ {2}pages\.native\.home\.before\.jsKB\s+40\s+41\s+\+2\.5 %$/
		);
		expect(
			lines.find( ( l ) => l.includes( 'server[cities.search].p50' ) )
		).toMatch( /^ {2}server\[cities\.search\]\.p50\s+12\s+12\s+0\.0 %$/ );
	} );

	it( 'flags a big change on a quiet machine with !', () => {
		const lines = compare( run( 20, false, 40 ), run( 20, false, 60 ) );
		expect(
			lines.find( ( l ) => l.includes( 'pages.native.home.before.jsKB' ) )
		).toMatch(
			/^! pages\.native\.home\.before\.jsKB\s+40\s+60\s+\+50\.0 %$/
		);
	} );
} );
