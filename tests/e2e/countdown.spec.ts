/**
 * The countdown block (farol/countdown): the server's markup, the ticking under Playwright's
 * clock, zeros once the target passes, no layout shift when the ticker takes over, the script
 * only on pages that use the block, and the editor's date picker working in the site's time
 * zone with render.php's output as its preview. When the ticker starts (near the viewport, or
 * idle) is countdown-start.spec.ts. Every test builds its own fixture pages through REST.
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { openWithoutJavaScript, FixturePages } from './block-pages';

/** A fixed target: 1 January 2030, noon in São Paulo. */
const TARGET = '2030-01-01T12:00:00-03:00';
/** 1 day, 1 hour, 1 minute and 2 seconds before TARGET. */
const BEFORE_TARGET = new Date( '2029-12-31T10:58:58-03:00' );

const fixtures = new FixturePages();

/**
 * The start of the props render.php prints for a target (its words follow), as they appear in
 * the page's HTML.
 *
 * @param target ISO 8601 target.
 */
function propsAttribute( target: string ): string {
	return `data-farol-props="{&quot;target&quot;:${ Date.parse( target ) },`;
}

/**
 * Errors the page reports (uncaught exceptions and console errors), collected as it runs.
 *
 * @param page Page.
 */
function pageErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	return errors;
}

/**
 * Block markup of a countdown.
 *
 * @param target ISO 8601 target.
 */
function countdown( target: string ): string {
	return `<!-- wp:farol/countdown ${ JSON.stringify( { target } ) } /-->`;
}

/**
 * The four numbers shown, days to seconds.
 *
 * @param scope Page or locator holding one countdown.
 */
function digits( scope: Page | Locator ): Promise< string[] > {
	return scope
		.locator( '.wp-block-farol-countdown .farol-countdown__value' )
		.allTextContents();
}

let fixedUrl = '';

test.beforeAll( async ( { requestUtils } ) => {
	fixedUrl = await fixtures.publish(
		requestUtils,
		'Contagem e2e',
		countdown( TARGET )
	);
} );

test.afterAll( async ( { requestUtils } ) => {
	await fixtures.removeAll( requestUtils );
} );

test.describe( 'A visitor', () => {
	test.use( { storageState: VISITOR } );

	test( 'sees the countdown rendered by the server, ticking each second, then 00 everywhere @smoke', async ( {
		page,
	} ) => {
		// The server's own markup: the target in the props, four values, Portuguese words.
		const html = await ( await page.request.get( fixedUrl ) ).text();
		expect( html ).toContain( propsAttribute( TARGET ) );
		expect(
			html.match( /class="farol-countdown__value">\d{2,}</g )
		).toHaveLength( 4 );
		expect( html ).toMatch( /farol-countdown__label">(dias?|horas?)</ );
		expect( html ).toContain( 'role="timer"' );

		await page.clock.install( {
			time: new Date( BEFORE_TARGET.getTime() - 60_000 ),
		} );
		await page.goto( fixedUrl );
		await page.clock.pauseAt( BEFORE_TARGET );

		// The server rendered at the real time; the ticker shows the (fake) browser time.
		await expect
			.poll( () => digits( page ) )
			.toEqual( [ '01', '01', '01', '02' ] );
		await expect( page.locator( '.farol-countdown__label' ) ).toHaveText( [
			'dia',
			'hora',
			'minuto',
			'segundos',
		] );
		await expect( page.getByRole( 'timer' ) ).toHaveText(
			'Tempo restante: 1 dia, 1 hora e 1 minuto.'
		);

		await page.clock.runFor( 1000 );
		await expect
			.poll( () => digits( page ) )
			.toEqual( [ '01', '01', '01', '01' ] );
		await page.clock.runFor( 1000 );
		await expect
			.poll( () => digits( page ) )
			.toEqual( [ '01', '01', '01', '00' ] );
		await expect( page.locator( '.farol-countdown__label' ) ).toHaveText( [
			'dia',
			'hora',
			'minuto',
			'segundos',
		] );

		// Jump past the target: zeros in every unit, and the summary says it is over.
		await page.clock.fastForward( '26:00:00' );
		await expect
			.poll( () => digits( page ) )
			.toEqual( [ '00', '00', '00', '00' ] );
		await expect( page.getByRole( 'timer' ) ).toHaveText(
			'A contagem regressiva terminou.'
		);
		await expect( page.locator( '.farol-countdown__units' ) ).toHaveClass(
			/is-ended/
		);
	} );

	test( 'sees 00 everywhere for a date that has passed, with or without JavaScript', async ( {
		page,
		requestUtils,
	} ) => {
		const url = await fixtures.publish(
			requestUtils,
			'Contagem encerrada',
			countdown( '2020-03-01T09:00:00-03:00' )
		);
		const errors = pageErrors( page );
		await page.goto( url );
		await page.waitForLoadState( 'networkidle' );
		expect( await digits( page ) ).toEqual( [ '00', '00', '00', '00' ] );
		await expect( page.locator( '.farol-countdown__units' ) ).toHaveClass(
			/is-ended/
		);
		expect( errors ).toEqual( [] );
		const html = await ( await page.request.get( url ) ).text();
		expect(
			html.match( /class="farol-countdown__value">00</g )
		).toHaveLength( 4 );
	} );

	test( 'reads the same without JavaScript, and nothing moves when the script takes over', async ( {
		browser,
		page,
		requestUtils,
	} ) => {
		// Ten days from now, so server and browser show two-digit days from the real clock.
		const soon = new Date( Date.now() + 10 * 86_400_000 )
			.toISOString()
			.replace( /\.\d{3}Z$/, 'Z' );
		const url = await fixtures.publish(
			requestUtils,
			'Contagem sem script',
			countdown( soon ) +
				'\n<!-- wp:paragraph --><p id="after-countdown">Depois</p><!-- /wp:paragraph -->'
		);

		// Each page is loaded twice: the theme's font is font-display: optional, so a first
		// load may paint with the fallback font (whose digits are not all the same width);
		// from the cache it is used at once, in both pages alike.
		const withoutJs = await openWithoutJavaScript( browser, url );
		await withoutJs.reload();
		const staticBoxes = await unitBoxes( withoutJs );
		expect( await digits( withoutJs ) ).toHaveLength( 4 );
		expect( ( await digits( withoutJs ) )[ 0 ] ).toMatch( /^(09|10)$/ );
		await withoutJs.context().close();

		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( url );
		await page.reload();
		await page.evaluate( () => document.fonts.ready );
		// The ticker is running once the seconds change.
		const first = ( await digits( page ) )[ 3 ];
		await expect
			.poll( async () => ( await digits( page ) )[ 3 ] )
			.not.toBe( first );
		const liveBoxes = await unitBoxes( page );
		expect( liveBoxes ).toHaveLength( staticBoxes.length );
		liveBoxes.forEach( ( box, index ) => {
			const before = staticBoxes[ index ]!;
			expect( box.x ).toBeCloseTo( before.x, 0 );
			expect( box.y ).toBeCloseTo( before.y, 0 );
			expect( box.width ).toBeCloseTo( before.width, 0 );
			expect( box.height ).toBeCloseTo( before.height, 0 );
		} );
	} );

	test( 'gets the countdown script only on pages that use the block', async ( {
		page,
		requestUtils,
	} ) => {
		const plain = await fixtures.publish(
			requestUtils,
			'Sem contagem',
			'<!-- wp:paragraph --><p>Nada aqui.</p><!-- /wp:paragraph -->'
		);
		const scripts = ( p: Page ) =>
			p
				.locator( 'script[src]' )
				.evaluateAll( ( nodes ) =>
					nodes.map( ( node ) => ( node as HTMLScriptElement ).src )
				);
		await page.goto( plain );
		expect( await scripts( page ) ).not.toContainEqual(
			expect.stringContaining( '/build/countdown/view.js' )
		);
		await page.goto( fixedUrl );
		expect( await scripts( page ) ).toContainEqual(
			expect.stringContaining( '/build/countdown/view.js' )
		);
	} );
} );

test.describe( 'An editor', () => {
	// The editor's browser is in Tokyo; the site is in São Paulo: the picked time is the site's.
	test.use( { timezoneId: 'Asia/Tokyo' } );

	test( 'picks the target in the site time zone and sees render.php’s output as the preview', async ( {
		admin,
		editor,
		page,
	} ) => {
		// A slow server: each preview answers late, after the picker's next changes (an
		// answer arriving within core's debounce once cancelled the last change's fetch, and
		// the preview stayed on an intermediate date in the past).
		await page.route(
			( url ) => url.href.includes( 'block-renderer' ),
			async ( route ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, 700 ) );
				await route.continue();
			}
		);
		await admin.createNewPost( {
			postType: 'page',
			title: 'Contagem pelo editor',
		} );
		await editor.insertBlock( { name: 'farol/countdown' } );
		const block = editor.canvas.locator( '[data-type="farol/countdown"]' );
		await expect( block ).toContainText(
			'Escolha a data e a hora em que a contagem termina.'
		);
		await expect(
			block.getByRole( 'button', { name: 'Escolher data e hora' } )
		).toBeVisible();

		await editor.openDocumentSettingsSidebar();
		const inspector = page.locator( '.block-editor-block-inspector' );
		await expect( inspector ).toContainText(
			'Os horários seguem o fuso horário do site (America/Sao_Paulo).'
		);
		const pick = async ( wall: string ) => {
			const [ , year, month, day, hours, minutes ] =
				/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec( wall )!;
			const field = ( name: string ) =>
				inspector.locator(
					`.components-datetime__time-field-${ name }`
				);
			await field( 'year' ).locator( 'input' ).fill( year! );
			await field( 'month' ).locator( 'select' ).selectOption( month! );
			await field( 'day' ).locator( 'input' ).fill( day! );
			await field( 'hours-input' ).locator( 'input' ).fill( hours! );
			await field( 'minutes-input' ).locator( 'input' ).fill( minutes! );
			await field( 'minutes-input' ).locator( 'input' ).press( 'Tab' );
		};
		const storedTarget = async () =>
			( await editor.getBlocks() )[ 0 ]?.attributes.target;

		// Clearing a chosen date brings the placeholder back.
		await pick( '2031-01-10T08:00' );
		await expect.poll( storedTarget ).toBe( '2031-01-10T08:00:00-03:00' );
		await inspector.getByRole( 'button', { name: 'Limpar data' } ).click();
		await expect.poll( storedTarget ).toBe( '' );
		await expect(
			block.getByRole( 'button', { name: 'Escolher data e hora' } )
		).toBeVisible();

		await pick( '2031-03-15T09:30' );
		await expect.poll( storedTarget ).toBe( '2031-03-15T09:30:00-03:00' );
		await expect( inspector ).toContainText( 'Contagem regressiva até' );
		await expect( block.locator( '.farol-countdown__value' ) ).toHaveCount(
			4
		);
		await expect( block.getByRole( 'timer' ) ).toContainText(
			'Tempo restante:'
		);
		// The preview is the server's markup (only render.php prints the props), not a copy.
		await expect( block.locator( '[data-farol-props]' ) ).toHaveCount( 1 );

		// Published, the page counts down to the same instant.
		const id = await editor.publishPost();
		expect( id ).not.toBeNull();
		fixtures.remember( id as number );
		const html = await (
			await page.request.get( `/?page_id=${ id }` )
		).text();
		expect( html ).toContain(
			propsAttribute( '2031-03-15T09:30:00-03:00' )
		);
	} );
} );

/**
 * Where the countdown's tiles and the paragraph after it are.
 *
 * @param page Page.
 */
async function unitBoxes(
	page: Page
): Promise< Array< { x: number; y: number; width: number; height: number } > > {
	const boxes = [];
	for ( const selector of [
		'.farol-countdown__unit--days',
		'.farol-countdown__unit--hours',
		'.farol-countdown__unit--minutes',
		'.farol-countdown__unit--seconds',
		'.farol-countdown__unit--seconds .farol-countdown__value',
		'#after-countdown',
	] ) {
		const box = await page.locator( selector ).boundingBox();
		expect( box, selector ).not.toBeNull();
		boxes.push( box! );
	}
	return boxes;
}
