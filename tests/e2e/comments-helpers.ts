/**
 * What the comment widget's specs share besides the page object (tests/e2e/pages/comments.page.ts):
 * a seeded post with a long thread on the e2e site, a fresh post open for comments and its
 * removal, and waiting out core's flood check.
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
				FAROL_NATIVE_INSTANCE:
					process.env.FAROL_NATIVE_INSTANCE ?? 'e2e',
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

/**
 * Sets the comment settings to their defaults plus the given values, keeping the social
 * providers' credentials. The REST API replaces the whole option, and it reads secrets masked; a
 * masked secret saved back stands for the stored one only while the stored one is there (the
 * product's rule: SocialSettings::keep_masked_secrets). A spec writing `{ some_key }` alone
 * would make the site forget the demo's provider secret for good (its restore at the end
 * carries the masked value only), and every later spec would find social login off.
 *
 * @param requestUtils The REST helper (administrator).
 * @param values       The settings to set; everything else takes its default.
 */
export async function setCommentSettings(
	requestUtils: RequestUtils,
	values: Record< string, unknown > = {}
): Promise< void > {
	const current = (
		await requestUtils.rest< {
			farol_comments?: { social_providers?: unknown };
		} >( { path: '/wp/v2/settings' } )
	).farol_comments;
	const providers = current?.social_providers;
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: {
			farol_comments: {
				...( providers ? { social_providers: providers } : {} ),
				...values,
			},
		},
	} );
}

/**
 * Publishes a post open for comments, one paragraph long, under a title made unique by the time.
 *
 * @param requestUtils The REST helper (administrator).
 * @param title        The title's start.
 * @param text         The paragraph.
 * @return The post's id and its address (path and query).
 */
export async function publishOpenPost(
	requestUtils: RequestUtils,
	title: string,
	text: string
): Promise< { id: number; path: string } > {
	const post = await requestUtils.rest< { id: number; link: string } >( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `${ title } ${ Date.now().toString( 36 ) }`,
			status: 'publish',
			comment_status: 'open',
			content: `<!-- wp:paragraph --><p>${ text }</p><!-- /wp:paragraph -->`,
		},
	} );
	const link = new URL( post.link );
	return { id: post.id, path: link.pathname + link.search };
}

/**
 * Deletes a post for good; its comments and ratings go with it.
 *
 * @param requestUtils The REST helper (administrator).
 * @param id           The post.
 */
export async function deletePost(
	requestUtils: RequestUtils,
	id: number
): Promise< void > {
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ id }`,
		params: { force: true },
	} );
}
