/**
 * What the server hands the form editor (`window.farolLeadFormsAdmin`, printed by
 * Farol\LeadForm\Forms\FormsAdminPage).
 */
export interface AdminConfig {
	/** Whether the user may change the hosts (manage_options). */
	canManageHosts: boolean;
	/** Base address of the form templates, without a trailing slash. */
	templateBase: string;
}

declare global {
	interface Window {
		farolLeadFormsAdmin?: Partial< AdminConfig >;
	}
}

/** The configuration, with safe fallbacks. */
export function adminConfig(): AdminConfig {
	const given = window.farolLeadFormsAdmin ?? {};
	return {
		canManageHosts: given.canManageHosts === true,
		templateBase: given.templateBase ?? '/wp-json/farol/v1/forms',
	};
}
