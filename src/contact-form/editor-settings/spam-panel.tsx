/**
 * The Spam protection panel: whether this form asks the site's captcha provider
 * (`farol_contact_form_captcha`), and a link to the site's spam settings (provider, keys,
 * Akismet).
 */
/**
 * WordPress dependencies
 */
import { ExternalLink, ToggleControl } from '@wordpress/components';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useMeta } from './use-meta';

export const CAPTCHA_META = 'farol_contact_form_captcha';

/**
 * The panel.
 *
 * @param props                 Props.
 * @param props.spamSettingsUrl The spam settings screen.
 */
export function SpamPanel( { spamSettingsUrl }: { spamSettingsUrl: string } ) {
	const [ captcha, setCaptcha ] = useMeta( CAPTCHA_META );
	return (
		<PluginDocumentSettingPanel
			name="farol-contact-form-spam"
			title={ __( 'Spam protection', 'farol' ) }
			className="farol-contact-form-settings"
		>
			<ToggleControl
				label={ __( 'Ask for a captcha', 'farol' ) }
				help={ __(
					'Visitors prove they are human with the captcha chosen in the spam settings. The honeypot, the time check and the rate limit always apply.',
					'farol'
				) }
				checked={ captcha === true }
				onChange={ ( checked: boolean ) => setCaptcha( checked ) }
			/>
			{ spamSettingsUrl !== '' && (
				<ExternalLink href={ spamSettingsUrl }>
					{ __( 'Spam settings of the site', 'farol' ) }
				</ExternalLink>
			) }
		</PluginDocumentSettingPanel>
	);
}
