/**
 * The Contacts tab: one row per lead (e-mail address), with its latest name and form.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { DataViews, type Field, type View } from '@wordpress/dataviews';
import { __ } from '@wordpress/i18n';
import { seen } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { ContactSummary } from '../leads-contract';
import type { DetailTarget } from './detail-modal';
import { formatTime } from './format';
import { store } from './store';
import { contactsQuery, type DateRange } from './view-query';

export interface ListProps {
	view: View;
	onChangeView: ( view: View ) => void;
	range: DateRange;
	forms: Array< { value: number; label: string } >;
	onOpen: ( target: DetailTarget ) => void;
}

function fields(
	forms: ListProps[ 'forms' ],
	onOpen: ListProps[ 'onOpen' ]
): Array< Field< ContactSummary > > {
	return [
		{
			id: 'email',
			header: __( 'Email', 'farol' ),
			getValue: ( { item } ) => item.email,
			render: ( { item } ) => (
				<Button
					variant="link"
					onClick={ () => onOpen( { kind: 'contact', id: item.id } ) }
				>
					{ item.email }
				</Button>
			),
			enableHiding: false,
		},
		{
			id: 'name',
			header: __( 'Name', 'farol' ),
			getValue: ( { item } ) => item.name,
		},
		{
			id: 'conversions_count',
			header: __( 'Conversions', 'farol' ),
			getValue: ( { item } ) => item.conversions_count,
		},
		{
			id: 'form',
			header: __( 'Last form', 'farol' ),
			getValue: ( { item } ) => item.last_form.id,
			render: ( { item } ) =>
				item.last_form.title || `#${ item.last_form.id }`,
			type: 'enumeration',
			elements: forms,
			filterBy: { operators: [ 'in' ], isPrimary: true },
			enableSorting: false,
		},
		{
			id: 'last_conversion_at',
			header: __( 'Last conversion', 'farol' ),
			getValue: ( { item } ) => item.last_conversion_at,
			render: ( { item } ) => formatTime( item.last_conversion_at ),
		},
		{
			id: 'first_conversion_at',
			header: __( 'First conversion', 'farol' ),
			getValue: ( { item } ) => item.first_conversion_at,
			render: ( { item } ) => formatTime( item.first_conversion_at ),
		},
	];
}

export function ContactsList( {
	view,
	onChangeView,
	range,
	forms,
	onOpen,
}: ListProps ): JSX.Element {
	const query = useMemo(
		() => contactsQuery( view, range ),
		[ view, range ]
	);
	const { page, error } = useSelect(
		( select ) => ( {
			page: select( store ).getContacts( query ),
			error: select( store ).getError( 'contacts', query ),
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
			<DataViews< ContactSummary >
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
							item && onOpen( { kind: 'contact', id: item.id } ),
					},
				] }
			/>
		</>
	);
}
