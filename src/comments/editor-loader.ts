/**
 * The seam to the editor (src/comments/editor/, another module's): `index.ts` exports
 * `mountEditor( slot, options ): EditorHandle`, `enhance.ts` exports `enhanceContent( root )`.
 * Both are lazy chunks, fetched only when needed: the editor on the first focus of a form,
 * the enhancer when displayed comments hold formulas, code or spoilers. They are found through
 * a lazy webpack context, so this bundle builds and works (a plain textarea, comments as
 * printed) while the editor module is not there.
 */

export interface EditorHandle {
	getHTML(): string;
	setHTML( html: string ): void;
	isEmpty(): boolean;
	length(): number;
	focus(): void;
	clear(): void;
	destroy(): void;
}

export interface EditorOptions {
	form: HTMLFormElement;
	maxLength: number;
	minLength: number;
	counter: HTMLElement | null;
	placeholder: string;
	phrases: Record< string, string >;
	onSubmitShortcut: () => void;
}

interface EditorModule {
	mountEditor: ( slot: HTMLElement, options: EditorOptions ) => EditorHandle;
}

interface EnhanceModule {
	enhanceContent: ( root: ParentNode ) => Promise< void >;
}

interface LazyContext {
	keys(): string[];
	( id: string ): Promise< unknown >;
}

/**
 * The editor folder's entry files, when that folder exists (empty otherwise).
 */
function editorFiles(): LazyContext | null {
	try {
		// webpack replaces this call at build time; under jest (no webpack) there is none.
		return (
			require as unknown as {
				context: (
					dir: string,
					deep: boolean,
					filter: RegExp,
					mode: 'lazy'
				) => LazyContext;
			}
		 ).context( './', true, /^\.\/editor\/(index|enhance)\.tsx?$/, 'lazy' );
	} catch {
		return null;
	}
}

/**
 * Imports one of the editor's entry files.
 *
 * @param name The file's base name.
 */
async function load( name: 'index' | 'enhance' ): Promise< unknown > {
	const files = editorFiles();
	const key = files
		?.keys()
		.find( ( file ) => file.startsWith( `./editor/${ name }.` ) );
	return files && key ? files( key ) : null;
}

/**
 * The editor module, or null when it is not built in.
 */
export async function loadEditor(): Promise< EditorModule | null > {
	const module = ( await load( 'index' ) ) as EditorModule | null;
	return module && typeof module.mountEditor === 'function' ? module : null;
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
	load( 'enhance' )
		.then(
			( module ) =>
				( module as EnhanceModule | null )?.enhanceContent( root )
		)
		.catch( ( error: unknown ) => {
			// eslint-disable-next-line no-console -- the comments stay readable as printed.
			console.error( '[farol] comments: enhancer failed', error );
		} );
}
