/**
 * Writing: the length limits of comments and replies (in the characters the counter counts),
 * guest commenting, the edit window, the agreement checkbox and the page a first-time
 * commenter is sent to.
 */
/**
 * WordPress dependencies
 */
import {
	Notice,
	SelectControl,
	TextareaControl,
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
import { FieldError } from './field-error';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';

type LengthKey =
	| 'comment_min_length'
	| 'comment_max_length'
	| 'reply_min_length'
	| 'reply_max_length';

/**
 * The writing settings.
 *
 * @param props Section properties.
 */
export function WritingSection( props: SectionProps ) {
	const { settings, change, errors, boot } = props;
	const noLimit = __( '0: no limit.', 'farol' );
	const lengths: Array< [ LengthKey, string ] > = [
		[ 'comment_min_length', __( 'Shortest comment', 'farol' ) ],
		[ 'comment_max_length', __( 'Longest comment', 'farol' ) ],
		[ 'reply_min_length', __( 'Shortest reply', 'farol' ) ],
		[ 'reply_max_length', __( 'Longest reply', 'farol' ) ],
	];
	return (
		<>
			<div className="farol-comment-settings__lengths">
				{ lengths.map( ( [ key, label ] ) => (
					<NumberField
						key={ key }
						name={ key }
						label={ label }
						help={ noLimit }
						value={ settings[ key ] }
						min={ 0 }
						max={ COMMENT_SETTINGS_LIMITS.maxLength }
						error={ errors[ key ] }
						onChange={ ( value ) =>
							change( {
								[ key ]: value,
							} as Partial< CommentSettings > )
						}
					/>
				) ) }
			</div>
			<ToggleControl
				label={ __( 'Guests may comment', 'farol' ) }
				help={ __(
					'Visitors who are not logged in write with a name and an email address.',
					'farol'
				) }
				checked={ settings.guest_commenting }
				onChange={ ( value ) => change( { guest_commenting: value } ) }
			/>
			{ boot.registrationRequired && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'Settings › Discussion asks users to be registered and logged in to comment: guests cannot comment whatever this says.',
						'farol'
					) }
				</Notice>
			) }
			<NumberField
				name="edit_window_minutes"
				label={ __( 'Minutes to edit a comment', 'farol' ) }
				help={ __(
					'How long authors may edit their comment after posting it. 0: never. Moderators always may.',
					'farol'
				) }
				value={ settings.edit_window_minutes }
				min={ 0 }
				max={ COMMENT_SETTINGS_LIMITS.maxEditWindow }
				error={ errors.edit_window_minutes }
				onChange={ ( value ) =>
					change( { edit_window_minutes: value } )
				}
			/>
			<div
				className="farol-comment-settings__field"
				data-setting="agreement_text"
			>
				<TextareaControl
					label={ __( 'Agreement checkbox', 'farol' ) }
					help={ __(
						'When filled, the forms show a checkbox with this text that must be ticked. Links (<a href>), <strong> and <em> are kept.',
						'farol'
					) }
					value={ settings.agreement_text }
					onChange={ ( value ) =>
						change( { agreement_text: value } )
					}
				/>
				<FieldError message={ errors.agreement_text } />
			</div>
			<SelectControl
				label={ __( 'After a first comment, go to', 'farol' ) }
				help={ __(
					'A page that welcomes first-time commenters, shown two seconds after their first comment.',
					'farol'
				) }
				value={ String( settings.redirect_page ) }
				options={ [
					{ label: __( 'Stay on the post', 'farol' ), value: '0' },
					...boot.pages.map( ( page ) => ( {
						label: page.title || `#${ page.id }`,
						value: String( page.id ),
					} ) ),
				] }
				onChange={ ( value ) =>
					change( { redirect_page: Number( value ) } )
				}
			/>
		</>
	);
}
