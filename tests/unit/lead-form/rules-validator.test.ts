/**
 * The validator's own behaviour beyond the fixture table: rules that break the contract are
 * refused, the zod schema's issues carry the
 * server's error types, and the phone library is needed (and loaded) only for phone fields;
 * without it (SERVER_CHECKS_PHONES) every rule but the numbers' still runs.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { leadFormRules } from '@farol/lead-form/rules-contract';
import {
	buildValidator,
	needsPhoneLibrary,
	SERVER_CHECKS_PHONES,
} from '@farol/lead-form/rules';
import { loadPhoneLibrary } from '@farol/lib/phone';

const published = JSON.parse(
	fs.readFileSync(
		path.join( __dirname, '../../fixtures/lead-form/rules-published.json' ),
		'utf8'
	)
) as Record< string, { fields: { name: string }[] } >;

describe( 'lead form rules contract', () => {
	it( 'accepts what PHP publishes and refuses rules missing a message', () => {
		for ( const rules of Object.values( published ) ) {
			expect( leadFormRules.safeParse( rules ).success ).toBe( true );
		}
		const broken = JSON.parse(
			JSON.stringify( published.standard_pt )
		) as {
			messages: Record< string, string >;
		};
		delete broken.messages.required;
		expect( () => buildValidator( broken ) ).toThrow();
	} );
} );

describe( 'buildValidator', () => {
	it( 'is a zod schema whose issues name the field and carry the error type', () => {
		const { schema } = buildValidator( published.corporate_pt );
		const result = schema.safeParse( { email: 'ana@gmail.com' } );
		expect( result.success ? [] : result.error.issues ).toEqual( [
			expect.objectContaining( {
				path: [ 'email' ],
				message: 'Insira um endereço de email corporativo.',
				params: { error_type: 'CORPORATE_EMAIL_ONLY' },
			} ),
		] );
		expect(
			schema.parse( { email: ' ana@farol.test ', other: 'dropped' } )
		).toEqual( { email: 'ana@farol.test', cf_email: '' } );
	} );

	it( 'needs the phone library only for a form with a phone field', async () => {
		expect(
			needsPhoneLibrary( buildValidator( published.corporate_pt ).rules )
		).toBe( false );
		const { rules, validate } = buildValidator( published.phones );
		expect( needsPhoneLibrary( rules ) ).toBe( true );
		expect( () => validate( { mobile_phone: '(11) 98765-4321' } ) ).toThrow(
			/phone library/
		);

		// The per-code metadata files the build writes (git-ignored): written here too.
		require( '../../../tools/phone/metadata' ).writeChunks();
		const library = await loadPhoneLibrary();
		expect( await loadPhoneLibrary() ).toBe( library );
		// The metadata of the numbers' calling codes (BR, and +1 for the international field).
		await library.prepare( [
			{ number: '+5511987654321', region: 'BR' },
			{ number: '+12015550123', region: null },
		] );
		expect(
			buildValidator( published.phones, library ).validate( {
				mobile_phone: '(11) 98765-4321',
				cf_intl_obrigatorio: '+1 (201) 555-0123',
			} ).errors
		).toEqual( [] );
	} );

	it( 'leaves phone numbers to the server while the library is not there', () => {
		const { validate } = buildValidator(
			published.phones,
			SERVER_CHECKS_PHONES
		);
		// A number the library would refuse passes; the lengths and required still count.
		expect(
			validate( {
				mobile_phone: '(00) 00000-0000',
				cf_intl_obrigatorio: '+1 999',
			} ).errors
		).toEqual( [] );
		expect(
			validate( { mobile_phone: '(11) 9876' } ).errors.map( ( error ) => [
				error.field,
				error.error_type,
			] )
		).toEqual( [
			[ 'mobile_phone', 'TOO_SHORT' ],
			[ 'cf_intl_obrigatorio', 'REQUIRED' ],
		] );
	} );
} );
