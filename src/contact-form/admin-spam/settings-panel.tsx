/**
 * The spam settings: the captcha provider of the forms whose captcha is on, the keys of the
 * third-party providers (secrets shown masked, replaced when typed), the reCAPTCHA threshold,
 * and Akismet.
 */
/**
 * External dependencies
 */
import {
	checkWith,
	SecretField,
	SettingsCard,
	useSettingsForm,
} from '@farol/lib/admin/settings';

/**
 * WordPress dependencies
 */
import {
	RadioControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { spamSettings, type CaptchaProviderName } from '../spam-contract';
import { loadSettings, saveSettings } from './api';

/** The settings panel. */
export function SettingsPanel() {
	const form = useSettingsForm( {
		load: loadSettings,
		save: saveSettings,
		check: checkWith(
			spamSettings,
			__( 'Check the threshold (0 to 1) and the keys.', 'farol' )
		),
	} );

	const change = form.change;

	return (
		<SettingsCard
			form={ form }
			className="farol-contact-spam__panel"
			title={ __( 'Captcha', 'farol' ) }
		>
			{ ( settings ) => (
				<>
					<RadioControl
						label={ __( 'Provider', 'farol' ) }
						help={ __(
							'Used by the forms whose captcha is on (form settings). A provider without its keys falls back to the proof of work.',
							'farol'
						) }
						selected={ settings.captcha_provider }
						options={ [
							{
								label: __(
									'Proof of work (on this site, no third party)',
									'farol'
								),
								value: 'proof_of_work',
							},
							{
								label: __( 'Google reCAPTCHA v3', 'farol' ),
								value: 'recaptcha_v3',
							},
							{
								label: __( 'Cloudflare Turnstile', 'farol' ),
								value: 'turnstile',
							},
						] }
						onChange={ ( value ) =>
							change( {
								captcha_provider: value as CaptchaProviderName,
							} )
						}
					/>
					{ settings.captcha_provider === 'recaptcha_v3' && (
						<>
							<TextControl
								label={ __( 'reCAPTCHA site key', 'farol' ) }
								value={ settings.recaptcha_site_key }
								onChange={ ( value ) =>
									change( { recaptcha_site_key: value } )
								}
							/>
							<SecretField
								label={ __( 'reCAPTCHA secret key', 'farol' ) }
								value={ settings.recaptcha_secret }
								onChange={ ( value ) =>
									change( { recaptcha_secret: value } )
								}
							/>
							<TextControl
								label={ __(
									'Lowest score of a person (0 to 1)',
									'farol'
								) }
								help={ __(
									'Lower scores are kept as spam and not mailed.',
									'farol'
								) }
								type="number"
								min={ 0 }
								max={ 1 }
								step={ 0.1 }
								value={ String( settings.recaptcha_threshold ) }
								onChange={ ( value ) =>
									change( {
										recaptcha_threshold: Number( value ),
									} )
								}
							/>
						</>
					) }
					{ settings.captcha_provider === 'turnstile' && (
						<>
							<TextControl
								label={ __( 'Turnstile site key', 'farol' ) }
								value={ settings.turnstile_site_key }
								onChange={ ( value ) =>
									change( { turnstile_site_key: value } )
								}
							/>
							<SecretField
								label={ __( 'Turnstile secret key', 'farol' ) }
								value={ settings.turnstile_secret }
								onChange={ ( value ) =>
									change( { turnstile_secret: value } )
								}
							/>
						</>
					) }
					<ToggleControl
						label={ __(
							'Check submissions with Akismet',
							'farol'
						) }
						help={ __(
							'Uses the Akismet plugin’s key when that plugin is active, else the key below.',
							'farol'
						) }
						checked={ settings.akismet }
						onChange={ ( value ) => change( { akismet: value } ) }
					/>
					{ settings.akismet && (
						<SecretField
							label={ __( 'Akismet API key', 'farol' ) }
							value={ settings.akismet_key }
							onChange={ ( value ) =>
								change( { akismet_key: value } )
							}
						/>
					) }
				</>
			) }
		</SettingsCard>
	);
}
