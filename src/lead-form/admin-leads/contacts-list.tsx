/**
 * The Contacts tab: one row per lead (e-mail address), with its latest name and form.
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
import type { ContactSummary } from '../leads-contract';
import type { DetailTarget } from './detail-modal';
import { formatTime } from './format';
import { LeadsTable, useLeadsPage, type ListProps } from './leads-list';

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

export function ContactsList( props: ListProps ): JSX.Element {
	const state = useLeadsPage( 'contacts', props );
	return (
		<LeadsTable< ContactSummary >
			{ ...props }
			{ ...state }
			fields={ fields( props.forms, props.onOpen ) }
			target={ ( item ) => ( { kind: 'contact', id: item.id } ) }
		/>
	);
}
