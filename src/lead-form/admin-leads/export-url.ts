/**
 * The address of the CSV export for what the screen shows: the current tab, its search and
 * filters and the days, with a REST nonce (a download link sends no api-fetch headers).
 */
/**
 * WordPress dependencies
 */
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import type {
	ContactsQuery,
	ConversionsQuery,
	ExportQuery,
} from '../leads-contract';
import { cleanQuery } from '../../lib/admin/api';
import type { LeadsAdminConfig } from './config';

/**
 * The export link.
 *
 * @param config Export route and nonce.
 * @param kind   contacts or conversions.
 * @param query  The list's query (its paging and sort are left out).
 */
export function exportUrl(
	config: LeadsAdminConfig,
	kind: ExportQuery[ 'kind' ],
	query: ContactsQuery | ConversionsQuery
): string {
	const args: ExportQuery = {
		kind,
		search: query.search,
		form: query.form,
		after: query.after,
		before: query.before,
		forward_status:
			kind === 'conversions' && 'forward_status' in query
				? query.forward_status
				: undefined,
	};
	return addQueryArgs( config.exportUrl, {
		...cleanQuery( args ),
		_wpnonce: config.nonce,
	} );
}
