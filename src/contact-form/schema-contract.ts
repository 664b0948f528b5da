/**
 * The contact form's published validation schema, written once: the JSON a form's
 * `feedback/schema` call answers, which the server validates every submission with and the
 * browser builds its validators from.
 *
 * `npm run contracts` turns two exports into JSON Schema committed under
 * plugin/includes/ContactForm/:
 * - `feedbackSchema` → feedback-schema.schema.json: the whole document. WordPress' REST
 *   validator has no `anyOf`/`oneOf` and no `$ref`, so one JSON Schema cannot say "a url rule
 *   has schemes, a minlength rule an integer threshold". A rule is therefore one flat object:
 *   `rule`, `field`, `error` and every parameter any kind uses, each optional there; the
 *   combinators `all` and `any` hold a `rules` list of leaf rules (one level of nesting: a
 *   combinator never holds another combinator).
 * - `ruleParameters` → rule-parameters.schema.json: for each leaf kind, exactly the
 *   parameters it takes, with their precise types. PHP checks a rule's parameters with its
 *   kind's entry; here the same table refines the flat rule.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** The document's `version`: changes when a rule's meaning or shape changes. */
export const FEEDBACK_SCHEMA_VERSION = 'farol-contact-form-rules-1';

/**
 * Leaf rule kinds, in the order a field's rules are published (presence first, then the
 * value's kind, then its limits). Only required and requiredfile act on an empty field.
 */
export const LEAF_RULE_KINDS = [
	'required',
	'requiredfile',
	'email',
	'url',
	'tel',
	'number',
	'date',
	'time',
	'file',
	'enum',
	'dayofweek',
	'minitems',
	'maxitems',
	'minlength',
	'maxlength',
	'minnumber',
	'maxnumber',
	'stepnumber',
	'mindate',
	'maxdate',
	'minfilesize',
	'maxfilesize',
] as const;

/** `all`: every child rule passes; `any`: at least one does. */
export const COMBINATOR_KINDS = [ 'all', 'any' ] as const;

export const RULE_KINDS = [ ...LEAF_RULE_KINDS, ...COMBINATOR_KINDS ] as const;

export type LeafRuleKind = ( typeof LEAF_RULE_KINDS )[ number ];
export type CombinatorKind = ( typeof COMBINATOR_KINDS )[ number ];

export const FEEDBACK_SCHEMA_LIMITS = {
	/** Most rules of one form. */
	maxRules: 1000,
	/** Most child rules of a combinator. */
	maxChildRules: 50,
	/** Longest error message. */
	maxErrorLength: 1000,
	/** Most items of an `accept` list (enum options, extensions). */
	maxAccept: 500,
	/** Longest enum option. */
	maxOptionLength: 1000,
	/** Most acceptance boxes of one form. */
	maxAcceptances: 50,
} as const;

/** A field's name as posted (no dots or brackets: PHP would rewrite them). */
export const FIELD_NAME_PATTERN = /^[A-Za-z][-A-Za-z0-9_:]{0,127}$/;

/** A URL scheme, lower case (the check lower-cases the value's scheme before comparing). */
export const SCHEME_PATTERN = /^[a-z][a-z0-9+.-]{0,31}$/;

/** A file extension with its dot, lower case. */
export const EXTENSION_PATTERN = /^\.[a-z0-9]{1,16}$/;

/** A calendar date's shape (the date rule also checks the day exists). */
export const DATE_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** A WordPress locale, e.g. pt_BR, en_US, de_DE_formal. */
export const LOCALE_PATTERN = /^[a-z]{2,3}(?:_[A-Z]{2})?(?:_[a-z0-9]+)?$/;

const count = z.number().int().min( 0 );
const countThreshold = z.object( { threshold: count } ).strict();
const noParameters = z.object( {} ).strict();

/**
 * Each leaf kind's parameters, exactly:
 * - url: `schemes`, the accepted schemes;
 * - file: `accept`, the accepted extensions (the server expands MIME types such as `image/*`
 *   to extensions when it builds the schema, so the browser needs no MIME table);
 * - enum: `accept`, the accepted values; dayofweek: `accept`, ISO weekdays (1 Monday … 7 Sunday);
 * - min/max items, length (Unicode code points), file size (bytes, all files of the field
 *   together): an integer `threshold`;
 * - min/max number: a numeric `threshold`; min/max date: a `YYYY-MM-DD` `threshold`;
 * - stepnumber: `base` and `interval` (an interval of 0 accepts every number).
 */
export const RULE_PARAMETERS = {
	required: noParameters,
	requiredfile: noParameters,
	email: noParameters,
	url: z
		.object( {
			schemes: z
				.array( z.string().regex( SCHEME_PATTERN ) )
				.min( 1 )
				.max( 64 ),
		} )
		.strict(),
	tel: noParameters,
	number: noParameters,
	date: noParameters,
	time: noParameters,
	file: z
		.object( {
			accept: z
				.array( z.string().regex( EXTENSION_PATTERN ) )
				.min( 1 )
				.max( FEEDBACK_SCHEMA_LIMITS.maxAccept ),
		} )
		.strict(),
	enum: z
		.object( {
			accept: z
				.array(
					z.string().max( FEEDBACK_SCHEMA_LIMITS.maxOptionLength )
				)
				.min( 1 )
				.max( FEEDBACK_SCHEMA_LIMITS.maxAccept ),
		} )
		.strict(),
	dayofweek: z
		.object( {
			accept: z
				.array( z.number().int().min( 1 ).max( 7 ) )
				.min( 1 )
				.max( 7 ),
		} )
		.strict(),
	minitems: countThreshold,
	maxitems: countThreshold,
	minlength: countThreshold,
	maxlength: countThreshold,
	minnumber: z.object( { threshold: z.number() } ).strict(),
	maxnumber: z.object( { threshold: z.number() } ).strict(),
	stepnumber: z
		.object( { base: z.number(), interval: z.number().min( 0 ) } )
		.strict(),
	mindate: z
		.object( { threshold: z.string().regex( DATE_PATTERN ) } )
		.strict(),
	maxdate: z
		.object( { threshold: z.string().regex( DATE_PATTERN ) } )
		.strict(),
	minfilesize: countThreshold,
	maxfilesize: countThreshold,
} satisfies Record< LeafRuleKind, z.AnyZodObject >;

/** The table as one object, for the JSON file PHP reads. */
export const ruleParameters = z.object( RULE_PARAMETERS ).strict();

const field = z.string().regex( FIELD_NAME_PATTERN );
const error = z.string().max( FEEDBACK_SCHEMA_LIMITS.maxErrorLength );

/**
 * A leaf rule as it travels: every parameter of every kind, optional. Loose types here
 * (`threshold` is a number or a date string, `accept` holds strings or weekday numbers); the
 * kind's entry of RULE_PARAMETERS says which apply.
 */
const leafShape = {
	rule: z.enum( LEAF_RULE_KINDS ),
	field,
	/** The message shown when the rule fails, already translated by the server. */
	error,
	threshold: z.union( [ z.number(), z.string() ] ).optional(),
	accept: z
		.array( z.union( [ z.string(), z.number() ] ) )
		.max( FEEDBACK_SCHEMA_LIMITS.maxAccept )
		.optional(),
	schemes: z.array( z.string() ).max( 64 ).optional(),
	base: z.number().optional(),
	interval: z.number().optional(),
};

/** The keys of a rule that are not parameters. */
const RULE_KEYS = new Set( [ 'rule', 'field', 'error', 'rules' ] );

/**
 * Adds an issue for every way a leaf rule's parameters differ from its kind's.
 *
 * @param rule The rule as parsed by the flat shape.
 * @param ctx  zod's refinement context.
 */
function checkParameters(
	rule: { rule: LeafRuleKind } & Record< string, unknown >,
	ctx: z.RefinementCtx
): void {
	const parameters = Object.fromEntries(
		Object.entries( rule ).filter( ( [ key ] ) => ! RULE_KEYS.has( key ) )
	);
	const result = RULE_PARAMETERS[ rule.rule ].safeParse( parameters );
	if ( ! result.success ) {
		for ( const issue of result.error.issues ) {
			ctx.addIssue( {
				...issue,
				message: `${ rule.rule }: ${ issue.message }`,
			} );
		}
	}
}

export const leafRule = z
	.object( leafShape )
	.strict()
	.superRefine( checkParameters );

/**
 * A rule: a leaf rule, or a combinator (`all`/`any`) with its `rules`, which are leaf rules.
 * A child's `field` may differ from its combinator's; the combinator's failure is reported on
 * the combinator's field, with the failing child's `error` for `all` (the combinator's own when
 * the child's is empty) and the combinator's `error` for `any`.
 */
export const rule = z
	.object( {
		...leafShape,
		rule: z.enum( RULE_KINDS ),
		rules: z
			.array( leafRule )
			.max( FEEDBACK_SCHEMA_LIMITS.maxChildRules )
			.optional(),
	} )
	.strict()
	.superRefine( ( value, ctx ) => {
		const { rule: kind, rules, ...rest } = value;
		if ( kind === 'all' || kind === 'any' ) {
			const extra = Object.keys( rest ).filter(
				( key ) => ! RULE_KEYS.has( key )
			);
			if ( rules === undefined || extra.length > 0 ) {
				ctx.addIssue( {
					code: z.ZodIssueCode.custom,
					message: `${ kind }: takes field, error and rules only`,
				} );
			}
			return;
		}
		if ( rules !== undefined ) {
			ctx.addIssue( {
				code: z.ZodIssueCode.custom,
				message: `${ kind }: only all and any hold rules`,
			} );
		}
		checkParameters( { ...rest, rule: kind }, ctx );
	} );

/**
 * An acceptance box: the form is sent only when every box that is not optional is in its
 * required state, checked (or unchecked when `invert`). Not a rule: a missing acceptance is its
 * own status (acceptance_missing), and the browser keeps the submit button disabled meanwhile.
 */
export const acceptance = z
	.object( { field, invert: z.boolean(), optional: z.boolean() } )
	.strict();

export const feedbackSchema = z
	.object( {
		version: z.enum( [ FEEDBACK_SCHEMA_VERSION ] ),
		/** The locale the messages are written in. */
		locale: z.string().regex( LOCALE_PATTERN ),
		/** In field order, each field's rules in LEAF_RULE_KINDS order. */
		rules: z.array( rule ).max( FEEDBACK_SCHEMA_LIMITS.maxRules ),
		acceptance: z
			.array( acceptance )
			.max( FEEDBACK_SCHEMA_LIMITS.maxAcceptances ),
	} )
	.strict();

type Parameters = {
	[ K in LeafRuleKind ]: z.output< ( typeof RULE_PARAMETERS )[ K ] >;
};

/** A leaf rule, typed by its kind. */
export type LeafRule = {
	[ K in LeafRuleKind ]: {
		rule: K;
		field: string;
		error: string;
	} & Parameters[ K ];
}[ LeafRuleKind ];

export type CombinatorRule = {
	rule: CombinatorKind;
	field: string;
	error: string;
	rules: LeafRule[];
};

export type Rule = LeafRule | CombinatorRule;

export type Acceptance = z.output< typeof acceptance >;

/** The published document, each rule typed by its kind. */
export type FeedbackSchema = {
	version: typeof FEEDBACK_SCHEMA_VERSION;
	locale: string;
	rules: Rule[];
	acceptance: Acceptance[];
};
