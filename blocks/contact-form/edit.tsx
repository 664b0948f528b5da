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

export type ContactFormBlockAttributes = FormPickerAttributes;

export default function Edit(
	props: BlockEditProps< ContactFormBlockAttributes >
) {
	return (
		<FormPickerEdit
			{ ...props }
			options={ {
				restBase: 'farol-contact-forms',
				block: 'farol/contact-form',
				icon: 'email',
				label: __( 'Contact form', 'farol' ),
				empty: __(
					'No published contact form yet: create one in Contact forms.',
					'farol'
				),
				instructions: __(
					'Choose which of the site’s contact forms to show.',
					'farol'
				),
			} }
		/>
	);
}
