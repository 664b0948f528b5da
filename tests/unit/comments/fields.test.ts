/**
 * Guest pre-fill from core's commenter cookies, required checkbox groups, unsent text.
 */

/**
 * Internal dependencies
 */
import {
	hasUnsentText,
	prefillGuest,
	syncRequiredGroups,
} from '../../../src/comments/fields';

const HASH = 'abc123';

/**
 * A guest form like the server's.
 */
function guestForm(): HTMLFormElement {
	document.body.innerHTML = `<form class="farol-comment-form" data-farol-form="main">
		<div data-farol-slot="editor"><textarea name="wc_comment" required></textarea></div>
		<input type="text" name="wc_name"><input type="email" name="wc_email"><input type="url" name="wc_website">
		<input type="checkbox" name="topics[]" value="a" required><input type="checkbox" name="topics[]" value="b" required>
	</form>`;
	return document.querySelector( 'form' )!;
}

/**
 * Sets a cookie.
 *
 * @param name  Name.
 * @param value Value (encoded here).
 */
function setCookie( name: string, value: string ): void {
	document.cookie = `${ name }=${ encodeURIComponent( value ) }; path=/`;
}

afterEach( () => {
	for ( const name of [
		'comment_author_',
		'comment_author_email_',
		'comment_author_url_',
	] ) {
		document.cookie = `${ name }${ HASH }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
	}
} );

describe( 'prefillGuest', () => {
	it( 'fills name, email and website from the site’s commenter cookies', () => {
		setCookie( `comment_author_${ HASH }`, 'Ana Souza' );
		setCookie( `comment_author_email_${ HASH }`, 'ana@example.com' );
		setCookie( `comment_author_url_${ HASH }`, 'https://ana.example' );
		const form = guestForm();
		prefillGuest( form, {
			cookieHash: HASH,
			placeholderEmailDomain: 'guest.invalid',
		} );
		const value = ( name: string ) =>
			( form.elements.namedItem( name ) as HTMLInputElement ).value;
		expect( value( 'wc_name' ) ).toBe( 'Ana Souza' );
		expect( value( 'wc_email' ) ).toBe( 'ana@example.com' );
		expect( value( 'wc_website' ) ).toBe( 'https://ana.example' );
	} );

	it( 'leaves out an email at the placeholder domain and what was typed', () => {
		setCookie( `comment_author_${ HASH }`, 'Ana' );
		setCookie( `comment_author_email_${ HASH }`, 'x1@Guest.Invalid' );
		const form = guestForm();
		( form.elements.namedItem( 'wc_name' ) as HTMLInputElement ).value =
			'Bruno';
		prefillGuest( form, {
			cookieHash: HASH,
			placeholderEmailDomain: 'guest.invalid',
		} );
		expect(
			( form.elements.namedItem( 'wc_name' ) as HTMLInputElement ).value
		).toBe( 'Bruno' );
		expect(
			( form.elements.namedItem( 'wc_email' ) as HTMLInputElement ).value
		).toBe( '' );
	} );
} );

describe( 'syncRequiredGroups', () => {
	it( 'needs one box of a required group, and only one', () => {
		const form = guestForm();
		(
			form.elements.namedItem( 'wc_comment' ) as HTMLTextAreaElement
		 ).value = 'Oi';
		syncRequiredGroups( form );
		expect( form.checkValidity() ).toBe( false );
		const boxes =
			form.querySelectorAll< HTMLInputElement >( '[name="topics[]"]' );
		boxes[ 1 ]!.checked = true;
		syncRequiredGroups( form );
		expect( form.checkValidity() ).toBe( true );
		expect( boxes[ 0 ]!.required ).toBe( false );
		boxes[ 1 ]!.checked = false;
		syncRequiredGroups( form );
		expect( boxes[ 0 ]!.required ).toBe( true );
	} );
} );

describe( 'hasUnsentText', () => {
	it( 'sees text in a visible form only', () => {
		const form = guestForm();
		expect( hasUnsentText( document ) ).toBe( false );
		(
			form.elements.namedItem( 'wc_comment' ) as HTMLTextAreaElement
		 ).value = 'Oi';
		expect( hasUnsentText( document ) ).toBe( true );
		form.hidden = true;
		expect( hasUnsentText( document ) ).toBe( false );
	} );
} );
