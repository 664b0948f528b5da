/**
 * The form editor's drafts: a new form starts from the contract's defaults, new fields get
 * free names, a draft is checked with the contract before it is sent and its problems come
 * back keyed by the field they belong to; fields move within the list.
 */
/**
 * External dependencies
 */
import {
	checkDraft,
	moveItem,
	newDraft,
	newField,
} from '@farol/lead-form/admin-forms/drafts';
import { leadFormDefinition } from '@farol/lead-form/form-contract';

describe( 'form drafts', () => {
	it( 'start from the contract defaults with an email field', () => {
		const draft = newDraft();
		expect( draft.id ).toBeNull();
		expect( draft.status ).toBe( 'draft' );
		expect( draft.definition ).toMatchObject( {
			locale: 'pt-BR',
			variant: 'typed',
			corporate_email_only: false,
			fields: [ { name: 'email', type: 'email', required: true } ],
		} );
	} );

	it( 'need a conversion identifier before they are sent', () => {
		const draft = newDraft();
		const refused = checkDraft( draft );
		expect( refused.ok ).toBe( false );
		expect( refused.ok ? {} : refused.errors ).toHaveProperty(
			'conversion_identifier'
		);

		draft.definition.conversion_identifier = 'newsletter';
		const accepted = checkDraft( draft );
		expect( accepted.ok ).toBe( true );
		expect(
			leadFormDefinition.safeParse( accepted.ok && accepted.definition )
				.success
		).toBe( true );
	} );

	it( 'report a bad field name under that field', () => {
		const draft = newDraft();
		draft.definition.conversion_identifier = 'x';
		draft.definition.fields = [
			...draft.definition.fields,
			{ ...newField( 'text', [ 'email' ] ), name: 'Not A Name' },
		];
		const result = checkDraft( draft );
		expect( result.ok ? {} : result.errors ).toHaveProperty( [
			'fields.1.name',
		] );
	} );

	it( 'give new fields names not yet taken, with the contract defaults', () => {
		const first = newField( 'phone', [] );
		expect( first ).toMatchObject( {
			name: 'cf_phone',
			phone_mask: 'BRAZILIAN_MASK',
			phone_country: 'BR',
			required: false,
		} );
		expect( newField( 'phone', [ 'cf_phone' ] ).name ).toBe( 'cf_phone_2' );
	} );

	it( 'move a field and ignore moves past the ends', () => {
		expect( moveItem( [ 'a', 'b', 'c' ], 2, 0 ) ).toEqual( [
			'c',
			'a',
			'b',
		] );
		expect( moveItem( [ 'a', 'b' ], 0, -1 ) ).toEqual( [ 'a', 'b' ] );
	} );
} );
