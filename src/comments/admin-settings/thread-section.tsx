/**
 * The thread as readers see it: comments per page, the first order, the votes' display,
 * "Read more", the widget in place of core's comments on other themes, and the endpoint the
 * client calls.
 */
/**
 * WordPress dependencies
 */
import {
	RadioControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	COMMENT_SETTINGS_LIMITS,
	type CommentSettings,
} from '../settings-contract';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';

/**
 * The thread's settings.
 *
 * @param props Section properties.
 */
export function ThreadSection( props: SectionProps ) {
	const { settings, change, errors } = props;
	return (
		<>
			<NumberField
				name="per_page"
				label={ __( 'Conversations per page', 'farol' ) }
				help={ __(
					'Top-level comments on the first page and on each "Load more", with their replies.',
					'farol'
				) }
				value={ settings.per_page }
				min={ 1 }
				max={ COMMENT_SETTINGS_LIMITS.maxPerPage }
				error={ errors.per_page }
				onChange={ ( value ) => change( { per_page: value } ) }
			/>
			<SelectControl
				label={ __( 'First order', 'farol' ) }
				value={ settings.default_sorting }
				options={ [
					{ label: __( 'Newest first', 'farol' ), value: 'newest' },
					{ label: __( 'Oldest first', 'farol' ), value: 'oldest' },
					{
						label: __( 'Most voted first', 'farol' ),
						value: 'by_vote',
					},
				] }
				onChange={ ( value ) =>
					change( {
						default_sorting:
							value as CommentSettings[ 'default_sorting' ],
					} )
				}
			/>
			<RadioControl
				label={ __( 'Votes', 'farol' ) }
				selected={ settings.vote_style }
				options={ [
					{
						label: __(
							'One score (likes minus dislikes)',
							'farol'
						),
						value: 'total',
					},
					{
						label: __( 'Likes and dislikes apart', 'farol' ),
						value: 'separate',
					},
				] }
				onChange={ ( value ) =>
					change( {
						vote_style: value as CommentSettings[ 'vote_style' ],
					} )
				}
			/>
			<NumberField
				name="read_more_words"
				label={ __( 'Words before "Read more"', 'farol' ) }
				help={ __(
					'A longer comment shows its first words and a "Read more" button. 0 shows every comment whole.',
					'farol'
				) }
				value={ settings.read_more_words }
				min={ 0 }
				max={ COMMENT_SETTINGS_LIMITS.maxReadMoreWords }
				error={ errors.read_more_words }
				onChange={ ( value ) => change( { read_more_words: value } ) }
			/>
			<ToggleControl
				label={ __( 'Use the widget on every theme', 'farol' ) }
				help={ __(
					"Prints the widget in place of the theme's comments. Farol's theme shows it already.",
					'farol'
				) }
				checked={ settings.replace_core_comments }
				onChange={ ( value ) =>
					change( { replace_core_comments: value } )
				}
			/>
			<RadioControl
				label={ __( 'Endpoint', 'farol' ) }
				help={ __(
					"Where the widget sends its requests. Farol's endpoint answers the same requests faster, without loading the admin.",
					'farol'
				) }
				selected={ settings.endpoint }
				options={ [
					{
						label: __( "WordPress's admin-ajax.php", 'farol' ),
						value: 'admin_ajax',
					},
					{
						label: __( "Farol's lightweight endpoint", 'farol' ),
						value: 'farol',
					},
				] }
				onChange={ ( value ) =>
					change( {
						endpoint: value as CommentSettings[ 'endpoint' ],
					} )
				}
			/>
		</>
	);
}
