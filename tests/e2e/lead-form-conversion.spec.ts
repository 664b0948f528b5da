/**
 * A visitor's conversion reaches the leads store: the demo page's form (rendered by the
 * server with its public token and signed render stamp) is submitted through the typed API,
 * retried with the same idempotency key, sent through the legacy GET, and its view counted.
 * The answers are parsed with the conversion contract. Tagged @smoke: on Playground it proves
 * the store's SQL (plain INSERT with a unique key and read-back, INSERT IGNORE + UPDATE
 * counters) runs on the SQLite integration as on MariaDB.
 */
/**
 * External dependencies
 */
import { request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import {
	conversionAnswer,
	conversionErrorAnswer,
	viewEventAnswer,
} from '../../src/lead-form/conversion-contract';

test.use( { storageState: VISITOR } );

test.describe( 'A visitor converting', () => {
	test( 'is stored once, answered the same on retry, and the view counted @smoke', async ( {
		page,
		baseURL,
	} ) => {
		await page.goto( '/?pagename=fale-com-a-gente' );
		const form = page.locator( 'form.farol-lead-form__form' );
		await expect( form ).toBeVisible();
		const token = await form
			.locator( 'input[name="token_rdstation"]' )
			.inputValue();
		const stamp = await form
			.locator( 'input[name="farol_started"]' )
			.inputValue();
		const formId = await page
			.locator( '.farol-lead-form' )
			.first()
			.getAttribute( 'data-farol-form' );
		expect( token ).toMatch( /^[a-f0-9]{32}$/ );

		// A person takes more than the spam guard's three seconds to fill the form.
		await page.waitForTimeout( 3200 );

		const visitor = await playwrightRequest.newContext( { baseURL } );
		const run = Date.now().toString( 36 );
		const body = {
			idempotency_key: `e2e-${ run }-typed`,
			name: 'Visitante E2E',
			email: `e2e-${ run }@empresa.com.br`,
			conversion_url: `${ baseURL }/fale-com-a-gente/`,
			conversion_domain: 'localhost',
			farol_hp: '',
			farol_started: stamp,
		};
		const post = () =>
			visitor.post( '/wp-json/farol/v1/conversions', {
				headers: { Authorization: `Bearer ${ token }` },
				data: body,
			} );

		const first = await post();
		expect( first.status() ).toBe( 200 );
		const answer = conversionAnswer.parse( await first.json() );
		expect( answer.thankyou_message ).not.toBe( '' );

		const retry = await post();
		expect( retry.status() ).toBe( 200 );
		expect( conversionAnswer.parse( await retry.json() ) ).toEqual(
			answer
		);

		const legacy = await visitor.get(
			'/wp-json/farol/v1/api/1.2/conversions.json',
			{
				params: {
					...body,
					idempotency_key: `e2e-${ run }-legacy`,
					token_rdstation: token,
				},
			}
		);
		expect( legacy.status() ).toBe( 200 );
		expect(
			conversionAnswer.parse( await legacy.json() ).conversion.uuid
		).not.toBe( answer.conversion.uuid );

		const revoked = await visitor.post( '/wp-json/farol/v1/conversions', {
			headers: { Authorization: `Bearer ${ 'f'.repeat( 32 ) }` },
			data: body,
		} );
		expect( revoked.status() ).toBe( 422 );
		const refused = conversionErrorAnswer.parse( await revoked.json() );
		expect( refused.errors[ 0 ]?.error_type ).toBe( 'FORM_UNAVAILABLE' );

		const view = await visitor.post( '/wp-json/farol/v1/events', {
			data: {
				category: 'lead_form',
				asset_id: String( formId ),
				filter: '',
				action: 'viewed',
			},
		} );
		expect( view.status() ).toBe( 200 );
		expect( viewEventAnswer.parse( await view.json() ).recorded ).toBe(
			true
		);
		await visitor.dispose();
	} );
} );
