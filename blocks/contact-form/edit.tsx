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

export interface ContactFormBlockAttributes {
	/** The chosen form's post id (0 until chosen). */
	formId: number;
}

interface FormChoice {
	id: number;
	title: { raw?: string; rendered?: string };
}

/**
 * The site's published contact forms, for the picker (null while loading).
 */
function usePublishedForms(): FormChoice[] | null {
	const [ forms, setForms ] = useState< FormChoice[] | null >( null );
	useEffect( () => {
		let active = true;
		apiFetch< FormChoice[] >( {
			path: '/wp/v2/farol-contact-forms?status=publish&per_page=100&context=edit&_fields=id,title',
		} )
			.then( ( found ) => active && setForms( found ) )
			.catch( () => active && setForms( [] ) );
		return () => {
			active = false;
		};
	}, [] );
	return forms;
}

export default function Edit( {
	attributes,
	setAttributes,
}: BlockEditProps< ContactFormBlockAttributes > ) {
	const blockProps = useBlockProps();
	const forms = usePublishedForms();
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
				label={ __( 'Contact form', 'farol' ) }
				value={ String( attributes.formId ) }
				options={ options }
				onChange={ ( value: string ) =>
					setAttributes( { formId: Number( value ) } )
				}
				help={
					forms.length === 0
						? __(
								'No published contact form yet: create one in Contact forms.',
								'farol'
						  )
						: undefined
				}
			/>
		);

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Contact form', 'farol' ) }>
					{ picker }
				</PanelBody>
			</InspectorControls>
			{ attributes.formId > 0 ? (
				<Disabled>
					<ServerSideRender
						block="farol/contact-form"
						attributes={ { formId: attributes.formId } }
					/>
				</Disabled>
			) : (
				<Placeholder
					icon="email"
					label={ __( 'Contact form', 'farol' ) }
					instructions={ __(
						'Choose which of the site’s contact forms to show.',
						'farol'
					) }
				>
					{ picker }
				</Placeholder>
			) }
		</div>
	);
}
