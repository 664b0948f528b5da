/**
 * The folders of the site a run points at, for specs that must reach past the web server:
 * the Playground smoke site's (tools/test/e2e-smoke-playground.sh sets FAROL_E2E_SMOKE; its
 * folders are mounted live, so what a spec writes there the site sees at once) or the native
 * e2e site's (tools/test/e2e.sh).
 */
/**
 * External dependencies
 */
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../..' );

/**
 * The site's WordPress folder (its wp-content/mu-plugins is read on every request).
 *
 * @param baseURL The site under test.
 */
export function siteFolder( baseURL: string ): string {
	if ( process.env.FAROL_E2E_SMOKE ) {
		return path.join(
			ROOT,
			'.farol/playground',
			new URL( baseURL ).port,
			'wordpress'
		);
	}
	return path.join(
		ROOT,
		'.farol',
		`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
		'wp'
	);
}

/**
 * Every folder where the site may keep the comments' attachments: its uploads' default
 * (`farol-private/comments`) and, on Playground, the folder outside the served tree that
 * tools/runtime/playground-start.mjs names (FAROL_COMMENT_ATTACHMENTS_DIR).
 *
 * @param baseURL The site under test.
 */
export function attachmentFolders( baseURL: string ): string[] {
	const folders = [
		path.join(
			siteFolder( baseURL ),
			'wp-content/uploads/farol-private/comments'
		),
	];
	if ( process.env.FAROL_E2E_SMOKE ) {
		folders.push(
			path.join(
				ROOT,
				'.farol/playground',
				new URL( baseURL ).port,
				'private/comments'
			)
		);
	}
	return folders;
}
