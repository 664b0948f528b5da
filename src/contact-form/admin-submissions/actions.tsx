/**
 * The inbox's row and bulk actions: open, mark as spam or not, send the mail again, forward
 * a message whose forwarding failed again, delete (asked first). Each action reports through `perform`, which shows the outcome and reloads.
 */
/**
 * WordPress dependencies
 */
import { Button, Flex } from '@wordpress/components';
import type { Action } from '@wordpress/dataviews';
import { __, _n, sprintf } from '@wordpress/i18n';
import { seen } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { SubmissionSummary } from '../submissions-contract';
import { deleteSubmission, forwardAgain, markSpam, resend } from './api';

/** Runs a task on some submissions, then shows `done` (or the error) and reloads. */
export type Perform = (
	task: () => Promise< unknown >,
	done: string
) => Promise< void >;

/**
 * Runs a call for each submission, one after the other.
 *
 * @param items Submissions.
 * @param call  What to do with one.
 */
async function each(
	items: SubmissionSummary[],
	call: ( id: number ) => Promise< unknown >
): Promise< void > {
	for ( const item of items ) {
		await call( item.id );
	}
}

/**
 * The confirmation of a delete.
 *
 * @param items   The submissions to delete.
 * @param perform Runs it.
 * @param close   Closes the confirmation.
 */
export function confirmDelete(
	items: SubmissionSummary[],
	perform: Perform,
	close: () => void
): JSX.Element {
	return (
		<>
			<p>
				{ sprintf(
					/* translators: %d: number of messages. */
					_n(
						'Delete %d message permanently? Its files are deleted too.',
						'Delete %d messages permanently? Their files are deleted too.',
						items.length,
						'farol'
					),
					items.length
				) }
			</p>
			<Flex justify="flex-end">
				<Button variant="tertiary" onClick={ close }>
					{ __( 'Cancel', 'farol' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive
					onClick={ () => {
						close();
						void perform(
							() => each( items, deleteSubmission ),
							__( 'Deleted.', 'farol' )
						);
					} }
				>
					{ __( 'Delete', 'farol' ) }
				</Button>
			</Flex>
		</>
	);
}

/**
 * The actions.
 *
 * @param perform Runs a task and reloads.
 * @param onOpen  Opens a submission.
 */
export function inboxActions(
	perform: Perform,
	onOpen: ( id: number ) => void
): Array< Action< SubmissionSummary > > {
	const isSpam = ( item: SubmissionSummary ) => item.status === 'spam';
	return [
		{
			id: 'view',
			label: __( 'Open', 'farol' ),
			isPrimary: true,
			icon: seen,
			isEligible: () => true,
			callback: ( [ item ] ) => item && onOpen( item.id ),
		},
		{
			id: 'spam',
			label: __( 'Mark as spam', 'farol' ),
			supportsBulk: true,
			isEligible: ( item ) => ! isSpam( item ),
			callback: ( items ) =>
				perform(
					() => each( items, ( id ) => markSpam( id, true ) ),
					__( 'Marked as spam.', 'farol' )
				),
		},
		{
			id: 'not-spam',
			label: __( 'Not spam', 'farol' ),
			supportsBulk: true,
			isEligible: isSpam,
			callback: ( items ) =>
				perform(
					() => each( items, ( id ) => markSpam( id, false ) ),
					__( 'Marked as not spam.', 'farol' )
				),
		},
		{
			id: 'resend',
			label: __( 'Send the mail again', 'farol' ),
			isEligible: ( item ) => ! isSpam( item ),
			callback: ( [ item ] ) =>
				item &&
				perform(
					async () => {
						const after = await resend( item.id );
						if ( after.mail_status !== 'sent' ) {
							throw new Error(
								__( 'The mail could not be sent.', 'farol' )
							);
						}
					},
					__( 'Mail sent.', 'farol' )
				),
		},
		{
			id: 'forward',
			label: __( 'Forward again', 'farol' ),
			supportsBulk: true,
			isEligible: ( item ) =>
				! isSpam( item ) && item.forwarding.status === 'failed',
			callback: ( items ) =>
				perform(
					() => each( items, forwardAgain ),
					__( 'Queued to be forwarded again.', 'farol' )
				),
		},
		{
			id: 'delete',
			label: __( 'Delete', 'farol' ),
			isDestructive: true,
			supportsBulk: true,
			isEligible: () => true,
			RenderModal: ( { items, closeModal } ) =>
				confirmDelete( items, perform, closeModal ),
		},
	];
}
