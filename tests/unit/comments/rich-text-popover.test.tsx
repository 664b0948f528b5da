/**
 * The editor's toolbar and address popover as a visitor meets them: icon buttons that keep
 * their names and pressed state, and the inline popover for links, images and videos (Enter
 * inserts, an address the content rules refuse shows the inline error, Escape gives the focus
 * back to the writing area, the comment form is never submitted by it). The popover's address
 * rule is the link rule's fixture (tests/fixtures/comments/link-cases.json), never re-typed.
 */
/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
/**
 * Internal dependencies
 */
import {
	mountEditor,
	type EditorHandle,
} from '../../../src/comments/rich-text';
import { checkAddress } from '../../../src/comments/rich-text/address';
import linkCases from '../../fixtures/comments/link-cases.json';

const INVALID = 'Esse endereço não serve.';

let handle: EditorHandle | null = null;
afterEach( () => {
	act( () => handle?.destroy() );
	handle = null;
	document.body.innerHTML = '';
} );

/**
 * A comment form with the editor mounted; its submit events are counted.
 */
function mount() {
	document.body.innerHTML = `<form class="farol-comment-form">
		<div id="wpd-editor-0_0" class="farol-editor" data-farol-slot="editor"><textarea name="wc_comment"></textarea></div>
		<button type="submit">Send</button></form>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const submitted = jest.fn( ( event: Event ) => event.preventDefault() );
	form.addEventListener( 'submit', submitted );
	act( () => {
		handle = mountEditor(
			form.querySelector( '[data-farol-slot="editor"]' ) as HTMLElement,
			{
				form,
				maxLength: 0,
				minLength: 0,
				counter: null,
				placeholder: 'Join the discussion',
				phrases: {
					editor_invalid_address: INVALID,
					editor_link_prompt: 'Endereço do link',
				},
				onSubmitShortcut: () => undefined,
			}
		);
	} );
	return {
		form,
		submitted,
		textarea: form.querySelector( 'textarea' ) as HTMLTextAreaElement,
		area: form.querySelector( '.ProseMirror' ) as HTMLElement,
	};
}

describe( 'the popover address rule', () => {
	it.each( linkCases.cases.filter( ( { href } ) => href.trim() !== '' ) )(
		'link $href',
		( { href, result } ) => {
			expect( checkAddress( 'link', href, linkCases.siteHost ) ).toEqual(
				result ? { ok: true, value: result.href } : { ok: false }
			);
		}
	);

	it( 'takes an empty link address as removing the link', () => {
		expect( checkAddress( 'link', '  ', 'x.org' ) ).toEqual( {
			ok: true,
			value: '',
		} );
	} );

	it.each( [
		[ 'image', 'https://example.com/a.png', true ],
		[ 'image', 'data:image/png;base64,iVBORw0KGgo=', false ],
		[ 'image', 'javascript:alert(1)', false ],
		[ 'image', '', false ],
		[ 'video', 'https://youtu.be/dQw4w9WgXcQ', true ],
		[ 'video', 'https://example.com/watch?v=dQw4w9WgXcQ', false ],
		[ 'video', '', false ],
	] as const )( '%s %s', ( kind, address, ok ) => {
		expect( checkAddress( kind, address, 'x.org' ).ok ).toBe( ok );
	} );
} );

it( 'shows icons, not text, on buttons that keep their names and pressed state', () => {
	const { form } = mount();
	const buttons = Array.from(
		form.querySelectorAll< HTMLButtonElement >( '[role="toolbar"] button' )
	);
	expect( buttons.length ).toBeGreaterThan( 10 );
	for ( const button of buttons ) {
		expect( button.getAttribute( 'aria-label' ) ).not.toBe( '' );
		expect( button.textContent ).toBe( '' );
		expect(
			button.querySelector( 'svg[aria-hidden="true"] path' )
		).not.toBeNull();
	}
	expect( screen.getByRole( 'button', { name: 'Bold' } ) ).toHaveAttribute(
		'aria-pressed',
		'false'
	);
} );

it( 'inserts a link through the popover, refusing a script address inline', async () => {
	const user = userEvent.setup();
	const { textarea, submitted } = mount();
	await user.click( screen.getByRole( 'button', { name: 'Link' } ) );
	const field = screen.getByRole( 'textbox', { name: 'Endereço do link' } );
	expect( field ).toHaveFocus();
	expect( screen.getByRole( 'button', { name: 'Link' } ) ).toHaveAttribute(
		'aria-expanded',
		'true'
	);

	await user.type( field, 'javascript:alert(1){Enter}' );
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent( INVALID );
	expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( field ).toHaveAccessibleDescription( INVALID );
	expect( textarea.value ).toBe( '' );

	await user.clear( field );
	await user.type( field, 'example.org/a{Enter}' );
	expect( screen.queryByRole( 'group' ) ).toBeNull();
	expect( textarea.value ).toBe(
		'<p><a href="http://example.org/a" target="_blank" rel="nofollow ugc noopener noreferrer">http://example.org/a</a></p>'
	);
	expect( submitted ).not.toHaveBeenCalled();
} );

it( 'inserts an image with its description', async () => {
	const user = userEvent.setup();
	const { textarea } = mount();
	await user.click( screen.getByRole( 'button', { name: 'Image' } ) );
	await user.type(
		screen.getByRole( 'textbox', { name: 'Image address (https://…)' } ),
		'https://example.com/a.png'
	);
	await user.type(
		screen.getByRole( 'textbox', { name: 'Image description' } ),
		'A cat{Enter}'
	);
	expect( textarea.value ).toBe(
		'<p><img src="https://example.com/a.png" alt="A cat"></p>'
	);
} );

it( 'closes on Escape and gives the focus back to the writing area', async () => {
	const user = userEvent.setup();
	const { area, textarea } = mount();
	await user.click( screen.getByRole( 'button', { name: 'Video' } ) );
	await user.type(
		screen.getByRole( 'textbox', {
			name: 'Video address (YouTube, Vimeo or Dailymotion)',
		} ),
		'https://youtu.be/dQw4w9WgXcQ{Escape}'
	);
	expect( screen.queryByRole( 'group' ) ).toBeNull();
	await waitFor( () => expect( area ).toHaveFocus() );
	expect( textarea.value ).toBe( '' );
} );
