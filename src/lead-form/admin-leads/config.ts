/**
 * What the server hands the Leads app (`window.farolLeadsAdmin`, printed by
 * Farol\LeadForm\Admin\LeadsScreen): the export route's address and a REST nonce, since a
 * download link carries no api-fetch headers.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

const leadsAdminConfig = z.object( {
	exportUrl: z.string().url(),
	nonce: z.string(),
} );

export type LeadsAdminConfig = z.output< typeof leadsAdminConfig >;

/**
 * The page's configuration; throws when the server printed none (the app cannot export).
 */
export function adminConfig(): LeadsAdminConfig {
	return leadsAdminConfig.parse(
		( window as Window & { farolLeadsAdmin?: unknown } ).farolLeadsAdmin
	);
}
