/**
 * What tests/e2e/contact-form-captcha.spec.ts needs from the e2e site and the demo form: its
 * PHP helpers (submissions and mails, the spam settings), where the site reads the stand-in's
 * port, and filling and
 * sending the demo form at a person's pace.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const ROOT = path.resolve( __dirname, '../..' );
export const SITE = path.join(
	ROOT,
	'.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);
export const MU = path.join( SITE, 'wp-content/mu-plugins' );
export const PLUGINS = [
	'contact-mail-sink.php',
	'contact-captcha-standin.php',
];
export const DOMAIN = 'e2e-captcha.test';
/** Where contact-captcha-standin.php reads the port the stand-in got at start. */
export const PORT_FILE = path.join( MU, 'farol-e2e-captcha-standin.port' );
export const HUMAN_DELAY_MS = 3200;
export const CAPTCHA_MESSAGE = 'Por favor, confirme que você não é um robô.';

/** The demo quiz's questions and answers (tools/runtime/demo/45-contact-form.php). */
export const QUIZ: Record< string, string > = {
	'Quanto é 2 + 3?': '5',
	'Qual é a capital do Brasil?': 'Brasília',
};

export type Store = {
	mails: unknown[];
	submissions: Array< { status: string; mail_status: string } >;
};

/**
 * Runs one of the spec's PHP helpers against the e2e site.
 *
 * @param script  Helper file in tests/e2e/php.
 * @param args    Its arguments after the site.
 * @param baseURL The site's address.
 */
export function php( script: string, args: string[], baseURL: string ): string {
	const output = execFileSync(
		'php',
		[ path.join( __dirname, 'php', script ), SITE, ...args ],
		{
			cwd: ROOT,
			env: { ...process.env, FAROL_SITE_URL: baseURL },
			encoding: 'utf8',
		}
	);
	return output.trim().split( '\n' ).pop() ?? 'null';
}

export const store = ( task: 'read' | 'clean', baseURL: string ): Store =>
	JSON.parse( php( 'contact-store.php', [ task, DOMAIN ], baseURL ) );

export const setSettings = ( value: unknown, baseURL: string ): void => {
	php(
		'contact-captcha-settings.php',
		[ 'set', JSON.stringify( value ) ],
		baseURL
	);
};

/**
 * Fills what the demo form requires and accepts its terms.
 *
 * @param page  The page.
 * @param email The visitor's address.
 */
export async function fillRequired(
	page: Page,
	email: string
): Promise< void > {
	const form = page.locator( 'form.farol-contact-form' );
	await form.getByLabel( 'Seu nome' ).fill( 'Ana Captcha' );
	await form.getByLabel( 'Seu e-mail' ).fill( email );
	await form.getByLabel( 'Assunto' ).selectOption( 'Orçamento' );
	await form
		.getByLabel( 'Sua mensagem' )
		.fill( 'Quero um orçamento para o site da empresa.' );
	const question = (
		await form.locator( '.farol-contact-form__quiz-question' ).innerText()
	).trim();
	await form.getByLabel( question ).fill( QUIZ[ question ] ?? '' );
	// With the keyboard, as a person may: a click aimed at the box can miss it while the
	// page below is still laying out (the no-JS page, a provider's script arriving).
	const consent = form.getByLabel( /Concordo com o uso dos meus dados/ );
	await consent.focus();
	await page.keyboard.press( 'Space' );
	await expect( consent ).toBeChecked();
}

/**
 * Opens the demo form, fills it, waits as a person would and sends it.
 *
 * @param page  The page.
 * @param email The visitor's address.
 */
export async function sendDemoForm(
	page: Page,
	email: string
): Promise< string > {
	await page.goto( '/contato/' );
	const loadedAt = Date.now();
	await fillRequired( page, email );
	await page.waitForTimeout(
		Math.max( 0, HUMAN_DELAY_MS - ( Date.now() - loadedAt ) )
	);
	const request = page.waitForRequest( /\/feedback$/ );
	await page
		.locator( 'form.farol-contact-form' )
		.getByRole( 'button', { name: 'Enviar mensagem' } )
		.click();
	return ( await request ).postData() ?? '';
}
