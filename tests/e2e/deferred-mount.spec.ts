/**
 * The generator's runtime is not on the critical path: a page with the box-shadow generator
 * prints the generator's view script (on the views' Preact chunk; WordPress's React never loads) only
 * inside a `<template>`, and the small loader brings it when the generator nears the viewport
 * or is touched — pressed, keyed or focused; a pointer passing over it is not intent — (or the
 * browser is first idle, which these tests switch off so that they can see the other two).
 * Before that the server's generator is on screen; after, the runtime has taken it over and it
 * works, with the visitor's first keystrokes kept and a click made before the script arrived
 * replayed on the runtime's tree.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { FixturePages, waitForReactTakeover } from './block-pages';
import { neverIdle } from './handover';

const DEMO = '/gerador-de-box-shadow/';
const RULE = '.wp-block-farol-box-shadow .farol-box-shadow__code';
// A screen and more of nothing before the generator, so it starts far from the viewport.
const BELOW_THE_FOLD = [
	'<!-- wp:spacer {"height":"2400px"} -->',
	'<div style="height:2400px" aria-hidden="true" class="wp-block-spacer"></div>',
	'<!-- /wp:spacer -->',
	'<!-- wp:farol/box-shadow /-->',
].join( '\n' );

const fixtures = new FixturePages();
let belowTheFold = '';

/**
 * The scripts the page has downloaded that belong to React or the generator's view.
 *
 * @param page Page.
 */
function reactScriptsLoaded( page: Page ): Promise< string[] > {
	return page.evaluate( () =>
		performance
			.getEntriesByType( 'resource' )
			.map( ( entry ) => entry.name )
			.filter( ( name ) =>
				/\/(react|react-dom)(\.min)?\.js|\/element(\.min)?\.js|\/box-shadow\/view\.js/.test(
					name
				)
			)
	);
}

/**
 * Opens a page as a visitor whose browser never reports an idle period, and waits until the
 * page has loaded and a few frames have passed.
 *
 * @param page    Page.
 * @param address Page address.
 */
async function openWithoutIdle( page: Page, address: string ): Promise< void > {
	await page.addInitScript( () => {
		// The idle trigger would load React a moment after load; these tests watch the others.
		window.requestIdleCallback = () => 0;
	} );
	await page.goto( address );
	await page.waitForLoadState( 'load' );
	await page.waitForTimeout( 1500 );
}

test.use( { storageState: VISITOR } );

test.beforeAll( async ( { requestUtils } ) => {
	belowTheFold = await fixtures.publish(
		requestUtils,
		'Gerador abaixo da dobra',
		BELOW_THE_FOLD
	);
} );

test.afterAll( async ( { requestUtils } ) => {
	await fixtures.removeAll( requestUtils );
} );

test( 'the demo page parks React in a template and prints only the loader', async ( {
	page,
} ) => {
	const html = await ( await page.request.get( DEMO ) ).text();
	const outside = html.replace(
		/<template data-farol-deferred=[\s\S]*?<\/template>/g,
		''
	);
	for ( const id of [
		'react-js',
		'react-dom-js',
		'wp-element-js',
		'farol-box-shadow-view-script-js',
	] ) {
		expect( outside ).not.toContain( `id="${ id }"` );
	}
	expect( html ).toContain(
		'<template data-farol-deferred="farol-box-shadow-view-script">'
	);
	expect( html ).toContain(
		'data-farol-mount="farol-box-shadow-view-script"'
	);
	expect( outside ).toMatch( /<script[^>]*id="farol-mount-js"/ );

	// Near the viewport from the start: React comes at once and the generator works.
	await openWithoutIdle( page, DEMO );
	await waitForReactTakeover( page, RULE );
	await page
		.getByRole( 'slider', { name: 'Desfoque (px)' } )
		.press( 'ArrowLeft' );
	await expect( page.locator( RULE ) ).toHaveText(
		'box-shadow: 0px 12px 31px -8px rgba(0, 0, 0, 0.3);'
	);
} );

test( 'React loads when the generator nears the viewport, not before', async ( {
	page,
} ) => {
	await openWithoutIdle( page, belowTheFold );
	expect( await reactScriptsLoaded( page ) ).toEqual( [] );
	expect( await page.evaluate( () => 'React' in window ) ).toBe( false );
	// The server's generator is there all along.
	await expect( page.locator( RULE ) ).toHaveText(
		'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3);'
	);

	await page.locator( '.wp-block-farol-box-shadow' ).scrollIntoViewIfNeeded();
	await waitForReactTakeover( page, RULE );
	// The view (Preact is the views' shared chunk), and WordPress's React never loads.
	const loaded = await reactScriptsLoaded( page );
	expect( loaded ).toHaveLength( 1 );
	expect( loaded[ 0 ] ).toMatch( /\/box-shadow\/view\.js/ );
	expect( await page.evaluate( () => 'React' in window ) ).toBe( false );

	await page
		.getByRole( 'spinbutton', { name: 'Opacidade (%)' } )
		.fill( '80' );
	await expect( page.locator( RULE ) ).toHaveText(
		'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.8);'
	);
} );

test( 'React loads when the visitor first touches the generator, and keeps their keystrokes', async ( {
	page,
} ) => {
	await openWithoutIdle( page, belowTheFold );
	expect( await reactScriptsLoaded( page ) ).toEqual( [] );

	// A pointer passing over it (a reader scrolling past) is not intent.
	await page
		.locator( '.wp-block-farol-box-shadow' )
		.dispatchEvent( 'pointerover' );
	await page.waitForTimeout( 500 );
	expect( await reactScriptsLoaded( page ) ).toEqual( [] );

	// Focus the server's slider without scrolling (as a keyboard user's first Tab into it
	// would, minus the scroll), and type at once.
	await page
		.getByRole( 'slider', { name: 'Desfoque (px)' } )
		.evaluate( ( slider ) =>
			( slider as HTMLElement ).focus( { preventScroll: true } )
		);
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );

	await waitForReactTakeover( page, RULE );
	await expect( page.locator( RULE ) ).toHaveText(
		'box-shadow: 0px 12px 35px -8px rgba(0, 0, 0, 0.3);'
	);
	// The focus is on the slider of the runtime's tree (Preact keeps its handlers in `l`), so
	// the next keystroke still counts.
	const focused = page.locator( 'input[type="range"][name="blur"]:focus' );
	await expect( focused ).toHaveCount( 1 );
	expect(
		await focused.evaluate( ( node ) =>
			Object.keys( node ).some(
				( key ) => key.startsWith( '__reactFiber' ) || key === 'l'
			)
		)
	).toBe( true );
	await page.keyboard.press( 'ArrowRight' );
	await expect( page.locator( RULE ) ).toHaveText(
		'box-shadow: 0px 12px 36px -8px rgba(0, 0, 0, 0.3);'
	);
	expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
} );

test.describe( 'A click before the script arrives', () => {
	test.use( { permissions: [ 'clipboard-read', 'clipboard-write' ] } );

	test( 'on the rule is held, then replayed on React’s tree: the rule is copied and the confirmation shows', async ( {
		page,
	} ) => {
		// The view script's download waits until the click is done.
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( /\/box-shadow\/view\.js/, async ( route ) => {
			await held;
			await route.continue();
		} );
		await neverIdle( page );
		// Not "load": the held view script (added before load) holds the load event too.
		await page.goto( DEMO, { waitUntil: 'domcontentloaded' } );
		const rule = page.locator(
			'.wp-block-farol-box-shadow .farol-box-shadow__rule'
		);
		await expect( rule ).toBeVisible();
		// Near the viewport: the loader has asked for the view, which is held back.
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						document
							.querySelector( '.wp-block-farol-box-shadow' )
							?.hasAttribute( 'data-farol-needed' )
				)
			)
			.toBe( true );

		await rule.click();
		expect(
			await rule.evaluate( ( node ) =>
				Object.keys( node ).some(
					( key ) => key.startsWith( '__reactFiber' ) || key === 'l'
				)
			)
		).toBe( false );
		await expect(
			page.locator( '.wp-block-farol-box-shadow' ).getByRole( 'status' )
		).toHaveText( '' );

		release();
		await waitForReactTakeover( page, RULE );
		await expect(
			page.locator( '.wp-block-farol-box-shadow' ).getByRole( 'status' )
		).toHaveText( 'Regra copiada para a área de transferência!' );
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( 'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3);' );
	} );
} );
