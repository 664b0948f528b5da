/**
 * The hosts panel (administrators only): where forms send conversions, fetch templates and
 * search cities. Empty means this site.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, PanelBody, TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
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

export function HostsPanel() {
	const [ hosts, setHosts ] = useState< LeadCaptureHosts >( () =>
		leadCaptureHosts.parse( {} )
	);
	const [ message, setMessage ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );
	const [ busy, setBusy ] = useState( false );

	useEffect( () => {
		loadHosts()
			.then( setHosts )
			.catch( ( error: unknown ) =>
				setMessage( { status: 'error', text: describeError( error ) } )
			);
	}, [] );

	const fields: Array< [ HostKey, string ] > = [
		[ 'api_domain', __( 'Conversion API address', 'farol' ) ],
		[ 'form_domain', __( 'Form template address', 'farol' ) ],
		[ 'cities_host', __( 'Cities API address', 'farol' ) ],
	];
	const invalid = fields.filter(
		( [ key ] ) => ! HOST_PATTERN.test( hosts[ key ] )
	);

	const save = () => {
		setBusy( true );
		setMessage( null );
		saveHosts( hosts )
			.then( ( saved ) => {
				setHosts( saved );
				setMessage( {
					status: 'success',
					text: __( 'Addresses saved.', 'farol' ),
				} );
			} )
			.catch( ( error: unknown ) =>
				setMessage( { status: 'error', text: describeError( error ) } )
			)
			.finally( () => setBusy( false ) );
	};

	return (
		<PanelBody
			title={ __( 'Addresses the forms call', 'farol' ) }
			initialOpen={ false }
		>
			{ message && (
				<Notice
					status={ message.status }
					onRemove={ () => setMessage( null ) }
				>
					{ message.text }
				</Notice>
			) }
			{ fields.map( ( [ key, label ] ) => (
				<TextControl
					__nextHasNoMarginBottom
					key={ key }
					type="url"
					label={ label }
					value={ hosts[ key ] }
					onChange={ ( value: string ) =>
						setHosts( { ...hosts, [ key ]: value.trim() } )
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
				onClick={ save }
				isBusy={ busy }
				disabled={ busy || invalid.length > 0 }
			>
				{ __( 'Save addresses', 'farol' ) }
			</Button>
		</PanelBody>
	);
}
