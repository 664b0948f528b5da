/**
 * The Leads screen as an editor uses it on a pt_BR site: seeded conversions listed, a
 * search, the form filter, a conversion's detail, the per-form figures and the CSV download
 * of what is shown; a subscriber cannot open the page.
 *
 * The leads are written into the e2e site's tables by tests/e2e/php/leads-seed.php (nothing
 * writes leads over HTTP but a visitor's submission), so the spec needs the native e2e site
 * on this machine; against another site (FAROL_URL) it is skipped.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test, VISITOR } from './fixtures';
import { sendLoginForm } from './login-form';

const ROOT = path.resolve( __dirname, '../..' );
const SITE = path.join(
	ROOT,
	'.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);
const SEED = path.join( __dirname, 'php/leads-seed.php' );

/**
 * Runs the seed script's task against the e2e site.
 *
 * @param task    seed or clean.
 * @param baseURL The site's address.
 */
function leads(
	task: 'seed' | 'clean',
	baseURL: string
): Record< string, number > {
	const output = execFileSync( 'php', [ SEED, SITE, task ], {
		cwd: ROOT,
		env: { ...process.env, FAROL_SITE_URL: baseURL },
		encoding: 'utf8',
	} );
	return JSON.parse( output.trim().split( '\n' ).pop() ?? '{}' );
}

/**
 * A new browser context logged in as a user (password "password").
 *
 * @param browser The browser.
 * @param baseURL The site.
 * @param user    Login.
 */
async function logIn(
	browser: Browser,
	baseURL: string,
	user: string
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL,
		storageState: VISITOR,
	} );
	const page = await context.newPage();
	await sendLoginForm( page, user );
	await page.waitForURL( /\/wp-admin\// );
	return page;
}

test.describe( 'The Leads screen', () => {
	// The editor's walk through the screen is long, and the shared machine can be slow.
	test.setTimeout( 180_000 );
	test.skip(
		! fs.existsSync( path.join( SITE, 'wp-load.php' ) ),
		'needs the native e2e site on this machine'
	);

	test.beforeAll( ( { baseURL } ) => {
		leads( 'seed', baseURL! );
	} );

	test.afterAll( ( { baseURL } ) => {
		leads( 'clean', baseURL! );
	} );

	test( 'an editor finds, filters, opens and exports conversions', async ( {
		browser,
		baseURL,
	} ) => {
		const page = await logIn( browser, baseURL!, 'editor' );
		const loaded = page.waitForResponse(
			( response ) =>
				response.url().includes( 'leads%2Fconversions' ) ||
				response.url().includes( 'leads/conversions' )
		);
		await page.goto( '/wp-admin/admin.php?page=farol-leads' );
		await loaded;

		// The seeded conversions, newest first, with the forwarding state and last error.
		const table = page.locator( '.dataviews-view-table' );
		await expect( table.getByText( 'carla@e2e-leads.test' ) ).toBeVisible();
		await expect( table.getByText( 'ana@e2e-leads.test' ) ).toBeVisible();
		const bruno = table.getByRole( 'row', {
			name: /bruno@e2e-leads\.test/,
		} );
		await expect( bruno ).toContainText( 'Falhou' );
		await expect( bruno ).toContainText( 'HTTP 500 from the provider' );

		// Per form: views, conversions, rate and spam.
		const newsletter = page
			.locator( '.farol-leads__stats' )
			.getByRole( 'row', { name: /E2E Newsletter/ } );
		await expect( newsletter.getByRole( 'cell' ) ).toHaveText( [
			'8',
			'2',
			'25%',
			'1',
		] );

		// Search by name.
		await page.getByRole( 'searchbox' ).fill( 'Souza' );
		await expect( table.getByText( 'carla@e2e-leads.test' ) ).toBeVisible();
		await expect( table.getByText( 'ana@e2e-leads.test' ) ).toHaveCount(
			0
		);
		await page.getByRole( 'searchbox' ).fill( '' );
		await expect( table.getByText( 'ana@e2e-leads.test' ) ).toBeVisible();

		// Filter by form.
		await page
			.getByRole( 'button', { name: /Formulário/ } )
			.first()
			.click();
		await page.getByRole( 'option', { name: 'E2E Newsletter' } ).click();
		await page.keyboard.press( 'Escape' );
		await expect( table.getByText( 'carla@e2e-leads.test' ) ).toHaveCount(
			0
		);
		await expect( table.getByText( 'ana@e2e-leads.test' ) ).toBeVisible();
		await expect( table.getByText( 'bruno@e2e-leads.test' ) ).toBeVisible();

		// A conversion's detail: payload, origin, forwarding.
		await bruno.getByRole( 'button', { name: 'Ver detalhes' } ).click();
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toContainText( 'Conversão' );
		await expect( dialog ).toContainText( 'cf_mensagem' );
		await expect( dialog ).toContainText( 'Olá, quero saber mais' );
		await expect( dialog ).toContainText( 'google' );
		await expect( dialog ).toContainText( 'HTTP 500 from the provider' );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );

		// The CSV of what is shown: the form's two conversions, for Excel in Brazil.
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page
				.getByRole( 'link', { name: 'Exportar conversões (CSV)' } )
				.click(),
		] );
		expect( download.suggestedFilename() ).toMatch(
			/^leads-conversions-\d{4}-\d{2}-\d{2}\.csv$/
		);
		const bytes = fs.readFileSync( ( await download.path() )! );
		expect( [ ...bytes.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
		const lines = bytes
			.subarray( 3 )
			.toString( 'utf8' )
			.trim()
			.split( '\r\n' );
		expect( lines[ 0 ] ).toMatch( /^ID;Data;Formulário;E-mail;Nome;/ );
		expect( lines ).toHaveLength( 3 );
		expect( lines.join( '\n' ) ).toContain( 'Ana Conceição' );
		expect( lines.join( '\n' ) ).not.toContain( 'carla@e2e-leads.test' );
		await page.context().close();
	} );

	test( 'an editor opens a contact from the Contacts tab', async ( {
		browser,
		baseURL,
	} ) => {
		const page = await logIn( browser, baseURL!, 'editor' );
		await page.goto( '/wp-admin/admin.php?page=farol-leads' );
		await page.getByRole( 'tab', { name: 'Contatos' } ).click();
		await page
			.getByRole( 'button', { name: 'ana@e2e-leads.test' } )
			.click();
		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toContainText( 'Contato' );
		await expect( dialog ).toContainText( 'Ana Conceição' );
		await expect( dialog ).toContainText( 'E2E Newsletter' );
		await page.context().close();
	} );

	test( 'a subscriber cannot open the page nor read leads', async ( {
		browser,
		baseURL,
	} ) => {
		const page = await logIn( browser, baseURL!, 'subscriber' );
		const response = await page.goto(
			'/wp-admin/admin.php?page=farol-leads'
		);
		expect( response?.status() ).toBe( 403 );
		await expect( page.locator( '#farol-leads-admin' ) ).toHaveCount( 0 );
		const api = await page.request.get(
			'/wp-json/farol/v1/leads/conversions'
		);
		expect( [ 401, 403 ] ).toContain( api.status() );
		await page.context().close();
	} );
} );
