/**
 * The Submissions inbox: every stored contact form submission in a DataViews table (newest
 * first; filters by form and status, search, paging; row and bulk actions), the CSV export
 * of the filtered form, and one submission in a modal.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import type { Field } from '@wordpress/dataviews';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage, type Page } from '../../lib/admin/api';
import { formatTime } from '../../lib/admin/format';
import { ListScreen, useListView } from '../../lib/admin/list-screen';
import {
	SUBMISSION_STATUSES,
	type SubmissionSummary,
} from '../submissions-contract';
import { inboxActions, type Perform } from './actions';
import { exportUrl, fetchSubmissions } from './api';
import type { InboxConfig } from './config';
import { DetailModal } from './detail-modal';
import {
	forwardingLabel,
	mailLabel,
	statusLabel,
	statusLabels,
} from './labels';
import { initialView, submissionsQuery } from './view-query';

interface Outcome {
	status: 'success' | 'error';
	text: string;
}

function fields(
	config: InboxConfig,
	onOpen: ( id: number ) => void
): Array< Field< SubmissionSummary > > {
	const statuses = statusLabels();
	return [
		{
			id: 'created_at',
			header: __( 'Date', 'farol' ),
			getValue: ( { item } ) => item.created_at,
			render: ( { item } ) => (
				<Button variant="link" onClick={ () => onOpen( item.id ) }>
					{ formatTime( item.created_at ) }
				</Button>
			),
			enableHiding: false,
			enableSorting: false,
		},
		{
			id: 'excerpt',
			header: __( 'Message', 'farol' ),
			getValue: ( { item } ) => item.excerpt,
			enableSorting: false,
		},
		{
			id: 'form',
			header: __( 'Form', 'farol' ),
			getValue: ( { item } ) => item.form.id,
			render: ( { item } ) => item.form.title || `#${ item.form.id }`,
			type: 'enumeration',
			elements: config.forms.map( ( form ) => ( {
				value: form.id,
				label: form.title || `#${ form.id }`,
			} ) ),
			filterBy: { operators: [ 'in' ], isPrimary: true },
			enableSorting: false,
		},
		{
			id: 'status',
			header: __( 'Status', 'farol' ),
			getValue: ( { item } ) => item.status,
			render: ( { item } ) => statusLabel( item.status ),
			type: 'enumeration',
			elements: SUBMISSION_STATUSES.map( ( value ) => ( {
				value,
				label: statuses[ value ],
			} ) ),
			filterBy: { operators: [ 'in' ], isPrimary: true },
			enableSorting: false,
		},
		{
			id: 'mail_status',
			header: __( 'Mail', 'farol' ),
			getValue: ( { item } ) => item.mail_status,
			render: ( { item } ) => mailLabel( item.mail_status ),
			enableSorting: false,
		},
		{
			id: 'forwarding',
			header: __( 'RD Station', 'farol' ),
			getValue: ( { item } ) => item.forwarding.status,
			render: ( { item } ) => (
				<span
					className={ `farol-inbox__forwarding is-${ item.forwarding.status }` }
				>
					{ forwardingLabel( item.forwarding ) }
				</span>
			),
			enableSorting: false,
		},
	];
}

export function InboxApp( { config }: { config: InboxConfig } ): JSX.Element {
	const [ view, changeView ] = useListView( () =>
		initialView( config.form )
	);
	const [ version, setVersion ] = useState( 0 );
	const [ page, setPage ] = useState< Page< SubmissionSummary > | null >(
		null
	);
	const [ error, setError ] = useState< string >();
	const [ outcome, setOutcome ] = useState< Outcome | null >( null );
	const [ openId, setOpenId ] = useState< number | null >( null );
	const query = useMemo( () => submissionsQuery( view ), [ view ] );

	useEffect( () => {
		let live = true;
		fetchSubmissions( query ).then(
			( next ) => {
				if ( live ) {
					setPage( next );
					setError( undefined );
				}
			},
			async ( failure: unknown ) => {
				const message = await errorMessage( failure );
				if ( live ) {
					setError( message );
				}
			}
		);
		return () => {
			live = false;
		};
	}, [ query, version ] );

	const perform: Perform = async ( task, done ) => {
		try {
			await task();
			setOutcome( { status: 'success', text: done } );
		} catch ( failure ) {
			setOutcome( {
				status: 'error',
				text: await errorMessage( failure ),
			} );
		}
		setVersion( ( current ) => current + 1 );
	};

	return (
		<div className="farol-inbox">
			<div className="farol-inbox__toolbar">
				{ query.form ? (
					<Button
						variant="secondary"
						href={ exportUrl( config, {
							form: query.form,
							status: query.status,
							search: query.search,
						} ) }
					>
						{ __( 'Export CSV', 'farol' ) }
					</Button>
				) : (
					<p className="description">
						{ __(
							'Filter by a form to export its messages as CSV.',
							'farol'
						) }
					</p>
				) }
			</div>
			{ outcome && (
				<Notice
					status={ outcome.status }
					onRemove={ () => setOutcome( null ) }
				>
					{ outcome.text }
				</Notice>
			) }
			<ListScreen< SubmissionSummary >
				view={ view }
				onChangeView={ changeView }
				fields={ fields( config, setOpenId ) }
				page={ page }
				error={ error }
				searchLabel={ __( 'Search messages', 'farol' ) }
				actions={ inboxActions( perform, setOpenId ) }
			/>
			{ openId !== null && (
				<DetailModal
					id={ openId }
					version={ version }
					perform={ perform }
					onClose={ () => setOpenId( null ) }
				/>
			) }
		</div>
	);
}
