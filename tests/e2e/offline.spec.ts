/**
 * The development runtimes stay offline: wp-admin's screens that call WordPress.org on a stock
 * site (the dashboard's browse-happy, serve-happy, news and events; updates; the language list;
 * the plugin and theme directories; cron) make no request that leaves this machine, and leave
 * nothing in the PHP log. tools/runtime/offline.php refuses any such request and writes a PHP
 * warning naming it, so the log is the proof. Runs where the log can be read: the native e2e
 * site (tools/test/e2e.sh) and the Playground smoke site (tools/test/e2e-smoke-playground.sh).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './fixtures';

const ROOT = path.resolve( __dirname, '../..' );

/**
 * The PHP logs of the site under test, when it is one of this checkout's runtimes.
 *
 * @param baseURL The site under test.
 */
function phpLogs( baseURL: string ): string[] {
	const port = new URL( baseURL ).port;
	const native = path.join(
		ROOT,
		`.farol/native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`
	);
	const config = path.join( native, 'wp/wp-config.php' );
	if (
		! process.env.FAROL_E2E_SMOKE &&
		fs.existsSync( config ) &&
		fs
			.readFileSync( config, 'utf8' )
			.includes( `'WP_HOME', 'http://localhost:${ port }'` )
	) {
		return [ 'php-errors.log', 'debug.log' ].map( ( name ) =>
			path.join( native, name )
		);
	}
	const playground = path.join(
		ROOT,
		'.farol/playground',
		port,
		'wordpress/wp-content'
	);
	return fs.existsSync( playground )
		? [ path.join( playground, 'debug.log' ) ]
		: [];
}

/**
 * Where each log ends now.
 *
 * @param logs Log files.
 */
function ends( logs: string[] ): number[] {
	return logs.map( ( log ) =>
		fs.existsSync( log ) ? fs.statSync( log ).size : 0
	);
}

/**
 * What was written to the logs since `from`.
 *
 * @param logs Log files.
 * @param from Their ends before.
 */
function since( logs: string[], from: number[] ): string {
	return logs
		.map( ( log, index ) =>
			fs.existsSync( log )
				? fs.readFileSync( log ).subarray( from[ index ] ).toString()
				: ''
		)
		.join( '' );
}

test( 'wp-admin and cron make no outbound request and log nothing @smoke', async ( {
	page,
	baseURL,
} ) => {
	const logs = phpLogs( baseURL! );
	// Both runtimes this runs on (the e2e site, Playground for the smoke) keep a readable log.
	expect( logs, 'the PHP log of this site' ).not.toHaveLength( 0 );
	const before = ends( logs );

	for ( const screen of [
		'/wp-admin/',
		'/wp-admin/update-core.php',
		'/wp-admin/plugins.php',
		'/wp-admin/themes.php',
		'/wp-admin/options-general.php',
		'/wp-admin/plugin-install.php',
	] ) {
		const response = await page.goto( screen );
		expect( response?.status(), screen ).toBe( 200 );
	}
	await expect(
		page.getByRole( 'heading', { level: 1 } ).first()
	).toBeVisible();
	const cron = await page.request.get( '/wp-cron.php?doing_wp_cron' );
	expect( cron.status() ).toBe( 200 );

	const written = since( logs, before );
	expect( written ).not.toContain( 'refused an outbound request' );
	expect( written ).not.toMatch(
		/PHP (Notice|Warning|Deprecated|Fatal error)/
	);
} );
