/**
 * The Messages panel: every status and rule message key (MESSAGES_META), its built-in text
 * (published by the server) as the placeholder; empty means the built-in text, and each
 * message has a reset that empties it.
 */
/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EditorData } from './editor-data';
import { useTextsMeta } from './use-meta';

export const MESSAGES_META = 'farol_contact_form_messages';

/**
 * The panel.
 *
 * @param props          Props.
 * @param props.defaults The built-in messages.
 */
export function MessagesPanel( {
	defaults,
}: {
	defaults: EditorData[ 'messages' ];
} ) {
	const [ messages, setMessages ] = useTextsMeta( MESSAGES_META );

	const change = ( key: string, value: string ) => {
		const next = { ...messages };
		if ( value === '' ) {
			delete next[ key ];
		} else {
			next[ key ] = value;
		}
		setMessages( next );
	};

	const group = ( title: string, texts: Record< string, string > ) => (
		<fieldset className="farol-contact-form-settings__messages">
			<legend>{ title }</legend>
			{ Object.entries( texts ).map( ( [ key, text ] ) => (
				<div
					key={ key }
					className="farol-contact-form-settings__message"
				>
					<TextControl
						label={ key }
						placeholder={ text }
						value={ messages[ key ] ?? '' }
						onChange={ ( value: string ) => change( key, value ) }
					/>
					<Button
						variant="link"
						disabled={ ( messages[ key ] ?? '' ) === '' }
						__experimentalIsFocusable
						label={ sprintf(
							/* translators: %s: a message key, e.g. mail_sent. */
							__( 'Reset %s to the built-in message', 'farol' ),
							key
						) }
						onClick={ () => change( key, '' ) }
					>
						{ __( 'Reset', 'farol' ) }
					</Button>
				</div>
			) ) }
		</fieldset>
	);

	return (
		<PluginDocumentSettingPanel
			name="farol-contact-form-messages"
			title={ __( 'Messages', 'farol' ) }
			className="farol-contact-form-settings"
		>
			<p>
				{ __(
					'Leave a message empty to use the built-in text shown in it.',
					'farol'
				) }
			</p>
			{ group( __( 'Statuses', 'farol' ), defaults.statuses ) }
			{ group( __( 'Field rules', 'farol' ), defaults.rules ) }
		</PluginDocumentSettingPanel>
	);
}
