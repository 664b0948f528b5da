/**
 * Compares two runs of `npm run bench`:
 *
 *   node tools/bench/compare.mjs before.json after.json   every figure of both, side by side,
 *                                                         with the change in %
 *   node tools/bench/compare.mjs run.json                 prints that run's table again
 *
 * Figures are matched by their path in the JSON (pages.native.home.before.jsKB,
 * server[comments.add].p50, throughput[throughput.post.plain].rps, ...). A change is flagged
 * `!` when it is over 10 % and neither figure was taken while the machine was busy (`?` when
 * one was: do not trust it).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { table } from './lib/table.mjs';

const [ a, b ] = process.argv.slice( 2 );
if ( ! a ) {
	console.error( 'usage: node tools/bench/compare.mjs a.json [b.json]' );
	process.exit( 2 );
}
const read = ( file ) => JSON.parse( fs.readFileSync( file, 'utf8' ) );

/**
 * The numeric figures of a run by path, each with its busy mark.
 *
 * @param {Object} run A run's JSON.
 * @return {Map<string, {value: number, busy: boolean}>} Figures.
 */
function figures( run ) {
	const out = new Map();
	const walk = ( node, at, busy ) => {
		if ( typeof node === 'number' ) {
			out.set( at, { value: node, busy } );
			return;
		}
		if ( ! node || typeof node !== 'object' || at.endsWith( 'evidence' ) ) {
			return;
		}
		const here = busy || node.busy === true;
		for ( const [ key, value ] of Object.entries( node ) ) {
			if (
				key === 'busy' ||
				key === 'n' ||
				key === 'failed' ||
				key === 'runs' ||
				// The per-script lists: matched by position they would compare unrelated files.
				Array.isArray( value )
			) {
				continue;
			}
			walk( value, at ? `${ at }.${ key }` : key, here );
		}
	};
	walk( run.pages, 'pages', false );
	for ( const row of run.server ?? [] ) {
		walk( { p50: row.p50, p95: row.p95 }, `server[${ row.id }]`, row.busy );
	}
	for ( const row of run.load?.rows ?? [] ) {
		walk( row.value, `load[${ row.metric }]`, row.busy );
	}
	for ( const row of run.throughput?.rows ?? [] ) {
		if ( ! row.notRun ) {
			walk(
				{ rps: row.rps, p50: row.p50, p99: row.p99 },
				`throughput[${ row.id }]`,
				row.busy
			);
		}
	}
	return out;
}

if ( ! b ) {
	console.log( table( read( a ) ).join( '\n' ) );
	process.exit( 0 );
}
const [ first, second ] = [ read( a ), read( b ) ];
const before = figures( first );
const after = figures( second );
console.log(
	`${ a }: commit ${ first.commit }, ${ first.mode }, ${ first.time }`
);
console.log(
	`${ b }: commit ${ second.commit }, ${ second.mode }, ${ second.time }\n`
);
const keys = [ ...new Set( [ ...before.keys(), ...after.keys() ] ) ];
const width = Math.max( ...keys.map( ( k ) => k.length ) );
for ( const key of keys ) {
	const x = before.get( key );
	const y = after.get( key );
	const change =
		x && y && x.value !== 0
			? ( ( y.value - x.value ) / Math.abs( x.value ) ) * 100
			: null;
	let flag = ' ';
	if ( change !== null && Math.abs( change ) > 10 ) {
		flag = x.busy || y.busy ? '?' : '!';
	}
	console.log(
		`${ flag } ${ key.padEnd( width ) }  ${ String(
			x?.value ?? '—'
		).padStart( 9 ) }  ${ String( y?.value ?? '—' ).padStart( 9 ) }  ${
			change === null
				? ''
				: `${ change > 0 ? '+' : '' }${ change.toFixed( 1 ) } %`
		}`
	);
}
