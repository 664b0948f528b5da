/**
 * What the contact form e2e specs share: the e2e site's folder, the mail sink they put in its
 * mu-plugins for their run (tests/e2e/php/contact-mail-sink.php records wp_mail() calls: the
 * e2e site has no mail server), the store helper that reads or removes the submissions of
 * one test domain, and how a visitor fills and sends the demo form on /contato/.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const ROOT = path.resolve( __dirname, '../..' );
export const SITE = path.join(
	ROOT,
	'.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);
const SINK = path.join( SITE, 'wp-content/mu-plugins/farol-e2e-mail-sink.php' );

/** The contact form spec's addresses' domain. */
export const DOMAIN = 'e2e-contact.test';

/** The server refuses a submission sent sooner than this after the form was rendered. */
export const HUMAN_DELAY_MS = 3200;

/** The demo quiz's questions and answers (tools/runtime/demo/45-contact-form.php). */
const QUIZ: Record< string, string > = {
	'Quanto é 2 + 3?': '5',
	'Qual é a capital do Brasil?': 'Brasília',
};

export type Store = {
	mails: Array< { to: string; subject: string; message: string } >;
	submissions: Array< {
		status: string;
		mail_status: string;
		forward_status: string;
		fields: Record< string, unknown >;
	} >;
};

/** Records the site's mails instead of sending them, for the spec's run. */
export function installMailSink(): void {
	fs.copyFileSync(
		path.join( __dirname, 'php/contact-mail-sink.php' ),
		SINK
	);
}

export function removeMailSink(): void {
	fs.rmSync( SINK, { force: true } );
}

/**
 * Reads or cleans the e2e site's mails and the submissions of a domain, or marks those
 * submissions' forwarding to RD Station as failed (after 10 attempts, with an error).
 *
 * @param task    read or clean.
 * @param baseURL The site's address.
 * @param domain  Domain of the addresses the spec used.
 */
export function store(
	task: 'read' | 'clean' | 'fail-forwarding',
	baseURL: string,
	domain: string = DOMAIN
): Store {
	const output = execFileSync(
		'php',
		[ path.join( __dirname, 'php/contact-store.php' ), SITE, task, domain ],
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
 * @param name  The visitor's name.
 */
export async function fillRequired(
	page: Page,
	email: string,
	name = 'Ana E2E'
): Promise< void > {
	const form = page.locator( 'form.farol-contact-form' );
	await form.getByLabel( 'Seu nome' ).fill( name );
	await form.getByLabel( 'Seu e-mail' ).fill( email );
	await form.getByLabel( 'Assunto' ).selectOption( 'Orçamento' );
	await form
		.getByLabel( 'Sua mensagem' )
		.fill( 'Quero um orçamento para o site da empresa.' );
	const question = (
		await form.locator( '.farol-contact-form__quiz-question' ).innerText()
	).trim();
	await form.getByLabel( question ).fill( QUIZ[ question ] ?? '' );
}

/**
 * A visitor sends the demo form on /contato/ and sees it sent.
 *
 * @param page  A visitor's page.
 * @param email The visitor's address.
 * @param name  The visitor's name.
 * @param extra Fills more fields before the send.
 * @return The form.
 */
export async function sendDemoForm(
	page: Page,
	email: string,
	name?: string,
	extra?: ( form: Locator ) => Promise< void >
): Promise< Locator > {
	await page.goto( '/contato/' );
	const loadedAt = Date.now();
	const form = page.locator( 'form.farol-contact-form' );
	await fillRequired( page, email, name );
	await extra?.( form );
	await form.getByLabel( /Concordo com o uso dos meus dados/ ).check();
	await page.waitForTimeout(
		Math.max( 0, HUMAN_DELAY_MS - ( Date.now() - loadedAt ) )
	);
	await form.getByRole( 'button', { name: 'Enviar mensagem' } ).click();
	return form;
}
