/**
 * One submission in a modal over the list: when, which form, its status and mail outcome,
 * every field with its label, the files (a download link when the file was kept), and the
 * actions on it.
 */
/**
 * WordPress dependencies
 */
import { Button, Flex, Modal, Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../lib/admin/api';
import { formatTime } from '../../lib/admin/format';
import type {
	SubmissionDetail,
	SubmissionSummary,
} from '../submissions-contract';
import { confirmDelete, inboxActions, type Perform } from './actions';
import { fetchSubmission } from './api';
import { forwardingLines, mailLabel, statusLabel } from './labels';

interface Props {
	id: number;
	/** Changes whenever the list reloads, so the modal reads the submission again. */
	version: number;
	perform: Perform;
	onClose: () => void;
}

/**
 * A size in bytes for people: "2 KB", "1.5 MB".
 *
 * @param bytes Size.
 */
export function formatSize( bytes: number ): string {
	const units = [ 'B', 'KB', 'MB', 'GB' ];
	let size = bytes;
	let unit = 0;
	while ( size >= 1024 && unit < units.length - 1 ) {
		size /= 1024;
		unit++;
	}
	const number = new Intl.NumberFormat(
		document.documentElement.lang || undefined,
		{ maximumFractionDigits: unit === 0 ? 0 : 1 }
	).format( size );
	return `${ number } ${ units[ unit ] }`;
}

function Body( { submission }: { submission: SubmissionDetail } ) {
	const facts: Array< [ string, string ] > = [
		[ __( 'Date', 'farol' ), formatTime( submission.created_at ) ],
		[
			__( 'Form', 'farol' ),
			submission.form.title || `#${ submission.form.id }`,
		],
		[ __( 'Status', 'farol' ), statusLabel( submission.status ) ],
		[ __( 'Mail', 'farol' ), mailLabel( submission.mail_status ) ],
	];
	const forwarding = forwardingLines( submission.forwarding );
	return (
		<>
			<table className="farol-inbox__facts widefat striped">
				<tbody>
					{ facts.map( ( [ label, value ] ) => (
						<tr key={ label }>
							<th scope="row">{ label }</th>
							<td>{ value }</td>
						</tr>
					) ) }
					{ forwarding.length > 0 && (
						<tr className="farol-inbox__forwarding-row">
							<th scope="row">{ __( 'RD Station', 'farol' ) }</th>
							<td>
								{ forwarding.map( ( line ) => (
									<div key={ line }>{ line }</div>
								) ) }
							</td>
						</tr>
					) }
				</tbody>
			</table>
			<h2>{ __( 'Fields', 'farol' ) }</h2>
			<dl className="farol-inbox__values">
				{ submission.fields.map( ( field ) => (
					<div key={ field.name } className="farol-inbox__value">
						<dt>{ field.label }</dt>
						<dd>{ field.values.join( ', ' ) || '—' }</dd>
					</div>
				) ) }
			</dl>
			{ submission.files.length > 0 && (
				<>
					<h2>{ __( 'Files', 'farol' ) }</h2>
					<ul className="farol-inbox__files">
						{ submission.files.map( ( file, index ) => (
							<li key={ `${ file.field }-${ index }` }>
								{ file.url ? (
									<a href={ file.url }>{ file.name }</a>
								) : (
									file.name
								) }{ ' ' }
								<span className="farol-inbox__file-meta">
									({ file.label }, { formatSize( file.size ) }
									, { file.type })
								</span>
							</li>
						) ) }
					</ul>
				</>
			) }
		</>
	);
}

export function DetailModal( {
	id,
	version,
	perform,
	onClose,
}: Props ): JSX.Element {
	const [ submission, setSubmission ] = useState< SubmissionDetail | null >(
		null
	);
	const [ error, setError ] = useState< string >();
	const [ confirming, setConfirming ] = useState( false );

	useEffect( () => {
		let live = true;
		fetchSubmission( id ).then(
			( detail ) => live && setSubmission( detail ),
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
	}, [ id, version ] );

	const actions = inboxActions( perform, () => undefined );
	const run = ( actionId: string, item: SubmissionSummary ) =>
		actions
			.find( ( action ) => action.id === actionId )
			?.callback?.( [ item ] );
	const afterDelete: Perform = async ( task, done ) => {
		await perform( task, done );
		onClose();
	};

	return (
		<Modal
			title={ __( 'Message', 'farol' ) }
			onRequestClose={ onClose }
			className="farol-inbox__modal"
			size="medium"
		>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ ! submission && ! error && <p>{ __( 'Loading…', 'farol' ) }</p> }
			{ submission && (
				<>
					<Body submission={ submission } />
					{ confirming ? (
						confirmDelete( [ submission ], afterDelete, () =>
							setConfirming( false )
						)
					) : (
						<Flex
							justify="flex-start"
							className="farol-inbox__modal-actions"
						>
							{ submission.status === 'spam' ? (
								<Button
									variant="secondary"
									onClick={ () =>
										run( 'not-spam', submission )
									}
								>
									{ __( 'Not spam', 'farol' ) }
								</Button>
							) : (
								<>
									<Button
										variant="secondary"
										onClick={ () =>
											run( 'resend', submission )
										}
									>
										{ __( 'Send the mail again', 'farol' ) }
									</Button>
									{ submission.forwarding.status ===
										'failed' && (
										<Button
											variant="secondary"
											onClick={ () =>
												run( 'forward', submission )
											}
										>
											{ __( 'Forward again', 'farol' ) }
										</Button>
									) }
									<Button
										variant="secondary"
										onClick={ () =>
											run( 'spam', submission )
										}
									>
										{ __( 'Mark as spam', 'farol' ) }
									</Button>
								</>
							) }
							<Button
								variant="secondary"
								isDestructive
								onClick={ () => setConfirming( true ) }
							>
								{ __( 'Delete', 'farol' ) }
							</Button>
						</Flex>
					) }
				</>
			) }
		</Modal>
	);
}
