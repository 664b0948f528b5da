/**
 * The Submissions inbox's contract, written once: what the routes under
 * `farol/v1/contact-submissions` accept and what they answer.
 *
 * `npm run contracts` turns `submissionsRouteArguments` into
 * plugin/includes/ContactForm/contact-submissions-routes.schema.json (each route's REST
 * arguments) and `submissionDetail` into contact-submission.schema.json (the shape PHP answers
 * and its tests check). The inbox app (src/contact-form/admin-submissions/) parses every
 * answer with the schemas below, so its types are inferred from this file.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { FORWARD_STATUSES } from '../lib/contracts/rd-station-fields';

/**
 * Statuses a stored submission can have: the feedback's (mail sent, mail failed, mail not
 * sent yet) and spam (caught on arrival or marked by an editor). A site's
 * `farol_contact_form_status` filter may store others; the list shows them as they are.
 */
export const SUBMISSION_STATUSES = [
	'mail_sent',
	'mail_failed',
	'mail_pending',
	'spam',
] as const;

/** Outcomes of a submission's mail. */
export const MAIL_STATUSES = [
	'pending',
	'sent',
	'failed',
	'skipped',
] as const;

export const SUBMISSIONS_LIMITS = {
	/** Longest search text, in characters. */
	maxSearchLength: 200,
	/** Most rows one page holds. */
	maxPerPage: 100,
	/** Rows per page when the client does not say. */
	defaultPerPage: 20,
} as const;

/** Filters the list and the export share. */
const filters = {
	/** Only submissions of this contact form (post ID). */
	form: z.number().int().min( 1 ).optional(),
	/** Only submissions with this status. */
	status: z.enum( SUBMISSION_STATUSES ).optional(),
	/** Text found in any submitted value. */
	search: z.string().max( SUBMISSIONS_LIMITS.maxSearchLength ).optional(),
};

export const submissionsQuery = z
	.object( {
		...filters,
		page: z.number().int().min( 1 ).default( 1 ),
		per_page: z
			.number()
			.int()
			.min( 1 )
			.max( SUBMISSIONS_LIMITS.maxPerPage )
			.default( SUBMISSIONS_LIMITS.defaultPerPage ),
	} )
	.strict();

/** The CSV export: one form's submissions (the filters narrow them further). */
export const submissionsExportQuery = z
	.object( { ...filters, form: z.number().int().min( 1 ) } )
	.strict();

/** Marking as spam or as not spam. */
export const submissionUpdate = z.object( { spam: z.boolean() } ).strict();

/** Every route's arguments, one property per route: the JSON file PHP reads. */
export const submissionsRouteArguments = z.object( {
	list: submissionsQuery,
	export: submissionsExportQuery,
	update: submissionUpdate,
} );

/* Answers. Times are ISO 8601 in UTC (`2026-11-23T14:05:00Z`); the app shows them in the
 * site's time zone. */

/** A contact form as the inbox names it (its title is empty once the form is deleted). */
const formRef = z.object( { id: z.number().int(), title: z.string() } );

/**
 * A submission's forwarding to RD Station: its state, the attempts so far, the last attempt's
 * error (the key already blanked out; kept after "Forward again" until the next attempt) and
 * when it was sent (ISO UTC, else null).
 */
const forwarding = z.object( {
	status: z.enum( FORWARD_STATUSES ),
	attempts: z.number().int(),
	error: z.string(),
	forwarded_at: z.string().nullable(),
} );

export const submissionSummary = z.object( {
	id: z.number().int(),
	form: formRef,
	status: z.string(),
	mail_status: z.string(),
	created_at: z.string(),
	/** The first submitted values, one line, to tell rows apart. */
	excerpt: z.string(),
	forwarding,
} );

/** One submitted value with its label from the form (the field name when it has none). */
const fieldValue = z.object( {
	name: z.string(),
	label: z.string(),
	/** What was sent, as text: one entry, or one per chosen option. */
	values: z.array( z.string() ),
} );

/** One uploaded file: its metadata, and a download link when the file was kept. */
const fileEntry = z.object( {
	field: z.string(),
	label: z.string(),
	name: z.string(),
	size: z.number().int(),
	type: z.string(),
	url: z.string().nullable(),
} );

export const submissionDetail = submissionSummary.extend( {
	fields: z.array( fieldValue ),
	files: z.array( fileEntry ),
	/** The status a "not spam" restores, while the submission is marked as spam. */
	status_before_spam: z.string(),
} );

export const deleteAnswer = z.object( {
	deleted: z.literal( true ),
	id: z.number().int(),
} );

export type SubmissionsQuery = z.input< typeof submissionsQuery >;
export type SubmissionsExportQuery = z.input< typeof submissionsExportQuery >;
export type SubmissionSummary = z.output< typeof submissionSummary >;
export type SubmissionDetail = z.output< typeof submissionDetail >;
export type Forwarding = SubmissionSummary[ 'forwarding' ];
export type SubmissionStatus = ( typeof SUBMISSION_STATUSES )[ number ];
