/**
 * The contact form's document settings in the block editor (loaded only for
 * `farol_contact_form` posts by Farol\ContactForm\Editor\EditorSettingsScript): the Mail,
 * Mail (2), Files, Spam protection, Messages and Forwarding panels, each editing the post's metas, saved with it.
 */
/**
 * WordPress dependencies
 */
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import { editorData } from './editor-data';
import { FilesPanel } from './files-panel';
import { ForwardingPanel } from './forwarding-panel';
import { MailPanel } from './mail-panel';
import { MessagesPanel } from './messages-panel';
import { SpamPanel } from './spam-panel';
import './editor.scss';

const data = editorData();

/**
 * The panels.
 */
function ContactFormSettings() {
	return (
		<>
			<MailPanel />
			<MailPanel second />
			<FilesPanel choices={ data.attachments } />
			<SpamPanel spamSettingsUrl={ data.spamSettingsUrl } />
			<MessagesPanel defaults={ data.messages } />
			<ForwardingPanel />
		</>
	);
}

registerPlugin( 'farol-contact-form-settings', {
	render: ContactFormSettings,
	icon: 'email',
} );
