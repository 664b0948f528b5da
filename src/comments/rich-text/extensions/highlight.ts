/**
 * Syntax highlighting of code blocks while writing: lowlight's classes as decorations (the
 * stored HTML stays plain `pre > code`). Highlighted again at most once a second while the
 * visitor types, like the anchor's 1000 ms interval, so long code stays responsive. lowlight
 * (its own chunk) loads only once the document holds a code block.
 */
/**
 * External dependencies
 */
import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
/**
 * Internal dependencies
 */
import type { HastNode, highlightTree } from '../highlighter';

export const HIGHLIGHT_INTERVAL_MS = 1000;

const key = new PluginKey< DecorationSet >( 'farolCodeHighlight' );

let highlighter: typeof highlightTree | null = null;
let loading: Promise< unknown > | null = null;

/**
 * Loads lowlight once; resolves when it can be used.
 */
function loadHighlighter(): Promise< unknown > {
	loading ??= import(
		/* webpackChunkName: "comments-highlighter" */ '../highlighter'
	).then( ( module ) => {
		highlighter = module.highlightTree;
	} );
	return loading;
}

/**
 * Whether a document holds a code block.
 *
 * @param doc The document.
 */
function hasCode( doc: ProseMirrorNode ): boolean {
	let found = false;
	doc.descendants( ( node ) => {
		found ||= node.type.name === 'codeBlock';
		return ! found && node.isBlock;
	} );
	return found;
}

/**
 * Inline decorations for a highlighted tree, from a start position.
 *
 * @param nodes       The tree's children.
 * @param start       Position of the first character.
 * @param decorations Where they go.
 * @return Position after the last character.
 */
function decorate(
	nodes: HastNode[],
	start: number,
	decorations: Decoration[]
): number {
	let position = start;
	for ( const node of nodes ) {
		if ( node.type === 'text' ) {
			position += node.value.length;
			continue;
		}
		const from = position;
		position = decorate( node.children, position, decorations );
		const classes = node.properties.className ?? [];
		if ( classes.length > 0 && position > from ) {
			decorations.push(
				Decoration.inline( from, position, {
					class: classes.join( ' ' ),
				} )
			);
		}
	}
	return position;
}

/**
 * Decorations of every code block of a document.
 *
 * @param doc The document.
 */
function highlightAll( doc: ProseMirrorNode ): DecorationSet {
	const decorations: Decoration[] = [];
	const highlight = highlighter;
	if ( ! highlight ) {
		return DecorationSet.empty;
	}
	doc.descendants( ( node, pos ) => {
		if ( node.type.name !== 'codeBlock' ) {
			return true;
		}
		const language =
			typeof node.attrs.language === 'string' ? node.attrs.language : '';
		decorate(
			highlight( node.textContent, language ),
			pos + 1,
			decorations
		);
		return false;
	} );
	return DecorationSet.create( doc, decorations );
}

export const CodeHighlight = Extension.create( {
	name: 'codeHighlight',
	addProseMirrorPlugins() {
		return [
			new Plugin< DecorationSet >( {
				key,
				state: {
					init: ( _, state ) => highlightAll( state.doc ),
					apply: ( tr, set ) =>
						tr.getMeta( key )
							? highlightAll( tr.doc )
							: set.map( tr.mapping, tr.doc ),
				},
				props: {
					decorations: ( state ) => key.getState( state ),
				},
				view: ( initial ) => {
					let timer: ReturnType< typeof setTimeout > | undefined;
					const refresh = ( view: typeof initial ) => {
						if ( ! view.isDestroyed ) {
							view.dispatch( view.state.tr.setMeta( key, true ) );
						}
					};
					const schedule = ( view: typeof initial ) => {
						if (
							timer !== undefined ||
							! hasCode( view.state.doc )
						) {
							return;
						}
						timer = setTimeout(
							() => {
								timer = undefined;
								loadHighlighter().then( () => refresh( view ) );
							},
							highlighter ? HIGHLIGHT_INTERVAL_MS : 0
						);
					};
					schedule( initial );
					return {
						update: ( view, previous ) => {
							if ( ! view.state.doc.eq( previous.doc ) ) {
								schedule( view );
							}
						},
						destroy: () => clearTimeout( timer ),
					};
				},
			} ),
		];
	},
} );
