/**
 * `npm start`: the Farol site on WordPress Playground CLI (PHP in WebAssembly + SQLite).
 * No Docker, no system PHP, no network: core comes from the pinned npm package
 * (tools/runtime/wordpress.mjs) and the SQLite integration is bundled with the CLI.
 *
 * Every start is a fresh site: core is copied to .farol/playground/<port>/wordpress (the
 * SQLite database lives in its wp-content/database/), the repository's plugin/ and theme/
 * are mounted live over it, and a blueprint step runs tools/runtime/playground/setup.php
 * (users, then the shared demo seed). Edits to PHP, templates and built assets show up on
 * reload; content made in wp-admin is gone at the next start.
 *
 * Before booting it runs the shared build check (tools/runtime/ensure-build.js): the build,
 * translations included, is rebuilt when missing or older than its sources.
 *
 * Environment: FAROL_PORT (default 8888); FAROL_SKIP_BUILD=1 uses the build as it is.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runCLI } from '@wp-playground/cli';
/**
 * Internal dependencies
 */
import { prepareWordPress, ROOT, WP_BRANCH } from './wordpress.mjs';
import buildCheck from './ensure-build.js';

const { ensureBuild } = buildCheck;

const port = Number( process.env.FAROL_PORT ?? 8888 );
const url = `http://localhost:${ port }`;
const at = ( ...parts ) => path.join( ROOT, ...parts );

/**
 * Stops with a message.
 *
 * @param {string} message What went wrong.
 */
function fail( message ) {
	console.error( `\nFarol: ${ message } The site was not started.` );
	process.exit( 1 );
}

const busy = await new Promise( ( resolve ) => {
	const probe = net.createServer().once( 'error', () => resolve( true ) );
	probe.listen( port, () => probe.close( () => resolve( false ) ) );
} );
if ( busy ) {
	fail(
		`port ${ port } is in use (another "npm start"?). Stop it, or set FAROL_PORT.`
	);
}

// The one build check of every start command: rebuilds scripts, styles and translations
// when they are missing or older than their sources (FAROL_SKIP_BUILD=1 skips it).
if ( ! ensureBuild() ) {
	fail( 'the build failed.' );
}

const site = at( '.farol/playground', String( port ), 'wordpress' );
const debugLog = path.join( site, 'wp-content/debug.log' );
fs.rmSync( site, { recursive: true, force: true } );
fs.cpSync( prepareWordPress(), site, { recursive: true } );
// Playground's installer creates the database; the one inside the core package is not ours.
fs.rmSync( path.join( site, 'wp-content/database/.ht.sqlite' ), {
	force: true,
} );
fs.mkdirSync( path.join( site, 'wp-content/plugins/farol' ) );
// Offline and quiet: no update, translation or browse-happy call; any other outbound request is
// refused and logged (tools/runtime/offline.php, shared with the native runtime).
fs.mkdirSync( path.join( site, 'wp-content/mu-plugins' ), { recursive: true } );
fs.copyFileSync(
	at( 'tools/runtime/offline.php' ),
	path.join( site, 'wp-content/mu-plugins/farol-offline.php' )
);
// The demo identity provider the demo's social login signs in with (never shipped): its folder
// copied beside offline.php (mu-plugins reads only top-level files; the one-line loader requires
// it). Copied, not loaded from the /farol-runtime mount: that mount arrives after the install.
fs.cpSync(
	at( 'tools/runtime/demo-idp' ),
	path.join( site, 'wp-content/mu-plugins/farol-demo-idp' ),
	{ recursive: true }
);
fs.writeFileSync(
	path.join( site, 'wp-content/mu-plugins/farol-demo-idp.php' ),
	"<?php\n// Written by tools/runtime/playground-start.mjs: the demo identity provider, never shipped.\nrequire __DIR__ . '/farol-demo-idp/demo-idp.php';\n"
);
fs.mkdirSync( path.join( site, 'wp-content/themes/farol' ) );
// Kept uploads (comment attachments, contact form files) live outside the served tree: the
// CLI's server sends any file under /wordpress as it is and reads no .htaccess, where the native
// runtime's nginx refuses wp-content/uploads/farol-private/. Fresh on every start, as the site.
const privateFiles = at( '.farol/playground', String( port ), 'private' );
// The migration fixtures (../shared, beside the checkout) and the RD Station one, when there.
const importFixtures = [
	[
		path.resolve( ROOT, '../shared/fixtures/migration' ),
		'/farol-fixtures/migration',
	],
	[ at( 'tests/fixtures/import' ), '/farol-fixtures/import' ],
]
	.filter( ( [ hostPath ] ) => fs.existsSync( hostPath ) )
	.map( ( [ hostPath, vfsPath ] ) => ( { hostPath, vfsPath } ) );
fs.rmSync( privateFiles, { recursive: true, force: true } );
fs.mkdirSync( privateFiles, { recursive: true } );

console.log( `\nStarting WordPress ${ WP_BRANCH } on Playground (15-30 s)...` );
let server;
try {
	server = await runCLI( {
		command: 'server',
		verbosity: 'quiet',
		port,
		php: '8.2',
		wp: WP_BRANCH,
		'site-url': url,
		wordpressInstallMode: 'install-from-existing-files',
		'define-bool': {
			WP_DEBUG: true,
			WP_DEBUG_LOG: true,
			WP_DEBUG_DISPLAY: false,
			// Offline, a request to wordpress.org hangs until it times out (update checks,
			// dashboard news): refuse external hosts at once. The site's own host still works.
			WP_HTTP_BLOCK_EXTERNAL: true,
			AUTOMATIC_UPDATER_DISABLED: true,
			// No mail leaves the machine: the plugin's development mail sink keeps every
			// wp_mail() (Tools › Mail sink), as on the native runtime.
			FAROL_MAIL_SINK: true,
			// The demo identity provider answers the plugin's calls to its own token and
			// userinfo addresses in-process: the CLI's one PHP worker cannot serve a request
			// to this site while it is busy making it (tried: a loopback request timed out
			// with 0 bytes). tools/runtime/demo-idp/demo-idp.php.
			FAROL_DEMO_IDP_IN_PROCESS: true,
		},
		define: {
			WP_ACCESSIBLE_HOSTS: '127.0.0.1,::1',
			FAROL_COMMENT_ATTACHMENTS_DIR: '/farol-private/comments/',
			FAROL_CONTACT_PRIVATE_DIR: '/farol-private/contact/',
		},
		'mount-before-install': [ { hostPath: site, vfsPath: '/wordpress' } ],
		mount: [
			{
				hostPath: at( 'plugin' ),
				vfsPath: '/wordpress/wp-content/plugins/farol',
			},
			{
				hostPath: at( 'theme' ),
				vfsPath: '/wordpress/wp-content/themes/farol',
			},
			{ hostPath: at( 'tools/runtime' ), vfsPath: '/farol-runtime' },
			{ hostPath: privateFiles, vfsPath: '/farol-private' },
			// The rival plugins' data the demo seed loads (tools/runtime/import-sources.php).
			...importFixtures,
		],
		blueprint: {
			steps: [
				{
					step: 'runPHP',
					code: "<?php require '/farol-runtime/playground/setup.php';",
				},
			],
		},
	} );
} catch ( error ) {
	// The message holds the whole HTML page PHP printed; its first line and the PHP log tell more.
	const tail = fs.existsSync( debugLog )
		? fs.readFileSync( debugLog, 'utf8' ).trim().split( '\n' ).slice( -8 )
		: [];
	fail(
		[
			'Playground could not start:',
			String( error?.message ?? error ).split( '\n' )[ 0 ],
			...tail,
			'',
		].join( '\n' )
	);
}

// The CLI answers its first request with a redirect to the same URL: spend it here (it also
// warms PHP up), so the first visit and any script see the page itself.
await fetch( url ).catch( () => undefined );

console.log( `
Farol is running at ${ url }
  wp-admin:  ${ url }/wp-admin/  (admin / password; also editor / password, subscriber / password)
  PHP log:   ${ path.relative( ROOT, debugLog ) }
Stop with Ctrl+C. Every start is a fresh copy of the demo site.
` );

let stopping = false;
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, async () => {
		if ( stopping ) {
			return;
		}
		stopping = true;
		console.log( '\nStopping Farol...' );
		await server[ Symbol.asyncDispose ]();
		process.exit( 0 );
	} );
}
