/**
 * axe on the tabs of the widget's settings page (Comments › Widget settings, pt_BR site) that
 * issues 23 and 24 added or filled: Writing (captcha, info, attachments, rating), Subscriptions
 * and Live updates, each as the administrator first sees it. Nothing is saved.
 */
/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

const PANEL = '#farol-comment-settings [role="tabpanel"]';

test( 'the Writing, Subscriptions and Live updates tabs are clean for axe', async ( {
	page,
} ) => {
	await page.goto(
		'/wp-admin/edit-comments.php?page=farol-comment-settings'
	);
	const tabs: Array< [ string, string ] > = [
		[ 'Escrita', 'Captcha dos formulários de comentário' ],
		[ 'Inscrições', '' ],
		[ 'Atualizações ao vivo', 'Desligadas' ],
	];
	for ( const [ tab, field ] of tabs ) {
		await page.getByRole( 'tab', { name: tab, exact: true } ).click();
		const panel = page.getByRole( 'tabpanel', { name: tab } );
		await expect( panel ).toBeVisible();
		if ( field !== '' ) {
			await expect( panel.getByLabel( field ) ).toBeVisible();
		}
		await expectNoAxeViolations( page, PANEL );
	}
} );
