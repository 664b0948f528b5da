/**
 * A page cache in front (issue 37): the native runtime's production shape with nginx's
 * fastcgi_cache (FAROL_NATIVE_PAGE_CACHE, tools/runtime/native/nginx.conf.in), on a site of
 * this spec's own (page-cache-site.ts: instance `<run's instance>_pc`, the run's port + 1, a
 * 5 s micro-cache, reset fresh and dropped afterwards), read through nginx's X-Cache-Status:
 * - an anonymous reader is served from the cache (MISS, then HIT), and every bypass rule of
 *   README's "Production shape" holds; a response that sets a cookie is never stored;
 * - a guest comments on a page cached past its stamp's maximum age: the form fetches a fresh
 *   stamp and sends; the guest then bypasses the cache and sees the comment at once, another
 *   reader sees it at once through the live poll and on the page within the cache's lifetime;
 * - a vote on a cached page shows the database's count, not the cached page's;
 * - the lead form and the contact form on pages cached past their stamps' age still send;
 * - the site's PHP log stays clean.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test, VISITOR } from './fixtures';
import { acceptNextDialog } from './dialogs';
import { fillRequired } from './contact-form-helpers';
import { runtimeReady } from './lead-form-submit-helpers';
import { CommentsPage } from './pages/comments.page';
import {
	CACHE_SECONDS,
	CACHE_URL,
	contactStatuses,
	fetchAs,
	logLinesOf,
	OWN_SITE,
	startSite,
	STALE_AGE,
	STAMP_MAX_AGE,
	stampTime,
	stopSite,
	siteRows,
} from './page-cache-site';

/** Makes every address and text of this run unique. */
const RUN = Date.now().toString( 36 );
const POST = '/landing-pages-que-convertem/';

test.describe( 'page cache in front', () => {
	test.skip( ! OWN_SITE, 'needs the native e2e site of this checkout' );
	test.describe.configure( { mode: 'serial' } );
	test.use( { baseURL: CACHE_URL, storageState: VISITOR } );

	test.beforeAll( async ( {}, testInfo ) => {
		testInfo.setTimeout( 120_000 );
		startSite();
	} );

	test.afterAll( () => stopSite() );

	/**
	 * Renders a page as a cache would hold it hours later: the request carries the site's test
	 * header, so every form stamp on it is STALE_AGE old; its key is the plain address.
	 *
	 * @param path The address (a campaign tag makes it an entry of its own).
	 */
	async function primeStale( path: string ): Promise< void > {
		const primed = await fetchAs( path, {
			'X-Farol-Test-Stamp-Age': String( STALE_AGE ),
		} );
		expect( primed.status ).toBe( 200 );
		expect( [ 'MISS', 'EXPIRED' ] ).toContain( primed.cache );
	}

	/**
	 * Opens a primed page in the browser and checks it came from the cache with the old stamp.
	 *
	 * @param page The visitor's page.
	 * @param path The address.
	 */
	async function openCached( page: Page, path: string ): Promise< void > {
		const response = await page.goto( path );
		expect( response?.headers()[ 'x-cache-status' ] ).toBe( 'HIT' );
		const stamp = await page
			.locator( 'input[data-farol-stamp]' )
			.first()
			.inputValue();
		expect( Date.now() / 1000 - stampTime( stamp ) ).toBeGreaterThan(
			STAMP_MAX_AGE
		);
	}

	test( 'an anonymous reader is served from the cache, and every bypass rule holds', async () => {
		const path = `${ POST }?utm_source=cache-${ RUN }`;
		const first = await fetchAs( path );
		expect( first.status ).toBe( 200 );
		expect( first.cache ).toBe( 'MISS' );
		expect( first.setCookie ).toBe( false );
		const second = await fetchAs( path );
		expect( second.cache ).toBe( 'HIT' );
		expect( second.body ).toBe( first.body );
		expect( ( await fetchAs( path, {}, 'HEAD' ) ).cache ).toBe( 'HIT' );

		// The cookies that make a page someone's own skip the cache; a cookie only the browser
		// reads (the lead forms' client id) does not.
		for ( const cookie of [
			'wordpress_logged_in_0123abcd=admin',
			'wordpress_sec_0123abcd=admin',
			'wp-postpass_0123abcd=secret',
			'comment_author_0123abcd=Ana',
			'farol_guest_0123abcd=0123456789abcdef',
			'farol_social_flow=abc',
		] ) {
			expect(
				( await fetchAs( path, { Cookie: `other=1; ${ cookie }` } ) )
					.cache,
				cookie
			).toBe( 'BYPASS' );
		}
		expect(
			( await fetchAs( path, { Cookie: 'farol_cid=abc' } ) ).cache
		).toBe( 'HIT' );

		// Addresses that are never cached, each asked twice.
		for ( const address of [
			'/wp-json/farol/v1/stamps/comment/1',
			'/?rest_route=/farol/v1/stamps/comment/1',
			'/wp-admin/admin-ajax.php',
			'/wp-login.php',
			'/xmlrpc.php',
			'/?s=landing',
			`${ POST }?replytocom=1`,
		] ) {
			await fetchAs( address );
			expect( ( await fetchAs( address ) ).cache, address ).toBe(
				'BYPASS'
			);
		}
		// POST is never looked up (no cache status at all), and never served a cached page.
		const posted = await fetchAs( path, {}, 'POST' );
		expect( posted.cache ).toBe( '' );

		// A response that sets a cookie is never stored; the same page without it is.
		expect( ( await fetchAs( '/page-cache-plain/' ) ).cache ).toBe(
			'MISS'
		);
		expect( ( await fetchAs( '/page-cache-plain/' ) ).cache ).toBe( 'HIT' );
		for ( let i = 0; i < 2; i++ ) {
			const answer = await fetchAs( '/page-cache-cookie/' );
			expect( answer.setCookie ).toBe( true );
			expect( answer.cache ).toBe( 'MISS' );
		}
	} );

	test( 'a guest comments on a page cached past its stamp’s age, then bypasses the cache and sees it; other readers see it through the poll and after the cache’s lifetime', async ( {
		page,
	} ) => {
		const path = `${ POST }?utm_campaign=guest-${ RUN }`;
		await primeStale( path );
		await openCached( page, path );
		const area = new CommentsPage( page );
		const lastId = Math.max(
			...( await area.threadIds() ).map( Number ).filter( Boolean )
		);
		const { postId } = await area.props< { postId: number } >();
		await area.takeOver();
		const text = `Comentário atrás do cache ${ RUN }.`;
		const fresh = page.waitForResponse(
			/\/farol\/v1\/stamps\/comment\/\d+/
		);
		await area.identify( area.mainForm, RUN );
		await area.write( area.mainForm, text );
		expect( ( await fresh ).status() ).toBe( 200 );
		// The other reader's copy of the plain address, cached before the comment.
		expect( [ 'MISS', 'EXPIRED', 'HIT' ] ).toContain(
			( await fetchAs( POST ) ).cache
		);
		const added = area.answerOf( 'wpdAddComment' );
		await area.submit( area.mainForm ).click();
		const answer = ( await ( await added ).json() ) as { success: boolean };
		expect( answer.success, JSON.stringify( answer ) ).toBe( true );
		const accepted = Date.now();
		await expect( area.comment( text ) ).toBeVisible();

		// The guest now holds the commenter's cookies: the page bypasses the cache and shows it.
		const names = ( await page.context().cookies() ).map( ( c ) => c.name );
		expect(
			names.some( ( name ) =>
				/^(comment_author_|farol_guest_)/.test( name )
			)
		).toBe( true );
		const again = await page.goto( POST );
		expect( again?.headers()[ 'x-cache-status' ] ).toBe( 'BYPASS' );
		await expect( area.comment( text ) ).toBeVisible();

		// Another reader: the live poll (never cached) has it at once...
		const poll = await fetchAs(
			`/wp-json/farol/v1/update?postId=${ postId }&lastId=${ lastId }&visibleCommentIds=&version=`
		);
		expect( poll.cache ).toBe( 'BYPASS' );
		expect( poll.status ).toBe( 200 );
		const newId = await area.commentId( area.comment( text ) );
		const polled = JSON.parse( poll.body ) as {
			ids: number[];
			comments: Array< { id: number; commentText: string } >;
		};
		expect( polled.ids ).toContain( newId );
		expect(
			polled.comments.find( ( c ) => c.id === newId )?.commentText
		).toBe( text );
		// ...a cached copy from before may still lack it (a micro-cache's price)...
		const soon = await fetchAs( POST );
		if ( soon.cache === 'HIT' ) {
			expect( soon.body ).not.toContain( text );
		}
		// ...and the page shows it within the cache's lifetime.
		await expect
			.poll(
				async () => ( await fetchAs( POST ) ).body.includes( text ),
				{
					timeout: ( CACHE_SECONDS + 3 ) * 1000,
					intervals: [ 250 ],
				}
			)
			.toBe( true );
		expect( Date.now() - accepted ).toBeLessThan(
			( CACHE_SECONDS + 3 ) * 1000
		);
	} );

	test( 'a vote on a cached page shows the database’s count, not the cached page’s', async ( {
		browser,
	} ) => {
		const path = `${ POST }?utm_campaign=votes-${ RUN }`;
		const primed = await fetchAs( path );
		expect( [ 'MISS', 'EXPIRED' ] ).toContain( primed.cache );
		const found = /id="wpd-comm-(\d+)_0"[\s\S]*?data-likes="(\d+)"/.exec(
			primed.body
		);
		expect( found, 'a comment on the page' ).not.toBeNull();
		const commentId = Number( found![ 1 ] );
		const cachedLikes = Number( found![ 2 ] );
		const postId = Number(
			/&quot;postId&quot;:(\d+)/.exec( primed.body )?.[ 1 ]
		);
		// Another reader likes it meanwhile (a reader of their own address).
		const vote = await fetchAs(
			'/wp-admin/admin-ajax.php',
			{ 'X-Farol-Test-Voter': '7' },
			'POST',
			{
				action: 'wpdVoteOnComment',
				postId: String( postId ),
				commentId: String( commentId ),
				voteType: '1',
			}
		);
		expect( JSON.parse( vote.body ).data.likeCount ).toBe(
			cachedLikes + 1
		);

		const context = await browser.newContext( {
			baseURL: CACHE_URL,
			storageState: VISITOR,
		} );
		const page = await context.newPage();
		const response = await page.goto( path );
		expect( response?.headers()[ 'x-cache-status' ] ).toBe( 'HIT' );
		const area = new CommentsPage( page );
		const comment = area.region.locator( `#comment-${ commentId }` );
		// The cached page shows the count from before the other reader's like.
		await expect( area.voteCount( comment ) ).toHaveText(
			String( cachedLikes )
		);
		await area.takeOver();
		const up = area.button( comment, 'Gostei' );
		await up.click();
		await expect( up ).toHaveAttribute( 'aria-pressed', 'true' );
		// Both likes: the database's count.
		await expect( area.voteCount( comment ) ).toHaveText(
			String( cachedLikes + 2 )
		);
		await context.close();
	} );

	test( 'a lead form and a contact form on pages cached past their stamps’ age still send', async ( {
		page,
	} ) => {
		const lead = `/fale-com-a-gente/?utm_campaign=lead-${ RUN }`;
		await primeStale( lead );
		await openCached( page, lead );
		const renewed = page.waitForResponse(
			/\/farol\/v1\/stamps\/lead-form\/\d+/
		);
		await runtimeReady( page );
		const form = page.locator( '.farol-lead-form__form' );
		const email = `lead-${ RUN }@e2e-page-cache.test`;
		// The first field the visitor enters renews the old stamp.
		await form.getByLabel( 'Nome' ).fill( 'Ana Cache' );
		await form.getByLabel( 'E-mail' ).fill( email );
		expect( ( await renewed ).status() ).toBe( 200 );
		const dialog = acceptNextDialog( page );
		const answered = page.waitForResponse( ( r ) =>
			r.url().includes( 'conversions' )
		);
		await form.getByRole( 'button', { name: 'Quero receber' } ).click();
		expect( ( await answered ).status() ).toBe( 200 );
		expect( ( await dialog ).message ).toBe(
			'Obrigado! Em breve entraremos em contato.'
		);
		expect(
			siteRows(
				`SELECT COUNT(*) FROM wp_farol_lead_conversions WHERE email = '${ email }'`
			)
		).toEqual( [ [ '1' ] ] );

		const contact = `/contato/?utm_campaign=contact-${ RUN }`;
		await primeStale( contact );
		await openCached( page, contact );
		const contactForm = page.locator( 'form.farol-contact-form' );
		const fresh = page.waitForResponse(
			/\/farol\/v1\/stamps\/contact-form\/\d+/
		);
		const address = `contato-${ RUN }@e2e-page-cache.test`;
		await fillRequired( page, address );
		expect( ( await fresh ).status() ).toBe( 200 );
		await contactForm
			.getByLabel( /Concordo com o uso dos meus dados/ )
			.check();
		await contactForm
			.getByRole( 'button', { name: 'Enviar mensagem' } )
			.click();
		await expect(
			contactForm.locator(
				'.farol-contact-form__response[role="status"]'
			)
		).toHaveText(
			'Obrigado! Recebemos sua mensagem e responderemos em breve.'
		);
		const statuses = contactStatuses( address );
		expect( statuses ).toHaveLength( 1 );
		expect( statuses ).not.toContain( 'spam' );
	} );

	test( 'the site’s PHP log stays clean', () => {
		expect( logLinesOf() ).toEqual( [] );
	} );
} );
