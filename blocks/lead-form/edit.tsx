/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	FormPickerEdit,
	type FormPickerAttributes,
} from '../../src/lib/editor/form-picker-edit';

export type LeadFormBlockAttributes = FormPickerAttributes;

export default function Edit(
	props: BlockEditProps< LeadFormBlockAttributes >
) {
	return (
		<FormPickerEdit
			{ ...props }
			options={ {
				restBase: 'farol-lead-forms',
				block: 'farol/lead-form',
				icon: 'feedback',
				label: __( 'Lead form', 'farol' ),
				empty: __(
					'No published lead form yet: create one in Leads › Forms.',
					'farol'
				),
				instructions: __(
					'Choose which of the site’s lead forms to show.',
					'farol'
				),
			} }
		/>
	);
}
