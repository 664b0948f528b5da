/**
 * The e2e side of the page-weight check: the measurement itself is tools/bench/lib/page-weight.mjs
 * (the one `npm run bench -- page-weight` uses), loaded here; this file adds the e2e site's seed
 * of what the demo lacks — the post with a long thread, the page with two React-based views —
 * (tools/bench/page-weight-site.php on the site's folder) and its removal.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import type * as PageWeight from '../../tools/bench/lib/page-weight.mjs';

export type {
	BudgetEntry,
	Measurement,
} from '../../tools/bench/lib/page-weight.mjs';

const ROOT = path.resolve( __dirname, '../..' );

/** The measuring module (an ES module: loaded with import(), not require()). */
export function pageWeight(): Promise< typeof PageWeight > {
	return import( '../../tools/bench/lib/page-weight.mjs' );
}

/** The e2e site's WordPress folder (the native "e2e" instance that tools/test/e2e.sh runs). */
export const SITE_FOLDER = path.join(
	ROOT,
	'.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);

/** Whether the site's folder is here, so that it can be seeded from the command line. */
export const CAN_SEED = fs.existsSync(
	path.join( SITE_FOLDER, 'wp-load.php' )
);

/**
 * Runs a task of page-weight-site.php on the e2e site.
 *
 * @param baseURL The site's address.
 * @param task    `setup` or `teardown` (the post with a long thread), `page-setup` or
 *                `page-teardown` (a page the demo lacks).
 * @param arg     Comments of the post, or the page's slug.
 * @return The helper's JSON answer.
 */
export function siteTask(
	baseURL: string,
	task: 'setup' | 'teardown' | 'page-setup' | 'page-teardown',
	arg: number | string
): unknown {
	const out = execFileSync(
		process.env.PHP ?? 'php',
		[
			'-d',
			'memory_limit=1024M',
			path.join( ROOT, 'tools/bench/page-weight-site.php' ),
			SITE_FOLDER,
			task,
			String( arg ),
		],
		{
			env: { ...process.env, FAROL_SITE_URL: baseURL },
			encoding: 'utf8',
		}
	);
	return JSON.parse( out.trim().split( '\n' ).pop() ?? 'null' );
}
