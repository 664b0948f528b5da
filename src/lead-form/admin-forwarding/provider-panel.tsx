/**
 * The provider settings: address, API key (shown masked, replaced when typed) and timeout.
 */
/**
 * External dependencies
 */
import {
	FormNotice,
	NotLoaded,
	SecretField,
	useSettingsForm,
} from '@farol/lib/admin/settings';

/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	FORWARDING_LIMITS,
	forwardingSettings,
	type ForwardingSettings,
} from '../forwarding-contract';
import { errorMessage, loadSettings, saveSettings } from './api';

/**
 * The settings before they are sent: the contract's check.
 *
 * @param settings The edited settings.
 */
const check = ( settings: ForwardingSettings ) => {
	const checked = forwardingSettings.safeParse( settings );
	return checked.success
		? { value: checked.data }
		: {
				error: __(
					'Check the address (http:// or https://) and the timeout.',
					'farol'
				),
		  };
};

/** The provider settings panel. */
export function ProviderPanel() {
	const { settings, change, busy, message, setMessage, submit } =
		useSettingsForm( {
			load: loadSettings,
			save: saveSettings,
			check,
			errorText: errorMessage,
		} );

	if ( ! settings ) {
		return <NotLoaded message={ message } />;
	}

	return (
		<Card className="farol-forwarding__panel">
			<CardHeader>
				<h2>{ __( 'RD Station Marketing', 'farol' ) }</h2>
			</CardHeader>
			<CardBody>
				<FormNotice
					message={ message }
					onRemove={ () => setMessage( null ) }
				/>
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
				<Button variant="primary" isBusy={ busy } onClick={ submit }>
					{ __( 'Save', 'farol' ) }
				</Button>
			</CardBody>
		</Card>
	);
}
