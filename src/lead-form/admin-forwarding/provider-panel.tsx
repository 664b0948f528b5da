/**
 * The provider settings: address, API key (shown masked, replaced when typed) and timeout.
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
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FORWARDING_LIMITS, forwardingSettings } from '../forwarding-contract';
import { errorMessage, loadSettings, saveSettings } from './api';

/** The provider settings panel. */
export function ProviderPanel() {
	const form = useSettingsForm( {
		load: loadSettings,
		save: saveSettings,
		check: checkWith(
			forwardingSettings,
			__(
				'Check the address (http:// or https://) and the timeout.',
				'farol'
			)
		),
		errorText: errorMessage,
	} );

	const change = form.change;

	return (
		<SettingsCard
			form={ form }
			className="farol-forwarding__panel"
			title={ __( 'RD Station Marketing', 'farol' ) }
		>
			{ ( settings ) => (
				<>
					<TextControl
						label={ __( 'API address', 'farol' ) }
						type="url"
						value={ settings.base_url }
						onChange={ ( url ) => change( { base_url: url } ) }
					/>
					<SecretField
						label={ __( 'API key', 'farol' ) }
						help={ __(
							'The key of the conversions API. It is never shown again: type a new one to replace it, or empty the field to stop forwarding.',
							'farol'
						) }
						value={ settings.api_key }
						onChange={ ( key ) => change( { api_key: key } ) }
					/>
					<TextControl
						label={ __( 'Timeout (seconds)', 'farol' ) }
						type="number"
						min={ FORWARDING_LIMITS.minTimeout }
						max={ FORWARDING_LIMITS.maxTimeout }
						value={ String( settings.timeout ) }
						onChange={ ( value ) =>
							change( { timeout: Number( value ) } )
						}
					/>
				</>
			) }
		</SettingsCard>
	);
}
