/**
 * Makes shown comments' special content work, loaded as its own chunk only when the area
 * holds such content (`[data-farol-latex], pre code, .farol-spoiler`):
 * - formulas (`span[data-farol-latex]`, TeX source as text) rendered with KaTeX, loaded then;
 *   a rendered one is a `math` element named by its source, which is also the fallback when
 *   it does not parse;
 * - code blocks highlighted with lowlight (classes `hljs-*` on spans built from the tree,
 *   never from HTML strings);
 * - spoilers become keyboard-reachable toggles (button role, aria-expanded; class
 *   `is-revealed` shows them).
 * Their look is the block's stylesheet (blocks/comments/_content.scss), there before this
 * runs. Each element is done once (`data-farol-enhanced`), so calling it again on new comments is
 * cheap.
 */
const DONE = 'data-farol-enhanced';

/**
 * Elements of a kind not done yet, marked done.
 *
 * @param root     Where to look.
 * @param selector What.
 */
function fresh< T extends Element >( root: ParentNode, selector: string ): T[] {
	const found = Array.from( root.querySelectorAll< T >( selector ) ).filter(
		( element ) => ! element.hasAttribute( DONE )
	);
	found.forEach( ( element ) => element.setAttribute( DONE, '' ) );
	return found;
}

/**
 * Renders the formulas with KaTeX.
 *
 * @param formulas The formula elements.
 */
async function renderFormulas( formulas: HTMLElement[] ): Promise< void > {
	if ( formulas.length === 0 ) {
		return;
	}
	const [ { default: katex } ] = await Promise.all( [
		import( /* webpackChunkName: "comments-katex" */ 'katex' ),
		import(
			/* webpackChunkName: "comments-katex" */ 'katex/dist/katex.min.css'
		),
	] );
	for ( const formula of formulas ) {
		const source = formula.textContent ?? '';
		try {
			katex.render( source, formula, {
				displayMode: formula.dataset.farolLatex === 'block',
				throwOnError: true,
				trust: false,
				maxExpand: 200,
			} );
			// A named math expression (a name on a plain span is not announced).
			formula.setAttribute( 'role', 'math' );
			formula.setAttribute( 'aria-label', source );
			formula.classList.add( 'is-rendered' );
		} catch {
			formula.textContent = source;
		}
	}
}

/**
 * Highlights code blocks.
 *
 * @param blocks The `pre code` elements.
 */
async function highlightCode( blocks: HTMLElement[] ): Promise< void > {
	if ( blocks.length === 0 ) {
		return;
	}
	const { highlightTree } = await import(
		/* webpackChunkName: "comments-highlighter" */ './highlighter'
	);
	type Tree = ReturnType< typeof highlightTree >;
	const build = ( nodes: Tree, parent: Node ) => {
		for ( const node of nodes ) {
			if ( node.type === 'text' ) {
				parent.appendChild( document.createTextNode( node.value ) );
				continue;
			}
			const span = document.createElement( 'span' );
			span.className = ( node.properties.className ?? [] ).join( ' ' );
			build( node.children, span );
			parent.appendChild( span );
		}
	};
	for ( const block of blocks ) {
		const language =
			/(?:^|\s)language-([a-z0-9+#-]+)/.exec( block.className )?.[ 1 ] ??
			'';
		const tree = highlightTree( block.textContent ?? '', language );
		const fragment = document.createDocumentFragment();
		build( tree, fragment );
		block.replaceChildren( fragment );
		block.classList.add( 'hljs' );
	}
}

/**
 * Turns spoilers into toggles.
 *
 * @param spoilers The spoiler elements.
 */
function wireSpoilers( spoilers: HTMLElement[] ): void {
	for ( const spoiler of spoilers ) {
		spoiler.setAttribute( 'role', 'button' );
		spoiler.setAttribute( 'tabindex', '0' );
		spoiler.setAttribute( 'aria-expanded', 'false' );
		const toggle = () => {
			const revealed = spoiler.classList.toggle( 'is-revealed' );
			spoiler.setAttribute( 'aria-expanded', String( revealed ) );
		};
		spoiler.addEventListener( 'click', toggle );
		spoiler.addEventListener( 'keydown', ( event ) => {
			if ( event.key === 'Enter' || event.key === ' ' ) {
				event.preventDefault();
				toggle();
			}
		} );
	}
}

/**
 * Enhances the comments under a root (the area, or comments just inserted).
 *
 * @param root Where to look.
 */
export async function enhanceContent( root: ParentNode ): Promise< void > {
	wireSpoilers( fresh< HTMLElement >( root, '.farol-spoiler' ) );
	await Promise.all( [
		renderFormulas( fresh< HTMLElement >( root, '[data-farol-latex]' ) ),
		highlightCode( fresh< HTMLElement >( root, 'pre code' ) ),
	] );
}
