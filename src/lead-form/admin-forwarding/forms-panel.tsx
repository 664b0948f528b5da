/**
 * Every lead form with its forwarding settings.
 */
/**
 * WordPress dependencies
 */
import { Card, CardBody, CardHeader, Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage, loadForms, type ForwardingForm } from './api';
import { FormForwardingEditor } from './form-forwarding-editor';

/** The forms panel. */
export function FormsPanel() {
	const [ forms, setForms ] = useState< ForwardingForm[] | null >( null );
	const [ error, setError ] = useState( '' );

	useEffect( () => {
		loadForms()
			.then( setForms )
			.catch( ( reason: unknown ) => setError( errorMessage( reason ) ) );
	}, [] );

	return (
		<Card className="farol-forwarding__panel">
			<CardHeader>
				<h2>{ __( 'Forms', 'farol' ) }</h2>
			</CardHeader>
			<CardBody>
				{ error && (
					<Notice status="error" isDismissible={ false }>
						{ error }
					</Notice>
				) }
				{ forms?.length === 0 && (
					<p>{ __( 'There are no lead forms yet.', 'farol' ) }</p>
				) }
				{ forms?.map( ( form ) => (
					<FormForwardingEditor key={ form.id } form={ form } />
				) ) }
			</CardBody>
		</Card>
	);
}
