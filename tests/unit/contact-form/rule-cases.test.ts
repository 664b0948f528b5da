/**
 * The browser's rules engine on the shared table (tests/fixtures/contact-form/rule-cases.json),
 * which PHPUnit runs through the server's (tests/php/ContactForm/RuleCasesTest.php): the same
 * verdicts, messages and rule kinds on both sides. Every schema of the table is first parsed
 * with the contract, as the browser parses what the server publishes.
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
	formValidator,
	parseFeedbackSchema,
	validate,
	type FileDescription,
	type FormValues,
	type InvalidField,
	type RawValue,
} from '@farol/contact-form/rules';
import {
	FEEDBACK_SCHEMA_VERSION,
	RULE_PARAMETERS,
} from '@farol/contact-form/schema-contract';

type Group = {
	title: string;
	input: 'values' | 'files';
	rules: unknown[];
	pass: unknown[];
	fail: unknown[];
};

const table = JSON.parse(
	fs.readFileSync(
		path.join( __dirname, '../../fixtures/contact-form/rule-cases.json' ),
		'utf8'
	)
) as {
	locale: string;
	groups: Group[];
	cases: Array< {
		title: string;
		rules: unknown[];
		values: FormValues;
		files: Record< string, FileDescription[] >;
		invalid_fields: InvalidField[];
	} >;
	acceptance: {
		boxes: unknown[];
		cases: Array< {
			title: string;
			values: FormValues;
			missing: string[];
		} >;
	};
};

const schemaOf = ( rules: unknown[], acceptance: unknown[] = [] ) =>
	parseFeedbackSchema( {
		version: FEEDBACK_SCHEMA_VERSION,
		locale: table.locale,
		rules,
		acceptance,
	} );

/**
 * The invalid fields of one entry of a group.
 *
 * @param group The group.
 * @param entry A value or a list of files for field "f".
 * @return Invalid fields.
 */
function verdict( group: Group, entry: unknown ): InvalidField[] {
	const schema = schemaOf( group.rules );
	return group.input === 'files'
		? validate( schema, {}, { f: entry as FileDescription[] } )
		: validate( schema, { f: entry as RawValue } );
}

const entries = ( groups: Group[], key: 'pass' | 'fail' ) =>
	groups.flatMap( ( group ) =>
		group[ key ].map(
			( entry ) =>
				[ group.title, JSON.stringify( entry ), group, entry ] as const
		)
	);

describe( 'the shared rule table', () => {
	it( 'holds a passing and a failing entry for every leaf rule kind', () => {
		const kinds = ( key: 'pass' | 'fail' ) =>
			new Set(
				table.groups
					.filter( ( group ) => group[ key ].length > 0 )
					.map(
						( group ) =>
							( group.rules[ 0 ] as { rule: string } ).rule
					)
			);
		const leafKinds = Object.keys( RULE_PARAMETERS );
		expect( [ ...kinds( 'pass' ) ].sort() ).toEqual(
			[ ...leafKinds ].sort()
		);
		expect( [ ...kinds( 'fail' ) ].sort() ).toEqual(
			[ ...leafKinds ].sort()
		);
	} );

	it.each( entries( table.groups, 'pass' ) )(
		'%s: %s passes',
		( _title, _json, group, entry ) => {
			expect( verdict( group, entry ) ).toEqual( [] );
		}
	);

	it.each( entries( table.groups, 'fail' ) )(
		'%s: %s fails',
		( _title, _json, group, entry ) => {
			const rule = group.rules[ 0 ] as { rule: string; error: string };
			expect( verdict( group, entry ) ).toEqual( [
				{ field: 'f', message: rule.error, rule: rule.rule },
			] );
		}
	);

	it.each( table.cases.map( ( item ) => [ item.title, item ] as const ) )(
		'%s',
		( _title, item ) => {
			expect(
				validate( schemaOf( item.rules ), item.values, item.files )
			).toEqual( item.invalid_fields );
		}
	);

	it.each(
		table.acceptance.cases.map( ( item ) => [ item.title, item ] as const )
	)( 'acceptance: %s', ( _title, item ) => {
		expect(
			acceptanceMissing(
				schemaOf( [], table.acceptance.boxes ),
				item.values
			)
		).toEqual( item.missing );
	} );
} );

describe( 'formValidator', () => {
	it( 'reports each invalid field as a zod issue at the field, with its message and kind', () => {
		const item = table.cases.find( ( entry ) =>
			entry.title.startsWith( 'a whole form' )
		);
		if ( item === undefined ) {
			throw new Error( 'the table lost its whole-form case' );
		}
		const result = formValidator( schemaOf( item.rules ) ).safeParse( {
			values: item.values,
		} );
		expect( result.success ).toBe( false );
		const issues = result.success ? [] : result.error.issues;
		expect(
			issues.map( ( issue ) => ( {
				field: issue.path[ 0 ],
				message: issue.message,
				rule: ( issue as { params?: { rule: string } } ).params?.rule,
			} ) )
		).toEqual( item.invalid_fields );
	} );

	it( 'accepts valid input', () => {
		const schema = schemaOf( [
			{ rule: 'required', field: 'name', error: 'Preencha este campo.' },
		] );
		expect(
			formValidator( schema ).safeParse( { values: { name: 'Ana' } } )
				.success
		).toBe( true );
	} );
} );
