/**
 * The textarea's handover to the editor. The server's `wc_comment` textarea is the live control
 * until the editor is ready (the visitor may have clicked it and be typing while the chunk
 * downloads); then, in one synchronous step (no frame, no task in between, so no key can fall
 * between the read and the switch), the editor takes the textarea's value and selection, and,
 * when the textarea had the focus, takes the focus with the caret where the visitor left it.
 *
 * A new comment's or reply's textarea (printed empty) holds what the visitor typed: plain text,
 * taken line by line as paragraphs, character for character (parsed as HTML, a "<" or a run of
 * spaces would be lost). An edit form's textarea holds the comment's stored HTML, taken as HTML.
 */
/**
 * External dependencies
 */
import type { Editor, JSONContent } from '@tiptap/core';

/** What the editor takes from the textarea. */
export interface Handover {
	/** The editor's first content. */
	content: string | JSONContent;
	/** Whether the textarea had the focus. */
	focused: boolean;
	/** The textarea's selection in the editor's positions, or null (the end). */
	selection: { from: number; to: number } | null;
}

/**
 * Where a textarea offset lands in the paragraphs made of its lines: each line before it adds
 * its closing and the next opening token, and the document starts with one opening token.
 *
 * @param text   The textarea's value.
 * @param offset An offset in it.
 */
function position( text: string, offset: number ): number {
	const before = text.slice( 0, offset );
	const lines = before.split( '\n' ).length - 1;
	return offset + lines + 1;
}

/**
 * What the editor takes from the textarea (read at the moment of the switch).
 *
 * @param textarea The server's textarea (null: none).
 */
export function takeFromTextarea(
	textarea: HTMLTextAreaElement | null
): Handover {
	if ( ! textarea ) {
		return { content: '', focused: false, selection: null };
	}
	const focused = textarea.ownerDocument.activeElement === textarea;
	const value = textarea.value;
	if ( textarea.defaultValue !== '' ) {
		return { content: value, focused, selection: null };
	}
	const content: JSONContent = {
		type: 'doc',
		content: value.split( '\n' ).map( ( line ) =>
			line === ''
				? { type: 'paragraph' }
				: {
						type: 'paragraph',
						content: [ { type: 'text', text: line } ],
				  }
		),
	};
	return {
		content,
		focused,
		selection: {
			from: position( value, textarea.selectionStart ?? value.length ),
			to: position( value, textarea.selectionEnd ?? value.length ),
		},
	};
}

/**
 * Puts the caret (or selection) where the textarea had it and, when the textarea had the focus,
 * focuses the editor now (tiptap's focus command waits for the next frame: keys typed until then
 * would go to the hidden textarea and be lost).
 *
 * @param editor   The editor, in the page.
 * @param handover What it took from the textarea.
 */
export function placeCaret( editor: Editor, handover: Handover ): void {
	if ( ! handover.focused ) {
		return;
	}
	// setTextSelection keeps the positions inside the document's text.
	const end = editor.state.doc.content.size;
	editor.commands.setTextSelection( handover.selection ?? end );
	editor.view.focus();
}
