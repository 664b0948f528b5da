/**
 * The axe helper (tests/e2e/axe.ts) can fail: on a page of its own (served by the test), a button
 * without a name is reported, in the part checked only, inside an iframe too; a rule switched
 * off with its reason is not; a rule switched off without one throws.
 */
/**
 * Internal dependencies
 */
import { axeViolations } from './axe';
import { test, expect } from './fixtures';

const PAGE = `<!doctype html><html lang="pt-BR"><head><title>axe</title></head><body><main>
<h1>Página</h1>
<div id="clean"><button type="button">Enviar</button></div>
<div id="broken"><button type="button"></button></div>
<div id="framed"><iframe title="Quadro" srcdoc="<!doctype html><html lang='pt-BR'><head><title>q</title></head><body><main><h1>Quadro</h1><button type='button'></button></main></body></html>"></iframe></div>
</main></body></html>`;

test( 'axeViolations reports what breaks a rule, in the part checked, frames included', async ( {
	page,
} ) => {
	// An address of its own (an opaque about:blank origin would keep axe from its frames).
	await page.route( 'http://axe.test/**', ( route ) =>
		route.request().url() === 'http://axe.test/'
			? route.fulfill( { body: PAGE, contentType: 'text/html' } )
			: route.fulfill( { status: 204 } )
	);
	await page.goto( 'http://axe.test/' );
	await expect(
		page.frameLocator( 'iframe' ).locator( 'button' )
	).toBeAttached();

	expect( await axeViolations( page, '#clean' ) ).toEqual( [] );
	expect( await axeViolations( page, '#broken' ) ).toEqual( [
		expect.stringMatching( /^button-name: .* — #broken > button$/ ),
	] );
	expect( await axeViolations( page, '#framed' ) ).toEqual( [
		expect.stringMatching( /^button-name: / ),
	] );
	expect(
		await axeViolations( page, '#broken', {
			disable: { 'button-name': 'the helper’s own test' },
		} )
	).toEqual( [] );
	await expect(
		axeViolations( page, '#broken', { disable: { 'button-name': ' ' } } )
	).rejects.toThrow( 'switched off without a reason' );
} );
