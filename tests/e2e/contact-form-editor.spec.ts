/**
 * The contact form's settings in the block editor, as an administrator uses them on the demo
 * form (/contato/): the Mail panel (recipient, subject and body, placeholders inserted by
 * clicking them, warnings for what the server could not use), the Files and Spam protection
 * panels, and the Messages panel (the built-in text shown in each input, a reset, an override)
 * are saved with the form, show again after a reload, and a visitor's send then uses them: the
 * captured mail goes to the new recipient with the new subject, and the visitor reads the
 * overridden message. The panels read in Portuguese, as the site (their translations are
 * loaded for the script). The Forwarding panel: contact-form-forwarding.spec.ts.
 *
 * Leaves no trace: the form's original metas are written back, the spec's submissions
 * (addresses in e2e-contact.test) and recorded mails removed, and the mail sink (the one
 * tests/e2e/contact-form.spec.ts uses) taken out of the e2e site's mu-plugins.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { openPanel } from './editor-panels';
import { expect, test, VISITOR } from './fixtures';

const ROOT = path.resolve( __dirname, '../..' );
const SITE = path.join(
	ROOT,
	'.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);
const SINK = path.join( SITE, 'wp-content/mu-plugins/farol-e2e-mail-sink.php' );
const DOMAIN = 'e2e-contact.test';
const HUMAN_DELAY_MS = 3200;
const MAIL_META = 'farol_contact_form_mail';
const MESSAGES_META = 'farol_contact_form_messages';
const MAIL_2_META = 'farol_contact_form_mail_2';
const RECIPIENT = `equipe@${ DOMAIN }`;
const OVERRIDE = 'Mensagem recebida pelo teste do editor.';

/** The demo quiz's questions and answers (tools/runtime/demo/45-contact-form.php). */
const QUIZ: Record< string, string > = {
	'Quanto é 2 + 3?': '5',
	'Qual é a capital do Brasil?': 'Brasília',
};

type Store = {
	mails: Array< { to: string; subject: string; message: string } >;
};

type WpGlobal = {
	data: {
		select: ( store: string ) => {
			getEditedPostAttribute: ( name: string ) => unknown;
		};
	};
	apiFetch: ( options: {
		path: string;
		method: string;
		data: unknown;
	} ) => Promise< unknown >;
};

/**
 * Reads or cleans the e2e site's mails and submissions.
 *
 * @param task    read or clean.
 * @param baseURL The site's address.
 */
function store( task: 'read' | 'clean', baseURL: string ): Store {
	const output = execFileSync(
		'php',
		[ path.join( __dirname, 'php/contact-store.php' ), SITE, task, DOMAIN ],
		{
			cwd: ROOT,
			env: { ...process.env, FAROL_SITE_URL: baseURL },
			encoding: 'utf8',
		}
	);
	return JSON.parse( output.trim().split( '\n' ).pop() ?? '{}' );
}

test.describe( 'contact form editor settings', () => {
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

	test( 'an admin sets the mail and a message in the panels, and a send uses them', async ( {
		admin,
		page,
		browser,
		baseURL,
	} ) => {
		// The block editor loads three times on a shared machine.
		test.setTimeout( 180_000 );
		await page.goto( '/contato/' );
		const formId = Number(
			await page
				.locator( 'form.farol-contact-form' )
				.getAttribute( 'data-farol-form' )
		);
		expect( formId ).toBeGreaterThan( 0 );

		await admin.editPost( formId );
		const original = await page.evaluate(
			() =>
				( window as unknown as { wp: WpGlobal } ).wp.data
					.select( 'core/editor' )
					.getEditedPostAttribute( 'meta' ) as Record<
					string,
					unknown
				>
		);
		const restore = () =>
			page.evaluate(
				( { id, meta } ) =>
					( window as unknown as { wp: WpGlobal } ).wp.apiFetch( {
						path: `/wp/v2/farol-contact-forms/${ id }`,
						method: 'POST',
						data: { meta },
					} ),
				{
					id: formId,
					meta: {
						[ MAIL_META ]: original[ MAIL_META ],
						[ MAIL_2_META ]: original[ MAIL_2_META ] ?? {},
						[ MESSAGES_META ]: original[ MESSAGES_META ],
					},
				}
			);

		try {
			const mail = await openPanel( page, 'E-mail' );
			const recipient = mail.getByLabel( 'Destinatário' );
			const subject = mail.getByLabel( 'Assunto' );
			const body = mail.getByLabel( 'Corpo da mensagem' );
			const replyTo = mail.getByLabel( 'Responder para' );

			// Warnings for what the server could not use.
			await recipient.fill( 'equipe@' );
			await expect(
				mail.getByText(
					'O destinatário não é um endereço de e-mail válido nem um marcador.'
				)
			).toBeVisible();
			await recipient.fill( RECIPIENT );
			await expect(
				mail.getByText( 'O destinatário não é', { exact: false } )
			).toHaveCount( 0 );
			await replyTo.fill( 'Ana <[your-email]>' );
			await expect(
				mail.getByText( /O “Responder para” não é/ )
			).toBeVisible();
			await replyTo.fill( '[your-email]' );
			await expect(
				mail.getByText( /O “Responder para” não é/ )
			).toHaveCount( 0 );

			// The placeholders come from the form's blocks; a click inserts at the caret.
			const placeholders = mail.getByRole( 'group', {
				name: 'Marcadores dos campos',
			} );
			await subject.fill( 'Novo contato:  (site)' );
			await subject.focus();
			await subject.evaluate( ( input: HTMLInputElement ) =>
				input.setSelectionRange( 14, 14 )
			);
			await placeholders
				.getByRole( 'button', { name: '[your-name]' } )
				.click();
			await expect( subject ).toHaveValue(
				'Novo contato: [your-name] (site)'
			);
			await body.fill( 'Mensagem: ' );
			await body.focus();
			await placeholders
				.getByRole( 'button', { name: '[your-message]' } )
				.click();
			await expect( body ).toHaveValue( 'Mensagem: [your-message]' );
			await body.fill( 'Mensagem: [your-message] [sem-campo]' );
			await expect(
				mail.getByText(
					'O marcador [sem-campo] não corresponde a nenhum campo deste formulário.'
				)
			).toBeVisible();
			await body.fill( 'Mensagem: [your-message]' );

			// What happens to uploaded files: attached and kept by default.
			const files = await openPanel( page, 'Arquivos' );
			await expect(
				files.getByLabel( 'Anexar ao e-mail e guardar com o envio' )
			).toBeChecked();
			await files
				.getByLabel( 'Só guardar com o envio (não anexar)' )
				.check();

			// The second mail: off until switched on, then the same inputs, its recipient one
			// address or one placeholder.
			const second = await openPanel( page, 'E-mail (2)' );
			await expect( second.getByLabel( 'Destinatário' ) ).toHaveCount(
				0
			);
			await second
				.getByRole( 'checkbox', { name: 'Enviar um segundo e-mail' } )
				.check();
			const secondRecipient = second.getByLabel( 'Destinatário' );
			await secondRecipient.fill( `a@${ DOMAIN }, [your-email]` );
			await expect(
				second.getByText( /o segundo e-mail não será enviado/ )
			).toBeVisible();
			await secondRecipient.fill( '[your-email]' );
			await expect(
				second.getByText( /o segundo e-mail não será enviado/ )
			).toHaveCount( 0 );
			await second
				.getByLabel( 'Assunto' )
				.fill( 'Recebemos a sua mensagem, [your-name]' );

			// The captcha switch (the demo form asks for one) and the site's spam settings.
			const spamPanel = await openPanel( page, 'Antispam' );
			await expect(
				spamPanel.getByRole( 'checkbox', { name: 'Pedir um captcha' } )
			).toBeChecked();
			await expect(
				spamPanel.getByRole( 'link', {
					name: /Configurações antispam do site/,
				} )
			).toHaveAttribute(
				'href',
				/edit\.php\?post_type=farol_contact_form&page=farol-contact-spam$/
			);

			// Messages: the built-in text is the placeholder; reset empties an override.
			const messages = await openPanel( page, 'Mensagens' );
			const spam = messages.getByLabel( 'spam', { exact: true } );
			await expect( spam ).toHaveAttribute(
				'placeholder',
				'Ocorreu um erro ao tentar enviar sua mensagem. Tente novamente mais tarde.'
			);
			await expect(
				messages.getByLabel( 'email', { exact: true } )
			).toHaveAttribute(
				'placeholder',
				'Informe um endereço de e-mail válido.'
			);
			const sent = messages.getByLabel( 'mail_sent', { exact: true } );
			await messages
				.getByRole( 'button', {
					name: 'Restaurar mail_sent para a mensagem padrão',
				} )
				.click();
			await expect( sent ).toHaveValue( '' );
			await expect( sent ).toHaveAttribute(
				'placeholder',
				'Agradecemos a sua mensagem. Ela foi enviada.'
			);
			await sent.fill( OVERRIDE );

			const saved = page.waitForResponse(
				( response ) =>
					response
						.url()
						.includes( `farol-contact-forms/${ formId }` ) &&
					response.request().method() === 'POST'
			);
			await page
				.locator( '.edit-post-header' )
				.getByRole( 'button', { name: /^(Atualizar|Update)$/ } )
				.click();
			expect( ( await saved ).status() ).toBe( 200 );

			// After a reload the panels show what was saved.
			await page.reload();
			const again = await openPanel( page, 'E-mail' );
			await expect( again.getByLabel( 'Destinatário' ) ).toHaveValue(
				RECIPIENT
			);
			await expect( again.getByLabel( 'Assunto' ) ).toHaveValue(
				'Novo contato: [your-name] (site)'
			);
			await expect( again.getByLabel( 'Corpo da mensagem' ) ).toHaveValue(
				'Mensagem: [your-message]'
			);
			await expect(
				( await openPanel( page, 'Arquivos' ) ).getByLabel(
					'Só guardar com o envio (não anexar)'
				)
			).toBeChecked();
			const messagesAgain = await openPanel( page, 'Mensagens' );
			await expect(
				messagesAgain.getByLabel( 'mail_sent', { exact: true } )
			).toHaveValue( OVERRIDE );

			// A visitor's send uses them.
			const visitor = await browser.newContext( {
				storageState: VISITOR,
				baseURL,
			} );
			try {
				const front = await visitor.newPage();
				await front.goto( '/contato/' );
				const loadedAt = Date.now();
				const form = front.locator( 'form.farol-contact-form' );
				await form.getByLabel( 'Seu nome' ).fill( 'Ana Editor' );
				await form
					.getByLabel( 'Seu e-mail' )
					.fill( `ana-editor@${ DOMAIN }` );
				await form.getByLabel( 'Assunto' ).selectOption( 'Suporte' );
				await form
					.getByLabel( 'Sua mensagem' )
					.fill( 'Testando as configurações do formulário.' );
				const question = (
					await form
						.locator( '.farol-contact-form__quiz-question' )
						.innerText()
				).trim();
				await form
					.getByLabel( question )
					.fill( QUIZ[ question ] ?? '' );
				await form
					.getByLabel( /Concordo com o uso dos meus dados/ )
					.check();
				await front.waitForTimeout(
					Math.max( 0, HUMAN_DELAY_MS - ( Date.now() - loadedAt ) )
				);
				await form
					.getByRole( 'button', { name: 'Enviar mensagem' } )
					.click();
				await expect( form ).toHaveClass( /\bsent\b/ );
				await expect(
					form.locator( '.farol-contact-form__response' )
				).toHaveText( OVERRIDE );
			} finally {
				await visitor.close();
			}

			const { mails } = store( 'read', baseURL! );
			expect( mails ).toHaveLength( 2 );
			expect( mails[ 0 ] ).toMatchObject( {
				to: RECIPIENT,
				subject: 'Novo contato: Ana Editor (site)',
				message: 'Mensagem: Testando as configurações do formulário.',
			} );
			expect( mails[ 1 ] ).toMatchObject( {
				to: `ana-editor@${ DOMAIN }`,
				subject: 'Recebemos a sua mensagem, Ana Editor',
			} );
		} finally {
			await restore();
		}
		// Written back as it was.
		await page.reload();
		const restored = await page.evaluate(
			() =>
				( window as unknown as { wp: WpGlobal } ).wp.data
					.select( 'core/editor' )
					.getEditedPostAttribute( 'meta' ) as Record<
					string,
					unknown
				>
		);
		// The server's sanitizer writes the files setting's default out (the same behaviour).
		expect( restored[ MAIL_META ] ).toEqual( {
			attachments: 'attach_and_keep',
			...( original[ MAIL_META ] as Record< string, unknown > ),
		} );
		expect( restored[ MESSAGES_META ] ).toEqual(
			original[ MESSAGES_META ]
		);
		expect( restored[ MAIL_2_META ] ).toMatchObject( { active: false } );
	} );
} );
