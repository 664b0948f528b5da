/**
 * The three runtimes run the same WordPress: the native runtime and Playground unpack the core
 * named in tools/runtime/wordpress-version.json from the pinned wordpress-builds package, and
 * wp-env downloads the release its .wp-env.json names. A version bump in one place only fails
 * here.
 */
/**
 * External dependencies
 */
const { execFileSync } = require( 'node:child_process' );
const { createHash } = require( 'node:crypto' );
const fs = require( 'node:fs' );
const os = require( 'node:os' );
const path = require( 'node:path' );
const { unzipSync } = require( 'fflate' );

const ROOT = path.resolve( __dirname, '../../..' );
const pinned = JSON.parse(
	fs.readFileSync( path.join( ROOT, 'tools/runtime/wordpress-version.json' ) )
);

/**
 * The `$wp_version` of a core zip of the wordpress-builds package.
 *
 * @param {string} branch e.g. 6.5.
 * @return {string|undefined} The version the zip holds.
 */
function versionInBuildsZip( branch ) {
	const zip = path.join(
		ROOT,
		'node_modules/@wp-playground/wordpress-builds/src/wordpress',
		`wp-${ branch }.zip`
	);
	const files = unzipSync( fs.readFileSync( zip ), {
		filter: ( file ) => file.name.endsWith( 'wp-includes/version.php' ),
	} );
	const php = Buffer.from( Object.values( files )[ 0 ] ?? [] ).toString();
	return php.match( /\$wp_version = '([^']+)'/ )?.[ 1 ];
}

/**
 * .wp-env.json as wp-env itself reads and validates it (in Node, outside jest's browser-like
 * module resolution). Offline, wp-env asks its cache for the latest WordPress release (used
 * only when no core is given); a scratch cache answers.
 *
 * @return {Object} The parts of wp-env's parsed configuration the test compares.
 */
function wpEnvConfig() {
	const home = fs.mkdtempSync( path.join( os.tmpdir(), 'farol-wp-env-' ) );
	// wp-env keeps one cache folder per configuration file, named by the md5 of its path.
	const cache = path.join(
		home,
		createHash( 'md5' )
			.update( path.join( ROOT, '.wp-env.json' ) )
			.digest( 'hex' )
	);
	fs.mkdirSync( cache );
	fs.writeFileSync(
		path.join( cache, 'wp-env-cache.json' ),
		JSON.stringify( { latestWordPressVersion: pinned.version } )
	);
	const script = `
		require( '@wordpress/env/lib/config' )
			.loadConfig( process.cwd() )
			.then( ( config ) => {
				const pick = ( env ) => ( {
					core: env.coreSource.url,
					php: env.phpVersion,
					mappings: Object.fromEntries(
						Object.entries( env.mappings ).map( ( [ to, source ] ) => [ to, source.path ] )
					),
				} );
				console.log( JSON.stringify( {
					site: pick( config.env.development ),
					tests: pick( config.env.tests ),
				} ) );
			} );`;
	try {
		return JSON.parse(
			execFileSync( process.execPath, [ '-e', script ], {
				cwd: ROOT,
				env: { ...process.env, WP_ENV_HOME: home },
				encoding: 'utf8',
			} )
		);
	} finally {
		fs.rmSync( home, { recursive: true, force: true } );
	}
}

describe( 'The WordPress core every runtime runs', () => {
	it( 'is one pinned release, whose branch is its major.minor', () => {
		expect( pinned.version ).toMatch( /^\d+\.\d+\.\d+$/ );
		expect( pinned.version.startsWith( `${ pinned.branch }.` ) ).toBe(
			true
		);
	} );

	it( 'is the release the native and Playground runtimes unpack', () => {
		expect( versionInBuildsZip( pinned.branch ) ).toBe( pinned.version );
	} );

	it( 'is the release Playground is told it runs', () => {
		const start = fs.readFileSync(
			path.join( ROOT, 'tools/runtime/playground-start.mjs' ),
			'utf8'
		);
		const core = fs.readFileSync(
			path.join( ROOT, 'tools/runtime/wordpress.mjs' ),
			'utf8'
		);

		expect( start ).toMatch( /\bwp: WP_BRANCH\b/ );
		expect( start ).toMatch(
			/import \{[^}]*\bWP_BRANCH\b[^}]*\} from '\.\/wordpress\.mjs'/
		);
		expect( core ).toContain( "'tools/runtime/wordpress-version.json'" );
	} );

	it( 'is the release wp-env downloads, with the same plugin, theme and PHP', () => {
		const { site, tests } = wpEnvConfig();

		expect( path.basename( site.core ) ).toBe(
			`wordpress-${ pinned.version }.zip`
		);
		expect( tests ).toEqual( site );
		expect( site.mappings[ 'wp-content/plugins/farol' ] ).toBe(
			path.join( ROOT, 'plugin' )
		);
		expect( site.mappings[ 'wp-content/themes/farol' ] ).toBe(
			path.join( ROOT, 'theme' )
		);
		expect( site.php ).toBe( '8.2' );
		expect(
			fs.readFileSync(
				path.join( ROOT, 'tools/runtime/playground-start.mjs' ),
				'utf8'
			)
		).toMatch( /\bphp: '8\.2'/ );
	} );
} );
