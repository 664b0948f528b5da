/**
 * The detail of a contact or a conversion, in a modal over the list.
 */
/**
 * WordPress dependencies
 */
import { Button, Modal, Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ContactDetail, ConversionDetail } from '../leads-contract';
import { formatTime, forwardStatusLabels } from './format';
import { store } from './store';
import { ValuesList } from './values-list';

/** What the modal shows. */
export interface DetailTarget {
	kind: 'contact' | 'conversion';
	id: number;
}

interface Props {
	target: DetailTarget;
	onOpen: ( target: DetailTarget ) => void;
	onClose: () => void;
}

/**
 * Rows of label and value.
 *
 * @param props      Props.
 * @param props.rows Label → value.
 */
function Facts( { rows }: { rows: Array< [ string, string ] > } ) {
	return (
		<table className="farol-leads__facts widefat striped">
			<tbody>
				{ rows.map( ( [ label, value ] ) => (
					<tr key={ label }>
						<th scope="row">{ label }</th>
						<td>{ value || '—' }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

function Consent( { consent }: { consent: ContactDetail[ 'consent' ] } ) {
	return consent ? (
		<p>
			{ sprintf(
				/* translators: 1: consent text the lead accepted, 2: date and time. */
				__( '“%1$s”, accepted on %2$s.', 'farol' ),
				consent.text,
				formatTime( consent.at )
			) }
		</p>
	) : (
		<p>{ __( 'No consent was recorded.', 'farol' ) }</p>
	);
}

function ContactBody( {
	contact,
	onOpen,
}: {
	contact: ContactDetail;
	onOpen: Props[ 'onOpen' ];
} ) {
	return (
		<>
			<Facts
				rows={ [
					[ __( 'Email', 'farol' ), contact.email ],
					[ __( 'Name', 'farol' ), contact.name ],
					[
						__( 'Conversions', 'farol' ),
						String( contact.conversions_count ),
					],
					[
						__( 'First conversion', 'farol' ),
						formatTime( contact.first_conversion_at ),
					],
					[
						__( 'Last conversion', 'farol' ),
						formatTime( contact.last_conversion_at ),
					],
				] }
			/>
			<h2>{ __( 'Fields', 'farol' ) }</h2>
			<ValuesList values={ contact.fields } />
			<h2>{ __( 'Consent', 'farol' ) }</h2>
			<Consent consent={ contact.consent } />
			<h2>{ __( 'Conversions', 'farol' ) }</h2>
			<ul className="farol-leads__history">
				{ contact.conversions.map( ( conversion ) => (
					<li key={ conversion.id }>
						<Button
							variant="link"
							onClick={ () =>
								onOpen( {
									kind: 'conversion',
									id: conversion.id,
								} )
							}
						>
							{ formatTime( conversion.created_at ) }
						</Button>{ ' ' }
						{ conversion.form.title || `#${ conversion.form.id }` }
					</li>
				) ) }
			</ul>
		</>
	);
}

function ConversionBody( { conversion }: { conversion: ConversionDetail } ) {
	const statuses = forwardStatusLabels();
	return (
		<>
			<Facts
				rows={ [
					[
						__( 'Date', 'farol' ),
						formatTime( conversion.created_at ),
					],
					[
						__( 'Form', 'farol' ),
						conversion.form.title || `#${ conversion.form.id }`,
					],
					[ __( 'Email', 'farol' ), conversion.email ],
					[ __( 'Name', 'farol' ), conversion.name ],
					[ __( 'Page', 'farol' ), conversion.conversion_url ],
					[ __( 'Domain', 'farol' ), conversion.conversion_domain ],
					[
						__( 'Traffic source', 'farol' ),
						conversion.traffic_source,
					],
					[ __( 'UTM data', 'farol' ), conversion.c_utmz ],
					[ __( 'Client ID', 'farol' ), conversion.client_id ],
					[
						__( 'Forwarding', 'farol' ),
						statuses[ conversion.forward_status ],
					],
					[
						__( 'Attempts', 'farol' ),
						String( conversion.forward_attempts ),
					],
					[ __( 'Last error', 'farol' ), conversion.forward_error ],
					[
						__( 'Forwarded at', 'farol' ),
						conversion.forwarded_at
							? formatTime( conversion.forwarded_at )
							: '',
					],
					[
						__( 'Next attempt', 'farol' ),
						conversion.next_attempt_at
							? formatTime( conversion.next_attempt_at )
							: '',
					],
				] }
			/>
			<h2>{ __( 'Fields', 'farol' ) }</h2>
			<ValuesList values={ conversion.payload } />
			<h2>{ __( 'Consent', 'farol' ) }</h2>
			<Consent consent={ conversion.consent } />
		</>
	);
}

export function DetailModal( { target, onOpen, onClose }: Props ): JSX.Element {
	const { item, error } = useSelect(
		( select ) => {
			const leads = select( store );
			return {
				item:
					target.kind === 'contact'
						? leads.getContact( target.id )
						: leads.getConversion( target.id ),
				error: leads.getError( target.kind, target.id ),
			};
		},
		[ target.kind, target.id ]
	);
	const title =
		target.kind === 'contact'
			? __( 'Contact', 'farol' )
			: __( 'Conversion', 'farol' );
	let body: JSX.Element = <p>{ __( 'Loading…', 'farol' ) }</p>;
	if ( error ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				{ error }
			</Notice>
		);
	} else if ( item && 'conversions' in item ) {
		body = <ContactBody contact={ item } onOpen={ onOpen } />;
	} else if ( item && 'payload' in item ) {
		body = <ConversionBody conversion={ item } />;
	}
	return (
		<Modal
			title={ title }
			onRequestClose={ onClose }
			className="farol-leads__detail"
			size="large"
		>
			{ body }
		</Modal>
	);
}
