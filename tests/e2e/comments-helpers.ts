/**
 * What the comment widget's specs share besides the page object (tests/e2e/pages/comments.page.ts):
 * a seeded post with a long thread on the e2e site, and waiting out core's flood check.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
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
