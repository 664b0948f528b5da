/**
 * The post rating's settings (Farol\Comments\Rating): whether posts are rated, and whether
 * guests may rate.
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
 * The rating's settings.
 *
 * @param props Section properties.
 */
export function RatingSection( props: SectionProps ) {
	const { settings, change } = props;
	return (
		<fieldset className="farol-comment-settings__group">
			<legend>{ __( 'Post rating', 'farol' ) }</legend>
			<ToggleControl
				label={ __( 'Rate posts with stars', 'farol' ) }
				help={ __(
					'Shows 1 to 5 stars, the average and the count above the comments, and tells search engines the average.',
					'farol'
				) }
				checked={ settings.rating_enabled }
				onChange={ ( value ) => change( { rating_enabled: value } ) }
			/>
			<ToggleControl
				label={ __( 'Guests may rate', 'farol' ) }
				help={ __(
					'A guest rates once per address. Members always may.',
					'farol'
				) }
				checked={ settings.rating_guests }
				disabled={ ! settings.rating_enabled }
				onChange={ ( value ) => change( { rating_guests: value } ) }
			/>
		</fieldset>
	);
}
