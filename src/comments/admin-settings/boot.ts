/**
 * What the server gives the settings page (`window.farolCommentSettings`, printed by
 * Farol\Comments\Admin\SettingsPage): the phrase keys by group, their default texts in the
 * user's language and the placeholder each must keep, the published pages (for the redirect),
 * and whether core lets only logged-in users comment. The phrase catalogue is the server's;
 * nothing of it is typed here again.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

export const PHRASE_GROUPS = [
	'errors',
	'notices',
	'interface',
	'editor',
] as const;

export const bootData = z.object( {
	option: z.string(),
	phraseGroups: z.object( {
		errors: z.array( z.string() ),
		notices: z.array( z.string() ),
		interface: z.array( z.string() ),
		editor: z.array( z.string() ),
	} ),
	phraseDefaults: z.record( z.string() ),
	placeholders: z.record( z.string() ),
	pages: z.array( z.object( { id: z.number(), title: z.string() } ) ),
	registrationRequired: z.boolean(),
} );

export type BootData = z.output< typeof bootData >;
export type PhraseGroup = ( typeof PHRASE_GROUPS )[ number ];

declare global {
	interface Window {
		farolCommentSettings?: unknown;
	}
}

/** The server's boot data; an empty catalogue when it is missing or broken. */
export function readBoot(): BootData {
	const parsed = bootData.safeParse( window.farolCommentSettings );
	if ( parsed.success ) {
		return parsed.data;
	}
	return {
		option: 'farol_comments',
		phraseGroups: { errors: [], notices: [], interface: [], editor: [] },
		phraseDefaults: {},
		placeholders: {},
		pages: [],
		registrationRequired: false,
	};
}
