/**
 * The comment area's seed script (src/comments/prefill/): a returning guest's identity in the
 * area's forms as the page is parsed, without the widget; the widget then leaves those forms
 * as the visitor keeps them.
 */

/**
 * Internal dependencies
 */
import {
	PREFILLED_ATTRIBUTE,
	prefillGuest,
} from '../../../src/comments/fields';
import { seedGuestForms } from '../../../src/comments/prefill/seed';

const HASH = 'abc123';
const COOKIES = {
	[ `comment_author_${ HASH }` ]: 'Ana Souza',
	[ `comment_author_email_${ HASH }` ]: 'ana@example.com',
	[ `comment_author_url_${ HASH }` ]: 'https://ana.example',
	farol_agreement: '1',
};

/**
 * A comment area like the server's, with a guest's main form and the reply form's template.
 *
 * @param props The area's `data-farol-props`, as printed.
 */
function area( props: string ): HTMLFormElement {
	document.body.innerHTML = `<section id="wpdcom" data-farol-props='${ props }'>
		<form class="farol-comment-form" data-farol-form="main">
			<textarea name="wc_comment" required></textarea>
			<input type="text" name="wc_name"><input type="email" name="wc_email"><input type="url" name="wc_website">
			<input type="checkbox" name="wpd_agreement" value="1" required>
		</form>
		<template id="wpd-reply-template"><form class="farol-comment-form"><input type="text" name="wc_name"></form></template>
	</section>`;
	return document.querySelector( 'form' )!;
}

const value = ( form: HTMLFormElement, name: string ) =>
	( form.elements.namedItem( name ) as HTMLInputElement ).value;

beforeEach( () => {
	for ( const [ name, cookie ] of Object.entries( COOKIES ) ) {
		document.cookie = `${ name }=${ encodeURIComponent( cookie ) }; path=/`;
	}
} );

afterEach( () => {
	for ( const name of Object.keys( COOKIES ) ) {
		document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
	}
} );

describe( 'seedGuestForms', () => {
	it( 'fills the area’s form from the commenter cookies, ticks the agreement and marks it', () => {
		const form = area(
			JSON.stringify( {
				postId: 7,
				cookieHash: HASH,
				placeholderEmailDomain: 'guest.invalid',
			} )
		);
		seedGuestForms( document );
		expect( value( form, 'wc_name' ) ).toBe( 'Ana Souza' );
		expect( value( form, 'wc_email' ) ).toBe( 'ana@example.com' );
		expect( value( form, 'wc_website' ) ).toBe( 'https://ana.example' );
		expect(
			( form.elements.namedItem( 'wpd_agreement' ) as HTMLInputElement )
				.checked
		).toBe( true );
		expect( form.hasAttribute( PREFILLED_ATTRIBUTE ) ).toBe( true );
		// The reply form's template is the widget's to fill when it makes a copy.
		const template = document.querySelector( 'template' )!.content;
		expect(
			template.querySelector< HTMLInputElement >( '[name="wc_name"]' )!
				.value
		).toBe( '' );
	} );

	it( 'leaves the forms alone when the props cannot be read', () => {
		for ( const props of [ 'not json', JSON.stringify( { postId: 7 } ) ] ) {
			const form = area( props );
			seedGuestForms( document );
			expect( value( form, 'wc_name' ) ).toBe( '' );
			expect( form.hasAttribute( PREFILLED_ATTRIBUTE ) ).toBe( false );
		}
	} );

	it( 'keeps what the visitor typed before it ran', () => {
		const form = area(
			JSON.stringify( {
				cookieHash: HASH,
				placeholderEmailDomain: 'guest.invalid',
			} )
		);
		( form.elements.namedItem( 'wc_name' ) as HTMLInputElement ).value =
			'Bruno';
		seedGuestForms( document );
		expect( value( form, 'wc_name' ) ).toBe( 'Bruno' );
		expect( value( form, 'wc_email' ) ).toBe( 'ana@example.com' );
	} );
} );

test( 'prefillGuest alone fills an unmarked form (the widget’s own copies)', () => {
	const form = area( '{}' );
	prefillGuest( form, {
		cookieHash: HASH,
		placeholderEmailDomain: 'guest.invalid',
	} );
	expect( value( form, 'wc_name' ) ).toBe( 'Ana Souza' );
} );
