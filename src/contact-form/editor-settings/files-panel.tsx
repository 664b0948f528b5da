/**
 * The Files panel: what happens to uploaded files (MAIL_META's `attachments`, values published
 * by the server, the default first): attached to the mail and kept privately with the
 * submission (so a failed mail can be resent with them), attached only, or kept only.
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

/**
 * The words for a value (a value added on the server without words here shows as itself).
 *
 * @param value A files setting.
 */
function label( value: string ): string {
	switch ( value ) {
		case 'attach_and_keep':
			return __(
				'Attach to the mail and keep with the submission',
				'farol'
			);
		case 'attach_only':
			return __( 'Attach to the mail only (then delete)', 'farol' );
		case 'keep_only':
			return __(
				'Keep with the submission only (do not attach)',
				'farol'
			);
		default:
			return value;
	}
}

/**
 * The panel.
 *
 * @param props         Props.
 * @param props.choices The values, the default first.
 */
export function FilesPanel( { choices }: { choices: string[] } ) {
	const [ mail, setMail ] = useTextsMeta( MAIL_META );
	if ( choices.length === 0 ) {
		return null;
	}
	const current = choices.find( ( choice ) => choice === mail.attachments );
	return (
		<PluginDocumentSettingPanel
			name="farol-contact-form-files"
			title={ __( 'Files', 'farol' ) }
			className="farol-contact-form-settings"
		>
			<RadioControl
				label={ __( 'Uploaded files', 'farol' ) }
				selected={ current ?? choices[ 0 ] }
				options={ choices.map( ( value ) => ( {
					value,
					label: label( value ),
				} ) ) }
				onChange={ ( value: string ) =>
					setMail( { ...mail, attachments: value } )
				}
			/>
		</PluginDocumentSettingPanel>
	);
}
