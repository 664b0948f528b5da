/**
 * The spam settings screen's data: the `farol_contact_spam` setting of wp/v2/settings (its
 * secrets come back masked; sending the masked text back keeps the stored secret).
 */
/**
 * External dependencies
 */
import { settingRoute } from '@farol/lib/admin/settings';

/**
 * Internal dependencies
 */
import { spamSettings, type SpamSettings } from '../spam-contract';

export const SETTINGS_OPTION = 'farol_contact_spam';

const route = settingRoute( SETTINGS_OPTION, ( stored ) =>
	spamSettings.parse( stored ?? {} )
);

/** Reads the settings (secrets masked). */
export const loadSettings = (): Promise< SpamSettings > => route.load();

/**
 * Saves the settings and returns them as stored (secrets masked).
 *
 * @param settings Settings; a masked secret keeps the stored one.
 */
export const saveSettings = (
	settings: SpamSettings
): Promise< SpamSettings > => route.save( settings );
