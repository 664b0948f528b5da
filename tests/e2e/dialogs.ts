/**
 * A page's alert or confirm, as a test should meet it: accepted the moment it opens.
 *
 * A test must never hold a dialog open while an action of its own is still running. After the
 * mouse-up, Playwright's click waits on the page (its scheduled navigations, a frame), and a
 * page held by an alert answers nothing, so the click hangs until the test times out. It used
 * to be written `const dialog = page.waitForEvent( 'dialog' ); await button.click(); await
 * dialog`: that passes while the server answers after the click has returned, and hangs when a
 * fast answer meets a slow click (a loaded CI machine: lead-form-submit's legacy GET, 1 run in
 * ~2 under load, docs/test-hygiene.md).
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

export type SeenDialog = {
	/** The dialog's text. */
	message: string;
	/** alert, confirm, prompt or beforeunload. */
	type: string;
	/** The page's address when the dialog opened (an alert before a redirect, say). */
	url: string;
};

/**
 * The page's next dialog, accepted at once; resolves with what it showed once it is closed.
 *
 * @param page The page.
 */
export function acceptNextDialog( page: Page ): Promise< SeenDialog > {
	return new Promise( ( resolve, reject ) => {
		page.once( 'dialog', ( dialog ) => {
			const seen = {
				message: dialog.message(),
				type: dialog.type(),
				url: page.url(),
			};
			dialog.accept().then( () => resolve( seen ), reject );
		} );
	} );
}
