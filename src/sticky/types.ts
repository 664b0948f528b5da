/**
 * The shapes the server hands the sticky scripts (see Farol\Sticky\StickyRulesSchema).
 */

/** One sticky rule, as stored in the `farol_sticky_rules` option. */
export interface StickyRule {
	/** CSS selector of the one element that becomes sticky. */
	sticky_selector: string;
	/** CSS selector of the element that pushes it up ('' for none). */
	push_up_selector: string;
	/** Distance from the top of the viewport while sticky, in px. */
	top_distance: number;
	/** Smallest viewport width (px, inclusive) at which the element sticks. */
	min_width: number;
	/** Largest viewport width (px, inclusive) at which the element sticks. */
	max_width: number;
	z_index: number;
	/** Clone mode instead of placeholder mode. */
	legacy_mode: boolean;
	/** Track the element's position and size as the page changes. */
	dynamic_mode: boolean;
	/** Report configuration problems in the console. */
	debug: boolean;
	/** Count the WordPress admin bar's height. */
	admin_bar: boolean;
}

/** `window.farolSticky`, printed before the script by Farol\Sticky\StickyFrontEnd. */
export interface StickyConfig {
	rules: StickyRule[];
	/** True when an administrator previews one unsaved rule from the settings page. */
	preview?: boolean;
}

/** The defaults of spec §9 (a new rule on the settings page starts from these). */
export const RULE_DEFAULTS: Readonly< Omit< StickyRule, 'sticky_selector' > > =
	{
		push_up_selector: '',
		top_distance: 0,
		min_width: 0,
		max_width: 99999,
		z_index: 1,
		legacy_mode: false,
		dynamic_mode: false,
		debug: false,
		admin_bar: false,
	};
