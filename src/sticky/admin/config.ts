/**
 * What the settings page needs besides the rules: the contract's limits and defaults (built
 * in from the contract, as the server's are) and what the server hands the page
 * (`window.farolStickyAdmin`, printed by Farol\Sticky\StickyAdminPage).
 */
/**
 * Internal dependencies
 */
import { stickyRules, type StickyRule } from '../rule-contract';

export interface AdminConfig {
	/** A new rule's values. */
	defaults: StickyRule;
	/** Most rules the site may define. */
	maxRules: number;
	homeUrl: string;
	previewNonce: string;
}

/** What the server prints for the page. */
type ServerConfig = Pick< AdminConfig, 'homeUrl' | 'previewNonce' >;

declare global {
	interface Window {
		farolStickyAdmin?: Partial< ServerConfig >;
	}
}

/** The configuration, with safe fallbacks for anything the server did not give. */
export function adminConfig(): AdminConfig {
	const given = window.farolStickyAdmin ?? {};
	return {
		defaults: stickyRules.newRule(),
		maxRules: stickyRules.limits.maxRules,
		homeUrl: given.homeUrl ?? '/',
		previewNonce: given.previewNonce ?? '',
	};
}
