/**
 * The Files panel: what happens to uploaded files (MAIL_META's `attachments`): attached to the
 * mail and kept privately with the submission (the default, so a failed mail can be resent
 * with them), attached only, or kept only.
 */
/**
 * WordPress dependencies
 */
import { RadioControl } from '@wordpress/components';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MAIL_META } from './mail-panel';
import { useTextsMeta } from './use-meta';

const CHOICES = [ 'attach_and_keep', 'attach_only', 'keep_only' ] as const;

/**
 * The panel.
 */
export function FilesPanel() {
	const [ mail, setMail ] = useTextsMeta( MAIL_META );
	const current = CHOICES.find( ( choice ) => choice === mail.attachments );
	return (
		<PluginDocumentSettingPanel
			name="farol-contact-form-files"
			title={ __( 'Files', 'farol' ) }
			className="farol-contact-form-settings"
		>
			<RadioControl
				label={ __( 'Uploaded files', 'farol' ) }
				selected={ current ?? 'attach_and_keep' }
				options={ [
					{
						value: 'attach_and_keep',
						label: __(
							'Attach to the mail and keep with the submission',
							'farol'
						),
					},
					{
						value: 'attach_only',
						label: __(
							'Attach to the mail only (then delete)',
							'farol'
						),
					},
					{
						value: 'keep_only',
						label: __(
							'Keep with the submission only (do not attach)',
							'farol'
						),
					},
				] }
				onChange={ ( value: string ) =>
					setMail( { ...mail, attachments: value } )
				}
			/>
		</PluginDocumentSettingPanel>
	);
}
