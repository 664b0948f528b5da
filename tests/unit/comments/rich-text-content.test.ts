/**
 * What the editor writes is what the server keeps: every `allowed` case of
 * tests/fixtures/comments/content-cases.json (which CommentContent::sanitize() keeps byte for
 * byte) reads into the editor and comes back the same; what the server refuses never comes
 * out of the editor. And the editor's own count of its document equals the counter's measure
 * of its HTML.
 */
/**
 * External dependencies
 */
import { Editor } from '@tiptap/core';
/**
 * Internal dependencies
 */
import { docLength } from '../../../src/comments/rich-text/counter';
import { commentExtensions } from '../../../src/comments/rich-text/extensions';
import { contentLength } from '../../../src/comments/rich-text/length';
import cases from '../../fixtures/comments/content-cases.json';
import lengthCases from '../../fixtures/comments/length-cases.json';

// The fixtures' links are judged on this host.
Object.defineProperty( window, 'location', {
	value: new URL( `https://${ cases.siteHost }/post/` ),
	writable: true,
} );

const editors: Editor[] = [];
afterEach( () =>
	editors.splice( 0 ).forEach( ( editor ) => editor.destroy() )
);

/**
 * An editor holding some HTML.
 *
 * @param html The HTML.
 */
function editorWith( html: string ): Editor {
	const editor = new Editor( {
		element: document.createElement( 'div' ),
		extensions: commentExtensions( () => {} ),
		content: html,
	} );
	editors.push( editor );
	return editor;
}

/**
 * The editor's HTML without the empty paragraph it keeps after a last block.
 *
 * @param editor The editor.
 */
const html = ( editor: Editor ): string =>
	editor.getHTML().replace( /(?:<p><\/p>)+$/, '' );

/**
 * Parsed, for a comparison that ignores attribute order and `attr` vs `attr=""`.
 *
 * @param markup HTML.
 */
function fragment( markup: string ): DocumentFragment {
	const template = document.createElement( 'template' );
	template.innerHTML = markup;
	return template.content;
}

describe( 'what the server keeps', () => {
	it.each( cases.allowed )(
		'reads back the same: $name',
		( { html: source } ) => {
			const written = html( editorWith( source ) );
			expect(
				fragment( written ).isEqualNode( fragment( source ) )
			).toBe( true );
		}
	);
} );

describe( 'what the server refuses', () => {
	it.each( cases.refused )(
		'never comes out: $name',
		( { html: source } ) => {
			const written = html( editorWith( source ) );
			expect( written ).not.toMatch(
				/<(?:script|style|div|table|form|input|svg|object|b|i|h7)\b|\son\w+=|javascript:|data:|style=|srcdoc|sandbox|evil\.example/i
			);
		}
	);
} );

describe( 'the counter on the editor document', () => {
	it.each( [
		...cases.allowed.map( ( { name, html: h } ) => ( { name, html: h } ) ),
		...lengthCases.cases,
	] )( 'equals the measure of its HTML: $name', ( { html: source } ) => {
		const editor = editorWith( source );
		expect( docLength( editor.state.doc ) ).toBe(
			contentLength( html( editor ) )
		);
	} );
} );
