/**
 * The textarea's handover to the editor: what the visitor typed in the server's textarea before
 * the editor came is taken as it was (lines, spaces, "<"), the focus moves to the editor at once
 * with the caret where it was in the textarea, so the next key lands there; a textarea without
 * the focus gives its text but not the focus.
 */
/**
 * External dependencies
 */
import { act } from '@testing-library/react';
/**
 * Internal dependencies
 */
import {
	mountEditor,
	type EditorHandle,
} from '../../../src/comments/rich-text';

let handle: EditorHandle | null = null;
afterEach( () => {
	act( () => handle?.destroy() );
	handle = null;
	document.body.innerHTML = '';
} );

/**
 * The server's main form, the visitor's text typed in its textarea, then the editor mounted.
 *
 * @param typed   What the visitor typed.
 * @param caret   Where the caret was in it.
 * @param focused Whether the textarea had the focus (else a name field has it).
 */
function typeThenMount( typed: string, caret: number, focused = true ) {
	document.body.innerHTML = `<form class="farol-comment-form" data-farol-form="main">
		<div id="wpd-editor-0_0" class="farol-editor" data-farol-slot="editor"><textarea name="wc_comment" required></textarea></div>
		<input name="wc_name"></form>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const textarea = form.querySelector( 'textarea' ) as HTMLTextAreaElement;
	const name = form.querySelector( 'input' ) as HTMLInputElement;
	textarea.focus();
	textarea.value = typed;
	textarea.setSelectionRange( caret, caret );
	if ( ! focused ) {
		name.focus();
	}
	act( () => {
		handle = mountEditor(
			form.querySelector( '[data-farol-slot="editor"]' ) as HTMLElement,
			{
				form,
				maxLength: 0,
				minLength: 0,
				counter: null,
				placeholder: 'Join the discussion',
				phrases: {},
				onSubmitShortcut: () => undefined,
			}
		);
	} );
	return { form, textarea, name, editor: handle as unknown as EditorHandle };
}

it( 'takes the typed text as it was, line by line', () => {
	const { form } = typeThenMount( 'a < b\n\n  two  spaces', 3 );
	expect( new FormData( form ).get( 'wc_comment' ) ).toBe(
		'<p>a &lt; b</p><p></p><p>  two  spaces</p>'
	);
} );

it( 'moves the focus to the editor at once, the caret where it was', () => {
	const { form } = typeThenMount( 'Comentá\nsegunda', 5 );
	const area = form.querySelector( '.ProseMirror' ) as HTMLElement;
	expect( form.ownerDocument.activeElement ).toBe( area );
	const selection = document.getSelection();
	expect( selection?.anchorNode?.textContent ).toBe( 'Comentá' );
	expect( selection?.anchorOffset ).toBe( 5 );
	const caretOnSecondLine = typeThenMount( 'Comentá\nsegunda', 10 );
	expect( document.getSelection()?.anchorNode?.textContent ).toBe(
		'segunda'
	);
	expect( document.getSelection()?.anchorOffset ).toBe( 2 );
	expect( caretOnSecondLine.textarea ).toHaveAttribute(
		'aria-hidden',
		'true'
	);
} );

it( 'leaves the focus where the visitor moved it', () => {
	const { form, name } = typeThenMount( 'Olá', 3, false );
	expect( form.ownerDocument.activeElement ).toBe( name );
	expect( new FormData( form ).get( 'wc_comment' ) ).toBe( '<p>Olá</p>' );
} );
