/**
 * What the settings page edits: a rule as the user typed it (numbers as text, so a bad value
 * stays on screen exactly as typed), and the conversions to and from the stored rule. The
 * fields and their kinds come from the contract.
 */
/**
 * Internal dependencies
 */
import { stickyRules, type RuleField, type StickyRule } from '../rule-contract';

/** Fields holding a number of pixels (or the z-index). */
export type NumberField = {
	[ K in RuleField ]: StickyRule[ K ] extends number ? K : never;
}[ RuleField ];

/** Yes/no fields. */
export type BooleanField = {
	[ K in RuleField ]: StickyRule[ K ] extends boolean ? K : never;
}[ RuleField ];

/** CSS selector fields (every text field of a rule). */
export type SelectorField = {
	[ K in RuleField ]: StickyRule[ K ] extends string ? K : never;
}[ RuleField ];

/** Fields edited as text: the selectors and the numbers. */
export type TextField = Exclude< RuleField, BooleanField >;

export type { RuleField };

const NEW_RULE = stickyRules.newRule();
const FIELDS = Object.keys( NEW_RULE ) as RuleField[];

export const NUMBER_FIELDS = FIELDS.filter(
	( field ): field is NumberField => typeof NEW_RULE[ field ] === 'number'
);
export const SELECTOR_FIELDS = FIELDS.filter(
	( field ): field is SelectorField => typeof NEW_RULE[ field ] === 'string'
);

/**
 * Whether a field is a number field.
 *
 * @param field Field.
 */
export function isNumberField( field: RuleField ): field is NumberField {
	return ( NUMBER_FIELDS as RuleField[] ).includes( field );
}

/** A rule being edited. */
export type RuleDraft = Omit< StickyRule, NumberField > & {
	[ K in NumberField ]: string;
} & {
	/** Stable React key (not sent). */
	key: string;
};

let nextKey = 0;

/**
 * A draft from a stored rule (or the contract's defaults for a new one).
 *
 * @param rule Stored rule; omitted for a new rule.
 */
export function toDraft( rule?: Partial< StickyRule > ): RuleDraft {
	const full: StickyRule = { ...stickyRules.newRule(), ...rule };
	const numbers = Object.fromEntries(
		NUMBER_FIELDS.map( ( field ) => [ field, String( full[ field ] ) ] )
	) as Record< NumberField, string >;
	return { ...full, ...numbers, key: `rule-${ ++nextKey }` };
}

/**
 * The value sent to the server. A number field holding a whole number (negative ones too: the
 * server explains why they are refused) is sent as a number; anything else is sent as typed,
 * so the server's message is about what the user actually wrote.
 *
 * @param draft Edited rule.
 */
export function toPayload( draft: RuleDraft ): Record< string, unknown > {
	const payload: Record< string, unknown > = {};
	for ( const field of FIELDS ) {
		const value = draft[ field ];
		if ( typeof value === 'boolean' ) {
			payload[ field ] = value;
			continue;
		}
		const text = value.trim();
		payload[ field ] =
			isNumberField( field ) && /^-?\d+$/.test( text )
				? Number( text )
				: text;
	}
	return payload;
}

/**
 * The rule a draft stands for, for a preview (numbers that do not parse take the default).
 *
 * @param draft Edited rule.
 */
export function toRule( draft: RuleDraft ): StickyRule {
	const payload = toPayload( draft );
	const rule = stickyRules.newRule();
	for ( const [ field, value ] of Object.entries( payload ) ) {
		const fallback = rule[ field as RuleField ];
		( rule as unknown as Record< string, unknown > )[ field ] =
			typeof value === typeof fallback ? value : fallback;
	}
	return rule;
}
