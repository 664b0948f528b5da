/**
 * What the server hands the settings page (`window.farolStickyAdmin`, printed by
 * Farol\Sticky\StickyAdminPage).
 */
/**
 * Internal dependencies
 */
import { RULE_DEFAULTS, type StickyRule } from '../types';

export interface AdminConfig {
	defaults: StickyRule;
	maxRules: number;
	homeUrl: string;
	previewNonce: string;
}

declare global {
	interface Window {
		farolStickyAdmin?: Partial< AdminConfig >;
	}
}

/** The configuration, with safe fallbacks for anything missing. */
export function adminConfig(): AdminConfig {
	const given = window.farolStickyAdmin ?? {};
	return {
		defaults: {
			...RULE_DEFAULTS,
			sticky_selector: '',
			...( given.defaults ?? {} ),
		},
		maxRules: given.maxRules ?? 20,
		homeUrl: given.homeUrl ?? '/',
		previewNonce: given.previewNonce ?? '',
	};
}
