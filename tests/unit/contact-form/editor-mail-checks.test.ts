/**
 * The mail settings' checks of the contact form editor: field names from the blocks, the
 * placeholders a text uses, the warnings, and inserting a placeholder at the caret.
 */
/**
 * Internal dependencies
 */
import {
	fieldNames,
	insertAt,
	placeholdersIn,
	recipientValid,
	replyToValid,
	unknownPlaceholders,
} from '../../../src/contact-form/editor-settings/mail-checks';

const field = ( attributes: Record< string, unknown > ) => ( {
	name: 'farol/contact-field',
	attributes,
} );

describe( 'contact form editor mail checks', () => {
	it( 'reads the field names from the blocks at any depth, once, without the submit', () => {
		const blocks = [
			field( { type: 'text', name: 'your-name' } ),
			{
				name: 'core/group',
				attributes: {},
				innerBlocks: [
					field( { type: 'email', name: 'your-email' } ),
					field( { type: 'text', name: 'your-name' } ),
				],
			},
			field( { type: 'submit', name: 'submit' } ),
			field( { type: 'text' } ),
			{ name: 'core/paragraph', attributes: { name: 'not-a-field' } },
		];
		expect( fieldNames( blocks ) ).toEqual( [ 'your-name', 'your-email' ] );
	} );

	it( 'finds placeholders as the server fills them, and those naming no field', () => {
		expect(
			placeholdersIn( 'De [your-name] <[your-email]> [1x] [a b]' )
		).toEqual( [ 'your-name', 'your-email' ] );
		expect(
			unknownPlaceholders(
				{
					recipient: '[to]',
					subject: 'Oi [your-name]',
					body: '[your-message] [to]',
					reply_to: '[your-email]',
				},
				[ 'your-name', 'your-email', 'your-message' ]
			)
		).toEqual( [ 'to' ] );
	} );

	it( 'accepts addresses, placeholders or nothing as recipient and reply-to', () => {
		expect( recipientValid( '' ) ).toBe( true );
		expect( recipientValid( 'vendas@example.com, [your-email]' ) ).toBe(
			true
		);
		expect( recipientValid( 'vendas@example' ) ).toBe( false );
		expect(
			recipientValid( 'vendas@example.com; outro@example.com' )
		).toBe( false );
		expect( replyToValid( '[your-email]' ) ).toBe( true );
		expect( replyToValid( 'a@example.com, b@example.com' ) ).toBe( false );
		expect( replyToValid( 'Ana <[your-email]>' ) ).toBe( false );
	} );

	it( 'inserts at the selection and puts the caret after the insertion', () => {
		expect( insertAt( 'Oi , tudo bem?', 3, 3, '[your-name]' ) ).toEqual( {
			value: 'Oi [your-name], tudo bem?',
			caret: 14,
		} );
		expect( insertAt( 'Oi XXX', 3, 6, '[a]' ) ).toEqual( {
			value: 'Oi [a]',
			caret: 6,
		} );
		expect( insertAt( 'abc', 99, 99, '[a]' ).value ).toBe( 'abc[a]' );
	} );
} );
