/**
 * The settings file (Tools › Farol settings, `wp farol settings export|import`), written once:
 * one JSON document with a format marker and version, the plugin version and site that wrote
 * it, when, and one section per settings option, each the option's own contract without its
 * secrets.
 *
 * `npm run contracts` turns `settingsTransfer` into
 * plugin/includes/Support/SettingsTransfer/settings-transfer.schema.json, which PHP
 * (Farol\Support\SettingsTransfer) validates an imported file with and projects an export on.
 * The secrets are the ones each contract declares (SPAM_SECRETS, FORWARDING_SECRETS,
 * COMMENT_SETTINGS_SECRETS, SOCIAL_PROVIDER_SECRETS — the fields a REST read masks): left out
 * of the sections here, so an export never carries one, a file that holds one is refused, and
 * an import keeps the receiving site's own (every key an option has that its section lacks).
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import {
	COMMENT_SETTINGS_SECRETS,
	commentSettings,
} from '../comments/settings-contract';
import {
	SOCIAL_PROVIDERS,
	SOCIAL_PROVIDER_SECRETS,
	socialProviderSettings,
} from '../comments/social-contract';
import { SPAM_SECRETS, spamSettings } from '../contact-form/spam-contract';
import {
	FORWARDING_SECRETS,
	forwardingSettings,
} from '../lead-form/forwarding-contract';
import { leadCaptureHosts } from '../lead-form/hosts-contract';
import { stickyRules } from '../sticky/rule-contract';

/** The file's format marker. */
export const SETTINGS_TRANSFER_FORMAT = 'farol-settings';

/** The newest format version this code writes and reads. */
export const SETTINGS_TRANSFER_VERSION = 1;

/**
 * The mask `.omit()` takes for a list of keys.
 *
 * @param keys The keys left out.
 */
function without< K extends string >( keys: readonly K[] ): Record< K, true > {
	return Object.fromEntries( keys.map( ( key ) => [ key, true ] ) ) as Record<
		K,
		true
	>;
}

const socialProviderWithoutSecrets = socialProviderSettings.omit(
	without( SOCIAL_PROVIDER_SECRETS )
);

/** Every section: the option's contract without its secrets. Each is optional. */
export const settingsTransferSections = z
	.object( {
		/** `farol_comments`: the comment widget's settings and phrases, its captcha and social login. */
		comments: commentSettings
			.omit( without( COMMENT_SETTINGS_SECRETS ) )
			.extend( {
				social_providers: z
					.object(
						Object.fromEntries(
							SOCIAL_PROVIDERS.map( ( name ) => [
								name,
								socialProviderWithoutSecrets.optional(),
							] )
						) as Record<
							( typeof SOCIAL_PROVIDERS )[ number ],
							z.ZodOptional< typeof socialProviderWithoutSecrets >
						>
					)
					.strict()
					.default( {} ),
			} )
			.optional(),
		/** `farol_contact_spam`: the contact form's captcha and Akismet. */
		contact_spam: spamSettings.omit( without( SPAM_SECRETS ) ).optional(),
		/** `farol_lead_forwarding`: the lead forwarding provider. */
		lead_forwarding: forwardingSettings
			.omit( without( FORWARDING_SECRETS ) )
			.optional(),
		/** `farol_lead_capture`: the addresses lead forms call. */
		lead_capture: leadCaptureHosts.optional(),
		/** `farol_sticky_rules`: the sticky elements. */
		sticky_rules: stickyRules.list.optional(),
	} )
	.strict();

export const settingsTransfer = z
	.object( {
		/** Always SETTINGS_TRANSFER_FORMAT. */
		format: z.enum( [ SETTINGS_TRANSFER_FORMAT ] ),
		/** The format version (a reader refuses a newer one: the maximum is the newest it reads). */
		version: z.number().int().min( 1 ).max( SETTINGS_TRANSFER_VERSION ),
		/** The Farol version that wrote the file. */
		plugin_version: z.string().max( 50 ),
		/** The address of the site that wrote the file. */
		site_url: z.string().max( 2048 ),
		/** When, in ISO 8601 (UTC). */
		exported_at: z.string().max( 40 ),
		settings: settingsTransferSections,
	} )
	.strict();

export type SettingsTransfer = z.output< typeof settingsTransfer >;
