/**
 * From a DataViews view (search, filters, sort, page) and the screen's date range to the
 * arguments of the Leads routes.
 */
/**
 * WordPress dependencies
 */
import type { View } from '@wordpress/dataviews';

/**
 * Internal dependencies
 */
import { filterValue } from '../../lib/admin/view';
import {
	CONTACT_ORDERBY,
	CONVERSION_ORDERBY,
	FORWARD_STATUSES,
	LEADS_LIMITS,
	type ContactsQuery,
	type ConversionsQuery,
	type ForwardStatus,
} from '../leads-contract';

/** The days the screen shows, `YYYY-MM-DD` or empty. */
export interface DateRange {
	after: string;
	before: string;
}

/**
 * A fresh table view sorted by a column, newest first.
 *
 * @param field Sort column.
 */
export function initialView( field: string ): View {
	return {
		type: 'table',
		search: '',
		filters: [],
		page: 1,
		perPage: LEADS_LIMITS.defaultPerPage,
		sort: { field, direction: 'desc' },
		hiddenFields: [],
		layout: {},
	};
}

/**
 * What every list shares: search, form, days, paging and direction.
 *
 * @param view  The view.
 * @param range The days.
 */
function common( view: View, range: DateRange ) {
	const form = Number( filterValue( view, 'form' ) );
	return {
		search: view.search?.trim() || undefined,
		form: form > 0 ? form : undefined,
		after: range.after || undefined,
		before: range.before || undefined,
		page: view.page,
		per_page: view.perPage,
		order: view.sort?.direction ?? 'desc',
	};
}

/**
 * Whether a value is one of a list.
 *
 * @param list  Allowed values.
 * @param value Value.
 */
function oneOf< T extends string >(
	list: readonly T[],
	value: unknown
): value is T {
	return ( list as readonly unknown[] ).includes( value );
}

export function contactsQuery( view: View, range: DateRange ): ContactsQuery {
	const field = view.sort?.field;
	return {
		...common( view, range ),
		orderby: oneOf( CONTACT_ORDERBY, field ) ? field : undefined,
	};
}

export function conversionsQuery(
	view: View,
	range: DateRange
): ConversionsQuery {
	const field = view.sort?.field;
	const status = filterValue( view, 'forward_status' );
	return {
		...common( view, range ),
		orderby: oneOf( CONVERSION_ORDERBY, field ) ? field : undefined,
		forward_status: oneOf< ForwardStatus >( FORWARD_STATUSES, status )
			? status
			: undefined,
	};
}
