/**
 * One list of a wp-admin screen (the Leads tabs, the Submissions inbox): a DataViews table of
 * one page of items, with the search, filters, sort and paging DataViews offers, the totals
 * of the whole list, a loading state until the first page, and the error of a failed page
 * above it. A screen gives only its fields, its actions and where its pages come from.
 */
/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import {
	DataViews,
	type Action,
	type Field,
	type View,
} from '@wordpress/dataviews';
import { useState } from '@wordpress/element';
import { seen } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { Page } from './api';
import { resetPage } from './view';

export interface ListScreenProps< Item > {
	/** The view (search, filters, sort, page). */
	view: View;
	/** Takes a changed view. */
	onChangeView: ( view: View ) => void;
	/** The columns. */
	fields: Array< Field< Item > >;
	/** The page shown; undefined (or null) while it loads. */
	page: Page< Item > | null | undefined;
	/** Why the page could not be read. */
	error?: string;
	/** The search box's label. */
	searchLabel: string;
	/** Row (and bulk) actions. */
	actions?: Array< Action< Item > >;
}

/**
 * The list.
 *
 * @param props              Properties.
 * @param props.view         The view.
 * @param props.onChangeView Takes a changed view.
 * @param props.fields       The columns.
 * @param props.page         The page shown.
 * @param props.error        Why the page could not be read.
 * @param props.searchLabel  The search box's label.
 * @param props.actions      Row and bulk actions.
 */
export function ListScreen< Item >( {
	view,
	onChangeView,
	fields,
	page,
	error,
	searchLabel,
	actions = [],
}: ListScreenProps< Item > ): JSX.Element {
	return (
		<>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<DataViews< Item >
				view={ view }
				onChangeView={ onChangeView }
				fields={ fields }
				data={ page?.items ?? [] }
				isLoading={ ! page && ! error }
				paginationInfo={ {
					totalItems: page?.total ?? 0,
					totalPages: page?.totalPages ?? 0,
				} }
				searchLabel={ searchLabel }
				supportedLayouts={ [ 'table' ] }
				actions={ actions }
			/>
		</>
	);
}

/**
 * The primary row action that opens an item's detail.
 *
 * @param label What the action says.
 * @param open  Opens the item.
 */
export function openAction< Item >(
	label: string,
	open: ( item: Item ) => void
): Action< Item > {
	return {
		id: 'view',
		label,
		isPrimary: true,
		icon: seen,
		callback: ( [ item ] ) => item && open( item ),
	};
}

/**
 * A list's view, where narrowing the search or filters goes back to the first page.
 *
 * @param initial The first view.
 */
export function useListView(
	initial: () => View
): [ View, ( next: View ) => void ] {
	const [ view, setView ] = useState< View >( initial );
	return [
		view,
		( next: View ) => setView( ( current ) => resetPage( current, next ) ),
	];
}
