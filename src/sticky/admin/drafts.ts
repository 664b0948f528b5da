/**
 * What the settings page edits: a rule as the user typed it (numbers as text, so a bad value
 * stays on screen exactly as typed), and the conversions to and from the stored rule.
 */
/**
 * Internal dependencies
 */
import { RULE_DEFAULTS, type StickyRule } from '../types';

export const NUMBER_FIELDS = [
	'top_distance',
	'min_width',
	'max_width',
	'z_index',
] as const;
export const SELECTOR_FIELDS = [
	'sticky_selector',
	'push_up_selector',
] as const;
export const BOOLEAN_FIELDS = [
	'admin_bar',
	'legacy_mode',
	'dynamic_mode',
	'debug',
] as const;

export type NumberField = ( typeof NUMBER_FIELDS )[ number ];
export type RuleField = keyof StickyRule;

/** A rule being edited. */
export type RuleDraft = Omit< StickyRule, NumberField > & {
	[ K in NumberField ]: string;
} & {
	/** Stable React key (not sent). */
	key: string;
};

let nextKey = 0;

/**
 * A draft from a stored rule (or the defaults of spec §9 for a new one).
 *
 * @param rule Stored rule; omitted for a new rule.
 */
export function toDraft( rule?: Partial< StickyRule > ): RuleDraft {
	const full: StickyRule = {
		...RULE_DEFAULTS,
		sticky_selector: '',
		...rule,
	};
	return {
		...full,
		top_distance: String( full.top_distance ),
		min_width: String( full.min_width ),
		max_width: String( full.max_width ),
		z_index: String( full.z_index ),
		key: `rule-${ ++nextKey }`,
	};
}

/**
 * The value sent to the server. A number field holding a whole number (negative ones too: the
 * server explains why they are refused) is sent as a number; anything else is sent as typed,
 * so the server's message is about what the user actually wrote.
 *
 * @param draft Edited rule.
 */
export function toPayload( draft: RuleDraft ): Record< string, unknown > {
	const payload: Record< string, unknown > = {
		sticky_selector: draft.sticky_selector.trim(),
		push_up_selector: draft.push_up_selector.trim(),
	};
	for ( const field of NUMBER_FIELDS ) {
		const text = draft[ field ].trim();
		payload[ field ] = /^-?\d+$/.test( text ) ? Number( text ) : text;
	}
	for ( const field of BOOLEAN_FIELDS ) {
		payload[ field ] = draft[ field ];
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
	const rule = { ...RULE_DEFAULTS, sticky_selector: '' } as StickyRule;
	for ( const [ field, value ] of Object.entries( payload ) ) {
		const fallback = rule[ field as RuleField ];
		( rule as unknown as Record< string, unknown > )[ field ] =
			typeof value === typeof fallback ? value : fallback;
	}
	return rule;
}
