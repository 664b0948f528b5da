/**
 * What the Contacts and Conversions tabs share: their props, the page of the tab's view read
 * through the Leads store, and the table (ListScreen) with its "View details" action. Each tab
 * gives only its columns and which detail a row opens.
 */
/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import type { Field, View } from '@wordpress/dataviews';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Page } from '../../lib/admin/api';
import { ListScreen, openAction } from '../../lib/admin/list-screen';
import type {
	ContactSummary,
	ContactsQuery,
	ConversionSummary,
	ConversionsQuery,
} from '../leads-contract';
import type { DetailTarget } from './detail-modal';
import { store } from './store';
import { contactsQuery, conversionsQuery, type DateRange } from './view-query';

export interface ListProps {
	view: View;
	onChangeView: ( view: View ) => void;
	range: DateRange;
	forms: Array< { value: number; label: string } >;
	onOpen: ( target: DetailTarget ) => void;
}

interface PageState< Item > {
	page?: Page< Item >;
	error?: string;
}

type Tab = 'contacts' | 'conversions';

/**
 * The page a tab's view shows, and the error of a failed read.
 *
 * @param tab   Which list.
 * @param props The tab's view and date range.
 */
export function useLeadsPage(
	tab: 'contacts',
	props: ListProps
): PageState< ContactSummary >;
export function useLeadsPage(
	tab: 'conversions',
	props: ListProps
): PageState< ConversionSummary >;
export function useLeadsPage(
	tab: Tab,
	{ view, range }: ListProps
): PageState< ContactSummary > | PageState< ConversionSummary > {
	const query = useMemo(
		() =>
			tab === 'contacts'
				? contactsQuery( view, range )
				: conversionsQuery( view, range ),
		[ tab, view, range ]
	);
	return useSelect(
		( select ) => {
			const error = select( store ).getError( tab, query );
			return tab === 'contacts'
				? {
						page: select( store ).getContacts(
							query as ContactsQuery
						),
						error,
				  }
				: {
						page: select( store ).getConversions(
							query as ConversionsQuery
						),
						error,
				  };
		},
		[ tab, query ]
	);
}

interface TableProps< Item > extends ListProps, PageState< Item > {
	fields: Array< Field< Item > >;
	target: ( item: Item ) => DetailTarget;
}

/**
 * One tab's table.
 *
 * @param props Properties: the tab's props, its page, columns and row target.
 */
export function LeadsTable< Item >( props: TableProps< Item > ): JSX.Element {
	const { view, onChangeView, fields, page, error, target, onOpen } = props;
	return (
		<ListScreen< Item >
			view={ view }
			onChangeView={ onChangeView }
			fields={ fields }
			page={ page }
			error={ error }
			searchLabel={ __( 'Search e-mail or name', 'farol' ) }
			actions={ [
				openAction< Item >( __( 'View details', 'farol' ), ( item ) =>
					onOpen( target( item ) )
				),
			] }
		/>
	);
}
