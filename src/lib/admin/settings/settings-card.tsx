/**
 * A settings screen's card: its title, the last notice, the fields the screen lays out, and
 * the Save button; before the value is loaded, the load's error instead.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Card, CardBody, CardHeader } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FormNotice, NotLoaded } from './form-notice';
import type { SettingsForm } from './use-settings-form';

interface Props< T > {
	/** The form's state (useSettingsForm). */
	form: SettingsForm< T >;
	/** The card's class. */
	className: string;
	/** Its heading. */
	title: string;
	/** The fields, given the loaded value. */
	children: ( settings: T ) => ReactNode;
}

/**
 * The card.
 *
 * @param props           Properties.
 * @param props.form      The form's state.
 * @param props.className The card's class.
 * @param props.title     Its heading.
 * @param props.children  The fields.
 */
export function SettingsCard< T >( {
	form,
	className,
	title,
	children,
}: Props< T > ) {
	if ( ! form.settings ) {
		return <NotLoaded message={ form.message } />;
	}
	return (
		<Card className={ className }>
			<CardHeader>
				<h2>{ title }</h2>
			</CardHeader>
			<CardBody>
				<FormNotice
					message={ form.message }
					onRemove={ () => form.setMessage( null ) }
				/>
				{ children( form.settings ) }
				<Button
					variant="primary"
					isBusy={ form.busy }
					onClick={ form.submit }
				>
					{ __( 'Save', 'farol' ) }
				</Button>
			</CardBody>
		</Card>
	);
}
