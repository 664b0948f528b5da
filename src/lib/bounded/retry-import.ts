/**
 * A lazy chunk (a dynamic `import()`) that fails to load is asked once more, after a short
 * pause, and then given up: a dropped request or a deploy that replaced the chunk between the
 * page and the click should not cost the visitor the feature, but nothing waits on a chunk
 * for ever either. Webpack forgets a chunk whose script failed, so the second `import()`
 * really fetches it again. What to do without it (skip it) is the caller's: a form is sent
 * without its lazy part, and the server, which checks every submission, stays the authority.
 */

/** The pause before the second try, in milliseconds. */
export const RETRY_PAUSE_MS = 300;

/**
 * Loads a chunk, trying once more when the first load fails.
 *
 * @param load    Starts the load (`() => import( './part' )`).
 * @param pauseMs The pause before the second try.
 * @return The module; rejects with the second failure.
 */
export async function retryImport< Module >(
	load: () => Promise< Module >,
	pauseMs: number = RETRY_PAUSE_MS
): Promise< Module > {
	try {
		return await load();
	} catch {
		await new Promise( ( resolve ) => setTimeout( resolve, pauseMs ) );
		return load();
	}
}
