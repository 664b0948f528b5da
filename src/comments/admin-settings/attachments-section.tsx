/**
 * Attachments (issue 24): on or off, who may attach, the allowed types, the largest file, the
 * largest total of one comment and the most files (sizes shown in KB, kept in bytes).
 */
/**
 * WordPress dependencies
 */
import {
	CheckboxControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ATTACHMENT_LIMITS, ATTACHMENT_TYPES } from '../attachments-contract';
import { NumberField } from './number-field';
import type { SectionProps } from './section-props';

const KB = 1024;

/**
 * The attachments' settings.
 *
 * @param props Section properties.
 */
export function AttachmentsSection( props: SectionProps ) {
	const { settings, change, errors } = props;
	const types = settings.attachments_types;
	return (
		<fieldset className="farol-comment-settings__attachments">
			<legend>{ __( 'Attachments', 'farol' ) }</legend>
			<ToggleControl
				label={ __( 'Allow attachments with comments', 'farol' ) }
				checked={ settings.attachments_enabled }
				onChange={ ( value ) =>
					change( { attachments_enabled: value } )
				}
			/>
			<SelectControl
				label={ __( 'Who may attach files', 'farol' ) }
				value={ settings.attachments_who }
				options={ [
					{
						label: __( 'Logged-in members only', 'farol' ),
						value: 'members',
					},
					{
						label: __( 'Everyone who may comment', 'farol' ),
						value: 'everyone',
					},
				] }
				onChange={ ( value ) =>
					change( {
						attachments_who:
							value === 'everyone' ? 'everyone' : 'members',
					} )
				}
			/>
			<fieldset className="farol-comment-settings__types">
				<legend>{ __( 'Allowed file types', 'farol' ) }</legend>
				{ ATTACHMENT_TYPES.map( ( type ) => (
					<CheckboxControl
						key={ type }
						label={ type }
						checked={ types.includes( type ) }
						onChange={ ( checked ) =>
							change( {
								attachments_types: checked
									? [ ...types, type ]
									: types.filter( ( one ) => one !== type ),
							} )
						}
					/>
				) ) }
			</fieldset>
			<NumberField
				name="attachments_max_file_size"
				label={ __( 'Largest file (KB)', 'farol' ) }
				help=""
				value={ Math.round( settings.attachments_max_file_size / KB ) }
				min={ 1 }
				max={ ATTACHMENT_LIMITS.maxBytes / KB }
				error={ errors.attachments_max_file_size }
				onChange={ ( value ) =>
					change( { attachments_max_file_size: value * KB } )
				}
			/>
			<NumberField
				name="attachments_max_post_size"
				label={ __( 'Largest total per comment (KB)', 'farol' ) }
				help=""
				value={ Math.round( settings.attachments_max_post_size / KB ) }
				min={ 1 }
				max={ ATTACHMENT_LIMITS.maxBytes / KB }
				error={ errors.attachments_max_post_size }
				onChange={ ( value ) =>
					change( { attachments_max_post_size: value * KB } )
				}
			/>
			<NumberField
				name="attachments_max_files"
				label={ __( 'Most files per comment', 'farol' ) }
				help=""
				value={ settings.attachments_max_files }
				min={ 1 }
				max={ ATTACHMENT_LIMITS.maxFiles }
				error={ errors.attachments_max_files }
				onChange={ ( value ) =>
					change( { attachments_max_files: value } )
				}
			/>
		</fieldset>
	);
}
