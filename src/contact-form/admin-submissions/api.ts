/**
 * The inbox routes under farol/v1/contact-submissions, through api-fetch; every answer is
 * parsed with the submissions contract.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { cleanQuery, fetchPage, type Page } from '../../lib/admin/api';
import {
	deleteAnswer,
	submissionDetail,
	submissionSummary,
	type SubmissionDetail,
	type SubmissionSummary,
	type SubmissionsExportQuery,
	type SubmissionsQuery,
} from '../submissions-contract';
import type { InboxConfig } from './config';

const BASE = '/farol/v1/contact-submissions';

export const fetchSubmissions = (
	query: SubmissionsQuery
): Promise< Page< SubmissionSummary > > =>
	fetchPage( BASE, query, submissionSummary );

export async function fetchSubmission(
	id: number
): Promise< SubmissionDetail > {
	return submissionDetail.parse(
		await apiFetch( { path: `${ BASE }/${ id }` } )
	);
}

/**
 * Marks a submission as spam or as not spam.
 *
 * @param id   Submission.
 * @param spam Whether it is spam.
 */
export async function markSpam(
	id: number,
	spam: boolean
): Promise< SubmissionDetail > {
	return submissionDetail.parse(
		await apiFetch( {
			path: `${ BASE }/${ id }`,
			method: 'POST',
			data: { spam },
		} )
	);
}

/**
 * Mails a submission again; the submission afterwards (its mail_status tells the outcome).
 *
 * @param id Submission.
 */
export async function resend( id: number ): Promise< SubmissionDetail > {
	return submissionDetail.parse(
		await apiFetch( { path: `${ BASE }/${ id }/resend`, method: 'POST' } )
	);
}

/**
 * Puts a message whose forwarding failed back in the forwarding queue; the message afterwards.
 *
 * @param id Submission.
 */
export async function forwardAgain( id: number ): Promise< SubmissionDetail > {
	return submissionDetail.parse(
		await apiFetch( { path: `${ BASE }/${ id }/forward`, method: 'POST' } )
	);
}

export async function deleteSubmission( id: number ): Promise< void > {
	deleteAnswer.parse(
		await apiFetch( { path: `${ BASE }/${ id }`, method: 'DELETE' } )
	);
}

/**
 * The CSV export's address for a form and the list's other filters, with a REST nonce.
 *
 * @param config Export route and nonce.
 * @param query  Filters (the form is required).
 */
export function exportUrl(
	config: InboxConfig,
	query: SubmissionsExportQuery
): string {
	return addQueryArgs( config.exportUrl, {
		...cleanQuery( query ),
		_wpnonce: config.nonce,
	} );
}
