/**
 * The seam to the rich-text editor (src/comments/rich-text/): `index.ts` exports
 * `mountEditor( slot, options ): EditorHandle`, a lazy chunk fetched on the first focus of a
 * form. Only its types are imported here. The chunk is asked twice at most (retryImport):
 * without it, the form's textarea stays, and nothing waits on it. (The content enhancer, the
 * other lazy chunk of rich-text/, is loaded by ./enhance.ts.)
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../lib/bounded';
import type { EditorHandle, EditorOptions } from './rich-text';

export type { EditorHandle, EditorOptions };

interface EditorModule {
	mountEditor: ( slot: HTMLElement, options: EditorOptions ) => EditorHandle;
}

/**
 * The editor module (its chunk is fetched on the first call).
 */
export function loadEditor(): Promise< EditorModule > {
	return retryImport(
		() => import( /* webpackChunkName: "comments-editor" */ './rich-text' )
	);
}
