/**
 * The Conversions tab: every submission, with its form and forwarding state.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { DataViews, type Field } from '@wordpress/dataviews';
import { __ } from '@wordpress/i18n';
import { seen } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { FORWARD_STATUSES, type ConversionSummary } from '../leads-contract';
import type { ListProps } from './contacts-list';
import { formatTime, forwardStatusLabels } from './format';
import { store } from './store';
import { conversionsQuery } from './view-query';

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

export function ConversionsList( {
	view,
	onChangeView,
	range,
	forms,
	onOpen,
}: ListProps ): JSX.Element {
	const query = useMemo(
		() => conversionsQuery( view, range ),
		[ view, range ]
	);
	const { page, error } = useSelect(
		( select ) => ( {
			page: select( store ).getConversions( query ),
			error: select( store ).getError( 'conversions', query ),
		} ),
		[ query ]
	);
	return (
		<>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<DataViews< ConversionSummary >
				view={ view }
				onChangeView={ onChangeView }
				fields={ fields( forms, onOpen ) }
				data={ page?.items ?? [] }
				isLoading={ ! page && ! error }
				paginationInfo={ {
					totalItems: page?.total ?? 0,
					totalPages: page?.totalPages ?? 0,
				} }
				searchLabel={ __( 'Search e-mail or name', 'farol' ) }
				supportedLayouts={ [ 'table' ] }
				actions={ [
					{
						id: 'view',
						label: __( 'View details', 'farol' ),
						isPrimary: true,
						icon: seen,
						callback: ( [ item ] ) =>
							item &&
							onOpen( { kind: 'conversion', id: item.id } ),
					},
				] }
			/>
		</>
	);
}
