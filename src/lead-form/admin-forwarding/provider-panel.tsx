/**
 * The provider settings: address, API key (shown masked, replaced when typed) and timeout.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	TextControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
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

interface Message {
	status: 'success' | 'error';
	text: string;
}

/** The provider settings panel. */
export function ProviderPanel() {
	const [ settings, setSettings ] = useState< ForwardingSettings | null >(
		null
	);
	const [ message, setMessage ] = useState< Message | null >( null );
	const [ busy, setBusy ] = useState( false );

	useEffect( () => {
		loadSettings()
			.then( setSettings )
			.catch( ( error: unknown ) =>
				setMessage( { status: 'error', text: errorMessage( error ) } )
			);
	}, [] );

	if ( ! settings ) {
		return message ? (
			<Notice status="error" isDismissible={ false }>
				{ message.text }
			</Notice>
		) : null;
	}

	const change = ( patch: Partial< ForwardingSettings > ) =>
		setSettings( { ...settings, ...patch } );

	const save = () => {
		const checked = forwardingSettings.safeParse( settings );
		if ( ! checked.success ) {
			setMessage( {
				status: 'error',
				text: __(
					'Check the address (http:// or https://) and the timeout.',
					'farol'
				),
			} );
			return;
		}
		setBusy( true );
		saveSettings( checked.data )
			.then( ( stored ) => {
				setSettings( stored );
				setMessage( {
					status: 'success',
					text: __( 'Settings saved.', 'farol' ),
				} );
			} )
			.catch( ( error: unknown ) =>
				setMessage( { status: 'error', text: errorMessage( error ) } )
			)
			.finally( () => setBusy( false ) );
	};

	return (
		<Card className="farol-forwarding__panel">
			<CardHeader>
				<h2>{ __( 'RD Station Marketing', 'farol' ) }</h2>
			</CardHeader>
			<CardBody>
				{ message && (
					<Notice
						status={ message.status }
						onRemove={ () => setMessage( null ) }
					>
						{ message.text }
					</Notice>
				) }
				<TextControl
					label={ __( 'API address', 'farol' ) }
					type="url"
					value={ settings.base_url }
					onChange={ ( url ) => change( { base_url: url } ) }
				/>
				<TextControl
					label={ __( 'API key', 'farol' ) }
					help={ __(
						'The key of the conversions API. It is never shown again: type a new one to replace it, or empty the field to stop forwarding.',
						'farol'
					) }
					autoComplete="off"
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
				<Button variant="primary" isBusy={ busy } onClick={ save }>
					{ __( 'Save', 'farol' ) }
				</Button>
			</CardBody>
		</Card>
	);
}
