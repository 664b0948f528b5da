/**
 * Tools › Farol settings on the e2e site: the administrator exports the settings file, changes
 * a setting, imports the file and finds the setting restored; the file carries no secret, and
 * the receiving site's secret stays. axe checks the screen.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';

type Forwarding = { base_url: string; api_key: string; timeout: number };

const SCREEN = '/wp-admin/tools.php?page=farol-settings-transfer';

test( 'export, change a setting, import: the setting is back and no secret travelled', async ( {
	page,
	requestUtils,
}, testInfo ) => {
	const read = async (): Promise< Forwarding > =>
		(
			await requestUtils.rest< { farol_lead_forwarding: Forwarding } >( {
				path: '/wp/v2/settings',
			} )
		).farol_lead_forwarding;
	const write = ( value: Partial< Forwarding > ) =>
		requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { farol_lead_forwarding: value },
		} );
	const original = await read();
	const secret = `e2e-secret-${ Date.now().toString( 36 ) }`;
	try {
		await write( {
			base_url: original.base_url,
			api_key: secret,
			timeout: 21,
		} );

		await page.goto( SCREEN );
		await expectNoAxeViolations( page, '#wpbody-content' );
		const downloading = page.waitForEvent( 'download' );
		await page
			.getByRole( 'button', {
				name: /^(Export settings|Exportar configurações)$/,
			} )
			.click();
		const file = testInfo.outputPath( 'farol-settings.json' );
		await ( await downloading ).saveAs( file );
		const text = fs.readFileSync( file, 'utf8' );
		expect( JSON.parse( text ).format ).toBe( 'farol-settings' );
		expect( JSON.parse( text ).settings.lead_forwarding.timeout ).toBe(
			21
		);
		expect( text ).not.toContain( secret );

		await write( {
			base_url: original.base_url,
			api_key: `${ secret }-target`,
			timeout: 7,
		} );
		expect( ( await read() ).timeout ).toBe( 7 );

		await page.goto( SCREEN );
		await page.locator( 'input[type="file"]' ).setInputFiles( file );
		await page
			.getByRole( 'button', {
				name: /^(Import settings|Importar configurações)$/,
			} )
			.click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			/Settings imported|Configurações importadas/
		);
		await expectNoAxeViolations( page, '#wpbody-content' );

		const after = await read();
		expect( after.timeout ).toBe( 21 );
		// Masked over REST: its last four characters are the target's own key's.
		expect( after.api_key.endsWith( 'rget' ) ).toBe( true );
	} finally {
		await write( original );
	}
} );
