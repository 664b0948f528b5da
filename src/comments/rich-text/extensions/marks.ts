/**
 * The two marks of the comment editor that are Farol's own: a spoiler
 * (`span.farol-spoiler`, hidden until the reader reveals it) and a formula
 * (`span.farol-latex[data-farol-latex=inline|block]` holding its TeX source, rendered with
 * KaTeX by enhanceContent() where the comment is shown).
 */
/**
 * External dependencies
 */
import { Mark } from '@tiptap/core';

declare module '@tiptap/core' {
	interface Commands< ReturnType > {
		spoiler: {
			/** Hides or shows the selection as a spoiler. */
			toggleSpoiler: () => ReturnType;
		};
		latex: {
			/** Makes the selection a formula's TeX source, or plain text again. */
			toggleLatex: ( mode?: 'inline' | 'block' ) => ReturnType;
		};
	}
}

export const Spoiler = Mark.create( {
	name: 'spoiler',
	parseHTML() {
		return [
			{
				tag: 'span',
				getAttrs: ( element: HTMLElement ) =>
					element.classList.contains( 'farol-spoiler' )
						? null
						: false,
			},
		];
	},
	renderHTML() {
		return [ 'span', { class: 'farol-spoiler' }, 0 ];
	},
	addCommands() {
		return {
			toggleSpoiler:
				() =>
				( { commands } ) =>
					commands.toggleMark( this.name ),
		};
	},
} );

export const Latex = Mark.create( {
	name: 'latex',
	// A formula is its source only: no bold or link inside it.
	excludes: '_',
	code: true,
	addAttributes() {
		return {
			mode: {
				default: 'inline',
				parseHTML: ( element: HTMLElement ) =>
					element.getAttribute( 'data-farol-latex' ) === 'block'
						? 'block'
						: 'inline',
				renderHTML: () => ( {} ),
			},
		};
	},
	parseHTML() {
		return [ { tag: 'span[data-farol-latex]' } ];
	},
	renderHTML( { mark } ) {
		return [
			'span',
			{
				class: 'farol-latex',
				'data-farol-latex':
					mark.attrs.mode === 'block' ? 'block' : 'inline',
			},
			0,
		];
	},
	addCommands() {
		return {
			toggleLatex:
				( mode = 'inline' ) =>
				( { commands } ) =>
					commands.toggleMark( this.name, { mode } ),
		};
	},
} );
