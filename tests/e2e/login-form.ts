/**
 * Logging in through core's login form, as a person does.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from './fixtures';

/**
 * Opens the login form and sends it with a seeded user's password ('password').
 *
 * Core's login page focuses and selects the user name field 200 ms after it loads
 * (`wp_attempt_focus`). Typing before that lands in the wrong field: the password went into the
 * user name (replacing it), the password field stayed empty, the browser refused the form and a
 * test waited for wp-admin for a minute. So the form is filled once the page has done that.
 *
 * @param page The page (of a context with no one logged in).
 * @param user The user's login.
 */
export async function sendLoginForm(
	page: Page,
	user: string
): Promise< void > {
	await page.goto( '/wp-login.php' );
	const login = page.locator( '#user_login' );
	await expect( login ).toBeFocused();
	await login.fill( user );
	await page.locator( '#user_pass' ).fill( 'password' );
	await expect( login ).toHaveValue( user );
	await page.locator( '#wp-submit' ).click();
}
