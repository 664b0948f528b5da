/**
 * Helpers the block specs share: fixture pages published through REST and removed after, React's takeover of
 * server-rendered markup, and a visitor without JavaScript.
 */
/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * The fixture pages a spec publishes through REST, deleted again after its tests.
 */
export class FixturePages {
	private readonly ids: number[] = [];

	/**
	 * Publishes a page and returns its address.
	 *
	 * @param requestUtils WordPress REST helpers.
	 * @param title        Page title.
	 * @param content      Block markup.
	 */
	async publish(
		requestUtils: RequestUtils,
		title: string,
		content: string
	): Promise< string > {
		const { id } = await requestUtils.createPage( {
			title,
			content,
			status: 'publish',
		} );
		this.remember( id );
		const page = await requestUtils.rest< { link: string } >( {
			path: `/wp/v2/pages/${ id }`,
		} );
		return page.link;
	}

	/**
	 * Adds a page created another way (e.g. in the editor) to the clean-up.
	 *
	 * @param id Page ID.
	 */
	remember( id: number ): void {
		this.ids.push( id );
	}

	/**
	 * Deletes every remembered page for good.
	 *
	 * @param requestUtils WordPress REST helpers.
	 */
	async removeAll( requestUtils: RequestUtils ): Promise< void > {
		for ( const id of this.ids.splice( 0 ) ) {
			await requestUtils.rest( {
				path: `/wp/v2/pages/${ id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	}
}

/**
 * Resolves once the view's runtime has taken over the server's markup: the first node matching
 * the selector carries React's fiber key or, on Preact (what the blocks' views bundle, and
 * which may keep a server node it finds in place), sits in a container the mount helper
 * marked live after its first commit (`data-farol-live`).
 *
 * @param page     Page.
 * @param selector A node React renders.
 */
export async function waitForReactTakeover(
	page: Page,
	selector: string
): Promise< void > {
	await page.waitForFunction( ( sel ) => {
		const node = document.querySelector( sel );
		return (
			!! node &&
			( Object.keys( node ).some( ( key ) =>
				key.startsWith( '__reactFiber' )
			) ||
				node.closest( '[data-farol-live]' ) !== null )
		);
	}, selector );
}

/**
 * Opens a page in a fresh visitor context with JavaScript off.
 *
 * @param browser Browser.
 * @param address Page address.
 */
export async function openWithoutJavaScript(
	browser: Browser,
	address: string
): Promise< Page > {
	const context = await browser.newContext( {
		javaScriptEnabled: false,
		viewport: { width: 1280, height: 900 },
		locale: 'pt-BR',
		timezoneId: 'America/Sao_Paulo',
	} );
	const page = await context.newPage();
	await page.goto( address );
	await page.waitForLoadState( 'load' );
	return page;
}
