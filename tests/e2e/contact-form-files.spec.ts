/**
 * Files and character counters of the contact form, on the demo page /contato/ of the e2e
 * site (its `briefing` field takes a PDF; its form keeps files and attaches them, the default):
 * a visitor sends a PDF and sees `sent`; the mail carries the file under its safe name; the file
 * is kept privately (its folder refuses requests; only an inbox user gets it, through the
 * download route, as an attachment with nosniff), and goes when its submission is deleted.
 * The message's counter counts down as the visitor types and flags too long and too short.
 *
 * The e2e site has no mail server: tests/e2e/php/contact-mail-sink.php sits in its
 * mu-plugins for this spec. Every address used is in the domain e2e-files.test; the spec
 * deletes those submissions (and so their files) and the mail record after.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test, VISITOR } from './fixtures';

const ROOT = path.resolve( __dirname, '../..' );
const SITE = path.join(
	ROOT,
	'.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);
const SINK = path.join( SITE, 'wp-content/mu-plugins/farol-e2e-mail-sink.php' );
const DOMAIN = 'e2e-files.test';

/** The server refuses a submission sent sooner than this after the form was rendered. */
const HUMAN_DELAY_MS = 3200;

/** The demo quiz's questions and answers (tools/runtime/demo/45-contact-form.php). */
const QUIZ: Record< string, string > = {
	'Quanto é 2 + 3?': '5',
	'Qual é a capital do Brasil?': 'Brasília',
};

const PDF = Buffer.from(
	'%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'
);

type FileEntry = {
	name: string;
	size: number;
	kept?: boolean;
	url?: string;
	on_disk?: boolean;
};

type Store = {
	mails: Array< {
		subject: string;
		attachments: Array< { name: string; size: number; sha1: string } >;
	} >;
	submissions: Array< { id: number; files: Record< string, FileEntry[] > } >;
	left?: number;
};

/**
 * Reads or cleans the e2e site's mails and submissions (and kept files).
 *
 * @param task    read or clean.
 * @param baseURL The site's address.
 */
function store( task: 'read' | 'clean', baseURL: string ): Store {
	const output = execFileSync(
		'php',
		[
			path.join( __dirname, 'php/contact-files-store.php' ),
			SITE,
			task,
			DOMAIN,
		],
		{
			cwd: ROOT,
			env: { ...process.env, FAROL_SITE_URL: baseURL },
			encoding: 'utf8',
		}
	);
	return JSON.parse( output.trim().split( '\n' ).pop() ?? '{}' );
}

/**
 * Fills what the demo form requires, with a valid answer to the quiz question shown.
 *
 * @param page  The page.
 * @param email The visitor's address.
 */
async function fillRequired( page: Page, email: string ): Promise< void > {
	const form = page.locator( 'form.farol-contact-form' );
	await form.getByLabel( 'Seu nome' ).fill( 'Ana Arquivos' );
	await form.getByLabel( 'Seu e-mail' ).fill( email );
	await form.getByLabel( 'Assunto' ).selectOption( 'Orçamento' );
	await form
		.getByLabel( 'Sua mensagem' )
		.fill( 'Segue o briefing do projeto em anexo.' );
	const question = (
		await form.locator( '.farol-contact-form__quiz-question' ).innerText()
	).trim();
	await form.getByLabel( question ).fill( QUIZ[ question ] ?? '' );
	await form.getByLabel( /Concordo com o uso dos meus dados/ ).check();
}

test.describe( 'contact form files and counters', () => {
	test.use( { storageState: VISITOR } );

	test.beforeAll( async ( { baseURL } ) => {
		fs.copyFileSync(
			path.join( __dirname, 'php/contact-mail-sink.php' ),
			SINK
		);
		store( 'clean', baseURL! );
	} );

	test.afterAll( async ( { baseURL } ) => {
		store( 'clean', baseURL! );
		fs.rmSync( SINK, { force: true } );
	} );

	test( 'a visitor sends a PDF: it is mailed, kept privately, downloaded by inbox users only, and deleted with its submission', async ( {
		page,
		baseURL,
		requestUtils,
	} ) => {
		await page.goto( '/contato/' );
		const form = page.locator( 'form.farol-contact-form' );
		const loadedAt = Date.now();
		await fillRequired( page, `ana@${ DOMAIN }` );
		await form.locator( 'input[name="briefing"]' ).setInputFiles( {
			name: 'Briefing Ação.php.pdf',
			mimeType: 'application/pdf',
			buffer: PDF,
		} );
		await page.waitForTimeout(
			Math.max( 0, HUMAN_DELAY_MS - ( Date.now() - loadedAt ) )
		);
		await form.getByRole( 'button', { name: 'Enviar mensagem' } ).click();
		await expect( form ).toHaveClass( /\bsent\b/ );

		const { mails, submissions } = store( 'read', baseURL! );
		const sha1 = createHash( 'sha1' ).update( PDF ).digest( 'hex' );
		expect( mails ).toHaveLength( 1 );
		expect( mails[ 0 ]!.attachments ).toEqual( [
			{ name: 'Briefing-Acao.pdf', size: PDF.length, sha1 },
		] );
		expect( submissions ).toHaveLength( 1 );
		const entry = submissions[ 0 ]!.files.briefing![ 0 ]!;
		expect( entry ).toMatchObject( {
			name: 'Briefing-Acao.pdf',
			size: PDF.length,
			kept: true,
			on_disk: true,
		} );

		// Not reachable by its address, nor the private folder's rules.
		const direct = await page.request.get( entry.url! );
		expect( direct.status() ).toBe( 403 );
		expect( ( await direct.body() ).equals( PDF ) ).toBe( false );

		const route = `/wp-json/farol/v1/contact-submissions/${
			submissions[ 0 ]!.id
		}/files/briefing/0`;
		expect( ( await page.request.get( route ) ).status() ).toBe( 401 );
		await requestUtils.setupRest();
		const download = await requestUtils.request.get(
			new URL( route, baseURL ).href,
			{ headers: { 'X-WP-Nonce': requestUtils.storageState!.nonce } }
		);
		expect( download.status() ).toBe( 200 );
		expect( ( await download.body() ).equals( PDF ) ).toBe( true );
		expect( download.headers() ).toMatchObject( {
			'content-type': 'application/pdf',
			'content-disposition': 'attachment; filename="Briefing-Acao.pdf"',
			'x-content-type-options': 'nosniff',
		} );

		// Deleting the submission (as the inbox does) deletes its kept file.
		expect( store( 'clean', baseURL! ).left ?? 0 ).toBe( 0 );
		expect( ( await page.request.get( entry.url! ) ).status() ).not.toBe(
			200
		);
	} );

	test( 'the message counter counts down as the visitor types and flags too long and too short', async ( {
		page,
	} ) => {
		await page.goto( '/contato/' );
		const field = page.locator( '[data-name="your-message"]' );
		const message = field.getByLabel( 'Sua mensagem' );
		const counter = field.locator( '.farol-contact-form__counter' );
		const count = counter.locator( '.farol-contact-form__count' );
		await message.focus();

		await expect( counter ).toBeVisible();
		await expect( counter ).toHaveAttribute( 'aria-live', 'polite' );
		await expect( message ).toHaveAttribute(
			'aria-describedby',
			new RegExp( `\\b${ await counter.getAttribute( 'id' ) }\\b` )
		);
		await expect( counter ).toHaveText( '2000 caracteres restantes' );

		await message.pressSequentially( 'Olá' );
		await expect( count ).toHaveText( '1997' );
		await expect( counter ).toHaveClass( /\btoo-short\b/ );

		await message.fill( 'Olá, quero um orçamento.' );
		await expect( count ).toHaveText( '1976' );
		await expect( counter ).not.toHaveClass( /\btoo-(short|long)\b/ );

		await message.fill( 'a'.repeat( 2001 ) );
		await expect( count ).toHaveText( '-1' );
		await expect( counter ).toHaveClass( /\btoo-long\b/ );
		await expect( count ).toHaveClass( /\btoo-long\b/ );
	} );
} );
