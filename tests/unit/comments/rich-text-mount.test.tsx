/**
 * mountEditor() in a comment form, as the client calls it: the textarea keeps the editor's
 * HTML (FormData works unchanged), the counter shows what remains and its error style, text
 * past the maximum is deleted, a too-short text makes the form invalid, Ctrl+Enter submits,
 * and destroy() gives the plain textarea back.
 */
/**
 * External dependencies
 */
import { act, waitFor } from '@testing-library/react';
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
 * A form like the server's, with the editor mounted.
 *
 * @param options      Limits and an initial text.
 * @param options.max  Maximum length (0: none).
 * @param options.min  Minimum length (0: none).
 * @param options.id   The editor slot's id.
 * @param options.text The textarea's initial text (escaped HTML).
 */
function mount(
	options: { max?: number; min?: number; id?: string; text?: string } = {}
) {
	document.body.innerHTML = `<form class="farol-comment-form" data-farol-form="main">
		<div id="${
			options.id ?? 'wpd-editor-0_0'
		}" class="farol-editor" data-farol-slot="editor"><textarea name="wc_comment" required>${
			options.text ?? ''
		}</textarea></div>
		<span data-farol-slot="counter" aria-live="polite"></span>
		<button type="submit" data-farol-action="submit">Send</button></form>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const onSubmitShortcut = jest.fn();
	act( () => {
		handle = mountEditor(
			form.querySelector( '[data-farol-slot="editor"]' ) as HTMLElement,
			{
				form,
				maxLength: options.max ?? 0,
				minLength: options.min ?? 0,
				counter: form.querySelector( '[data-farol-slot="counter"]' ),
				placeholder: 'Join the discussion',
				phrases: {
					counter_remaining: 'Restam %d',
					comment_too_short: 'Curto demais',
					reply_too_short: 'Resposta curta demais',
				},
				onSubmitShortcut,
			}
		);
	} );
	const textarea = form.querySelector( 'textarea' ) as HTMLTextAreaElement;
	const counter = form.querySelector(
		'[data-farol-slot="counter"]'
	) as HTMLElement;
	return {
		form,
		textarea,
		counter,
		onSubmitShortcut,
		editor: handle as unknown as EditorHandle,
	};
}

it( 'keeps the textarea in step with the editor', () => {
	const { form, editor } = mount( { text: '&lt;p&gt;Olá&lt;/p&gt;' } );
	expect( editor.getHTML() ).toBe( '<p>Olá</p>' );
	act( () =>
		editor.setHTML( '<p><strong>Oi</strong> <script>x</script></p>' )
	);
	expect( new FormData( form ).get( 'wc_comment' ) ).toBe(
		'<p><strong>Oi</strong></p>'
	);
	expect(
		form.querySelector(
			'[role="toolbar"] [data-farol-editor-action="bold"]'
		)
	).not.toBeNull();
	act( () => editor.clear() );
	expect( new FormData( form ).get( 'wc_comment' ) ).toBe( '' );
	expect( editor.isEmpty() ).toBe( true );
} );

it( 'counts down, never below 0, with the error style at 10 or fewer', () => {
	const { counter, editor } = mount( { max: 20 } );
	expect( counter.textContent ).toBe( 'Restam 20' );
	act( () => editor.setHTML( '<p>0123456789</p>' ) );
	expect( counter.textContent ).toBe( 'Restam 10' );
	expect( counter ).toHaveClass( 'is-error' );
	act( () => editor.setHTML( '<p>012345678</p>' ) );
	expect( counter.textContent ).toBe( 'Restam 11' );
	expect( counter ).not.toHaveClass( 'is-error' );
	act( () => editor.setHTML( '<p>01234567890</p>' ) );
	expect( counter ).toHaveClass( 'is-error' );
	act( () => editor.setHTML( '<p>0123</p>' ) );
	expect( counter ).not.toHaveClass( 'is-error' );
} );

it( 'deletes the text past the maximum', () => {
	const { counter, editor, textarea } = mount( { max: 12 } );
	act( () => editor.setHTML( '<p>abcdef</p><p>ghijklmnopqrstu</p>' ) );
	expect( editor.length() ).toBe( 12 );
	expect( textarea.value ).toBe( '<p>abcdef</p><p>ghijkl</p>' );
	expect( counter.textContent ).toBe( 'Restam 0' );
} );

it( 'makes the form invalid while the text is shorter than the minimum', () => {
	const { form, editor } = mount( { min: 5 } );
	act( () => editor.setHTML( '<p>abc</p>' ) );
	expect( form.checkValidity() ).toBe( false );
	expect(
		( form.querySelector( 'textarea' ) as HTMLTextAreaElement )
			.validationMessage
	).toBe( 'Curto demais' );
	act( () => editor.setHTML( '<p>abcdef</p>' ) );
	expect( form.checkValidity() ).toBe( true );
} );

it( 'words the minimum for a reply when the editor id ends in a parent id', () => {
	const { form, editor } = mount( { min: 5, id: 'wpd-editor-0_42' } );
	act( () => editor.setHTML( '<p>abc</p>' ) );
	expect(
		( form.querySelector( 'textarea' ) as HTMLTextAreaElement )
			.validationMessage
	).toBe( 'Resposta curta demais' );
} );

it( 'submits on Ctrl+Enter', () => {
	const { form, onSubmitShortcut } = mount();
	const area = form.querySelector( '.ProseMirror' ) as HTMLElement;
	act( () => {
		area.dispatchEvent(
			new KeyboardEvent( 'keydown', {
				key: 'Enter',
				ctrlKey: true,
				bubbles: true,
			} )
		);
	} );
	expect( onSubmitShortcut ).toHaveBeenCalledTimes( 1 );
} );

it( 'gives the plain textarea back when destroyed', () => {
	const { form, textarea } = mount();
	act( () => handle?.destroy() );
	handle = null;
	expect( form.querySelector( '.ProseMirror' ) ).toBeNull();
	expect( textarea ).not.toHaveClass( 'farol-editor__source' );
	expect( textarea ).not.toHaveAttribute( 'aria-hidden' );
} );

it( 'highlights a code block while writing, keeping the stored HTML plain', async () => {
	const { form, textarea } = mount( {
		text: '&lt;pre&gt;&lt;code class="language-php"&gt;echo "x";&lt;/code&gt;&lt;/pre&gt;',
	} );
	await waitFor(
		() =>
			expect(
				form.querySelector( '.ProseMirror pre .hljs-string' )
			).not.toBeNull(),
		{ timeout: 5000 }
	);
	expect( textarea.value ).toBe(
		'<pre><code class="language-php">echo "x";</code></pre>'
	);
} );
