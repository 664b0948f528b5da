/**
 * When the countdown's ticker starts: a countdown far below the fold keeps the server's numbers
 * until it nears the viewport or the browser is idle after load, and from then on it is right
 * and ticking. The page's server time and the visitor's clock are both real here, so "the
 * ticker has not started" shows as digits that stand still.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { FixturePages } from './block-pages';

const fixtures = new FixturePages();
let url = '';
let target = 0;

/**
 * The four numbers shown, days to seconds.
 *
 * @param page Page.
 */
function digits( page: Page ): Promise< string[] > {
	return page
		.locator( '.wp-block-farol-countdown .farol-countdown__value' )
		.allTextContents();
}

/**
 * How many seconds the digits say are left.
 *
 * @param shown Days, hours, minutes, seconds.
 */
function secondsShown( shown: string[] ): number {
	const [ days = 0, hours = 0, minutes = 0, seconds = 0 ] =
		shown.map( Number );
	return ( ( days * 24 + hours ) * 60 + minutes ) * 60 + seconds;
}

/**
 * Seconds left to the target by the browser's clock, rounded up as the countdown counts.
 *
 * @param page Page.
 */
function secondsLeft( page: Page ): Promise< number > {
	return page.evaluate(
		( end ) => Math.max( 0, Math.ceil( ( end - Date.now() ) / 1000 ) ),
		target
	);
}

test.use( { storageState: VISITOR } );

test.beforeAll( async ( { requestUtils } ) => {
	// Ten days and five hours from now, under a screen-high gap and then some.
	target = Math.floor( Date.now() / 1000 + 10 * 86_400 + 5 * 3600 ) * 1000;
	url = await fixtures.publish(
		requestUtils,
		'Contagem abaixo da dobra',
		'<!-- wp:spacer {"height":"3000px"} -->\n<div style="height:3000px" aria-hidden="true" class="wp-block-spacer"></div>\n<!-- /wp:spacer -->\n' +
			`<!-- wp:farol/countdown ${ JSON.stringify( {
				target: new Date( target ).toISOString(),
			} ) } /-->`
	);
} );

test.afterAll( async ( { requestUtils } ) => {
	await fixtures.removeAll( requestUtils );
} );

test( 'below the fold, the ticker waits for the countdown to near the viewport, then is right and ticking', async ( {
	page,
} ) => {
	// A browser that is never idle: only visibility can start the ticker.
	await page.addInitScript( () => {
		window.requestIdleCallback = () => 0;
	} );
	await page.goto( url );
	await page.waitForLoadState( 'networkidle' );
	const served = await digits( page );
	expect( served ).toHaveLength( 4 );

	// Long enough for several ticks: the server's numbers stand still.
	await page.waitForTimeout( 2500 );
	expect( await digits( page ) ).toEqual( served );

	await page.locator( '.wp-block-farol-countdown' ).scrollIntoViewIfNeeded();
	// Right: the time left by the browser's clock, not the stale server render.
	await expect
		.poll( async () =>
			Math.abs(
				secondsShown( await digits( page ) ) -
					( await secondsLeft( page ) )
			)
		)
		.toBeLessThanOrEqual( 1 );
	expect( secondsShown( await digits( page ) ) ).toBeLessThan(
		secondsShown( served ) - 1
	);
	// And ticking.
	const now = await digits( page );
	await expect.poll( () => digits( page ) ).not.toEqual( now );
	await expect( page.getByRole( 'timer' ) ).toHaveText(
		/^Tempo restante: 10 dias, (4|5) horas/
	);
} );

test( 'below the fold, the ticker starts when the browser is idle after load', async ( {
	page,
} ) => {
	await page.goto( url );
	await page.waitForLoadState( 'networkidle' );
	const served = await digits( page );
	// Never scrolled: the digits change all the same.
	await expect
		.poll( () => digits( page ), { timeout: 8000 } )
		.not.toEqual( served );
	expect(
		Math.abs(
			secondsShown( await digits( page ) ) - ( await secondsLeft( page ) )
		)
	).toBeLessThanOrEqual( 1 );
	expect(
		await page
			.locator( '.wp-block-farol-countdown' )
			.evaluate( ( element ) => element.getBoundingClientRect().top )
	).toBeGreaterThan( 2000 );
} );
