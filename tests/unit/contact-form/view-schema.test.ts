/**
 * The view's light contract checks (generated JSON Schemas read by matchesSchema instead of
 * zod) give the zod contract's verdicts: the published document of the form with every field
 * type passes both, and each way of breaking it is refused by both.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { safeParseFeedbackSchema } from '@farol/contact-form/rules';
import { readSchema } from '@farol/contact-form/view/schema';
import { matchesSchema } from '@farol/lib/contracts/matches-schema';

type Doc = { rules: Array< Record< string, unknown > > } & Record<
	string,
	unknown
>;

const published = (): Doc =>
	JSON.parse(
		fs.readFileSync(
			path.join(
				__dirname,
				'../../fixtures/contact-form/every-field.json'
			),
			'utf8'
		)
	).schema;

const ruleOf = ( doc: Doc, kind: string ): Record< string, unknown > => {
	const found = doc.rules.find( ( rule ) => rule.rule === kind );
	if ( ! found ) {
		throw new Error( `no ${ kind } rule in the fixture` );
	}
	return found;
};

const breakages: Record< string, ( doc: Doc ) => void > = {
	'unknown version': ( doc ) => {
		doc.version = 'other';
	},
	'unknown kind': ( doc ) => {
		ruleOf( doc, 'email' ).rule = 'emails';
	},
	'url without schemes': ( doc ) => {
		delete ruleOf( doc, 'url' ).schemes;
	},
	'file type without its dot': ( doc ) => {
		ruleOf( doc, 'file' ).accept = [ 'pdf' ];
	},
	'a parameter another kind takes': ( doc ) => {
		ruleOf( doc, 'email' ).threshold = 3;
	},
	'a rule without a field': ( doc ) => {
		delete ruleOf( doc, 'required' ).field;
	},
	'rules not a list': ( doc ) => {
		doc.rules = {} as unknown as Doc[ 'rules' ];
	},
	'a combinator inside a combinator': ( doc ) => {
		doc.rules.push( {
			rule: 'any',
			field: 'your-email',
			error: 'x',
			rules: [
				{ rule: 'all', field: 'your-email', error: '', rules: [] },
			],
		} );
	},
};

describe( 'readSchema', () => {
	it( 'accepts the published document, as zod does', () => {
		expect( safeParseFeedbackSchema( published() ).success ).toBe( true );
		expect( readSchema( published() ) ).toEqual( published() );
	} );

	it.each( Object.keys( breakages ) )(
		'refuses a document with %s, as zod does',
		( name ) => {
			const doc = published();
			breakages[ name ]!( doc );
			expect( safeParseFeedbackSchema( doc ).success ).toBe( false );
			expect( readSchema( doc ) ).toBeNull();
		}
	);
} );

describe( 'matchesSchema', () => {
	it( 'reads the contract keywords', () => {
		const schema = {
			type: 'object',
			properties: {
				name: { type: 'string', minLength: 2, maxLength: 3 },
				idref: { type: [ 'string', 'null' ] },
				tags: {
					type: 'array',
					items: { type: 'string', pattern: '^[a-z]+$' },
					maxItems: 2,
				},
				count: { type: 'integer', minimum: 1, maximum: 5 },
				kind: { type: 'string', enum: [ 'a', 'b' ] },
			},
			required: [ 'name' ],
			additionalProperties: false,
		};
		const good = {
			name: 'açã',
			idref: null,
			tags: [ 'x' ],
			count: 5,
			kind: 'a',
		};
		expect( matchesSchema( good, schema ) ).toBe( true );
		for ( const bad of [
			{ ...good, name: 'ação' },
			{ ...good, name: 'a' },
			{ ...good, idref: 1 },
			{ ...good, tags: [ 'x', 'y', 'z' ] },
			{ ...good, tags: [ 'X' ] },
			{ ...good, count: 1.5 },
			{ ...good, count: 6 },
			{ ...good, kind: 'c' },
			{ ...good, other: true },
			{ idref: null },
			[],
		] ) {
			expect( matchesSchema( bad, schema ) ).toBe( false );
		}
	} );
} );
