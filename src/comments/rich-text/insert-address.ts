/**
 * What the address popover's Insert does to the editor, once the address passed the rules
 * (address.ts): a link goes on the selection (or on the link the caret is in); with nothing
 * selected the address itself is inserted as the link's text; an empty link address removes
 * the link. An image goes in with its description, a video as its embed. Then the writing
 * area has the focus again, its caret after what went in.
 */
/**
 * External dependencies
 */
import type { Editor } from '@tiptap/core';
/**
 * Internal dependencies
 */
import type { AddressKind } from './address';

/**
 * The address of the link at the selection ('' when there is none).
 *
 * @param editor The editor.
 */
export const currentLink = ( editor: Editor ): string =>
	String( editor.getAttributes( 'link' ).href ?? '' );

/**
 * Inserts a checked address.
 *
 * @param editor The editor.
 * @param kind   Link, image or video.
 * @param value  The checked address (a link's normalized address; '' removes a link).
 * @param alt    An image's description.
 */
export function insertAddress(
	editor: Editor,
	kind: AddressKind,
	value: string,
	alt: string
): void {
	const chain = editor.chain();
	if ( kind === 'image' ) {
		chain.setImage( { src: value, alt } ).run();
	} else if ( kind === 'video' ) {
		chain.insertVideo( value ).run();
	} else if ( value === '' ) {
		chain.extendMarkRange( 'link' ).unsetLink().run();
	} else if ( editor.state.selection.empty && ! editor.isActive( 'link' ) ) {
		// Typing after the new link is plain text again.
		chain
			.insertContent( {
				type: 'text',
				text: value,
				marks: [ { type: 'link', attrs: { href: value } } ],
			} )
			.unsetMark( 'link' )
			.run();
	} else {
		chain.extendMarkRange( 'link' ).setLink( { href: value } ).run();
	}
	focusBack( editor );
}

/**
 * Gives the focus back to the writing area with its own selection. The page's selection is
 * still where the popup was (being removed): focusing the area from there would put the caret
 * at its start, and the editor would take that over, so the page's selection is first put
 * where the editor's is.
 *
 * @param editor The editor.
 */
export function focusBack( editor: Editor ): void {
	const { anchor, head } = editor.state.selection;
	try {
		const from = editor.view.domAtPos( anchor );
		const to = editor.view.domAtPos( head );
		document
			.getSelection()
			?.setBaseAndExtent( from.node, from.offset, to.node, to.offset );
	} catch {
		// A position the page cannot select (inside a video node): the focus alone will do.
	}
	editor.commands.focus();
}
