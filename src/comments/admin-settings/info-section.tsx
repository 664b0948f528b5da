/**
 * Follows, the "My content" modal and guests' delete links (area: info): three switches. The
 * texts of their buttons and mails are phrases (the Phrases tab).
 */
/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SectionProps } from './section-props';

/**
 * The follows and info modal settings.
 *
 * @param props Section properties.
 */
export function InfoSection( props: SectionProps ) {
	const { settings, change } = props;
	return (
		<fieldset className="farol-comment-settings__group">
			<legend>{ __( 'Follows and own content', 'farol' ) }</legend>
			<ToggleControl
				label={ __( 'Members may follow comment authors', 'farol' ) }
				help={ __(
					'A Follow button on each comment; followers are mailed the author’s new approved comments.',
					'farol'
				) }
				checked={ settings.follows_enabled }
				onChange={ ( value ) => change( { follows_enabled: value } ) }
			/>
			<ToggleControl
				label={ __( 'Show the “My content” button', 'farol' ) }
				help={ __(
					'Members see their comments and follows in a window, with delete and cancel.',
					'farol'
				) }
				checked={ settings.info_modal_enabled }
				onChange={ ( value ) =>
					change( { info_modal_enabled: value } )
				}
			/>
			<ToggleControl
				label={ __(
					'Guests may ask for delete links by e-mail',
					'farol'
				) }
				help={ __(
					'A guest enters the e-mail they comment with and receives links, valid once for 24 hours, to delete their comments, subscriptions and follows.',
					'farol'
				) }
				checked={ settings.guest_delete_links_enabled }
				onChange={ ( value ) =>
					change( { guest_delete_links_enabled: value } )
				}
			/>
		</fieldset>
	);
}
