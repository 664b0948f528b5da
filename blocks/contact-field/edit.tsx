/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export const FIELD_TYPES = [
	'text',
	'email',
	'url',
	'tel',
	'number',
	'date',
	'time',
	'textarea',
	'select',
	'checkbox',
	'radio',
	'acceptance',
	'file',
	'quiz',
	'submit',
] as const;

export type FieldType = ( typeof FIELD_TYPES )[ number ];

export interface ContactFieldAttributes {
	type: FieldType;
	name?: string;
	label?: string;
	placeholder?: string;
	required?: boolean;
	minlength?: number;
	maxlength?: number;
	min?: string;
	max?: string;
	options?: string[];
	optional?: boolean;
	invert?: boolean;
}

/**
 * The inserter's name of a field type.
 *
 * @param type Field type.
 */
export function typeLabel( type: FieldType ): string {
	const labels: Record< FieldType, string > = {
		text: __( 'Text', 'farol' ),
		email: __( 'Email', 'farol' ),
		url: __( 'URL', 'farol' ),
		tel: __( 'Telephone', 'farol' ),
		number: __( 'Number', 'farol' ),
		date: __( 'Date', 'farol' ),
		time: __( 'Time', 'farol' ),
		textarea: __( 'Text area', 'farol' ),
		select: __( 'Drop-down menu', 'farol' ),
		checkbox: __( 'Checkboxes', 'farol' ),
		radio: __( 'Radio buttons', 'farol' ),
		acceptance: __( 'Acceptance', 'farol' ),
		file: __( 'File', 'farol' ),
		quiz: __( 'Quiz', 'farol' ),
		submit: __( 'Submit button', 'farol' ),
	};
	return labels[ type ];
}

const WITH_OPTIONS: readonly FieldType[] = [ 'select', 'checkbox', 'radio' ];

/**
 * A minimal editor: the field's label and type in the canvas, its name and main rules in the
 * sidebar (the other rule attributes are edited through the code editor for now).
 *
 * @param props               Block props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Attribute setter.
 */
export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ContactFieldAttributes > ) {
	const { type } = attributes;
	const toNumber = ( value: string ): number | undefined =>
		'' === value ? undefined : Number.parseInt( value, 10 );
	return (
		<div
			{ ...useBlockProps( { className: 'farol-contact-field-editor' } ) }
		>
			<InspectorControls>
				<PanelBody title={ typeLabel( type ) }>
					<TextControl
						label={ __( 'Label', 'farol' ) }
						value={ attributes.label ?? '' }
						onChange={ ( label ) => setAttributes( { label } ) }
					/>
					{ 'submit' !== type && (
						<TextControl
							label={ __( 'Field name', 'farol' ) }
							value={ attributes.name ?? '' }
							onChange={ ( name ) => setAttributes( { name } ) }
						/>
					) }
					{ 'acceptance' === type ? (
						<>
							<ToggleControl
								label={ __( 'Optional', 'farol' ) }
								checked={ !! attributes.optional }
								onChange={ ( optional ) =>
									setAttributes( { optional } )
								}
							/>
							<ToggleControl
								label={ __( 'Inverted', 'farol' ) }
								checked={ !! attributes.invert }
								onChange={ ( invert ) =>
									setAttributes( { invert } )
								}
							/>
						</>
					) : (
						'submit' !== type && (
							<ToggleControl
								label={ __( 'Required', 'farol' ) }
								checked={ !! attributes.required }
								onChange={ ( required ) =>
									setAttributes( { required } )
								}
							/>
						)
					) }
					{ WITH_OPTIONS.includes( type ) && (
						<TextareaControl
							label={ __( 'Options (one per line)', 'farol' ) }
							value={ ( attributes.options ?? [] ).join( '\n' ) }
							onChange={ ( text ) =>
								setAttributes( {
									options: text
										.split( '\n' )
										.map( ( line ) => line.trim() )
										.filter( Boolean ),
								} )
							}
						/>
					) }
					{ [ 'text', 'email', 'url', 'tel', 'textarea' ].includes(
						type
					) && (
						<>
							<TextControl
								label={ __( 'Minimum length', 'farol' ) }
								type="number"
								value={ attributes.minlength ?? '' }
								onChange={ ( value ) =>
									setAttributes( {
										minlength: toNumber( value ),
									} )
								}
							/>
							<TextControl
								label={ __( 'Maximum length', 'farol' ) }
								type="number"
								value={ attributes.maxlength ?? '' }
								onChange={ ( value ) =>
									setAttributes( {
										maxlength: toNumber( value ),
									} )
								}
							/>
						</>
					) }
				</PanelBody>
			</InspectorControls>
			<p>
				<strong>{ attributes.label || typeLabel( type ) }</strong>
				{ attributes.required ? ' *' : '' }{ ' ' }
				<code>
					{ 'submit' === type ? type : attributes.name ?? '' }
				</code>
			</p>
		</div>
	);
}
