/**
 * The browser's side of what the server publishes: the schema SchemaBuilder builds for a form
 * with every field type (tests/fixtures/contact-form/every-field.json, compared with the
 * server's output by tests/php/ContactForm/SchemaBuilderTest.php) parses with the contract,
 * and validating with it gives the messages it carries. Then the contract's refusals.
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
	acceptanceMissing,
	parseFeedbackSchema,
	safeParseFeedbackSchema,
	validate,
} from '@farol/contact-form/rules';
import { RULE_PARAMETERS, leafRule } from '@farol/contact-form/schema-contract';

const fixture = JSON.parse(
	fs.readFileSync(
		path.join( __dirname, '../../fixtures/contact-form/every-field.json' ),
		'utf8'
	)
) as { schema: Record< string, unknown > & { rules: unknown[] } };

const valid = {
	'your-name': 'Conceição',
	'your-email': 'conceicao@example.com.br',
	site: 'https://example.com',
	phone: '+55 11 91234-5678',
	message: 'Gostaria de um orçamento.',
	people: '3',
	budget: '10.5',
	score: '7.25',
	visit: '2026-12-04',
	hour: '14:30',
	subject: 'Suporte',
	products: [ 'a', 'c' ],
	topics: [ 'x', 'y' ],
	'one-topic': 'y',
	'contact-by': 'email',
	terms: '1',
};

describe( 'the schema the server publishes for every field type', () => {
	const schema = parseFeedbackSchema( fixture.schema );

	it( 'accepts a complete, valid submission', () => {
		expect(
			validate( schema, valid, {
				cv: [
					{
						name: 'Currículo.PDF',
						size: 2048,
						type: 'application/pdf',
					},
				],
				photo: [ { name: 'eu.webp', size: 1024 } ],
			} )
		).toEqual( [] );
	} );

	it( 'gives each invalid field its first failing rule and message', () => {
		expect(
			validate(
				schema,
				{
					...valid,
					'your-name': 'A',
					'your-email': 'conceicao@',
					message: 'Curto',
					people: '2.5',
					budget: '100',
					visit: '2026-12-05',
					subject: 'Outro',
					products: [ 'a', 'b', 'c' ],
					'one-topic': [ 'x', 'y' ],
				},
				{ cv: [ { name: 'cv.php', size: 10 } ] }
			)
		).toEqual( [
			{
				field: 'your-name',
				message: 'This field has a too short input.',
				rule: 'minlength',
			},
			{
				field: 'your-email',
				message: 'Please enter a valid email address.',
				rule: 'email',
			},
			{
				field: 'message',
				message: 'Conte um pouco mais.',
				rule: 'minlength',
			},
			{
				field: 'people',
				message: 'The number does not fit the allowed increments.',
				rule: 'stepnumber',
			},
			{
				field: 'budget',
				message: 'The number is larger than the maximum allowed.',
				rule: 'maxnumber',
			},
			{
				field: 'visit',
				message: 'This day of the week is not available.',
				rule: 'dayofweek',
			},
			{
				field: 'subject',
				message: 'Please choose one of the options offered.',
				rule: 'enum',
			},
			{
				field: 'products',
				message: 'Please choose at most 2 options.',
				rule: 'maxitems',
			},
			{
				field: 'one-topic',
				message: 'Please choose at most 1 option.',
				rule: 'maxitems',
			},
			{
				field: 'cv',
				message: 'This type of file is not allowed.',
				rule: 'file',
			},
		] );
	} );

	it( 'lists the acceptance boxes that keep the form from being sent', () => {
		expect( acceptanceMissing( schema, {} ) ).toEqual( [ 'terms' ] );
		expect(
			acceptanceMissing( schema, { terms: '1', 'no-news': '1' } )
		).toEqual( [] );
	} );
} );

describe( 'the contract refuses', () => {
	const withRule = ( rule: Record< string, unknown > ) => ( {
		...fixture.schema,
		rules: [ rule ],
	} );
	const base = { field: 'a', error: 'x' };

	it.each( [
		[ 'an unknown kind', { ...base, rule: 'uppercase' } ],
		[ 'a missing parameter', { ...base, rule: 'minlength' } ],
		[
			'a parameter of the wrong type',
			{ ...base, rule: 'mindate', threshold: 3 },
		],
		[
			'a parameter of another kind',
			{ ...base, rule: 'email', threshold: 3 },
		],
		[
			'a field name with a dot',
			{ ...base, field: 'a.b', rule: 'required' },
		],
		[
			'a combinator inside a combinator',
			{
				...base,
				rule: 'all',
				rules: [ { ...base, rule: 'any', rules: [] } ],
			},
		],
		[
			'a combinator with a parameter',
			{ ...base, rule: 'any', threshold: 1, rules: [] },
		],
		[
			'a leaf rule holding rules',
			{ ...base, rule: 'required', rules: [] },
		],
		[ 'a combinator without rules', { ...base, rule: 'all' } ],
		[
			'a weekday out of range',
			{ ...base, rule: 'dayofweek', accept: [ 0 ] },
		],
		[
			'an extension without its dot',
			{ ...base, rule: 'file', accept: [ 'pdf' ] },
		],
		[ 'a negative count', { ...base, rule: 'maxlength', threshold: -1 } ],
	] )( '%s', ( _what, rule ) => {
		expect( safeParseFeedbackSchema( withRule( rule ) ).success ).toBe(
			false
		);
	} );

	it( 'another version', () => {
		expect(
			safeParseFeedbackSchema( { ...fixture.schema, version: 'x' } )
				.success
		).toBe( false );
	} );
} );

describe( 'the flat rule shape', () => {
	it( 'holds exactly the parameters of the per-kind table, and nothing else', () => {
		const flat = Object.keys( leafRule.innerType().shape ).filter(
			( key ) => ! [ 'rule', 'field', 'error' ].includes( key )
		);
		const table = new Set(
			Object.values( RULE_PARAMETERS ).flatMap( ( parameters ) =>
				Object.keys( parameters.shape )
			)
		);
		expect( flat.sort() ).toEqual( [ ...table ].sort() );
	} );
} );
