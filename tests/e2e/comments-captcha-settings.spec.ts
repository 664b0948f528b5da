/**
 * The comment captcha's settings (Comments › Widget settings, Writing tab, pt_BR site): the
 * defaults (proof of work, for guests, not members); an administrator picks reCAPTCHA v2 with
 * its keys (axe finds nothing on the tab then), saves, and only ever sees the secret masked,
 * after the save and after a reload.
 * The settings the site had are put back after.
 */
/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe( 'comment captcha settings', () => {
	test( 'an administrator picks reCAPTCHA v2 with its keys and only ever sees the secret masked', async ( {
		page,
		requestUtils,
	} ) => {
		const before = (
			( await requestUtils.rest( {
				path: '/wp/v2/settings',
			} ) ) as { farol_comments: Record< string, unknown > }
		 ).farol_comments;
		try {
			await page.goto(
				'/wp-admin/edit-comments.php?page=farol-comment-settings'
			);
			await page.getByRole( 'tab', { name: 'Escrita' } ).click();
			const provider = page.getByRole( 'combobox', {
				name: 'Captcha dos formulários de comentário',
			} );
			await expect( provider ).toHaveValue( 'proof_of_work' );
			await expect(
				page.getByRole( 'checkbox', {
					name: 'Visitantes respondem ao captcha',
				} )
			).toBeChecked();
			await expect(
				page.getByRole( 'checkbox', {
					name: 'Membros conectados respondem ao captcha',
				} )
			).not.toBeChecked();
			await provider.selectOption( 'recaptcha_v2' );
			await page
				.getByRole( 'textbox', { name: 'Chave do site' } )
				.fill( 'site-key-e2e' );
			await page
				.getByRole( 'textbox', { name: 'Chave secreta' } )
				.fill( 'secret-e2e-4321' );
			await expectNoAxeViolations(
				page,
				'#farol-comment-settings [role="tabpanel"]'
			);
			await page
				.getByRole( 'button', { name: 'Salvar configurações' } )
				.click();
			await expect(
				page.getByRole( 'textbox', { name: 'Chave secreta' } )
			).toHaveValue( '••••••••4321' );

			await page.reload();
			await page.getByRole( 'tab', { name: 'Escrita' } ).click();
			await expect( provider ).toHaveValue( 'recaptcha_v2' );
			await expect(
				page.getByRole( 'textbox', { name: 'Chave secreta' } )
			).toHaveValue( '••••••••4321' );
			expect( await page.content() ).not.toContain( 'secret-e2e-4321' );
		} finally {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: { farol_comments: before },
			} );
		}
	} );
} );
