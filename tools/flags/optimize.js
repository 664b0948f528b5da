/**
 * The flags the lead form's phone country selector shows, optimised at build time: one 4:3 SVG
 * per country of plugin/data/countries.json, read from the pinned npm package flag-icons (MIT;
 * its licence is copied alongside) and rewritten by the pinned svgo (webpack.config.js emits
 * them as `plugin/build/flags/<code>.svg`, tools/build/flags.js).
 *
 * A flag shows at 20×15 CSS pixels (src/lead-form/fields/phone/PhoneFieldEnhancer.tsx) and is
 * drawn on a 640×480 viewBox, so one viewBox unit is 1/32 of a CSS pixel: coordinates rounded to
 * whole units move an edge by at most 1/64 px, which no screen shows, and halve the bytes of
 * the detailed coats of arms. That holds only where a shape is not magnified by a transform
 * (a star drawn in a unit square and scaled ×177 would lose its points), so a flag with any
 * transform that scales by more than MAX_SCALE keeps svgo's default precision (3 decimals).
 * `node tools/flags/compare.mjs` renders every optimised flag beside the package's and lists
 * the ones that differ (docs/lead-form-fields.md).
 */
/**
 * External dependencies
 */
const fs = require( 'fs' );
const path = require( 'path' );
const { optimize } = require( 'svgo' );

const ROOT = path.resolve( __dirname, '../..' );
const SOURCE = path.join(
	path.dirname( require.resolve( 'flag-icons/package.json' ) ),
	'flags',
	'4x3'
);
const LICENSE = path.join(
	path.dirname( require.resolve( 'flag-icons/package.json' ) ),
	'LICENSE'
);
/** Above this magnification a transform's contents keep three decimals. */
const MAX_SCALE = 1.5;

/**
 * The country codes of plugin/data/countries.json, lower case, sorted.
 *
 * @return {string[]} Codes, e.g. ['ad', 'ae', …].
 */
function codes() {
	const countries = JSON.parse(
		fs.readFileSync(
			path.join( ROOT, 'plugin/data/countries.json' ),
			'utf8'
		)
	);
	return [
		...new Set(
			Object.values( countries ).flatMap( ( list ) =>
				list.map( ( [ code ] ) => code.toLowerCase() )
			)
		),
	].sort();
}

/**
 * The largest magnification of one transform list (the largest singular value of its matrix).
 *
 * @param {string} list A transform attribute, e.g. `translate(320 256)scale(176.9)`.
 * @return {number} The factor (1 for translations and rotations).
 */
function scaleOf( list ) {
	let [ a, b, c, d ] = [ 1, 0, 0, 1 ];
	const multiply = ( [ e, f, g, h ] ) => {
		[ a, b, c, d ] = [
			a * e + c * f,
			b * e + d * f,
			a * g + c * h,
			b * g + d * h,
		];
	};
	for ( const [ , name, args ] of list.matchAll(
		/([a-zA-Z]+)\s*\(([^)]*)\)/g
	) ) {
		const n = args
			.trim()
			.split( /[\s,]+/ )
			.filter( Boolean )
			.map( Number );
		const rad = ( deg ) => ( deg * Math.PI ) / 180;
		if ( name === 'matrix' ) {
			multiply( n.slice( 0, 4 ) );
		} else if ( name === 'scale' ) {
			multiply( [ n[ 0 ], 0, 0, n[ 1 ] ?? n[ 0 ] ] );
		} else if ( name === 'skewX' ) {
			multiply( [ 1, 0, Math.tan( rad( n[ 0 ] ) ), 1 ] );
		} else if ( name === 'skewY' ) {
			multiply( [ 1, Math.tan( rad( n[ 0 ] ) ), 0, 1 ] );
		}
		// translate() and rotate() do not magnify.
	}
	// Largest singular value of [[a c][b d]].
	const s = a * a + b * b + c * c + d * d;
	const det = a * d - b * c;
	return Math.sqrt(
		( s + Math.sqrt( Math.max( 0, s * s - 4 * det * det ) ) ) / 2
	);
}

/**
 * The decimals svgo keeps for one flag: none unless a transform magnifies its contents.
 *
 * @param {string} svg The flag.
 * @return {number} 0 or 3.
 */
function precision( svg ) {
	const scales = [
		...svg.matchAll( /(?:transform|gradientTransform)="([^"]*)"/g ),
	].map( ( [ , list ] ) => scaleOf( list ) );
	return scales.every( ( s ) => s <= MAX_SCALE ) ? 0 : 3;
}

/**
 * One flag, optimised.
 *
 * @param {string} svg The package's flag.
 * @return {string} The optimised SVG.
 */
function optimizeFlag( svg ) {
	return optimize( svg, {
		multipass: true,
		floatPrecision: precision( svg ),
		plugins: [ 'preset-default' ],
	} ).data;
}

/**
 * Every flag the plugin ships, optimised, and the licence.
 *
 * @return {Array<{name: string, data: string}>} File name (in build/flags/) and content.
 */
function flags() {
	const out = codes()
		.filter( ( code ) =>
			fs.existsSync( path.join( SOURCE, `${ code }.svg` ) )
		)
		.map( ( code ) => ( {
			name: `${ code }.svg`,
			data: optimizeFlag(
				fs.readFileSync( path.join( SOURCE, `${ code }.svg` ), 'utf8' )
			),
		} ) );
	out.push( { name: 'LICENSE', data: fs.readFileSync( LICENSE, 'utf8' ) } );
	return out;
}

module.exports = { codes, flags, optimizeFlag, precision, scaleOf, SOURCE };
