/**
 * The comment editor (tiptap), loaded by the comment client on a form's first focus through
 * rich-text-loader.ts (`import( './rich-text' )`), never with the page. mountEditor() turns a form's editor
 * slot (`div.farol-editor[data-farol-slot="editor"]` holding the `wc_comment` textarea) into
 * the rich editor:
 * - the textarea stays in the form, visually hidden, its value always the editor's HTML, so
 *   FormData and the native validity check work unchanged (when the check fails on it, the
 *   editor takes the focus);
 * - it owns the counter's text and state (counter.ts) and the length limits;
 * - Ctrl+Enter calls onSubmitShortcut;
 * - it takes over from the textarea without losing a key: its value, its selection and, when
 *   it had the focus, the focus with the caret where the visitor left it (./handover.ts).
 */
/**
 * External dependencies
 */
import { createElement } from 'react';
import { createRoot, flushSync } from 'react-dom';
import { Editor } from '@tiptap/react';
/**
 * Internal dependencies
 */
import { showLength, trimToMax, docLength } from './counter';
import EditorShell from './EditorShell';
import { commentExtensions } from './extensions';
import { placeCaret, takeFromTextarea } from './handover';
import { editorLabels } from './labels';
import './editor.scss';

export { contentLength } from './length';
export { normalizeLink } from './rules';

export interface EditorOptions {
	form: HTMLFormElement;
	maxLength: number;
	minLength: number;
	counter: HTMLElement | null;
	placeholder: string;
	phrases: Record< string, string >;
	onSubmitShortcut: () => void;
}

export interface EditorHandle {
	getHTML(): string;
	setHTML( html: string ): void;
	isEmpty(): boolean;
	length(): number;
	focus(): void;
	clear(): void;
	destroy(): void;
}

/**
 * The editor's HTML as stored: no empty paragraph left at the end (the editor keeps one
 * after a code block or a video so the visitor can write on), '' when empty.
 *
 * @param editor The editor.
 */
function storedHTML( editor: Editor ): string {
	if ( editor.isEmpty ) {
		return '';
	}
	return editor.getHTML().replace( /(?:<p><\/p>)+$/, '' );
}

/**
 * Whether the slot belongs to a reply form: its id's trailing part
 * (`wpd-editor-{commentId}_{parentId}`) is not zero.
 *
 * @param slot The editor slot.
 */
export function isReplyEditor( slot: HTMLElement ): boolean {
	const trailing = /_(\d+)$/.exec( slot.id )?.[ 1 ];
	return trailing !== undefined && Number( trailing ) !== 0;
}

/**
 * Mounts the editor into a form's editor slot.
 *
 * @param slot    The `data-farol-slot="editor"` element.
 * @param options The form, limits, counter and texts.
 */
export function mountEditor(
	slot: HTMLElement,
	options: EditorOptions
): EditorHandle {
	const textarea = slot.querySelector< HTMLTextAreaElement >( 'textarea' );
	const labels = editorLabels( options.phrases );
	const limits = {
		counter: options.counter,
		textarea,
		maxLength: Math.max( 0, options.maxLength ),
		minLength: Math.max( 0, options.minLength ),
		remainingText: labels.counter_remaining,
		tooShortText: isReplyEditor( slot )
			? labels.reply_too_short
			: labels.comment_too_short,
	};
	// From here to the end of the function, one synchronous step (see ./handover.ts).
	const handover = takeFromTextarea( textarea );
	const holder = document.createElement( 'div' );
	holder.className = 'farol-editor__ui';
	slot.insertBefore( holder, textarea ?? null );

	const sync = ( editor: Editor ) => {
		if ( trimToMax( editor, limits.maxLength ) ) {
			return; // The trimming transaction syncs again.
		}
		if ( textarea ) {
			textarea.value = storedHTML( editor );
		}
		showLength( docLength( editor.state.doc ), limits );
		holder.classList.toggle( 'is-empty', editor.isEmpty );
	};
	const editor = new Editor( {
		extensions: commentExtensions( options.onSubmitShortcut ),
		content: handover.content,
		editorProps: {
			attributes: {
				class: 'farol-editor__area',
				role: 'textbox',
				'aria-multiline': 'true',
				'aria-label': options.placeholder,
				'data-placeholder': options.placeholder,
			},
		},
		onCreate: ( { editor: created } ) => sync( created ),
		onUpdate: ( { editor: updated } ) => sync( updated ),
	} );
	// The create event comes a tick later: the counter shows from the start.
	sync( editor );
	const onInvalid = () => editor.commands.focus();
	textarea?.addEventListener( 'invalid', onInvalid );

	const root = createRoot( holder );
	// Rendered now, not on React's next tick: the writing area is in the page when this
	// returns, so a focus() right after (the client's, on the form's first focus) lands.
	flushSync( () =>
		root.render( createElement( EditorShell, { editor, labels } ) )
	);
	placeCaret( editor, handover );
	// The textarea goes (it stays in the form, hidden, holding the editor's HTML).
	slot.classList.add( 'is-rich' );
	textarea?.classList.add( 'farol-editor__source' );
	textarea?.setAttribute( 'tabindex', '-1' );
	textarea?.setAttribute( 'aria-hidden', 'true' );

	return {
		getHTML: () => storedHTML( editor ),
		setHTML: ( html ) => {
			editor.commands.setContent( html, { emitUpdate: true } );
			sync( editor );
		},
		isEmpty: () => editor.isEmpty,
		length: () => docLength( editor.state.doc ),
		// Focus without scrolling, as the textarea it replaces is focused: whoever opened the
		// form decides where the page is (a deep link's smooth scroll to its comment must not
		// be cut short by the editor pulling itself into view).
		focus: () => {
			editor.commands.focus( null, { scrollIntoView: false } );
		},
		clear: () => {
			editor.commands.clearContent( true );
			sync( editor );
		},
		destroy: () => {
			textarea?.removeEventListener( 'invalid', onInvalid );
			root.unmount();
			editor.destroy();
			holder.remove();
			slot.classList.remove( 'is-rich' );
			if ( textarea ) {
				textarea.classList.remove( 'farol-editor__source' );
				textarea.removeAttribute( 'tabindex' );
				textarea.removeAttribute( 'aria-hidden' );
				textarea.setCustomValidity( '' );
			}
		},
	};
}
