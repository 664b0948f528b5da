/**
 * From the DataViews view (search, filters, page) to the inbox routes' arguments.
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
	SUBMISSION_STATUSES,
	SUBMISSIONS_LIMITS,
	type SubmissionStatus,
	type SubmissionsQuery,
} from '../submissions-contract';

/**
 * A fresh view, newest first, filtered to a form when the page was opened for one.
 *
 * @param form Form id, or 0.
 */
export function initialView( form: number ): View {
	return {
		type: 'table',
		search: '',
		filters:
			form > 0 ? [ { field: 'form', operator: 'in', value: form } ] : [],
		page: 1,
		perPage: SUBMISSIONS_LIMITS.defaultPerPage,
		sort: { field: 'created_at', direction: 'desc' },
		hiddenFields: [],
		layout: {},
	};
}

/**
 * The list's arguments.
 *
 * @param view The view.
 */
export function submissionsQuery( view: View ): SubmissionsQuery {
	const form = Number( filterValue( view, 'form' ) );
	const status = filterValue( view, 'status' );
	return {
		form: form > 0 ? form : undefined,
		status: ( SUBMISSION_STATUSES as readonly unknown[] ).includes( status )
			? ( status as SubmissionStatus )
			: undefined,
		search: view.search?.trim() || undefined,
		page: view.page,
		per_page: view.perPage,
	};
}
