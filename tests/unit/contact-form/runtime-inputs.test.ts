/**
 * What a visitor sees while filling a form: the submit button waiting for the acceptance
 * boxes, url values completed with http://, character counters.
 */
/**
 * Internal dependencies
 */
import {
	acceptanceSatisfied,
	characterCount,
	lengthLimits,
	prependUrlSchemes,
	renderCount,
	syncSubmitButtons,
	withUrlScheme,
} from '../../../src/contact-form/runtime';
import { everyFieldSchema } from './runtime-helpers';

const schema = everyFieldSchema();

describe( 'acceptance and the submit button', () => {
	// terms: required, normal; no-news: optional, inverted.
	it( 'waits for every required box in its required state', () => {
		expect( acceptanceSatisfied( schema, {} ) ).toBe( false );
		expect( acceptanceSatisfied( schema, { terms: '0' } ) ).toBe( false );
		expect( acceptanceSatisfied( schema, { terms: '1' } ) ).toBe( true );
		// The optional inverted box does not hold the form back, checked or not.
		expect(
			acceptanceSatisfied( schema, { terms: '1', 'no-news': '1' } )
		).toBe( true );
	} );

	it( 'wants an inverted required box unchecked', () => {
		const inverted = {
			...schema,
			acceptance: [ { field: 'no-spam', invert: true, optional: false } ],
		};
		expect( acceptanceSatisfied( inverted, {} ) ).toBe( true );
		expect( acceptanceSatisfied( inverted, { 'no-spam': 'on' } ) ).toBe(
			false
		);
	} );

	it( 'disables and enables the submit buttons', () => {
		const form = document.createElement( 'form' );
		form.innerHTML =
			'<input type="checkbox" name="terms" value="1"><button type="submit">Send</button><input type="submit" value="Send too"><button type="button">Other</button>';
		const [ submit, submitInput, other ] = [
			form.querySelector( 'button[type="submit"]' ),
			form.querySelector( 'input[type="submit"]' ),
			form.querySelector( 'button[type="button"]' ),
		];
		expect( syncSubmitButtons( form, schema, {} ) ).toBe( false );
		expect( submit ).toBeDisabled();
		expect( submitInput ).toBeDisabled();
		expect( other ).toBeEnabled();
		expect( syncSubmitButtons( form, schema, { terms: '1' } ) ).toBe(
			true
		);
		expect( submit ).toBeEnabled();
		expect( submitInput ).toBeEnabled();
	} );
} );

describe( 'url scheme', () => {
	it.each( [
		[ 'example.com', 'http://example.com' ],
		[ '  www.exemplo.com.br/página ', 'http://www.exemplo.com.br/página' ],
		[ '//cdn.example.com/x', 'http://cdn.example.com/x' ],
		[ '/a.html', 'http://a.html' ],
		[ 'https://example.com', 'https://example.com' ],
		[ 'HTTP://example.com', 'HTTP://example.com' ],
		[ 'mailto:ana@example.com', 'mailto:ana@example.com' ],
		[ 'tel:+55.11.5555', 'tel:+55.11.5555' ],
		// Indistinguishable from a scheme: left alone, as Contact Form 7 does.
		[ 'example.com:8080', 'example.com:8080' ],
		[ 'localhost', 'localhost' ],
		[ 'sem ponto', 'sem ponto' ],
		[ '   ', '' ],
		[ '', '' ],
	] )( '%j → %j', ( typed, sent ) => {
		expect( withUrlScheme( typed ) ).toBe( sent );
	} );

	it( 'completes the url inputs of a form, and only those', () => {
		const form = document.createElement( 'form' );
		form.innerHTML =
			'<input type="url" name="site" value="farol.example"><input type="text" name="name" value="a.b">';
		prependUrlSchemes( form );
		const [ site, name ] = Array.from( form.querySelectorAll( 'input' ) );
		expect( site ).toHaveValue( 'http://farol.example' );
		expect( name ).toHaveValue( 'a.b' );
	} );
} );

describe( 'character counter', () => {
	it( 'reads its limits from the published rules', () => {
		expect( lengthLimits( schema, 'your-name' ) ).toEqual( {
			min: 2,
			max: 400,
		} );
		expect( lengthLimits( schema, 'nothing-here' ) ).toEqual( {} );
	} );

	it( 'counts code points, as the rules do', () => {
		const limits = { min: 2, max: 4 };
		expect( characterCount( 'ação', limits ) ).toEqual( {
			count: 4,
			remaining: 0,
			tooLong: false,
			tooShort: false,
		} );
		expect( characterCount( 'ações', limits ) ).toMatchObject( {
			remaining: -1,
			tooLong: true,
		} );
		// Emoji of one code point count one; NFD letters count their marks.
		expect( characterCount( '👍', limits ) ).toMatchObject( {
			count: 1,
			tooShort: true,
		} );
		expect( characterCount( 'a\u0303o', limits ).count ).toBe( 3 );
		// Edges trimmed and CRLF counted once, like the minlength / maxlength rules.
		expect( characterCount( '  a\r\nb  ', limits ).count ).toBe( 3 );
		// An empty field is not too short: the minlength rule skips it.
		expect( characterCount( '   ', limits ) ).toEqual( {
			count: 0,
			remaining: 4,
			tooLong: false,
			tooShort: false,
		} );
		expect( characterCount( 'abc', {} ) ).toEqual( {
			count: 3,
			remaining: null,
			tooLong: false,
			tooShort: false,
		} );
	} );

	it( 'shows the remaining count and the flags', () => {
		const counter = document.createElement( 'span' );
		renderCount( counter, characterCount( 'abcde', { max: 4 } ) );
		expect( counter ).toHaveTextContent( '-1' );
		expect( counter ).toHaveClass( 'too-long' );
		renderCount( counter, characterCount( 'a', { min: 2, max: 4 } ) );
		expect( counter ).toHaveTextContent( '3' );
		expect( counter ).not.toHaveClass( 'too-long' );
		expect( counter ).toHaveClass( 'too-short' );
		renderCount( counter, characterCount( 'abc', {} ) );
		expect( counter ).toHaveTextContent( '3' );
		expect( counter.className ).toBe( '' );
	} );
} );
