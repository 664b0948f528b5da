/**
 * What the address popover's Insert does to the editor, once the address passed the rules
 * (address.ts): a link goes on the selection (or on the link the caret is in); with nothing
 * selected the address itself is inserted as the link's text; an empty link address removes
 * the link. An image goes in with its description, a video as its embed.
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
	const chain = editor.chain().focus();
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
}
