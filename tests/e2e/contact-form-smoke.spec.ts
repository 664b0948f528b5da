/**
 * The demo contact form end to end on whichever runtime the run points at (@smoke: on the
 * Playground runtime of `npm start` it proves the form, its storage and the Submissions inbox
 * work on SQLite too): a visitor sends the form on /contato/ without reload, the message is
 * answered with the mail's outcome (a runtime without a mail server answers "failed", one
 * with it "sent" — either way the row is kept), and the administrator finds it in the inbox.
 * The spec deletes the message it made through the inbox's own route.
 */
/**
 * Internal dependencies
 */
import { sendDemoForm } from './contact-form-helpers';
import { expect, test, VISITOR } from './fixtures';

type Row = { id: number; status: string };

test.describe( 'contact form on this runtime', () => {
	test.setTimeout( 120_000 );

	test( 'a visitor’s message is answered and lands in the inbox @smoke', async ( {
		browser,
		baseURL,
		page,
		requestUtils,
	} ) => {
		const name = `Smoke Caixa ${ Date.now().toString( 36 ) }`;
		const visitor = await browser.newContext( {
			baseURL,
			storageState: VISITOR,
		} );
		const form = await sendDemoForm(
			await visitor.newPage(),
			'smoke@e2e-smoke.test',
			name
		);
		await expect( form ).toHaveClass( /\b(sent|failed)\b/, {
			timeout: 30_000,
		} );
		await visitor.close();

		const rows = ( await requestUtils.rest( {
			path: '/farol/v1/contact-submissions',
			params: { search: name },
		} ) ) as Row[];
		try {
			expect( rows ).toHaveLength( 1 );
			expect( [ 'mail_sent', 'mail_failed' ] ).toContain(
				rows[ 0 ]?.status
			);

			await page.goto(
				'/wp-admin/edit.php?post_type=farol_contact_form&page=farol-contact-submissions'
			);
			await expect(
				page
					.locator( '.dataviews-view-table' )
					.getByRole( 'row', { name: new RegExp( name ) } )
			).toBeVisible( { timeout: 30_000 } );
		} finally {
			for ( const row of rows ) {
				await requestUtils.rest( {
					method: 'DELETE',
					path: `/farol/v1/contact-submissions/${ row.id }`,
				} );
			}
		}
	} );
} );
