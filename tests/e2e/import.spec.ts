/**
 * Switching from wpDiscuz and Contact Form 7 + Flamingo through Ferramentas › Importar, in
 * Chromium, on the e2e site loaded with the real migration fixtures (tests/e2e/php/import-sources.php,
 * the demo seed's loader: ids moved by 700,000). The administrator reads each source's dry run,
 * imports with the progress bar (small batches for the spec) and reads the report; then, as
 * visitors: the wpDiscuz post keeps its comments' votes and its rating, a member sees her
 * subscription in the bar, an unsubscribe link wpDiscuz mailed still works; the Contact Form 7
 * page's `[contact-form-7]` shortcode shows the Farol form, which sends through Farol; the inbox
 * lists Flamingo's history. Last, the shortcode tool's button puts the block in the pages. The
 * spec removes everything it loaded and everything the imports made.
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
import {
	HUMAN_DELAY_MS,
	installMailSink,
	removeMailSink,
} from './contact-form-helpers';
import { siteSql, SITE_DIR } from './e2e-database';

const HELPER = path.join( __dirname, 'php/import-sources.php' );
const DOMAIN = 'e2e-import.test';

type Loaded = {
	wpdiscuz: { post: number };
	cf7: { pages: { rich: number; default: number } };
	carla: string;
};

/**
 * Loads or removes the fixtures (and what the imports made of them).
 *
 * @param task    load or clean.
 * @param baseURL The site.
 */
function sources( task: 'load' | 'clean', baseURL: string ): Loaded {
	const output = execFileSync( 'php', [ HELPER, SITE_DIR, task ], {
		env: { ...process.env, FAROL_SITE_URL: baseURL },
		encoding: 'utf8',
	} );
	return JSON.parse( output.trim().split( '\n' ).pop() ?? '{}' ) as Loaded;
}

/**
 * A new page of a visitor, or of a user logged in (password "password").
 *
 * @param browser The browser.
 * @param baseURL The site.
 * @param user    Login, or none for a visitor.
 */
async function newPage(
	browser: Browser,
	baseURL: string,
	user?: string
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL,
		storageState: VISITOR,
	} );
	const page = await context.newPage();
	if ( user ) {
		await sendLoginForm( page, user );
		await page.waitForURL( /\/wp-admin\// );
	}
	return page;
}

/**
 * Runs one source's import from its Ferramentas › Importar screen: the dry run, the button,
 * the progress while the batches run, the report.
 *
 * @param page     The administrator's page.
 * @param source   The source's id.
 * @param dryLine  A line of the dry run.
 * @param lastLine A line of the report.
 */
async function importFrom(
	page: Page,
	source: string,
	dryLine: string,
	lastLine: string
): Promise< void > {
	await page.goto( `/wp-admin/admin.php?import=farol-${ source }` );
	await expect(
		page.getByRole( 'heading', {
			name: 'Simulação: o que uma importação faria',
		} )
	).toBeVisible();
	await expect( page.getByText( dryLine, { exact: true } ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Importar', exact: true } ).click();
	// The batches: a progress bar and its line, the page asking for the next one.
	await expect(
		page.getByRole( 'heading', { name: 'Importando…' } )
	).toBeVisible();
	await expect( page.locator( 'progress' ) ).toBeVisible();
	await expect( page.getByRole( 'status' ) ).toContainText( 'itens lidos' );
	await expect(
		page.getByRole( 'heading', { name: 'Última importação' } )
	).toBeVisible( { timeout: 90_000 } );
	await expect( page.getByText( lastLine, { exact: true } ) ).toBeVisible();
}

test.describe( 'Ferramentas › Importar: wpDiscuz and Contact Form 7 + Flamingo', () => {
	test.describe.configure( { mode: 'serial' } );
	test.setTimeout( 240_000 );
	test.skip(
		! fs.existsSync( path.join( SITE_DIR, 'wp-load.php' ) ),
		'needs the native e2e site on this machine'
	);

	let loaded: Loaded;

	test.beforeAll( ( { baseURL } ) => {
		sources( 'clean', baseURL! );
		loaded = sources( 'load', baseURL! );
		installMailSink();
	} );

	test.afterAll( ( { baseURL } ) => {
		removeMailSink();
		sources( 'clean', baseURL! );
	} );

	test( 'the administrator imports each source: dry run, progress, report', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/import.php' );
		await expect(
			page.getByText( 'wpDiscuz', { exact: true } )
		).toBeVisible();

		await importFrom(
			page,
			'wpdiscuz',
			'Votos em comentários — encontrados: 14; a criar: 14; já importados: 0.',
			'Votos em comentários — encontrados: 14; criados: 14; já importados (não criados de novo): 0.'
		);
		await expect(
			page.getByText(
				'Inscrições por e-mail — encontrados: 8; criados: 8; já importados (não criados de novo): 0.',
				{ exact: true }
			)
		).toBeVisible();
		// The dry run shown again: everything is there already.
		await expect(
			page.getByText(
				'Votos em comentários — encontrados: 14; a criar: 0; já importados: 14.',
				{ exact: true }
			)
		).toBeVisible();

		await importFrom(
			page,
			'contact-form-7',
			'Formulários de contato — encontrados: 2; a criar: 2; já importados: 0.',
			'Formulários de contato — encontrados: 2; criados: 2; já importados (não criados de novo): 0.'
		);
		await expect(
			page.getByText(
				'Mensagens guardadas (Flamingo) — encontrados: 6; criados: 6; já importados (não criados de novo): 0.',
				{ exact: true }
			)
		).toBeVisible();
	} );

	test( 'a visitor finds the votes, the rating and an old unsubscribe link working; a member her subscription', async ( {
		browser,
		baseURL,
	} ) => {
		const visitor = await newPage( browser, baseURL! );
		await visitor.goto( `/?p=${ loaded.wpdiscuz.post }` );
		const html = await visitor.content();
		// wpDiscuz's README: comment 2 has 5 likes and 1 dislike, M1 (20001) 4 likes.
		const expected: Array< [ number, number, number ] > = [
			[ 2, 5, 1 ],
			[ 20001, 4, 0 ],
		];
		for ( const [ comment, likes, dislikes ] of expected ) {
			const id = 700000 + comment;
			const votes = new RegExp(
				`id="wpd-comm-${ id }_0"[\\s\\S]*?data-likes="(\\d+)" data-dislikes="(\\d+)"`
			).exec( html );
			expect( votes, `comment ${ id } is shown` ).not.toBeNull();
			expect( [ Number( votes![ 1 ] ), Number( votes![ 2 ] ) ] ).toEqual(
				[ likes, dislikes ]
			);
		}
		const rating = visitor.getByRole( 'group', {
			name: 'Avalie este post',
		} );
		await expect( rating ).toContainText( '3,8 (5 avaliações)' );

		// Eva's wpDiscuz unsubscribe link (subscription 5 of the fixture), as mailed.
		const email = 'eva.lima@exemplo.test';
		const stored = () =>
			siteSql(
				`SELECT COUNT(*) FROM wp_farol_comment_subscriptions WHERE email = '${ email }'`
			)[ 0 ]?.[ 0 ];
		expect( stored() ).toBe( '1' );
		await visitor.goto(
			'/wpdiscuzsubscription/unsubscribe/?wpdiscuzSubscribeID=5&key=c11c96edfb488f06ee29a8af3dc5ab40'
		);
		await visitor
			.getByRole( 'button', { name: 'Cancelar inscrição' } )
			.click();
		await expect(
			visitor.getByRole( 'status' ).filter( {
				hasText: 'Inscrição cancelada.',
			} )
		).toBeVisible();
		expect( stored() ).toBe( '0' );
		await visitor.context().close();

		// Carla (a member of the old site) subscribed to all comments with wpDiscuz's bar.
		const carla = await newPage( browser, baseURL!, loaded.carla );
		await carla.goto( `/?p=${ loaded.wpdiscuz.post }` );
		const bar = carla.getByRole( 'form', { name: 'Inscrever-se' } );
		await expect( bar ).toBeVisible();
		await expect(
			carla.locator( '.farol-subscribe__list li' )
		).toHaveCount( 1 );
		await expect(
			carla
				.locator( '.farol-subscribe__list li' )
				.getByRole( 'button', { name: 'Cancelar inscrição' } )
		).toBeVisible();
		await carla.context().close();
	} );

	test( 'the Contact Form 7 page sends through Farol and the inbox shows Flamingo’s history', async ( {
		browser,
		baseURL,
		page,
	} ) => {
		const visitor = await newPage( browser, baseURL! );
		await visitor.goto( '/fale-connosco/' );
		const loadedAt = Date.now();
		const form = visitor.locator( 'form.farol-contact-form' );
		await expect( form ).toBeVisible();
		await form.getByLabel( 'Your name' ).fill( 'Rui Import' );
		await form.getByLabel( 'Your email' ).fill( `rui@${ DOMAIN }` );
		await form.getByLabel( 'Subject' ).fill( 'Depois da troca' );
		await form
			.getByLabel( 'Your message' )
			.fill( 'O formulário antigo continua a funcionar.' );
		await visitor.waitForTimeout(
			Math.max( 0, HUMAN_DELAY_MS - ( Date.now() - loadedAt ) )
		);
		await form.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( form ).toHaveClass( /\bsent\b/ );
		await visitor.context().close();

		// The inbox of the rich form: Flamingo's messages, with their dates.
		await page.goto( '/wp-admin/edit.php?post_type=farol_contact_form' );
		const row = page.getByRole( 'row', {
			name: /Pedido de contacto completo/,
		} );
		await row.hover();
		const listed = page.waitForResponse( /contact-submissions/ );
		await row
			.getByRole( 'link', { name: /^Mensagens recebidas \(\d+\)$/ } )
			.click();
		await listed;
		const table = page.locator( '.dataviews-view-table' );
		await expect(
			table.getByRole( 'row', { name: /Ana Silva/ } )
		).toBeVisible();
		await expect(
			table.getByRole( 'row', { name: /Bruno Costa/ } )
		).toBeVisible();

		// The default form's: the message just sent, beside the imported ones.
		await page.goto( '/wp-admin/edit.php?post_type=farol_contact_form' );
		const plain = page.getByRole( 'row', { name: /Contact form 1/ } );
		await plain.hover();
		const again = page.waitForResponse( /contact-submissions/ );
		await plain
			.getByRole( 'link', { name: /^Mensagens recebidas \(\d+\)$/ } )
			.click();
		await again;
		await expect(
			table.getByRole( 'row', { name: /Rui Import/ } )
		).toBeVisible();
	} );

	test( 'the shortcode tool’s button puts the block in the pages, which still show the form', async ( {
		browser,
		baseURL,
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?import=farol-contact-form-7' );
		await expect(
			page.getByRole( 'heading', {
				name: 'Shortcodes do Contact Form 7 no seu conteúdo',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Fale connosco' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Pedido de contacto' } )
		).toBeVisible();
		await page
			.getByRole( 'checkbox', {
				name: 'Substituir os shortcodes nestes posts.',
			} )
			.check();
		await page
			.getByRole( 'button', {
				name: 'Substituir os shortcodes pelo bloco',
			} )
			.click();
		await expect( page.getByRole( 'status' ).first() ).toContainText(
			'2 shortcodes substituídos pelo bloco de formulário de contato em 2 posts'
		);
		await expect(
			page.getByText(
				'Nenhum post tem um shortcode de um formulário importado.'
			)
		).toBeVisible();
		const content = siteSql(
			`SELECT post_content FROM wp_posts WHERE ID = ${ loaded.cf7.pages.default }`
		)[ 0 ]?.[ 0 ];
		expect( content ).toContain( '<!-- wp:farol/contact-form {"formId":' );
		expect( content ).not.toContain( 'contact-form-7' );

		const visitor = await newPage( browser, baseURL! );
		await visitor.goto( '/fale-connosco/' );
		await expect(
			visitor.locator( 'form.farol-contact-form' )
		).toBeVisible();
		await visitor.context().close();
	} );
} );
