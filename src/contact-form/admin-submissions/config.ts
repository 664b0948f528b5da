/**
 * What the server hands the inbox app (`window.farolContactInbox`, printed by
 * Farol\ContactForm\Admin\SubmissionsScreen): the export route's address and a REST nonce
 * (a download link carries no api-fetch headers), the contact forms to filter by, and the
 * form the page was opened for (0: all).
 */
/**
 * External dependencies
 */
import { z } from 'zod';

const inboxConfig = z.object( {
	exportUrl: z.string().url(),
	nonce: z.string(),
	forms: z.array( z.object( { id: z.number().int(), title: z.string() } ) ),
	form: z.number().int(),
} );

export type InboxConfig = z.output< typeof inboxConfig >;

/**
 * The page's configuration; throws when the server printed none.
 */
export function inboxConfigOf(): InboxConfig {
	return inboxConfig.parse(
		( window as Window & { farolContactInbox?: unknown } ).farolContactInbox
	);
}
