/**
 * The block editor's document sidebar panels, as the contact form editor specs open them.
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from './fixtures';

type EditPostDispatch = {
	wp: {
		data: {
			dispatch: ( store: string ) => {
				openGeneralSidebar: ( name: string ) => void;
			};
		};
	};
};

/**
 * Opens the post's settings in the sidebar and one of its panels.
 *
 * @param page  The editor.
 * @param title The panel's title.
 * @return The panel.
 */
export async function openPanel(
	page: Page,
	title: string
): Promise< Locator > {
	await page.evaluate( () =>
		( window as unknown as EditPostDispatch ).wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/document' )
	);
	const toggle = page.locator( '.components-panel__body-toggle' ).filter( {
		hasText: new RegExp(
			`^${ title.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) }$`
		),
	} );
	await expect( toggle ).toBeVisible();
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	return page.locator( '.components-panel__body', { has: toggle } );
}
