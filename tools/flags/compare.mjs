/**
 * Renders every flag the build ships (plugin/build/flags/, optimised by svgo:
 * tools/flags/optimize.js) beside the pinned flag-icons original in Chromium, at the size the
 * phone field shows it on a 2× screen (40×30) and at 4× (80×60), and prints the flags whose
 * pixels differ most (mean and largest channel difference, 0–255, and the count of pixels off
 * by more than 32). Run after `npm run build` when flag-icons, svgo or the optimisation change;
 * `--sheet <file.png>` also writes the worst flags side by side (original left) to look at.
 * Exits 1 when a flag's mean difference at 40×30 is above 8: a gross loss (Myanmar's star, drawn
 * in a unit square scaled ×177, at whole units: 22.5). Smaller losses score like moved edges
 * (New Zealand's stars at whole units: 5.3, Belize's wreath, unchanged to the eye: 5.9), so
 * look at the sheet too.
 */
/**
 * External dependencies
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
const require = createRequire( import.meta.url );
const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const { SOURCE } = require( './optimize.js' );
const BUILT = path.join( ROOT, 'plugin/build/flags' );
const HEADLESS = '/usr/lib/chromium/chromium-headless-shell';

const files = fs.readdirSync( BUILT ).filter( ( f ) => f.endsWith( '.svg' ) );
const browser = await chromium.launch( {
	executablePath:
		process.env.CHROMIUM_PATH ??
		( fs.existsSync( HEADLESS ) ? HEADLESS : '/usr/bin/chromium' ),
	args: [ '--no-sandbox' ],
} );
const page = await browser.newPage();
const pairs = files.map( ( f ) => [
	f,
	fs.readFileSync( path.join( SOURCE, f ), 'base64' ),
	fs.readFileSync( path.join( BUILT, f ), 'base64' ),
] );
const measure = ( w, h ) =>
	page.evaluate(
		async ( { list, W, H } ) => {
			const load = ( src ) =>
				new Promise( ( ok, ko ) => {
					const i = new window.Image();
					i.onload = () => ok( i );
					i.onerror = ko;
					i.src = 'data:image/svg+xml;base64,' + src;
				} );
			const pixels = ( img ) => {
				const c = document.createElement( 'canvas' );
				c.width = W;
				c.height = H;
				const x = c.getContext( '2d' );
				x.drawImage( img, 0, 0, W, H );
				return x.getImageData( 0, 0, W, H ).data;
			};
			const out = [];
			for ( const [ f, a, b ] of list ) {
				const p = pixels( await load( a ) );
				const q = pixels( await load( b ) );
				let sum = 0;
				let max = 0;
				let off = 0;
				for ( let i = 0; i < p.length; i += 4 ) {
					let d = 0;
					for ( let k = 0; k < 4; k++ ) {
						d = Math.max( d, Math.abs( p[ i + k ] - q[ i + k ] ) );
					}
					sum += d;
					max = Math.max( max, d );
					off += d > 32 ? 1 : 0;
				}
				out.push( { f, mean: sum / ( W * H ), max, off } );
			}
			return out.sort( ( x, y ) => y.mean - x.mean );
		},
		{ list: pairs, W: w, H: h }
	);
const small = await measure( 40, 30 );
const large = await measure( 80, 60 );
for ( const [ label, rows ] of [
	[ '40×30', small ],
	[ '80×60', large ],
] ) {
	console.log(
		`${ label }: worst 10 of ${ rows.length } (mean, max, pixels off by >32)`
	);
	for ( const r of rows.slice( 0, 10 ) ) {
		console.log(
			`  ${ r.f } ${ r.mean.toFixed( 2 ) } ${ r.max } ${ r.off }`
		);
	}
}
const sheetAt = process.argv.indexOf( '--sheet' );
if ( sheetAt > 0 ) {
	const img = ( b64 ) =>
		`<img width="80" height="60" src="data:image/svg+xml;base64,${ b64 }">`;
	const worst = new Set( small.slice( 0, 24 ).map( ( r ) => r.f ) );
	await page.setContent(
		`<body style="margin:4px;font:10px sans-serif">${ pairs
			.filter( ( [ f ] ) => worst.has( f ) )
			.map(
				( [ f, a, b ] ) =>
					`<div style="display:inline-block;margin:3px">${ f }<br>${ img(
						a
					) } ${ img( b ) }</div>`
			)
			.join( '' ) }</body>`
	);
	await page.screenshot( {
		path: process.argv[ sheetAt + 1 ],
		fullPage: true,
	} );
}
await browser.close();
const lost = small.filter( ( r ) => r.mean > 8 );
if ( lost.length ) {
	console.error(
		`flags that lost a shape: ${ lost.map( ( r ) => r.f ).join( ', ' ) }`
	);
	process.exit( 1 );
}
