/**
 * The spam settings screen's data: the `farol_contact_spam` setting of wp/v2/settings (its
 * secrets come back masked; sending the masked text back keeps the stored secret).
 */
/**
 * External dependencies
 */
import { z } from 'zod';

import { restFetch } from '@farol/lib/rest';

/**
 * Internal dependencies
 */
import { spamSettings, type SpamSettings } from '../spam-contract';

export const SETTINGS_OPTION = 'farol_contact_spam';

const SettingsAnswer = z.object( {
	[ SETTINGS_OPTION ]: spamSettings.nullish(),
} );

/** Reads the settings (secrets masked). */
export async function loadSettings(): Promise< SpamSettings > {
	const answer = await restFetch( 'settings', {
		method: 'GET',
		base: 'wp/v2/',
		data: { _fields: SETTINGS_OPTION },
		parse: SettingsAnswer,
	} );
	return spamSettings.parse( answer[ SETTINGS_OPTION ] ?? {} );
}

/**
 * Saves the settings and returns them as stored (secrets masked).
 *
 * @param settings Settings; a masked secret keeps the stored one.
 */
export async function saveSettings(
	settings: SpamSettings
): Promise< SpamSettings > {
	const answer = await restFetch( 'settings', {
		method: 'PATCH',
		base: 'wp/v2/',
		data: { [ SETTINGS_OPTION ]: settings },
		parse: SettingsAnswer,
	} );
	return spamSettings.parse( answer[ SETTINGS_OPTION ] ?? {} );
}
