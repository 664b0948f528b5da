/**
 * The settings page's data: the `farol_comments` setting of wp/v2/settings, parsed with the
 * contract. WordPress answers an empty object as `[]`; it is read as no overrides (phrases)
 * or no provider (social login).
 */
/**
 * External dependencies
 */
import { settingRoute } from '@farol/lib/admin/settings';

/**
 * Internal dependencies
 */
import { commentSettings, type CommentSettings } from '../settings-contract';

export const SETTINGS_OPTION = 'farol_comments';

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
	// Social login: no provider configured yet.
	if ( Array.isArray( value.social_providers ) ) {
		value.social_providers = {};
	}
	return commentSettings.parse( value );
}

const route = settingRoute( SETTINGS_OPTION, parseStored );

/** Reads the settings. */
export const loadSettings = (): Promise< CommentSettings > => route.load();

/**
 * Saves the settings (the whole object) and returns them as stored.
 *
 * @param settings Settings.
 */
export const saveSettings = (
	settings: CommentSettings
): Promise< CommentSettings > => route.save( settings );
