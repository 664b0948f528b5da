/**
 * The settings page's selector check, on the shared table (tests/fixtures/sticky/selectors.json):
 * jQuery extensions are named (with CSS to use instead where there is some), unsafe characters
 * are refused by the contract's pattern, and valid selectors pass both. Whether the rest is CSS
 * is Chromium's call, checked with the same table in tests/e2e/sticky-selectors.spec.ts (jsdom's
 * selector engine is not a browser's).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	jqueryExtension,
	selectorProblem,
} from '@farol/sticky/admin/selector-check';
import { SELECTOR_PATTERN } from '@farol/sticky/rule-contract';

const table = JSON.parse(
	fs.readFileSync(
		path.join( __dirname, '../../fixtures/sticky/selectors.json' ),
		'utf8'
	)
) as {
	valid: string[];
	invalid: string[];
	jquery: Record< string, string >;
	unsafe: string[];
};

describe( 'selectorProblem', () => {
	it.each( Object.entries( table.jquery ) )(
		'names the jQuery extension of %j',
		( selector, extension ) => {
			expect( jqueryExtension( selector ) ).toBe( extension );
			expect( selectorProblem( selector ) ).toContain(
				`"${ extension }" is a jQuery extension`
			);
		}
	);

	it( 'suggests CSS where CSS has an equivalent', () => {
		expect( selectorProblem( 'li:first' ) ).toMatch( /:first-child/ );
		expect( selectorProblem( 'input:checkbox' ) ).toMatch(
			/\[type="checkbox"\]/
		);
		expect( selectorProblem( 'a:visible' ) ).toMatch(
			/Use a CSS selector\.$/
		);
	} );

	it.each( table.valid )(
		'finds nothing jQuery or unsafe in %j',
		( selector ) => {
			expect( jqueryExtension( selector ) ).toBeNull();
			expect( SELECTOR_PATTERN.test( selector.trim() ) ).toBe( true );
		}
	);

	it.each( table.unsafe )( 'refuses the unsafe %j', ( selector ) => {
		const problem = selectorProblem( selector );
		const shown = /[<{};]/.exec( selector );
		expect( problem ).toContain(
			shown ? `"${ shown[ 0 ] }" never belongs` : 'control characters'
		);
	} );

	it( 'leaves an empty field to the caller and refuses too long a selector', () => {
		expect( selectorProblem( '   ' ) ).toBeNull();
		expect( selectorProblem( '#' + 'a'.repeat( 500 ) ) ).toMatch(
			/at most 500 characters/
		);
	} );

	it( 'refuses what the browser cannot parse', () => {
		expect( selectorProblem( 'a >' ) ).toBe(
			'This is not a valid CSS selector.'
		);
		expect( selectorProblem( '#fixed' ) ).toBeNull();
	} );
} );
