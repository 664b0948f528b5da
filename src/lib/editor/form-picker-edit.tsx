/**
 * The editor shared by the blocks that show one chosen form (lead form, contact form).
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Disabled,
	PanelBody,
	Placeholder,
	SelectControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/** The attributes of a block that shows one chosen form. */
export interface FormPickerAttributes {
	/** The chosen form's post id (0 until chosen). */
	formId: number;
}

/** What differs between the blocks that pick a form: where forms are listed, and the words. */
export interface FormPickerOptions {
	/** The forms' REST base under wp/v2 (e.g. `farol-lead-forms`). */
	restBase: string;
	/** The block whose server render previews the chosen form. */
	block: string;
	/** The placeholder's dashicon. */
	icon: 'feedback' | 'email';
	/** The picker's label (also the panel title and the placeholder's label), translated. */
	label: string;
	/** The help shown when no form is published yet, translated. */
	empty: string;
	/** The placeholder's instructions, translated. */
	instructions: string;
}

interface FormChoice {
	id: number;
	title: { raw?: string; rendered?: string };
}

/**
 * The site's published forms of one type, for the picker (null while loading).
 *
 * @param restBase The forms' REST base under wp/v2.
 */
function usePublishedForms( restBase: string ): FormChoice[] | null {
	const [ forms, setForms ] = useState< FormChoice[] | null >( null );
	useEffect( () => {
		let active = true;
		apiFetch< FormChoice[] >( {
			path: `/wp/v2/${ restBase }?status=publish&per_page=100&context=edit&_fields=id,title`,
		} )
			.then( ( found ) => active && setForms( found ) )
			.catch( () => active && setForms( [] ) );
		return () => {
			active = false;
		};
	}, [ restBase ] );
	return forms;
}

/**
 * The editor of a block that shows one chosen form: a picker in the sidebar (and in the
 * placeholder until a form is chosen), and the server's own markup as the preview.
 *
 * @param props               The block's edit props plus what differs between form blocks.
 * @param props.options       Where the forms are listed and the words.
 * @param props.attributes
 * @param props.setAttributes
 */
export function FormPickerEdit( {
	attributes,
	setAttributes,
	options: picked,
}: BlockEditProps< FormPickerAttributes > & { options: FormPickerOptions } ) {
	const blockProps = useBlockProps();
	const forms = usePublishedForms( picked.restBase );
	const options = [
		{ value: '0', label: __( 'Choose a form…', 'farol' ) },
		...( forms ?? [] ).map( ( form ) => ( {
			value: String( form.id ),
			label:
				form.title.raw ||
				form.title.rendered ||
				__( '(untitled form)', 'farol' ),
		} ) ),
	];
	const picker =
		forms === null ? (
			<p>{ __( 'Loading the forms…', 'farol' ) }</p>
		) : (
			<SelectControl
				__nextHasNoMarginBottom
				label={ picked.label }
				value={ String( attributes.formId ) }
				options={ options }
				onChange={ ( value: string ) =>
					setAttributes( { formId: Number( value ) } )
				}
				help={ forms.length === 0 ? picked.empty : undefined }
			/>
		);

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ picked.label }>{ picker }</PanelBody>
			</InspectorControls>
			{ attributes.formId > 0 ? (
				<Disabled>
					<ServerSideRender
						block={ picked.block }
						attributes={ { formId: attributes.formId } }
					/>
				</Disabled>
			) : (
				<Placeholder
					icon={ picked.icon }
					label={ picked.label }
					instructions={ picked.instructions }
				>
					{ picker }
				</Placeholder>
			) }
		</div>
	);
}
