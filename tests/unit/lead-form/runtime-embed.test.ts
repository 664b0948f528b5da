/**
 * Where the embed script looks for a form's template.
 */
/**
 * Internal dependencies
 */
import {
	defaultFormDomain,
	templateUrl,
} from '../../../src/lead-form/embed/address';

describe( 'embed addresses', () => {
	it( 'defaults to the template route of the site serving the script', () => {
		expect(
			defaultFormDomain(
				'https://site.example/blog/wp-content/plugins/farol/build/embed.js?ver=1'
			)
		).toBe( 'https://site.example/blog/wp-json/farol/v1/forms' );
		expect( defaultFormDomain( 'https://cdn.example/embed.js' ) ).toBe(
			'https://cdn.example/wp-json/farol/v1/forms'
		);
		expect( defaultFormDomain( '' ) ).toBe( '' );
	} );

	it( 'puts the form id after the domain, with one slash', () => {
		expect(
			templateUrl( 'https://site.example/wp-json/farol/v1/forms/', 42 )
		).toBe( 'https://site.example/wp-json/farol/v1/forms/42' );
		expect( templateUrl( 'https://forms.example', 'a b' ) ).toBe(
			'https://forms.example/a%20b'
		);
	} );
} );
