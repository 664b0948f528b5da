/**
 * One form being created or edited: title, status, the form's settings and its fields.
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
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	LEAD_FORM_VARIANTS,
	type LeadFormDefinition,
	type LeadFormField,
} from '../form-contract';
import type { FormStatus } from './api';
import { moveItem, newField, type DraftErrors, type FormDraft } from './drafts';
import { FieldEditor } from './field-editor';
import { fieldTypeOptions, localeOptions } from './labels';

interface FormEditorProps {
	draft: FormDraft;
	errors: DraftErrors;
	busy: boolean;
	onChange: ( draft: FormDraft ) => void;
	onSave: () => void;
	onCancel: () => void;
}

/**
 * The problems of one field, keyed by property.
 *
 * @param errors All problems.
 * @param index  The field's index.
 */
function fieldErrors( errors: DraftErrors, index: number ): DraftErrors {
	const prefix = `fields.${ index }.`;
	const found: DraftErrors = {};
	for ( const [ path, message ] of Object.entries( errors ) ) {
		const property = path.startsWith( prefix )
			? path.slice( prefix.length ).split( '.' )[ 0 ]
			: undefined;
		if ( property !== undefined ) {
			found[ property ] ??= message;
		}
	}
	return found;
}

export function FormEditor( {
	draft,
	errors,
	busy,
	onChange,
	onSave,
	onCancel,
}: FormEditorProps ) {
	const [ newType, setNewType ] =
		useState< LeadFormField[ 'type' ] >( 'text' );
	const definition = draft.definition;
	const setDefinition = ( patch: Partial< LeadFormDefinition > ) =>
		onChange( { ...draft, definition: { ...definition, ...patch } } );
	const setFields = ( fields: LeadFormField[] ) =>
		setDefinition( { fields } );

	return (
		<form
			className="farol-forms-admin__editor"
			onSubmit={ ( event ) => {
				event.preventDefault();
				onSave();
			} }
		>
			<h2>
				{ draft.id === null
					? __( 'New form', 'farol' )
					: __( 'Edit form', 'farol' ) }
			</h2>
			<div className="farol-forms-admin__grid">
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Title', 'farol' ) }
					value={ draft.title }
					onChange={ ( title: string ) =>
						onChange( { ...draft, title } )
					}
					help={ errors.title }
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Status', 'farol' ) }
					value={ draft.status }
					options={ [
						{ value: 'publish', label: __( 'Published', 'farol' ) },
						{ value: 'draft', label: __( 'Draft', 'farol' ) },
					] }
					onChange={ ( status: string ) =>
						onChange( { ...draft, status: status as FormStatus } )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Language of the form', 'farol' ) }
					value={ definition.locale }
					options={ localeOptions() }
					onChange={ ( locale: string ) =>
						setDefinition( {
							locale: locale as LeadFormDefinition[ 'locale' ],
						} )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Variant', 'farol' ) }
					value={ definition.variant }
					options={ LEAD_FORM_VARIANTS.map( ( value ) => ( {
						value,
						label:
							value === 'typed'
								? __( 'Typed (JSON POST)', 'farol' )
								: __(
										'Legacy (GET with a query string)',
										'farol'
								  ),
					} ) ) }
					onChange={ ( variant: string ) =>
						setDefinition( {
							variant: variant as LeadFormDefinition[ 'variant' ],
						} )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Conversion identifier', 'farol' ) }
					value={ definition.conversion_identifier }
					onChange={ ( value: string ) =>
						setDefinition( { conversion_identifier: value } )
					}
					help={ errors.conversion_identifier }
				/>
				<TextControl
					__nextHasNoMarginBottom
					label={ __( 'Submit button text', 'farol' ) }
					value={ definition.submit_label }
					onChange={ ( value: string ) =>
						setDefinition( { submit_label: value } )
					}
					help={
						errors.submit_label ??
						__( 'Empty: “Send” in the form’s language.', 'farol' )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					type="url"
					label={ __( 'Redirect to (after a conversion)', 'farol' ) }
					value={ definition.redirect_to }
					onChange={ ( value: string ) =>
						setDefinition( { redirect_to: value } )
					}
					help={ errors.redirect_to }
				/>
			</div>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Thank-you message', 'farol' ) }
				value={ definition.thankyou_message }
				onChange={ ( value: string ) =>
					setDefinition( { thankyou_message: value } )
				}
				help={ errors.thankyou_message }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Accept corporate email addresses only', 'farol' ) }
				checked={ definition.corporate_email_only }
				onChange={ ( value: boolean ) =>
					setDefinition( { corporate_email_only: value } )
				}
			/>

			<h3>{ __( 'Fields', 'farol' ) }</h3>
			{ errors.fields && (
				<p className="farol-forms-admin__error">{ errors.fields }</p>
			) }
			{ definition.fields.map( ( field, index ) => (
				<FieldEditor
					// Fields have no id of their own; the index is their identity while editing.
					// eslint-disable-next-line react/no-array-index-key
					key={ index }
					field={ field }
					index={ index }
					count={ definition.fields.length }
					errors={ fieldErrors( errors, index ) }
					onChange={ ( changed ) =>
						setFields(
							definition.fields.map( ( item, at ) =>
								at === index ? changed : item
							)
						)
					}
					onMove={ ( to ) =>
						setFields( moveItem( definition.fields, index, to ) )
					}
					onRemove={ () =>
						setFields(
							definition.fields.filter(
								( _, at ) => at !== index
							)
						)
					}
				/>
			) ) }
			<div className="farol-forms-admin__add">
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'New field type', 'farol' ) }
					value={ newType }
					options={ fieldTypeOptions() }
					onChange={ ( type: string ) =>
						setNewType( type as LeadFormField[ 'type' ] )
					}
				/>
				<Button
					variant="secondary"
					onClick={ () =>
						setFields( [
							...definition.fields,
							newField(
								newType,
								definition.fields.map( ( field ) => field.name )
							),
						] )
					}
				>
					{ __( 'Add field', 'farol' ) }
				</Button>
			</div>

			<div className="farol-forms-admin__actions">
				<Button
					variant="primary"
					type="submit"
					isBusy={ busy }
					disabled={ busy }
				>
					{ __( 'Save form', 'farol' ) }
				</Button>
				<Button
					variant="tertiary"
					onClick={ onCancel }
					disabled={ busy }
				>
					{ __( 'Back to the list', 'farol' ) }
				</Button>
			</div>
		</form>
	);
}
