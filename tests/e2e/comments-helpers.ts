/**
 * What the comment widget's specs share: a seeded post with a long thread on the e2e site, and
 * a page object for its comment area.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

const ROOT = path.resolve( __dirname, '../..' );

/** Comments on the seeded post: 50 threads per page, so the first page does not hold all. */
export const SEEDED_COUNT = 120;
export const SEEDED_POST = `/bench-${ SEEDED_COUNT }-comments/`;

/**
 * Seeds (or re-seeds) the post with its deterministic thread on the e2e site.
 */
export function seedThread(): void {
	execFileSync(
		'bash',
		[ 'tools/runtime/native.sh', 'seed-comments', String( SEEDED_COUNT ) ],
		{
			cwd: ROOT,
			env: {
				...process.env,
				FAROL_NATIVE_INSTANCE: 'e2e',
				FAROL_NATIVE_PORT: process.env.FAROL_E2E_PORT ?? '8890',
			},
			stdio: 'pipe',
		}
	);
}

/** The comment area of a post page. */
/**
 * The widget's calls, through whichever endpoint the settings chose: Farol's own (the default)
 * or core's admin-ajax. For `page.route()` and response filters.
 */
export const WIDGET_CALLS =
	/\/wp-admin\/admin-ajax\.php|[?&]farol-comments-ajax=1/;

export class CommentArea {
	readonly area: Locator;
	readonly threads: Locator;
	readonly toolbar: Locator;
	readonly loadMore: Locator;

	constructor( readonly page: Page ) {
		this.area = page.locator( '#wpdcom' );
		this.threads = page.locator( '#wpd-threads > .farol-comment' );
		this.toolbar = page.locator( '.farol-comments__bar' );
		this.loadMore = page.locator( '[data-farol-slot="load-more"] button' );
	}

	/**
	 * Opens the post and waits until the widget has taken the area over.
	 *
	 * @param url Address (the seeded post by default).
	 */
	async open( url = SEEDED_POST ): Promise< void > {
		await this.page.goto( url );
		await this.area.scrollIntoViewIfNeeded();
		await this.toolbar.waitFor();
	}

	/** The ids of the top-level comments shown, in order. */
	threadIds(): Promise< string[] > {
		return this.threads.evaluateAll( ( nodes ) =>
			nodes.map(
				( node ) => ( node as HTMLElement ).dataset.commentId ?? ''
			)
		);
	}

	/**
	 * Waits for one answer of an action.
	 *
	 * @param action The `wpd*` action.
	 */
	answerOf( action: string ) {
		return this.page.waitForResponse(
			( response ) =>
				WIDGET_CALLS.test( response.url() ) &&
				( response.request().postData() ?? '' ).includes(
					`name="action"\r\n\r\n${ action }`
				)
		);
	}
}

/** Core's flood check: 15 s between two comments from one address, and a second to spare. */
export const FLOOD_MS = 16_000;

/**
 * Waits until core's flood check lets this address comment again: 16 s after the newest
 * comment on the site (every test comments from loopback, so the spec before this one may
 * have commented a moment ago; core then answers 429 "too quickly", rightly).
 *
 * @param requestUtils The REST helper (administrator).
 */
export async function waitOutFlood(
	requestUtils: RequestUtils
): Promise< void > {
	const [ newest ] = await requestUtils.rest< Array< { date_gmt: string } > >(
		{
			path: '/wp/v2/comments',
			params: {
				per_page: 1,
				orderby: 'date_gmt',
				order: 'desc',
				status: 'all',
				context: 'edit',
			},
		}
	);
	if ( ! newest ) {
		return;
	}
	const since = Date.now() - Date.parse( `${ newest.date_gmt }Z` );
	if ( since < FLOOD_MS ) {
		await new Promise( ( resolve ) =>
			setTimeout( resolve, FLOOD_MS - since )
		);
	}
}
