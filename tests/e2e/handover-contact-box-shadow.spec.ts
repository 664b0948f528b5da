/**
 * Handover of the contact form and the box-shadow generator (issue 22): what a visitor does
 * before a block's script has arrived is kept, on a phone over a slow network.
 *
 * - The contact form on /contato/: its view loads on the first touch of the form; a submit of
 *   the empty form before the view arrives is replayed once it has taken over and validates in
 *   the browser with the form's own messages (Portuguese, from the server), and nothing is sent.
 * - The box-shadow generator: a click on the rule before its script arrives is replayed and
 *   copies the rule, confirmed in Portuguese.
 * - Keyboard on a control, then a click elsewhere in the block, the script coming from a slow
 *   server (later than the loader's native fallback delay): the contact form keeps the typed
 *   name and the chosen subject and validates with its own messages; the generator copies the
 *   rule with the slider's new value, and its slider, number box and rule agree.
 * - No page a visitor sees loads WordPress's legacy polyfills (wp-polyfill,
 *   regenerator-runtime, wp-polyfill-inert), before or after the first interaction.
 *
 * Each test holds the block's view script back (page.route) until the visitor's action is
 * done, so the action always comes before the takeover, whatever the machine's speed.
 */
/**
 * External dependencies
 */
import type { Locator, Page, Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { FixturePages } from './block-pages';
import { expect, test, VISITOR } from './fixtures';
import {
	LATER_THAN_THE_FALLBACK_MS,
	holdBack,
	mobileConditions,
	neverIdle,
	tookOver,
} from './handover';

const DEFAULT_RULE = 'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3);';
const COPIED = 'Regra copiada para a área de transferência!';
const POLYFILLS =
	/\/(wp-polyfill|regenerator-runtime|wp-polyfill-inert)(\.min)?\.js/;
const POLYFILL_IDS =
	/id=["'](wp-polyfill|regenerator-runtime|wp-polyfill-inert)-js["']/;

const fixtures = new FixturePages();
let generatorUrl = '';

/**
 * A visitor's page under Lighthouse's mobile conditions, never idle, so only the visitor's own
 * action brings a deferred script.
 *
 * @param page Page, before its navigation.
 */
async function onAPhone( page: Page ): Promise< void > {
	await mobileConditions( page );
	await neverIdle( page );
}

test.beforeAll( async ( { requestUtils } ) => {
	generatorUrl = await fixtures.publish(
		requestUtils,
		'Gerador handover e2e',
		'<!-- wp:farol/box-shadow {"align":"wide"} /-->'
	);
} );

test.afterAll( async ( { requestUtils } ) => {
	await fixtures.removeAll( requestUtils );
} );

test.describe( 'Before the runtime arrives, a visitor', () => {
	test.use( {
		storageState: VISITOR,
		permissions: [ 'clipboard-read', 'clipboard-write' ],
	} );

	test( 'submits the empty contact form: it validates with the form’s own messages and sends nothing @smoke', async ( {
		page,
	} ) => {
		await onAPhone( page );
		const release = await holdBack(
			page,
			/\/build\/contact-form\/view\.js/
		);
		const sent: string[] = [];
		page.on( 'request', ( request: Request ) => {
			if ( request.method() === 'POST' ) {
				sent.push( request.url() );
			}
		} );
		await page.goto( '/contato/', { waitUntil: 'domcontentloaded' } );
		const form = page.locator( 'form.farol-contact-form' );
		const props = JSON.parse(
			( await form.getAttribute( 'data-farol-props' ) ) ?? '{}'
		) as { messages: { validation_failed: string } };

		await form.getByRole( 'button', { name: 'Enviar mensagem' } ).click();
		// Nothing of the view has run yet: the click waits in the loader's queue.
		await expect(
			form.locator( '.farol-contact-form__response' )
		).toHaveText( '' );
		release();

		await expect(
			form.locator( '.farol-contact-form__response' )
		).toHaveText( props.messages.validation_failed );
		await expect( form ).toHaveClass( /\binvalid\b/ );
		const name = form.getByLabel( 'Seu nome' );
		await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			form.locator( '[data-name="your-name"] .farol-contact-form__error' )
		).toHaveText( 'Preencha este campo.' );
		expect( new URL( page.url() ).pathname ).toBe( '/contato/' );
		expect( sent ).toEqual( [] );
	} );

	test( 'clicks the box-shadow rule: it is copied and confirmed in Portuguese @smoke', async ( {
		page,
	} ) => {
		await onAPhone( page );
		const release = await holdBack( page, /\/build\/box-shadow\/view\.js/ );
		await page.goto( generatorUrl, { waitUntil: 'domcontentloaded' } );
		await page.evaluate( () => navigator.clipboard.writeText( '' ) );
		const root = page.locator( '.wp-block-farol-box-shadow' );

		await root.locator( '.farol-box-shadow__rule' ).click();
		await expect( root.getByRole( 'status' ) ).toHaveText( '' );
		release();

		await expect( root.getByRole( 'status' ) ).toHaveText( COPIED );
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( DEFAULT_RULE );
	} );
} );

test.describe( 'Keyboard on a control, then a click, before a slow runtime arrives', () => {
	test.use( {
		storageState: VISITOR,
		permissions: [ 'clipboard-read', 'clipboard-write' ],
	} );

	test( 'contact form: a name typed and a subject picked by keys, then a submit: its own messages, nothing sent @smoke', async ( {
		page,
	} ) => {
		test.setTimeout( 90_000 );
		await onAPhone( page );
		const release = await holdBack(
			page,
			/\/build\/contact-form\/view\.js/
		);
		const sent: string[] = [];
		page.on( 'request', ( request: Request ) => {
			if ( request.method() === 'POST' ) {
				sent.push( request.url() );
			}
		} );
		await page.goto( '/contato/', { waitUntil: 'domcontentloaded' } );
		const form = page.locator( 'form.farol-contact-form' );
		const name = form.getByLabel( 'Seu nome' );
		const subject = form.getByLabel( 'Assunto' );

		await name.focus();
		await page.keyboard.type( 'Ana' );
		await subject.focus();
		await page.keyboard.press( 'ArrowDown' );
		await expect( subject ).toHaveValue( 'Orçamento' );
		await form.getByRole( 'button', { name: 'Enviar mensagem' } ).click();
		await afterTheFallbackDelay(
			form.locator( '.farol-contact-form__response' )
		);
		release();
		await tookOver( page.locator( '[data-farol-mount*="contact-form"]' ) );

		await expect(
			form.locator(
				'[data-name="your-email"] .farol-contact-form__error'
			)
		).toHaveText( 'Preencha este campo.' );
		await expect(
			form.locator( '[data-name="your-name"] .farol-contact-form__error' )
		).toHaveText( '' );
		await expect( name ).toHaveValue( 'Ana' );
		await expect( subject ).toHaveValue( 'Orçamento' );
		expect( new URL( page.url() ).pathname ).toBe( '/contato/' );
		expect( sent ).toEqual( [] );
	} );

	test( 'box-shadow: an arrow key on a slider, then a click on the rule: the new rule is copied and confirmed @smoke', async ( {
		page,
	} ) => {
		test.setTimeout( 90_000 );
		await onAPhone( page );
		const release = await holdBack( page, /\/build\/box-shadow\/view\.js/ );
		await page.goto( generatorUrl, { waitUntil: 'domcontentloaded' } );
		await page.evaluate( () => navigator.clipboard.writeText( '' ) );
		const root = page.locator( '.wp-block-farol-box-shadow' );
		const label = 'Deslocamento horizontal (px)';
		const slider = root.getByRole( 'slider', { name: label } );

		await slider.focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect( slider ).toHaveValue( '1' );
		await root.locator( '.farol-box-shadow__rule' ).click();
		await afterTheFallbackDelay( root.getByRole( 'status' ) );
		release();
		await tookOver( root );

		const rule = 'box-shadow: 1px 12px 32px -8px rgba(0, 0, 0, 0.3);';
		await expect( root.getByRole( 'status' ) ).toHaveText( COPIED );
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( rule );
		await expect( root.locator( '.farol-box-shadow__code' ) ).toHaveText(
			rule
		);
		await expect( slider ).toHaveValue( '1' );
		await expect(
			root.getByRole( 'spinbutton', { name: label } )
		).toHaveValue( '1' );
	} );
} );

/**
 * Waits as a slow server makes the visitor wait for the runtime (longer than the loader's
 * native fallback delay), checking that nothing answered the click meanwhile.
 *
 * @param answer Where the block answers.
 */
async function afterTheFallbackDelay( answer: Locator ): Promise< void > {
	await answer.page().waitForTimeout( LATER_THAN_THE_FALLBACK_MS );
	await expect( answer ).toHaveText( '' );
}

test.describe( 'A visitor’s page', () => {
	test.use( { storageState: VISITOR } );

	test( 'loads no legacy polyfill, before or after the first interaction @smoke', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request: Request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );
		const pages: Array< [ string, string ] > = [
			[ '/', '.wp-block-farol-contact-form input:not([type="hidden"])' ],
			[
				'/contato/',
				'.wp-block-farol-contact-form input:not([type="hidden"])',
			],
			[
				generatorUrl,
				'.wp-block-farol-box-shadow .farol-box-shadow__rule',
			],
		];
		for ( const [ address, touch ] of pages ) {
			const response = await page.goto( address );
			// Not even inside a deferred block's template.
			expect( await response!.text() ).not.toMatch( POLYFILL_IDS );
			const target = page.locator( touch ).first();
			if ( ( await target.count() ) > 0 ) {
				// click() scrolls the control into view itself, and tries again when the
				// runtime's takeover (scrolling brings it near the viewport) replaces the
				// server's control between finding it and acting on it; a separate
				// scrollIntoViewIfNeeded() does not, and failed on that race.
				await target.click();
			}
			await page.waitForLoadState( 'networkidle' );
		}
		expect( scripts.length ).toBeGreaterThan( 0 );
		expect( scripts.filter( ( url ) => POLYFILLS.test( url ) ) ).toEqual(
			[]
		);
	} );
} );
