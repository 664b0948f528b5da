/**
 * The seam to the editor (src/comments/editor/): `index.ts` exports `mountEditor( slot,
 * options ): EditorHandle`, `enhance.ts` exports `enhanceContent( root )`. Both are lazy chunks,
 * fetched only when needed: the editor on the first focus of a form, the enhancer when
 * displayed comments hold formulas, code or spoilers. Only their types are imported here.
 * Each chunk is asked twice at most (retryImport): without it, the form's textarea and the
 * comments as printed stay, and nothing waits on it.
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../lib/bounded';
import type { EditorHandle, EditorOptions } from './editor';

export type { EditorHandle, EditorOptions };

interface EditorModule {
	mountEditor: ( slot: HTMLElement, options: EditorOptions ) => EditorHandle;
}

/**
 * The editor module (its chunk is fetched on the first call).
 */
export function loadEditor(): Promise< EditorModule > {
	return retryImport(
		() => import( /* webpackChunkName: "comments-editor" */ './editor' )
	);
}

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
				/* webpackChunkName: "comments-enhance" */ './editor/enhance'
			)
	)
		.then( ( module ) => module.enhanceContent( root ) )
		.catch( ( error: unknown ) => {
			// eslint-disable-next-line no-console -- the comments stay readable as printed.
			console.error( '[farol] comments: enhancer failed', error );
		} );
}
