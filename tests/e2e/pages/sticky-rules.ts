/**
 * The sticky rule contract as the site enforces it: read from the committed JSON Schema
 * (plugin/includes/Sticky/sticky-rules.schema.json, generated from src/sticky/rule-contract.ts),
 * so the e2e tests check the pages against the contract, not against numbers of their own.
 */
/**
 * Internal dependencies
 */
import contract from '../../../plugin/includes/Sticky/sticky-rules.schema.json';

const properties = contract.items.properties;

/** A field of a rule. */
export type RuleField = keyof typeof properties;

/** A rule as the REST API stores it: the sticky selector, and every field with a default. */
export type Rule = { sticky_selector: string } & {
	[ K in Exclude<
		RuleField,
		'sticky_selector'
	> ]: ( typeof properties )[ K ] extends {
		default: infer D;
	}
		? D
		: never;
};

const fields = Object.keys( properties ) as RuleField[];

/** Most rules a site may define. */
export const MAX_RULES: number = contract.maxItems;

/** Longest accepted selector. */
export const MAX_SELECTOR_LENGTH: number = properties.sticky_selector.maxLength;

/** Every field's default (the sticky selector has none). */
export const RULE_DEFAULTS = Object.fromEntries(
	fields.flatMap( ( field ) => {
		const schema = properties[ field ] as { default?: unknown };
		return 'default' in schema ? [ [ field, schema.default ] ] : [];
	} )
) as Omit< Rule, 'sticky_selector' >;

/** Yes/no fields (switches on the settings page). */
export const BOOLEAN_FIELDS = fields.filter(
	( field ) => properties[ field ].type === 'boolean'
);

/** Number fields (text inputs holding whole numbers). */
export const NUMBER_FIELDS = fields.filter(
	( field ) => properties[ field ].type === 'integer'
);
