/**
 * The contact form in the browser, on the demo page /contato/ of the e2e site (pt_BR, every
 * field kind, a quiz and a required acceptance box): a visitor sends it without reload and
 * sees `sent`, the mail is captured and the submission stored, and the quiz gets a new
 * question; input the rules refuse shows their messages beside the fields (in the browser,
 * and from the server for a wrong quiz answer); an unreachable server shows the offline
 * message in Portuguese; a form placed inside another form shows the wrong-place error (at the
 * first touch, when its view loads).
 *
 * The e2e site has no mail server: for this spec only, tests/e2e/php/contact-mail-sink.php
 * sits in its mu-plugins and records wp_mail() calls (contact-form-helpers.ts). Every address used is in the domain
 * e2e-contact.test; the spec removes those submissions, the mail record and its page after.
 */
/**
 * External dependencies
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	DOMAIN,
	fillRequired,
	HUMAN_DELAY_MS,
	installMailSink,
	removeMailSink,
	store,
} from './contact-form-helpers';
import { expect, test, VISITOR } from './fixtures';

/**
 * Farol's own JavaScript on a page with a contact form once the form is touched, gzip-compressed
 * (level 9): issue 22's budget for /contato/ after the first interaction (the page loads no
 * WordPress script any more; the loader with its event replay is part of it now).
 */
const BUDGET_BYTES = 20 * 1024;

type Props = {
	schema: { rules: Array< { rule: string; field: string; error: string } > };
	messages: Record< string, string >;
};

/**
 * The form's published props, as the server printed them.
 *
 * @param page The page.
 */
async function propsOf( page: Page ): Promise< Props > {
	return JSON.parse(
		( await page
			.locator( 'form.farol-contact-form' )
			.getAttribute( 'data-farol-props' ) ) ?? '{}'
	);
}

test.describe( 'contact form', () => {
	test.use( { storageState: VISITOR } );

	test.beforeAll( async ( { baseURL } ) => {
		installMailSink();
		store( 'clean', baseURL! );
	} );

	test.afterAll( async ( { baseURL } ) => {
		store( 'clean', baseURL! );
		removeMailSink();
	} );

	test( 'a visitor sends the demo form without reload, sees sent, and the quiz gets a new question', async ( {
		page,
		baseURL,
	} ) => {
		await page.goto( '/contato/' );
		const form = page.locator( 'form.farol-contact-form' );
		const send = form.getByRole( 'button', { name: 'Enviar mensagem' } );
		const loadedAt = Date.now();

		await fillRequired( page, `ana@${ DOMAIN }` );
		await form.getByLabel( 'Site da empresa' ).fill( 'farol.example' );
		// Disabled until the required acceptance box is checked.
		await expect( send ).toBeDisabled();
		await form.getByLabel( /Concordo com o uso dos meus dados/ ).check();
		await expect( send ).toBeEnabled();

		await page.waitForTimeout(
			Math.max( 0, HUMAN_DELAY_MS - ( Date.now() - loadedAt ) )
		);
		const refill = page.waitForResponse( /\/refill/ );
		const url = page.url();
		await send.click();

		await expect( form ).toHaveClass( /\bsent\b/ );
		await expect(
			form.locator( '.farol-contact-form__response[role="status"]' )
		).toHaveText(
			'Obrigado! Recebemos sua mensagem e responderemos em breve.'
		);
		expect( page.url() ).toBe( url );
		// Reset after the send, refilled with the refill call's question and hash.
		await expect( form.getByLabel( 'Seu nome' ) ).toHaveValue( '' );
		const data = ( await ( await refill ).json() ) as {
			quiz: Record< string, [ string, string ] >;
		};
		const [ question, hash ] = data.quiz[ 'quiz-humano' ]!;
		await expect(
			form.locator( '.farol-contact-form__quiz-question' )
		).toHaveText( question );
		await expect(
			form.locator( '[data-name="quiz-humano"] input[type="hidden"]' )
		).toHaveValue( hash );
		await expect( form ).toHaveAttribute( 'data-status', 'sent' );

		const { mails, submissions } = store( 'read', baseURL! );
		expect( submissions ).toHaveLength( 1 );
		expect( submissions[ 0 ] ).toMatchObject( {
			status: 'mail_sent',
			mail_status: 'sent',
		} );
		// The url input got its scheme before the send.
		expect( submissions[ 0 ]!.fields[ 'your-site' ] ).toBe(
			'http://farol.example'
		);
		expect( mails ).toHaveLength( 1 );
		expect( mails[ 0 ]!.subject ).toBe(
			'Contato pelo site: Orçamento — Ana E2E'
		);
	} );

	test( 'invalid input shows the rules’ messages beside the fields, from the browser and from the server', async ( {
		page,
	} ) => {
		await page.goto( '/contato/' );
		const form = page.locator( 'form.farol-contact-form' );
		const loadedAt = Date.now();
		const props = await propsOf( page );
		const error = ( field: string, rule: string ): string =>
			props.schema.rules.find(
				( entry ) => entry.field === field && entry.rule === rule
			)?.error ?? `no ${ rule } rule on ${ field }`;

		await form.getByLabel( 'Seu e-mail' ).fill( 'nao-e-um-email' );
		await form.locator( 'input[name="briefing"]' ).setInputFiles( {
			name: 'briefing.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from( 'não é PDF' ),
		} );
		await form.getByLabel( /Concordo com o uso dos meus dados/ ).check();
		await form.getByRole( 'button', { name: 'Enviar mensagem' } ).click();

		await expect( form ).toHaveClass( /\binvalid\b/ );
		await expect(
			form.locator( '.farol-contact-form__response' )
		).toHaveText( props.messages.validation_failed! );
		const name = form.getByLabel( 'Seu nome' );
		await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( name ).toBeFocused();
		await expect(
			form.locator( '[data-name="your-name"] .farol-contact-form__error' )
		).toHaveText( error( 'your-name', 'required' ) );
		await expect(
			form.locator(
				'[data-name="your-email"] .farol-contact-form__error'
			)
		).toHaveText( error( 'your-email', 'email' ) );
		await expect(
			form.locator( '[data-name="briefing"] .farol-contact-form__error' )
		).toHaveText( error( 'briefing', 'file' ) );
		// Portuguese, as the site.
		expect( error( 'your-name', 'required' ) ).toBe(
			'Preencha este campo.'
		);

		// A wrong quiz answer only the server can judge: its message beside the quiz.
		await form.locator( 'input[name="briefing"]' ).setInputFiles( [] );
		await fillRequired( page, `quiz@${ DOMAIN }` );
		await form
			.locator( '[data-name="quiz-humano"] input[type="text"]' )
			.fill( 'não sei' );
		await page.waitForTimeout(
			Math.max( 0, HUMAN_DELAY_MS - ( Date.now() - loadedAt ) )
		);
		const answer = page.waitForResponse( /\/feedback$/ );
		await form.getByRole( 'button', { name: 'Enviar mensagem' } ).click();
		expect( ( await answer ).status() ).toBe( 200 );
		await expect(
			form.locator(
				'[data-name="quiz-humano"] .farol-contact-form__error'
			)
		).toHaveText( 'A resposta para o quiz está incorreta.' );
		await expect(
			form.locator( '[data-name="your-name"] .farol-contact-form__error' )
		).toHaveText( '' );
		await expect( form ).toHaveClass( /\binvalid\b/ );
	} );

	test( 'offline: the send fails with the fetch_error message in Portuguese and keeps the data', async ( {
		page,
	} ) => {
		await page.route( /\/contact-forms\/\d+\/feedback$/, ( route ) =>
			route.abort( 'internetdisconnected' )
		);
		await page.goto( '/contato/' );
		const form = page.locator( 'form.farol-contact-form' );
		await fillRequired( page, `offline@${ DOMAIN }` );
		await form.getByLabel( /Concordo com o uso dos meus dados/ ).check();
		await form.getByRole( 'button', { name: 'Enviar mensagem' } ).click();

		await expect(
			form.locator( '.farol-contact-form__response' )
		).toHaveText( 'Você provavelmente está sem conexão.' );
		await expect( form ).toHaveClass( /\baborted\b/ );
		await expect( form.getByLabel( 'Seu nome' ) ).toHaveValue( 'Ana E2E' );
		await expect(
			form.getByRole( 'button', { name: 'Enviar mensagem' } )
		).toBeEnabled();
	} );

	test( 'a contact form placed inside another form shows the wrong-place error', async ( {
		page,
		requestUtils,
	} ) => {
		const form = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/farol-contact-forms',
			method: 'GET',
			params: { slug: 'contato-farol' },
		} );
		const formId = ( form as unknown as Array< { id: number } > )[ 0 ]!.id;
		const created = await requestUtils.rest< { id: number; link: string } >(
			{
				path: '/wp/v2/pages',
				method: 'POST',
				data: {
					title: 'E2E contato aninhado',
					status: 'publish',
					content: [
						'<!-- wp:html --><form class="outer-form" action="#"><!-- /wp:html -->',
						`<!-- wp:farol/contact-form {"formId":${ formId }} /-->`,
						'<!-- wp:html --></form><!-- /wp:html -->',
					].join( '\n' ),
				},
			}
		);
		try {
			await page.goto( created.link );
			// The view loads on the first touch of the form (data-farol-when="interaction"):
			// it finds its form misplaced then.
			await page.getByLabel( 'Seu nome' ).focus();
			await expect(
				page.getByRole( 'alert' ).filter( { hasText: 'lugar errado' } )
			).toHaveText(
				'Erro: este formulário de contato está no lugar errado.'
			);
			await expect(
				page.locator( 'form.farol-contact-form' )
			).toHaveCount( 0 );
		} finally {
			await requestUtils.rest( {
				path: `/wp/v2/pages/${ created.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	} );

	test( 'a form served from a cache after its stamp expired gets a fresh stamp and is sent', async ( {
		page,
		baseURL,
	} ) => {
		await page.goto( '/contato/' );
		const form = page.locator( 'form.farol-contact-form' );
		// As a page cache would serve it hours later: the stamp is two hours old (and, since only
		// the server can sign, unsigned: sent as it is, the server would call the send spam).
		await form
			.locator( 'input[name="farol_started"]' )
			.evaluate( ( input: HTMLInputElement ) => {
				input.value = `${
					Math.floor( Date.now() / 1000 ) - 7200
				}.${ '0'.repeat( 64 ) }`;
			} );
		const fresh = page.waitForResponse(
			/\/farol\/v1\/stamps\/contact-form\/\d+/
		);
		await fillRequired( page, `carimbo@${ DOMAIN }` );
		expect( ( await fresh ).status() ).toBe( 200 );
		await form.getByLabel( /Concordo com o uso dos meus dados/ ).check();
		// Sent at once: the form holds the send until the fresh stamp is old enough.
		await form.getByRole( 'button', { name: 'Enviar mensagem' } ).click();

		await expect(
			form.locator( '.farol-contact-form__response[role="status"]' )
		).toHaveText(
			'Obrigado! Recebemos sua mensagem e responderemos em breve.'
		);
		const { submissions } = store( 'read', baseURL! );
		expect(
			submissions.filter(
				( row ) => row.fields[ 'your-email' ] === `carimbo@${ DOMAIN }`
			)
		).toHaveLength( 1 );
	} );

	test( 'the page’s own JavaScript stays within its budget', async ( {
		page,
	} ) => {
		const bodies: Array< Promise< Buffer > > = [];
		page.on( 'response', ( response ) => {
			if (
				response.request().resourceType() === 'script' &&
				/\/wp-content\/(plugins|themes)\/farol[^/]*\//.test(
					response.url()
				)
			) {
				bodies.push( response.body() );
			}
		} );
		await page.goto( '/contato/' );
		const form = page.locator( 'form.farol-contact-form' );
		// Touched: the form starts (and would load anything it defers).
		await form.getByLabel( 'Seu nome' ).focus();
		await expect(
			form.getByRole( 'button', { name: 'Enviar mensagem' } )
		).toBeDisabled();
		await page.waitForLoadState( 'networkidle' );
		const gzip = ( await Promise.all( bodies ) ).reduce(
			( sum, body ) => sum + gzipSync( body, { level: 9 } ).length,
			0
		);
		test.info().annotations.push( {
			type: 'contact form JS (gzip)',
			description: `${ gzip } B in ${ bodies.length } scripts`,
		} );
		// eslint-disable-next-line no-console -- the figure the issue asks to report.
		console.log(
			`contact form page, own JS: ${ gzip } B gzip in ${ bodies.length } scripts`
		);
		expect( bodies.length ).toBeGreaterThan( 0 );
		expect( gzip ).toBeLessThanOrEqual( BUDGET_BYTES );
	} );
} );
