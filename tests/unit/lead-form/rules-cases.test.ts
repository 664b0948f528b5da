/**
 * The browser's lead form validator gives the server's verdicts: every case of the fixture
 * tables (also run by PHPUnit through FormValidator) is validated with the zod validator
 * built from the rules PHP published for the case's form (rules-published.json, which
 * PHPUnit keeps current), with the real phone library — as the runtime gets it: a fresh
 * loader per case, whose metadata holds only the calling codes the case's numbers ask for
 * (cut from the package's max metadata by tools/phone/metadata.js, as the build does).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import type { FieldValues } from '@farol/lead-form/runtime/collect';
import { validatorFor } from '@farol/lead-form/runtime/validation';
import { phoneLoader } from '@farol/lib/phone/load';

// eslint-disable-next-line @typescript-eslint/no-var-requires -- the build's CommonJS tool.
const {
	callingCodeMetadata,
	maxMetadata,
} = require( '../../../tools/phone/metadata' );

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

const { metadata: max } = maxMetadata();

/**
 * The case's validator, its phone library given only the metadata the case's numbers need.
 *
 * @param entry The case.
 * @return The validator and the calling codes its library loaded.
 */
async function validatorOf( entry: Case ) {
	const loaded: string[] = [];
	const load = phoneLoader( {
		library: () => import( '@farol/lib/phone/library' ),
		metadata: async ( code ) => {
			loaded.push( code );
			return { default: callingCodeMetadata( max, code ) };
		},
	} );
	const validator = await validatorFor(
		published[ entry.form ],
		() => entry.input as FieldValues,
		load
	);
	return { validator, loaded };
}

describe( 'lead form rules: the fixture tables', () => {
	it( 'has rules for every form the cases use', () => {
		expect( cases.length ).toBeGreaterThan( 150 );
		for ( const { form } of cases ) {
			expect( published ).toHaveProperty( form );
		}
	} );

	it( 'loads a calling code’s metadata only for the numbers that need it', async () => {
		const phones = cases.filter( ( entry ) => entry.form === 'phones' );
		expect( phones.length ).toBeGreaterThan( 20 );
		for ( const entry of phones ) {
			const { loaded } = await validatorOf( entry );
			// At most the field's country, the international field's code, and the code
			// after an international (IDD) prefix.
			expect( new Set( loaded ).size ).toBeLessThanOrEqual( 4 );
		}
		const brazilOnly = await validatorOf( {
			name: 'BR only',
			form: 'phones',
			input: { mobile_phone: '(11) 98765-4321' },
			errors: [],
		} );
		expect( brazilOnly.loaded ).toEqual( [ '55' ] );
	} );

	it.each( cases.map( ( entry ) => [ entry.name, entry ] as const ) )(
		'%s',
		async ( _name, entry ) => {
			const { validator } = await validatorOf( entry );
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
