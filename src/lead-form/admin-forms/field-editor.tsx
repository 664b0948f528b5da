/**
 * One field of the form being edited: its name, type, texts, flags and the settings its type
 * needs (options, phone mask and country, hidden value), with move and remove buttons.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { LeadFormField } from '../form-contract';
import type { DraftErrors } from './drafts';
import {
	fieldTypeLabel,
	fieldTypeOptions,
	phoneMaskOptions,
	valueTypeOptions,
} from './labels';

type Option = LeadFormField[ 'options' ][ number ];

interface FieldEditorProps {
	field: LeadFormField;
	index: number;
	count: number;
	/** Problems of this field, keyed by property. */
	errors: DraftErrors;
	onChange: ( field: LeadFormField ) => void;
	onMove: ( to: number ) => void;
	onRemove: () => void;
}

/**
 * Options as the editor writes them: one per line, `value | label` (or just the value).
 *
 * @param options The options.
 */
function optionsToText( options: Option[] ): string {
	return options
		.map( ( option ) =>
			option.label && option.label !== option.value
				? `${ option.value } | ${ option.label }`
				: option.value
		)
		.join( '\n' );
}

/**
 * The options of the text above.
 *
 * @param text Lines of `value | label`.
 */
function textToOptions( text: string ): Option[] {
	return text
		.split( '\n' )
		.map( ( line ) => line.trim() )
		.filter( ( line ) => line !== '' )
		.map( ( line ) => {
			const bar = line.indexOf( '|' );
			if ( bar < 0 ) {
				return { value: line, label: line };
			}
			const value = line.slice( 0, bar ).trim();
			return { value, label: line.slice( bar + 1 ).trim() || value };
		} );
}

/**
 * The options textarea: keeps the text as typed (blank lines, spaces) and hands the parsed
 * options up.
 *
 * @param props          Props.
 * @param props.options  The field's options.
 * @param props.error    A problem to show.
 * @param props.onChange Receives the parsed options.
 */
function OptionsControl( {
	options,
	error,
	onChange,
}: {
	options: Option[];
	error?: string;
	onChange: ( options: Option[] ) => void;
} ) {
	const [ text, setText ] = useState( () => optionsToText( options ) );
	// Options changed from outside (the field moved, another form): show them.
	if (
		JSON.stringify( textToOptions( text ) ) !== JSON.stringify( options )
	) {
		setText( optionsToText( options ) );
	}
	return (
		<TextareaControl
			__nextHasNoMarginBottom
			label={ __( 'Options, one per line: value | label', 'farol' ) }
			value={ text }
			onChange={ ( next: string ) => {
				setText( next );
				onChange( textToOptions( next ) );
			} }
			help={ error }
		/>
	);
}

export function FieldEditor( {
	field,
	index,
	count,
	errors,
	onChange,
	onMove,
	onRemove,
}: FieldEditorProps ) {
	const set = ( patch: Partial< LeadFormField > ) =>
		onChange( { ...field, ...patch } );
	const title = sprintf(
		/* translators: 1: field position, 2: field label or name, 3: field type. */
		__( 'Field %1$d: %2$s (%3$s)', 'farol' ),
		index + 1,
		field.label || field.name,
		fieldTypeLabel( field.type )
	);
	const hasOptions =
		field.type === 'select' || field.type === 'checkbox_group';

	return (
		<fieldset className="farol-forms-admin__field">
			<legend className="farol-forms-admin__field-title">
				{ title }
			</legend>
			<div className="farol-forms-admin__grid">
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Name (sent as)', 'farol' ) }
					value={ field.name }
					onChange={ ( name: string ) => set( { name } ) }
					help={ errors.name }
					className={ errors.name ? 'has-error' : undefined }
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Type', 'farol' ) }
					value={ field.type }
					options={ fieldTypeOptions() }
					onChange={ ( type: string ) =>
						set( { type: type as LeadFormField[ 'type' ] } )
					}
				/>
				{ field.type === 'consent' ? (
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __(
							'Consent text (the box’s label)',
							'farol'
						) }
						value={ field.label }
						onChange={ ( label: string ) => set( { label } ) }
						help={ errors.label }
					/>
				) : (
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Label', 'farol' ) }
						value={ field.label }
						onChange={ ( label: string ) => set( { label } ) }
						help={ errors.label }
					/>
				) }
				{ field.type !== 'hidden' && (
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Placeholder', 'farol' ) }
						value={ field.placeholder }
						onChange={ ( placeholder: string ) =>
							set( { placeholder } )
						}
					/>
				) }
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Value type', 'farol' ) }
					value={ field.value_type }
					options={ valueTypeOptions() }
					onChange={ ( valueType: string ) =>
						set( {
							value_type:
								valueType as LeadFormField[ 'value_type' ],
						} )
					}
				/>
				{ field.type === 'hidden' && (
					<TextControl
						__nextHasNoMarginBottom
						label={ __( 'Hidden value', 'farol' ) }
						value={ field.value }
						onChange={ ( value: string ) => set( { value } ) }
						help={ errors.value }
					/>
				) }
				{ field.type === 'phone' && (
					<>
						<SelectControl
							__nextHasNoMarginBottom
							label={ __( 'Phone mask', 'farol' ) }
							value={ field.phone_mask }
							options={ phoneMaskOptions() }
							onChange={ ( mask: string ) =>
								set( {
									phone_mask:
										mask as LeadFormField[ 'phone_mask' ],
								} )
							}
						/>
						<TextControl
							__nextHasNoMarginBottom
							label={ __(
								'Initial country (ISO code, e.g. BR)',
								'farol'
							) }
							value={ field.phone_country }
							maxLength={ 2 }
							onChange={ ( country: string ) =>
								set( { phone_country: country.toUpperCase() } )
							}
							help={ errors.phone_country }
						/>
					</>
				) }
			</div>
			{ hasOptions && (
				<OptionsControl
					options={ field.options }
					error={ errors.options }
					onChange={ ( options ) => set( { options } ) }
				/>
			) }
			{ field.type !== 'hidden' && (
				<CheckboxControl
					__nextHasNoMarginBottom
					label={ __( 'Required', 'farol' ) }
					checked={ field.required }
					onChange={ ( required: boolean ) => set( { required } ) }
				/>
			) }
			<div className="farol-forms-admin__field-actions">
				<Button
					variant="secondary"
					size="small"
					disabled={ index === 0 }
					onClick={ () => onMove( index - 1 ) }
				>
					{ __( 'Move up', 'farol' ) }
				</Button>
				<Button
					variant="secondary"
					size="small"
					disabled={ index === count - 1 }
					onClick={ () => onMove( index + 1 ) }
				>
					{ __( 'Move down', 'farol' ) }
				</Button>
				<Button
					variant="tertiary"
					size="small"
					isDestructive
					onClick={ onRemove }
				>
					{ __( 'Remove field', 'farol' ) }
				</Button>
			</div>
		</fieldset>
	);
}
