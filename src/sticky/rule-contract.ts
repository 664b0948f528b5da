/**
 * The sticky rule contract, written once: the fields of a rule, their types, defaults and
 * limits, and how many rules a site may have.
 *
 * Everything else derives from this module. The TypeScript types are inferred from it, the
 * settings page takes its defaults and its maximum number of rules from it, and the settings
 * client parses the server's answers with it. `npm run contracts` turns it into the JSON
 * Schema committed as plugin/includes/Sticky/sticky-rules.schema.json, from which PHP builds
 * the setting's REST schema, its defaults and its checks (Farol\Sticky\StickyRulesSchema).
 * Only what WordPress' REST validator understands may be used here: types, required fields,
 * defaults, minimum/maximum, min/max length, a pattern, max items, no extra keys.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** The limits of the contract. */
export interface StickyLimits {
	/** Most rules one site may define. */
	maxRules: number;
	/** Longest accepted selector, in characters. */
	maxSelectorLength: number;
	/** Largest accepted number (a CSS z-index is a 32-bit integer). */
	maxNumber: number;
}

export const STICKY_LIMITS: Readonly< StickyLimits > = {
	maxRules: 20,
	maxSelectorLength: 500,
	maxNumber: 2147483647,
};

/**
 * Characters that never belong in a CSS selector a site owner types: `<` (markup), `{`, `}`
 * and `;` (they end a selector and start a declaration block) and control characters other
 * than the whitespace CSS allows (tab, line feed, form feed, carriage return). Whether the
 * rest is a valid selector is the browser's call (the settings page asks it); this pattern is
 * what the server enforces for safety. It is written so that JavaScript and PHP's PCRE read it
 * the same way.
 */
export const SELECTOR_PATTERN = /^[^<{};\x00-\x08\x0B\x0E-\x1F\x7F]*$/;

/**
 * One rule's fields under a set of limits.
 *
 * @param limits The limits.
 */
function ruleSchema( limits: StickyLimits ) {
	const selector = z
		.string()
		.trim()
		.max( limits.maxSelectorLength )
		.regex( SELECTOR_PATTERN );
	const pixels = z.number().int().min( 0 ).max( limits.maxNumber );

	return z
		.object( {
			/** CSS selector of the one element that becomes sticky (required). */
			sticky_selector: selector.min( 1 ),
			/** CSS selector of the element that pushes it up ('' for none). */
			push_up_selector: selector.default( '' ),
			/** Distance from the top of the viewport while sticky, in px. */
			top_distance: pixels.default( 0 ),
			/** Smallest viewport width (px, inclusive) at which the element sticks. */
			min_width: pixels.default( 0 ),
			/** Largest viewport width (px, inclusive) at which the element sticks. */
			max_width: pixels.default( 99999 ),
			z_index: pixels.default( 1 ),
			/** Clone mode instead of placeholder mode. */
			legacy_mode: z.boolean().default( false ),
			/** Track the element's position and size as the page changes. */
			dynamic_mode: z.boolean().default( false ),
			/** Report configuration problems in the console. */
			debug: z.boolean().default( false ),
			/** Count the WordPress admin bar's height. */
			admin_bar: z.boolean().default( false ),
		} )
		.strict();
}

/** One sticky rule, as stored in the `farol_sticky_rules` option. */
export type StickyRule = z.output< ReturnType< typeof ruleSchema > >;

/** A field of a rule. */
export type RuleField = keyof StickyRule;

/**
 * Builds the contract for a set of limits. The module's own contract (`stickyRules`) uses
 * STICKY_LIMITS; tests build others to prove that everything follows the limits.
 *
 * @param limits The limits.
 */
export function defineStickyRules( limits: StickyLimits ) {
	const rule = ruleSchema( limits );
	const defaults: Readonly< Omit< StickyRule, 'sticky_selector' > > = rule
		.omit( { sticky_selector: true } )
		.parse( {} );
	return {
		limits,
		/** One rule. */
		rule,
		/** The `farol_sticky_rules` option: the list of rules. */
		list: z.array( rule ).max( limits.maxRules ),
		/** Every field's default (the sticky selector has none: the user must give one). */
		defaults,
		/** A new rule's values: every default, and no sticky selector yet. */
		newRule: (): StickyRule => ( { sticky_selector: '', ...defaults } ),
	};
}

/** The contract in force. */
export const stickyRules = defineStickyRules( STICKY_LIMITS );

/** The defaults of a rule (every field but the sticky selector, which has none). */
export const RULE_DEFAULTS = stickyRules.defaults;
