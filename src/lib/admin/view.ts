/**
 * What Farol's DataViews tables share about their view (search, filters, page).
 */
/**
 * WordPress dependencies
 */
import type { View } from '@wordpress/dataviews';

/**
 * A change of search or filters goes back to the first page.
 *
 * @param previous The view before.
 * @param next     The view after.
 */
export function resetPage( previous: View, next: View ): View {
	const narrowed =
		previous.search !== next.search ||
		JSON.stringify( previous.filters ) !== JSON.stringify( next.filters );
	return narrowed ? { ...next, page: 1 } : next;
}

/**
 * The value of a view's `in` filter on a field.
 *
 * @param view  The view.
 * @param field Field id.
 */
export function filterValue(
	view: View,
	field: string
): string | number | undefined {
	return view.filters.find(
		( filter ) => filter.field === field && filter.operator === 'in'
	)?.value;
}
