/**
 * The Conversions tab: every submission, with its form and forwarding state.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import type { Field } from '@wordpress/dataviews';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FORWARD_STATUSES, type ConversionSummary } from '../leads-contract';
import { formatTime, forwardStatusLabels } from './format';
import { LeadsTable, useLeadsPage, type ListProps } from './leads-list';

function fields(
	forms: ListProps[ 'forms' ],
	onOpen: ListProps[ 'onOpen' ]
): Array< Field< ConversionSummary > > {
	const statuses = forwardStatusLabels();
	return [
		{
			id: 'created_at',
			header: __( 'Date', 'farol' ),
			getValue: ( { item } ) => item.created_at,
			render: ( { item } ) => (
				<Button
					variant="link"
					onClick={ () =>
						onOpen( { kind: 'conversion', id: item.id } )
					}
				>
					{ formatTime( item.created_at ) }
				</Button>
			),
			enableHiding: false,
		},
		{
			id: 'email',
			header: __( 'Email', 'farol' ),
			getValue: ( { item } ) => item.email,
		},
		{
			id: 'name',
			header: __( 'Name', 'farol' ),
			getValue: ( { item } ) => item.name,
			enableSorting: false,
		},
		{
			id: 'form',
			header: __( 'Form', 'farol' ),
			getValue: ( { item } ) => item.form.id,
			render: ( { item } ) => item.form.title || `#${ item.form.id }`,
			type: 'enumeration',
			elements: forms,
			filterBy: { operators: [ 'in' ], isPrimary: true },
			enableSorting: false,
		},
		{
			id: 'forward_status',
			header: __( 'Forwarding', 'farol' ),
			getValue: ( { item } ) => item.forward_status,
			render: ( { item } ) => statuses[ item.forward_status ],
			type: 'enumeration',
			elements: FORWARD_STATUSES.map( ( value ) => ( {
				value,
				label: statuses[ value ],
			} ) ),
			filterBy: { operators: [ 'in' ] },
			enableSorting: false,
		},
		{
			id: 'forward_attempts',
			header: __( 'Attempts', 'farol' ),
			getValue: ( { item } ) => item.forward_attempts,
			enableSorting: false,
		},
		{
			id: 'forward_error',
			header: __( 'Last error', 'farol' ),
			getValue: ( { item } ) => item.forward_error,
			enableSorting: false,
		},
	];
}

export function ConversionsList( props: ListProps ): JSX.Element {
	const state = useLeadsPage( 'conversions', props );
	return (
		<LeadsTable< ConversionSummary >
			{ ...props }
			{ ...state }
			fields={ fields( props.forms, props.onOpen ) }
			target={ ( item ) => ( { kind: 'conversion', id: item.id } ) }
		/>
	);
}
