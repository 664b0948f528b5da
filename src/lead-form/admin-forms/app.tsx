/**
 * Leads › Formulários: the list of lead forms and the editor of one, with the hosts panel for
 * administrators. Every change goes to the server at once; what the server refuses is shown
 * as it said it.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, Panel } from '@wordpress/components';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	deleteForm,
	describeError,
	listForms,
	rotateToken,
	saveForm,
	type StoredForm,
} from './api';
import { adminConfig } from './config';
import {
	checkDraft,
	newDraft,
	toDraft,
	type DraftErrors,
	type FormDraft,
} from './drafts';
import { FormEditor } from './form-editor';
import { FormsList } from './forms-list';
import { HostsPanel } from './hosts-panel';

interface PageNotice {
	status: 'success' | 'error' | 'info';
	message: string;
}

export function LeadFormsApp() {
	const config = adminConfig();
	const [ forms, setForms ] = useState< StoredForm[] | null >( null );
	const [ draft, setDraft ] = useState< FormDraft | null >( null );
	const [ errors, setErrors ] = useState< DraftErrors >( {} );
	const [ notice, setNotice ] = useState< PageNotice | null >( null );
	const [ busy, setBusy ] = useState( false );
	const noticeRef = useRef< HTMLDivElement >( null );

	const fail = useCallback(
		( error: unknown ) =>
			setNotice( { status: 'error', message: describeError( error ) } ),
		[]
	);

	// Stable, so the effect below loads the list once, on mount; later reloads follow the
	// changes made here.
	const reload = useCallback(
		() =>
			listForms()
				.then( setForms )
				.catch( ( error: unknown ) => {
					setForms( [] );
					fail( error );
				} ),
		[ fail ]
	);

	useEffect( () => {
		reload();
	}, [ reload ] );

	// A new notice is read out and reachable from the keyboard.
	useEffect( () => {
		if ( notice ) {
			noticeRef.current?.focus();
		}
	}, [ notice ] );

	const run = ( work: () => Promise< void > ) => {
		setBusy( true );
		setNotice( null );
		work()
			.catch( fail )
			.finally( () => setBusy( false ) );
	};

	const save = () => {
		if ( draft === null ) {
			return;
		}
		const checked = checkDraft( draft );
		const titleMissing = draft.title.trim() === '';
		if ( ! checked.ok || titleMissing ) {
			setErrors( {
				...( checked.ok ? {} : checked.errors ),
				...( titleMissing
					? { title: __( 'This is required.', 'farol' ) }
					: {} ),
			} );
			setNotice( {
				status: 'error',
				message: __(
					'The form was not saved. Correct the fields marked below.',
					'farol'
				),
			} );
			return;
		}
		setErrors( {} );
		run( async () => {
			const saved = await saveForm(
				draft.id,
				draft.title.trim(),
				draft.status,
				checked.definition
			);
			setDraft( toDraft( saved ) );
			setNotice( {
				status: 'success',
				message:
					saved.status === 'publish'
						? __( 'Form saved and published.', 'farol' )
						: __( 'Form saved as a draft.', 'farol' ),
			} );
			await reload();
		} );
	};

	const rotate = ( form: StoredForm ) => {
		// eslint-disable-next-line no-alert -- a plain, keyboard-friendly confirmation.
		const sure = window.confirm(
			__(
				'Create a new public token? The current one stops working at once: copies of this form embedded elsewhere must be updated.',
				'farol'
			)
		);
		if ( sure ) {
			run( async () => {
				await rotateToken( form.id );
				setNotice( {
					status: 'success',
					message: __( 'The form has a new public token.', 'farol' ),
				} );
				await reload();
			} );
		}
	};

	const remove = ( form: StoredForm ) => {
		// eslint-disable-next-line no-alert -- a plain, keyboard-friendly confirmation.
		const sure = window.confirm(
			sprintf(
				/* translators: %s: form title. */
				__(
					'Delete the form “%s” for good? Its leads stay stored.',
					'farol'
				),
				form.title
			)
		);
		if ( sure ) {
			run( async () => {
				await deleteForm( form.id );
				setNotice( {
					status: 'success',
					message: __( 'Form deleted.', 'farol' ),
				} );
				await reload();
			} );
		}
	};

	const copy = ( text: string, what: string ) => {
		navigator.clipboard
			.writeText( text )
			.then( () =>
				setNotice( {
					status: 'info',
					message: sprintf(
						/* translators: 1: what was copied, 2: the copied text. */
						__( '%1$s copied: %2$s', 'farol' ),
						what,
						text
					),
				} )
			)
			.catch( () =>
				setNotice( {
					status: 'info',
					/* translators: 1: what to copy, 2: the text. */
					message: sprintf( __( '%1$s: %2$s', 'farol' ), what, text ),
				} )
			);
	};

	return (
		<div className="farol-forms-admin">
			<div ref={ noticeRef } tabIndex={ -1 } aria-live="polite">
				{ notice && (
					<Notice
						status={ notice.status }
						onRemove={ () => setNotice( null ) }
					>
						{ notice.message }
					</Notice>
				) }
			</div>
			{ draft !== null ? (
				<FormEditor
					draft={ draft }
					errors={ errors }
					busy={ busy }
					onChange={ setDraft }
					onSave={ save }
					onCancel={ () => {
						setDraft( null );
						setErrors( {} );
					} }
				/>
			) : (
				<>
					<p>
						<Button
							variant="primary"
							onClick={ () => {
								setNotice( null );
								setDraft( newDraft() );
							} }
						>
							{ __( 'Add form', 'farol' ) }
						</Button>
					</p>
					{ forms === null ? (
						<p>{ __( 'Loading the forms…', 'farol' ) }</p>
					) : (
						<FormsList
							forms={ forms }
							busy={ busy }
							onEdit={ ( form ) => {
								setNotice( null );
								setDraft( toDraft( form ) );
							} }
							onRotate={ rotate }
							onDelete={ remove }
							onCopy={ copy }
						/>
					) }
					{ config.canManageHosts && (
						<Panel className="farol-forms-admin__hosts">
							<HostsPanel />
						</Panel>
					) }
				</>
			) }
		</div>
	);
}
