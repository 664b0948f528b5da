/**
 * Enhances displayed comments: renders formulas, highlights code and wires spoilers, with
 * `enhanceContent( root )` of src/comments/rich-text/enhance.ts, a lazy chunk fetched only when
 * displayed comments hold any of them. The chunk is asked twice at most (retryImport): without
 * it, the comments as printed stay readable, and nothing waits on it.
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../lib/bounded';

const ENHANCED = '[data-farol-latex], pre code, .farol-spoiler';

/**
 * Renders formulas, highlights code and wires spoilers in displayed comments, loading the
 * enhancer only when the root holds any of them.
 *
 * @param root Where comments were shown.
 */
export function enhance( root: ParentNode ): void {
	if ( ! root.querySelector( ENHANCED ) ) {
		return;
	}
	retryImport(
		() =>
			import(
				/* webpackChunkName: "comments-enhance" */ './rich-text/enhance'
			)
	)
		.then( ( module ) => module.enhanceContent( root ) )
		.catch( ( error: unknown ) => {
			// eslint-disable-next-line no-console -- the comments stay readable as printed.
			console.error( '[farol] comments: enhancer failed', error );
		} );
}
