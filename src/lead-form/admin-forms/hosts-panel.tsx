/**
 * The hosts panel (administrators only): where forms send conversions, fetch templates and
 * search cities. Empty means this site.
 */
/**
 * External dependencies
 */
import { FormNotice, useSettingsForm } from '@farol/lib/admin/settings';

/**
 * WordPress dependencies
 */
import { Button, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	HOST_PATTERN,
	leadCaptureHosts,
	type LeadCaptureHosts,
} from '../hosts-contract';
import { describeError, loadHosts, saveHosts } from './api';

type HostKey = keyof LeadCaptureHosts;

const NO_HOSTS = leadCaptureHosts.parse( {} );

export function HostsPanel() {
	const { settings, change, busy, message, setMessage, submit } =
		useSettingsForm( {
			load: loadHosts,
			save: saveHosts,
			initial: NO_HOSTS,
			errorText: describeError,
			savedText: __( 'Addresses saved.', 'farol' ),
		} );
	const hosts = settings ?? NO_HOSTS;

	const fields: Array< [ HostKey, string ] > = [
		[ 'api_domain', __( 'Conversion API address', 'farol' ) ],
		[ 'form_domain', __( 'Form template address', 'farol' ) ],
		[ 'cities_host', __( 'Cities API address', 'farol' ) ],
	];
	const invalid = fields.filter(
		( [ key ] ) => ! HOST_PATTERN.test( hosts[ key ] )
	);

	return (
		<PanelBody
			title={ __( 'Addresses the forms call', 'farol' ) }
			initialOpen={ false }
		>
			<FormNotice
				message={ message }
				onRemove={ () => setMessage( null ) }
			/>
			{ fields.map( ( [ key, label ] ) => (
				<TextControl
					__nextHasNoMarginBottom
					key={ key }
					type="url"
					label={ label }
					value={ hosts[ key ] }
					onChange={ ( value: string ) =>
						change( { [ key ]: value.trim() } )
					}
					help={
						HOST_PATTERN.test( hosts[ key ] )
							? __( 'Empty: this site.', 'farol' )
							: __(
									'An http(s) address without a trailing slash.',
									'farol'
							  )
					}
				/>
			) ) }
			<Button
				variant="secondary"
				onClick={ submit }
				isBusy={ busy }
				disabled={ busy || invalid.length > 0 }
			>
				{ __( 'Save addresses', 'farol' ) }
			</Button>
		</PanelBody>
	);
}
