/**
 * The browser's lead form validator gives the server's verdicts: every case of the fixture
 * tables (also run by PHPUnit through FormValidator) is validated with the zod validator
 * built from the rules PHP published for the case's form (rules-published.json, which
 * PHPUnit keeps current), with the real phone library.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { buildValidator } from '@farol/lead-form/rules';
import { phoneLibrary } from '@farol/lib/phone/library';

type Case = {
	name: string;
	form: string;
	input: Record< string, unknown >;
	errors: [ string, string, string ][];
	values?: Record< string, unknown >;
	absent?: string[];
};

const DIR = path.join( __dirname, '../../fixtures/lead-form' );
const read = < T >( file: string ): T =>
	JSON.parse( fs.readFileSync( path.join( DIR, file ), 'utf8' ) ) as T;

const published = read< Record< string, unknown > >( 'rules-published.json' );
const cases = [
	...read< { cases: Case[] } >( 'rules-cases.json' ).cases,
	...read< { cases: Case[] } >( 'rules-phone-cases.json' ).cases,
];

const validators = new Map(
	Object.entries( published ).map( ( [ id, rules ] ) => [
		id,
		buildValidator( rules, phoneLibrary ),
	] )
);

describe( 'lead form rules: the fixture tables', () => {
	it( 'has rules for every form the cases use', () => {
		expect( cases.length ).toBeGreaterThan( 150 );
		for ( const { form } of cases ) {
			expect( validators.has( form ) ).toBe( true );
		}
	} );

	it.each( cases.map( ( entry ) => [ entry.name, entry ] as const ) )(
		'%s',
		( _name, entry ) => {
			const validator = validators.get( entry.form );
			if ( ! validator ) {
				throw new Error( `No rules for ${ entry.form }` );
			}
			const { values, errors } = validator.validate( entry.input );
			expect(
				errors.map( ( error ) => [
					error.field,
					error.error_type,
					error.error_message,
				] )
			).toEqual( entry.errors );
			// Values are compared where the case gives them (always cases without errors).
			const expected = entry.values ?? {};
			expect(
				Object.fromEntries(
					Object.keys( expected ).map( ( key ) => [
						key,
						values[ key ],
					] )
				)
			).toEqual( expected );
			expect(
				Object.keys( values ).filter( ( key ) =>
					( entry.absent ?? [] ).includes( key )
				)
			).toEqual( [] );
		}
	);
} );
