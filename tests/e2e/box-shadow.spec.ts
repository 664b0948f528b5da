/**
 * The box-shadow generator (farol/box-shadow): the server's complete markup, the
 * sliders by mouse and keyboard, the preview's computed shadow, copying the rule to the
 * clipboard with the Portuguese confirmation that lasts 5 s, the fallback when copying fails,
 * no layout shift when the script takes over, and the starting values set in the editor.
 * Every test builds its own fixture pages through REST.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import {
	openWithoutJavaScript,
	FixturePages,
	waitForReactTakeover,
} from './block-pages';

const DEFAULT_RULE = 'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3);';
const COPIED = 'Regra copiada para a área de transferência!';
const BLOCK = '<!-- wp:farol/box-shadow {"align":"wide"} /-->';

const fixtures = new FixturePages();

/**
 * Resolves once React has replaced the block's server markup.
 *
 * @param page Page.
 */
function waitForTakeover( page: Page ): Promise< void > {
	return waitForReactTakeover(
		page,
		'.wp-block-farol-box-shadow .farol-box-shadow__rule'
	);
}

let url = '';

/**
 * The generator's parts, found by role and accessible name as a visitor's tools find them.
 *
 * @param page Page.
 */
function generator( page: Page ) {
	const root = page.locator( '.wp-block-farol-box-shadow' );
	return {
		root,
		slider: ( name: string ) => root.getByRole( 'slider', { name } ),
		number: ( name: string ) => root.getByRole( 'spinbutton', { name } ),
		inset: root.getByRole( 'checkbox', {
			name: 'Sombra interna (dentro da caixa)',
		} ),
		rule: root.locator( '.farol-box-shadow__rule' ),
		code: root.locator( '.farol-box-shadow__code' ),
		status: root.getByRole( 'status' ),
		preview: root.locator( '.farol-box-shadow__preview' ),
	};
}

/**
 * The preview's shadow as the browser computed it.
 *
 * @param page Page.
 */
function computedShadow( page: Page ): Promise< string > {
	return page
		.locator( '.farol-box-shadow__preview' )
		.evaluate( ( node ) => getComputedStyle( node ).boxShadow );
}

test.beforeAll( async ( { requestUtils } ) => {
	url = await fixtures.publish( requestUtils, 'Gerador e2e', BLOCK );
} );

test.afterAll( async ( { requestUtils } ) => {
	await fixtures.removeAll( requestUtils );
} );

test.describe( 'A visitor', () => {
	test.use( {
		storageState: VISITOR,
		permissions: [ 'clipboard-read', 'clipboard-write' ],
	} );

	test( 'drags a slider, copies the rule and reads the Portuguese confirmation for 5 s @smoke', async ( {
		page,
	} ) => {
		// The server's own markup already holds the whole generator.
		const html = await ( await page.request.get( url ) ).text();
		expect( html ).toContain( DEFAULT_RULE );
		expect( html ).toContain( 'data-farol-props=' );
		expect( html ).toContain( 'Deslocamento horizontal' );

		await page.clock.install();
		await page.goto( url );
		await waitForTakeover( page );
		const ui = generator( page );
		await expect( ui.code ).toHaveText( DEFAULT_RULE );
		expect( await computedShadow( page ) ).toBe(
			'rgba(0, 0, 0, 0.3) 0px 12px 32px -8px'
		);

		// Drag the horizontal offset thumb from the middle (0) three quarters of the way.
		const horizontal = ui.slider( 'Deslocamento horizontal (px)' );
		await horizontal.scrollIntoViewIfNeeded();
		const track = ( await horizontal.boundingBox() )!;
		await page.mouse.move(
			track.x + track.width / 2,
			track.y + track.height / 2
		);
		await page.mouse.down();
		await page.mouse.move(
			track.x + track.width * 0.75,
			track.y + track.height / 2,
			{ steps: 8 }
		);
		await page.mouse.up();
		const dragged = Number( await horizontal.inputValue() );
		expect( dragged ).toBeGreaterThan( 30 );
		expect( dragged ).toBeLessThan( 70 );
		await expect( ui.number( 'Deslocamento horizontal (px)' ) ).toHaveValue(
			String( dragged )
		);
		await expect( ui.code ).toHaveText(
			`box-shadow: ${ dragged }px 12px 32px -8px rgba(0, 0, 0, 0.3);`
		);
		expect( await computedShadow( page ) ).toBe(
			`rgba(0, 0, 0, 0.3) ${ dragged }px 12px 32px -8px`
		);

		// The keyboard moves the vertical offset; Space ticks "inset".
		await ui.slider( 'Deslocamento vertical (px)' ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowRight' );
		await ui.inset.focus();
		await page.keyboard.press( 'Space' );
		const rule = `box-shadow: inset ${ dragged }px 15px 32px -8px rgba(0, 0, 0, 0.3);`;
		await expect( ui.code ).toHaveText( rule );
		expect( await computedShadow( page ) ).toBe(
			`rgba(0, 0, 0, 0.3) ${ dragged }px 15px 32px -8px inset`
		);

		// Freeze time, then copy: the confirmation stays exactly 5 seconds.
		await page.clock.pauseAt(
			( await page.evaluate( () => Date.now() ) ) + 1000
		);
		await ui.rule.click();
		await expect( ui.status ).toHaveText( COPIED );
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( rule );
		await page.clock.runFor( 4999 );
		await expect( ui.status ).toHaveText( COPIED );
		await page.clock.runFor( 1 );
		await expect( ui.status ).toHaveText( '' );
	} );

	test( 'copies with the keyboard, and typed numbers are clamped to the range', async ( {
		page,
	} ) => {
		await page.goto( url );
		await waitForTakeover( page );
		const ui = generator( page );

		const blur = ui.number( 'Desfoque (px)' );
		await blur.fill( '250' );
		await expect( blur ).toHaveValue( '100' );
		await expect( ui.slider( 'Desfoque (px)' ) ).toHaveValue( '100' );
		await ui.number( 'Expansão (px)' ).fill( '-20' );
		await ui.number( 'Opacidade (%)' ).fill( '55' );
		await ui.root.getByLabel( 'Cor da sombra' ).fill( '#0b1f33' );
		const rule = 'box-shadow: 0px 12px 100px -20px rgba(11, 31, 51, 0.55);';
		await expect( ui.code ).toHaveText( rule );

		await ui.rule.focus();
		await page.keyboard.press( 'Enter' );
		await expect( ui.status ).toHaveText( COPIED );
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( rule );
		await page.evaluate( () => navigator.clipboard.writeText( '' ) );
		await page.keyboard.press( 'Space' );
		await expect
			.poll( () => page.evaluate( () => navigator.clipboard.readText() ) )
			.toBe( rule );

		// "Restore defaults" goes back to the block's starting values.
		await ui.root
			.getByRole( 'button', { name: 'Restaurar padrões' } )
			.click();
		await expect( ui.code ).toHaveText( DEFAULT_RULE );
	} );

	test( 'when copying is refused, sees a Portuguese error with the rule selected', async ( {
		page,
	} ) => {
		await page.addInitScript( () => {
			Object.defineProperty( navigator, 'clipboard', {
				value: {
					writeText: () =>
						Promise.reject(
							new DOMException( 'no', 'NotAllowedError' )
						),
				},
			} );
			document.execCommand = () => false;
		} );
		await page.goto( url );
		await waitForTakeover( page );
		const ui = generator( page );
		await ui.rule.click();
		await expect( ui.status ).toContainText(
			'Não foi possível copiar automaticamente.'
		);
		await expect( ui.status ).toHaveClass( /is-error/ );
		expect(
			await ui.code.evaluate(
				( node ) => node.ownerDocument.getSelection()?.toString()
			)
		).toBe( DEFAULT_RULE );
	} );

	test( 'reads right without JavaScript, and nothing moves when the script takes over', async ( {
		browser,
		page,
	} ) => {
		const withoutJs = await openWithoutJavaScript( browser, url );
		const staticUi = generator( withoutJs );
		await expect( staticUi.code ).toHaveText( DEFAULT_RULE );
		await expect( staticUi.slider( 'Desfoque (px)' ) ).toHaveValue( '32' );
		expect( await computedShadow( withoutJs ) ).toBe(
			'rgba(0, 0, 0, 0.3) 0px 12px 32px -8px'
		);
		const staticBoxes = await boxes( withoutJs );
		await withoutJs.context().close();

		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( url );
		await page.evaluate( () => document.fonts.ready );
		await waitForTakeover( page );
		const liveBoxes = await boxes( page );
		liveBoxes.forEach( ( box, index ) => {
			const before = staticBoxes[ index ]!;
			expect( box.x ).toBeCloseTo( before.x, 0 );
			expect( box.y ).toBeCloseTo( before.y, 0 );
			expect( box.width ).toBeCloseTo( before.width, 0 );
			expect( box.height ).toBeCloseTo( before.height, 0 );
		} );
	} );
} );

test.describe( 'An editor', () => {
	test( 'sets the starting values in the inspector and visitors start from them', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( {
			postType: 'page',
			title: 'Gerador pelo editor',
		} );
		await editor.insertBlock( { name: 'farol/box-shadow' } );
		const block = editor.canvas.locator( '[data-type="farol/box-shadow"]' );
		await expect( block.locator( '.farol-box-shadow__code' ) ).toHaveText(
			DEFAULT_RULE
		);
		// The canvas speaks with the server's words (the page's own): Portuguese here.
		const words = {
			'.farol-box-shadow__legend': 'Ajustes da sombra',
			'.farol-box-shadow__reset': 'Restaurar padrões',
			'.farol-box-shadow__hint':
				'Clique na regra (ou pressione Enter sobre ela) para copiá-la.',
		};
		for ( const [ selector, word ] of Object.entries( words ) ) {
			await expect( block.locator( selector ) ).toHaveText( word );
		}

		await editor.openDocumentSettingsSidebar();
		const inspector = page.locator( '.block-editor-block-inspector' );
		await inspector
			.getByRole( 'spinbutton', { name: 'Desfoque (px)' } )
			.fill( '10' );
		await inspector
			.getByRole( 'spinbutton', { name: 'Opacidade (%)' } )
			.fill( '80' );
		const rule = 'box-shadow: 0px 12px 10px -8px rgba(0, 0, 0, 0.8);';
		await expect( block.locator( '.farol-box-shadow__code' ) ).toHaveText(
			rule
		);
		await expect
			.poll( async () => ( await editor.getBlocks() )[ 0 ]?.attributes )
			.toMatchObject( { blur: 10, opacity: 80 } );

		const id = await editor.publishPost();
		expect( id ).not.toBeNull();
		fixtures.remember( id as number );
		const html = await (
			await page.request.get( `/?page_id=${ id }` )
		).text();
		expect( html ).toContain( rule );
		for ( const word of Object.values( words ) ) {
			expect( html ).toContain( word );
		}
	} );
} );

/**
 * Where the generator's main parts are.
 *
 * @param page Page.
 */
async function boxes(
	page: Page
): Promise< Array< { x: number; y: number; width: number; height: number } > > {
	const found = [];
	for ( const selector of [
		'.farol-box-shadow__controls',
		'.farol-box-shadow__field--blur .farol-box-shadow__range',
		'.farol-box-shadow__field--inset',
		'.farol-box-shadow__preview',
		'.farol-box-shadow__rule',
		'.farol-box-shadow__message',
	] ) {
		const box = await page.locator( selector ).boundingBox();
		expect( box, selector ).not.toBeNull();
		found.push( box! );
	}
	return found;
}
