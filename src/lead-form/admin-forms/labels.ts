/**
 * Editors' words for the contract's choices (the choices themselves come from the contract).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	LEAD_FIELD_TYPES,
	LEAD_FORM_LOCALES,
	LEAD_VALUE_TYPES,
	PHONE_MASKS,
	type LeadFormField,
} from '../form-contract';

type FieldType = LeadFormField[ 'type' ];

/**
 * A field type's name.
 *
 * @param type The type.
 */
export function fieldTypeLabel( type: FieldType ): string {
	const labels: Record< FieldType, string > = {
		text: __( 'Text', 'farol' ),
		email: __( 'Email', 'farol' ),
		url: __( 'URL', 'farol' ),
		number: __( 'Number', 'farol' ),
		textarea: __( 'Long text', 'farol' ),
		phone: __( 'Phone', 'farol' ),
		select: __( 'Select', 'farol' ),
		checkbox: __( 'Checkbox', 'farol' ),
		checkbox_group: __( 'Checkbox group', 'farol' ),
		state: __( 'State (UF)', 'farol' ),
		city: __( 'City', 'farol' ),
		country: __( 'Country', 'farol' ),
		consent: __( 'Consent', 'farol' ),
		hidden: __( 'Hidden', 'farol' ),
	};
	return labels[ type ];
}

export const fieldTypeOptions = () =>
	LEAD_FIELD_TYPES.map( ( value ) => ( {
		value,
		label: fieldTypeLabel( value ),
	} ) );

export const localeOptions = () =>
	LEAD_FORM_LOCALES.map( ( value ) => ( { value, label: value } ) );

export const valueTypeOptions = () =>
	LEAD_VALUE_TYPES.map( ( value ) => ( {
		value,
		label: {
			string: __( 'Text (string)', 'farol' ),
			integer: __( 'Whole number (integer)', 'farol' ),
			float: __( 'Decimal number (float)', 'farol' ),
			boolean: __( 'Yes/no (boolean)', 'farol' ),
		}[ value ],
	} ) );

export const phoneMaskOptions = () =>
	PHONE_MASKS.map( ( value ) => ( {
		value,
		label: {
			NO_MASK: __( 'No mask', 'farol' ),
			BRAZILIAN_MASK: __( 'Brazilian: (DD) NNNNN-NNNN', 'farol' ),
			INTERNATIONAL_MASK: __( 'International, with country', 'farol' ),
		}[ value ],
	} ) );
