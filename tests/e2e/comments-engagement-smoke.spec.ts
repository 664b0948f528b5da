/**
 * The comment engagement features on whichever runtime the run points at (@smoke: on the
 * Playground runtime of `npm start` it proves them on SQLite too), on the seeded pt_BR demo
 * content (tools/runtime/demo/55-, 57-, 59-, 60-*.php):
 *
 * - the rated demo post "Landing pages que convertem" shows the stars and the average, and its
 *   head's JSON-LD AggregateRating parses; a guest rates a post this spec creates (deleted
 *   after, with its ratings);
 * - a guest subscribes on "como-medir-conversoes": the confirmation mail reaches the runtime's
 *   mail sink (Tools › Caixa de e-mails de teste, read as the administrator), its link confirms,
 *   and the "confirmed" mail's unsubscribe link removes the subscription again;
 * - the demo comment with attachments shows its thumbnail (an image with its alt, served) and
 *   its file link; a discussable passage's icon opens the inline popup and Escape closes it;
 * - a guest opens the info modal ("Meu conteúdo") and finds its e-mail form.
 *
 * Only reads and what it removes itself: the sink keeps its messages (it is the runtime's
 * record of mail, capped at 50), to an address of this run only.
 */
/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { expect, test, VISITOR } from './fixtures';

const RATED = '/landing-pages-que-convertem/';
const SUBSCRIBE = '/como-medir-conversoes/';
const ATTACHMENTS = '/seo-local-pequenas-empresas/';
const INLINE = '/como-escrever-titulos-que-convertem/';
const RUN = Date.now().toString( 36 );

/**
 * A guest's page (no cookies).
 *
 * @param browser The browser.
 * @param baseURL The site's address.
 */
async function guestPage(
	browser: Browser,
	baseURL: string | undefined
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL,
		storageState: VISITOR,
	} );
	return context.newPage();
}

/**
 * The JSON-LD objects of the page's head, parsed.
 *
 * @param page The page.
 */
async function jsonLd( page: Page ): Promise< unknown[] > {
	const texts = await page
		.locator( 'head script[type="application/ld+json"]' )
		.allTextContents();
	return texts.map( ( text ) => JSON.parse( text ) as unknown );
}

/**
 * Polls the runtime's mail sink (as the administrator) for a mail to an address holding a link
 * of a kind, and answers the link.
 *
 * @param admin The administrator's page.
 * @param to    The address.
 * @param kind  wpdiscuzConfirm or wpdiscuzUnsubscribe.
 */
async function sinkLink(
	admin: Page,
	to: string,
	kind: string
): Promise< string > {
	const link = admin
		.locator( '.farol-mail-sink__message' )
		.filter( { hasText: to } )
		.locator( `a[href*="${ kind }=1"]` )
		.first();
	await expect
		.poll(
			async () => {
				await admin.goto( '/wp-admin/tools.php?page=farol-mail-sink' );
				return link.count();
			},
			{ timeout: 30_000, message: `a ${ kind } mail to ${ to }` }
		)
		.toBe( 1 );
	return ( await link.getAttribute( 'href' ) ) ?? '';
}

test.describe( 'comment engagement on this runtime', () => {
	test.setTimeout( 120_000 );

	test( 'the rated demo post shows its average and JSON-LD; a guest rates @smoke', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const guest = await guestPage( browser, baseURL );
		await guest.goto( RATED );
		const rating = guest.getByRole( 'group', { name: 'Avalie este post' } );
		await expect( rating ).toBeVisible();
		await expect(
			rating.getByRole( 'button', { name: 'Avaliar com 5 de 5' } )
		).toBeVisible();
		await expect( rating ).toContainText( /\d,\d \(\d+ avaliações\)/ );
		const objects = await jsonLd( guest );
		expect( objects ).toHaveLength( 1 );
		expect( objects[ 0 ] ).toMatchObject( {
			'@context': 'https://schema.org',
			aggregateRating: {
				'@type': 'AggregateRating',
				bestRating: 5,
				worstRating: 1,
			},
		} );
		const aggregate = (
			objects[ 0 ] as {
				aggregateRating: { ratingValue: number; ratingCount: number };
			}
		 ).aggregateRating;
		// The demo's twelve ratings at least (average 4,3).
		expect( aggregate.ratingCount ).toBeGreaterThanOrEqual( 12 );
		expect( aggregate.ratingValue ).toBeGreaterThanOrEqual( 1 );
		expect( aggregate.ratingValue ).toBeLessThanOrEqual( 5 );
		await expect( rating ).toContainText(
			`${ aggregate.ratingValue.toFixed( 1 ).replace( '.', ',' ) } (${
				aggregate.ratingCount
			} avaliações)`
		);

		// A guest rates a post of this run (its ratings go with it).
		const post = await requestUtils.rest< { id: number; link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: `Avaliação de fumaça ${ RUN }`,
				status: 'publish',
				comment_status: 'open',
				content:
					'<!-- wp:paragraph --><p>Um post para avaliar.</p><!-- /wp:paragraph -->',
			},
		} );
		try {
			const link = new URL( post.link );
			await guest.goto( link.pathname + link.search );
			await expect( rating ).toContainText( 'Ainda sem avaliações' );
			const answered = guest.waitForResponse( ( response ) =>
				( response.request().postData() ?? '' ).includes(
					'name="action"\r\n\r\nwpdUserRate'
				)
			);
			await rating
				.getByRole( 'button', { name: 'Avaliar com 4 de 5' } )
				.click();
			expect( ( await ( await answered ).json() ).success ).toBe( true );
			await expect( rating ).toContainText( '4,0 (1 avaliação)' );
			await guest.reload();
			await expect( rating ).toContainText( '4,0 (1 avaliação)' );
			expect( await jsonLd( guest ) ).toMatchObject( [
				{ aggregateRating: { ratingValue: 4, ratingCount: 1 } },
			] );
		} finally {
			await guest.context().close();
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ post.id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'a guest subscribes, confirms by the mailed link and unsubscribes @smoke', async ( {
		browser,
		baseURL,
		page,
	} ) => {
		const email = `leitora-${ RUN }@e2e-smoke.test`;
		const guest = await guestPage( browser, baseURL );
		await guest.goto( SUBSCRIBE );
		const bar = guest.getByRole( 'form', { name: 'Inscrever-se' } );
		await expect( bar ).toBeVisible();
		await bar.getByLabel( 'Seu e-mail' ).fill( email );
		const answered = guest.waitForResponse(
			( response ) =>
				response
					.request()
					.postData()
					?.includes( 'wpdAddSubscription' ) ?? false
		);
		await bar.getByRole( 'button', { name: 'Inscrever-se' } ).click();
		const body = ( await ( await answered ).json() ) as {
			success: boolean;
			data: { code: string };
		};
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		expect( body.data.code ).toBe( 'subscription_confirm_sent' );
		await expect(
			guest.getByText( 'Enviamos um e-mail para você' )
		).toBeVisible();
		// The page reloads itself after 3 s: a navigation before that would be aborted by it.
		await guest.waitForEvent( 'load', { timeout: 10_000 } );

		// The administrator reads the runtime's mail sink: the confirmation is there.
		const confirm = await sinkLink( page, email, 'wpdiscuzConfirm' );
		await guest.goto( confirm );
		// The link's page asks with one button (a GET changes nothing).
		await guest
			.getByRole( 'button', { name: 'Confirmar inscrição' } )
			.click();
		await expect(
			guest.getByRole( 'status' ).filter( {
				hasText: 'Sua inscrição está confirmada.',
			} )
		).toBeVisible();

		// Leaves no trace: the "confirmed" mail's unsubscribe link removes the subscription.
		const unsubscribe = await sinkLink(
			page,
			email,
			'wpdiscuzUnsubscribe'
		);
		await guest.goto( unsubscribe );
		await guest
			.getByRole( 'button', { name: 'Cancelar inscrição' } )
			.click();
		await expect(
			guest.getByRole( 'status' ).filter( {
				hasText: 'Inscrição cancelada.',
			} )
		).toBeVisible();
		await guest.context().close();
	} );

	test( 'attachments show their thumbnail and file; a passage opens its popup @smoke', async ( {
		browser,
		baseURL,
	} ) => {
		const guest = await guestPage( browser, baseURL );
		await guest.goto( ATTACHMENTS );
		const files = guest
			.getByRole( 'article' )
			.filter( { hasText: 'Segue a foto do farol' } )
			.getByRole( 'group', { name: 'Anexos' } );
		const image = files.getByRole( 'img', { name: 'farol.png' } );
		await expect( image ).toBeVisible();
		// Served: the browser decoded it.
		await expect
			.poll( () =>
				image.evaluate(
					( img: HTMLImageElement ) =>
						img.complete && img.naturalWidth
				)
			)
			.toBeGreaterThan( 0 );
		const link = files.getByRole( 'link', { name: 'roteiro.txt' } );
		await expect( link ).toBeVisible();
		const served = await guest.request.get(
			( await link.getAttribute( 'href' ) ) ?? ''
		);
		expect( served.status() ).toBe( 200 );
		expect( await served.text() ).toContain( 'Roteiro da visita ao farol' );

		await guest.goto( INLINE );
		const icon = guest.getByRole( 'button', {
			name: 'Comentar este trecho (2)',
		} );
		await expect( icon ).toHaveAttribute( 'aria-expanded', 'false' );
		await icon.click();
		const dialog = guest.getByRole( 'dialog', {
			name: 'Comentários sobre este trecho',
		} );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toContainText( 'Feche o mês em um dia' );
		await guest.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( icon ).toHaveAttribute( 'aria-expanded', 'false' );
		await guest.context().close();
	} );

	test( 'the info modal opens for a guest with its e-mail form @smoke', async ( {
		browser,
		baseURL,
	} ) => {
		const guest = await guestPage( browser, baseURL );
		await guest.goto( RATED );
		const opener = guest.getByRole( 'button', { name: 'Meu conteúdo' } );
		await opener.click();
		const dialog = guest.getByRole( 'dialog', { name: 'Meu conteúdo' } );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'textbox', { name: 'Seu e-mail' } )
		).toBeFocused();
		await expect(
			dialog.getByRole( 'button', { name: 'Enviar os links' } )
		).toBeVisible();
		await guest.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();
		await guest.context().close();
	} );
} );
