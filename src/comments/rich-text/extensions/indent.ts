/**
 * Indent levels 1 to 8 on paragraphs and headings, stored as a class (`farol-indent-N`, the
 * server's allow-list) so the thread's stylesheet indents them without inline styles. Tab
 * and Shift+Tab change the level outside lists (in a list they nest items).
 */
/**
 * External dependencies
 */
import { Extension } from '@tiptap/core';
/**
 * Internal dependencies
 */
import { INDENT_MAX, indentClass } from '../rules';

const TYPES = [ 'paragraph', 'heading' ];
const PATTERN = /(?:^|\s)farol-indent-(\d)(?:\s|$)/;

declare module '@tiptap/core' {
	interface Commands< ReturnType > {
		indent: {
			/** One level more (at most 8). */
			indent: () => ReturnType;
			/** One level less. */
			outdent: () => ReturnType;
		};
	}
}

/**
 * A level within 0..INDENT_MAX.
 *
 * @param level Any number.
 */
const clamp = ( level: number ): number =>
	Math.max( 0, Math.min( INDENT_MAX, level ) );

export const Indent = Extension.create( {
	name: 'indent',

	addGlobalAttributes() {
		return [
			{
				types: TYPES,
				attributes: {
					indent: {
						default: 0,
						parseHTML: ( element: HTMLElement ) =>
							clamp(
								Number(
									PATTERN.exec(
										element.getAttribute( 'class' ) ?? ''
									)?.[ 1 ] ?? 0
								)
							),
						renderHTML: (
							attributes: Record< string, unknown >
						) => {
							const level = Number( attributes.indent ?? 0 );
							return level > 0
								? { class: indentClass( level ) }
								: {};
						},
					},
				},
			},
		];
	},

	addCommands() {
		const shift =
			( delta: number ) =>
			() =>
			( {
				tr,
				state,
				dispatch,
			}: import('@tiptap/core').CommandProps ) => {
				const { from, to } = state.selection;
				let changed = false;
				state.doc.nodesBetween( from, to, ( node, pos ) => {
					if ( ! TYPES.includes( node.type.name ) ) {
						return true;
					}
					const level = clamp(
						Number( node.attrs.indent ?? 0 ) + delta
					);
					if ( level !== node.attrs.indent ) {
						tr.setNodeMarkup( pos, undefined, {
							...node.attrs,
							indent: level,
						} );
						changed = true;
					}
					return false;
				} );
				if ( changed && dispatch ) {
					dispatch( tr );
				}
				return changed;
			};
		return { indent: shift( 1 ), outdent: shift( -1 ) };
	},

	addKeyboardShortcuts() {
		return {
			Tab: () =>
				! this.editor.isActive( 'listItem' ) &&
				this.editor.commands.indent(),
			'Shift-Tab': () =>
				! this.editor.isActive( 'listItem' ) &&
				this.editor.commands.outdent(),
		};
	},
} );
