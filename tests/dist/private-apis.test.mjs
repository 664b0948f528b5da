/**
 * No built script of the plugin or the theme depends on core's private APIs (`wp.privateApis`,
 * handle `wp-private-apis`): core only lets in a module that gives its own release's consent
 * string, so such a script breaks on the next core (WordPress 6.6 refused @wordpress/dataviews
 * 0.7.0's 6.5 string and the Leads and inbox screens showed nothing). The screens built on
 * DataViews bundle their own @wordpress/components and @wordpress/private-apis
 * (webpack.config.js, OWN_COMPONENTS_ENTRIES; docs/architecture.md, "Private APIs"). Needs
 * `npm run build` first.
 *
 * Run: node --test tests/dist/
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const BUILDS = [ 'plugin/build', 'theme/build' ];
/** The DataViews screens, whose `*.asset.php` list the shared chunk below, not core's components. */
const OWN_SCREENS = [
	'plugin/build/apps/lead-form/admin-leads.js',
	'plugin/build/apps/contact-form/admin-submissions.js',
];
/**
 * The one script that holds the screens' private-apis copy, the components one locks with: their
 * shared chunk (webpack.config.js, adminComponents), handle `farol-admin-components`.
 */
const OWN_COPY = [ 'plugin/build/lib/admin/own-components.js' ];
/** The consent check of the private-apis package: in a script only as part of a bundled copy. */
const CONSENT = 'You tried to opt-in to unstable APIs';

/**
 * Every file under a folder.
 *
 * @param {string} dir Folder, from the root.
 * @return {string[]} Files, from the root.
 */
function files( dir ) {
	const full = path.join( ROOT, dir );
	if ( ! fs.existsSync( full ) ) {
		return [];
	}
	return fs
		.readdirSync( full, { recursive: true } )
		.map( ( name ) => path.join( dir, String( name ) ) )
		.filter( ( file ) => fs.statSync( path.join( ROOT, file ) ).isFile() );
}

const built = BUILDS.flatMap( files );

test( 'the build is there', () => {
	for ( const file of [ ...OWN_SCREENS, ...OWN_COPY ] ) {
		assert.ok( built.includes( file ), `${ file } (npm run build)` );
	}
} );

test( 'no script lists core’s private APIs among its dependencies', () => {
	const listing = built.filter(
		( file ) =>
			/\.asset\.(php|json)$/.test( file ) &&
			fs
				.readFileSync( path.join( ROOT, file ), 'utf8' )
				.includes( 'wp-private-apis' )
	);
	assert.deepEqual( listing, [] );
} );

test( 'the DataViews screens bundle their own components and private-apis, and only they opt in', () => {
	const optingIn = built.filter(
		( file ) =>
			file.endsWith( '.js' ) &&
			fs
				.readFileSync( path.join( ROOT, file ), 'utf8' )
				.includes( CONSENT )
	);
	assert.deepEqual( optingIn.sort(), [ ...OWN_COPY ].sort() );
	for ( const file of OWN_SCREENS ) {
		const asset = fs.readFileSync(
			path.join( ROOT, file.replace( /\.js$/, '.asset.php' ) ),
			'utf8'
		);
		assert.doesNotMatch( asset, /'wp-components'/, file );
		assert.match( asset, /'farol-admin-components'/, file );
	}
} );
