/**
 * What the server hands the sticky front-end script. The rule itself is defined by the
 * contract (./rule-contract).
 */
/**
 * Internal dependencies
 */
import type { StickyRule } from './rule-contract';

/** `window.farolSticky`, printed before the script by Farol\Sticky\StickyFrontEnd. */
export interface StickyConfig {
	rules: StickyRule[];
	/** True when an administrator previews one unsaved rule from the settings page. */
	preview?: boolean;
}
