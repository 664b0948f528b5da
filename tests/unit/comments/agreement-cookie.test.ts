/**
 * The comment form's agreement remembered (the agreement cookie lives 30 days): a form sent
 * with its agreement box ticked stores `farol_agreement=1` for 30 days, an unticked one stores
 * nothing; a form prepared in a browser that agreed comes with the box ticked (still visible and
 * untickable), the social login's own agreement cookie does not count for it.
 */

/**
 * Internal dependencies
 */
import { AGREEMENT_MAX_AGE } from '../../../src/comments/cookies';
import {
	AGREEMENT_COOKIE,
	keepAgreement,
	prefillGuest,
} from '../../../src/comments/fields';

/**
 * A form with the agreement box, as the server prints it.
 */
function form(): HTMLFormElement {
	document.body.innerHTML =
		'<form><textarea name="wc_comment" required></textarea><label><input type="checkbox" name="wpd_agreement" value="1" required> Li e aceito os termos.</label></form>';
	return document.querySelector( 'form' )!;
}

const box = ( element: HTMLFormElement ) =>
	element.elements.namedItem( 'wpd_agreement' ) as HTMLInputElement;

const PROPS = { cookieHash: '', placeholderEmailDomain: '' };

afterEach( () => {
	for ( const name of [ AGREEMENT_COOKIE, 'farol_social_agreement' ] ) {
		document.cookie = `${ name }=; max-age=0; path=/`;
	}
} );

describe( 'the comment form’s agreement cookie', () => {
	it( 'is stored for 30 days only when the box was ticked', () => {
		const unticked = form();
		keepAgreement( unticked );
		expect( document.cookie ).not.toContain( `${ AGREEMENT_COOKIE }=` );

		const ticked = form();
		box( ticked ).checked = true;
		const set = jest.spyOn( document, 'cookie', 'set' );
		keepAgreement( ticked );
		expect( set ).toHaveBeenCalledWith(
			`${ AGREEMENT_COOKIE }=1; max-age=2592000; path=/; SameSite=Lax`
		);
		set.mockRestore();
		expect( AGREEMENT_MAX_AGE ).toBe( 30 * 24 * 60 * 60 );
	} );

	it( 'ticks the box of the next form of a browser that agreed', () => {
		const before = form();
		prefillGuest( before, PROPS );
		expect( box( before ).checked ).toBe( false );

		document.cookie = 'farol_social_agreement=1; path=/';
		const social = form();
		prefillGuest( social, PROPS );
		expect( box( social ).checked ).toBe( false );

		const sent = form();
		box( sent ).checked = true;
		keepAgreement( sent );
		const next = form();
		prefillGuest( next, PROPS );
		expect( box( next ).checked ).toBe( true );
		expect( box( next ).hidden ).toBe( false );
	} );
} );
