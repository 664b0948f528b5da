/**
 * The settings page's data: the `farol_comments` setting of wp/v2/settings, parsed with the
 * contract. WordPress answers an empty object as `[]`; it is read as no overrides.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

import { restFetch } from '@farol/lib/rest';

/**
 * Internal dependencies
 */
import { commentSettings, type CommentSettings } from '../settings-contract';

export const SETTINGS_OPTION = 'farol_comments';

const SettingsAnswer = z.object( {
	[ SETTINGS_OPTION ]: z.unknown(),
} );

/**
 * The stored settings, completed with the contract's defaults.
 *
 * @param stored What the route answered for the option.
 */
export function parseStored( stored: unknown ): CommentSettings {
	const value =
		stored && typeof stored === 'object' && ! Array.isArray( stored )
			? { ...( stored as Record< string, unknown > ) }
			: {};
	if ( Array.isArray( value.phrases ) ) {
		value.phrases = {};
	}
	return commentSettings.parse( value );
}

/** Reads the settings. */
export async function loadSettings(): Promise< CommentSettings > {
	const answer = await restFetch( 'settings', {
		method: 'GET',
		base: 'wp/v2/',
		data: { _fields: SETTINGS_OPTION },
		parse: SettingsAnswer,
	} );
	return parseStored( answer[ SETTINGS_OPTION ] );
}

/**
 * Saves the settings (the whole object) and returns them as stored.
 *
 * @param settings Settings.
 */
export async function saveSettings(
	settings: CommentSettings
): Promise< CommentSettings > {
	const answer = await restFetch( 'settings', {
		method: 'PATCH',
		base: 'wp/v2/',
		data: { [ SETTINGS_OPTION ]: settings },
		parse: SettingsAnswer,
	} );
	return parseStored( answer[ SETTINGS_OPTION ] );
}
