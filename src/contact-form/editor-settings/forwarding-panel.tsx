/**
 * The Forwarding panel: whether this contact form's stored submissions are sent to RD Station
 * as conversions, under which conversion identifier, and which field fills which RD field
 * (`farol_contact_form_forwarding`, the contract src/contact-form/forwarding-contract.ts). Only
 * complete, valid rows are written to the meta (the REST save checks the same contract); a row
 * being typed stays in the panel with a warning until it is valid.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Notice,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	CONSENT_TARGET,
	type ContactFormForwarding,
	type ContactForwardingMapping,
} from '../forwarding-contract';
import { forwardingValue, validRows } from './forwarding-rows';
import { type BlockLike, fieldNames } from './mail-checks';
import { useMeta } from './use-meta';

export const FORWARDING_META = 'farol_contact_form_forwarding';

/**
 * The panel.
 */
export function ForwardingPanel() {
	const [ raw, setRaw ] = useMeta( FORWARDING_META );
	const value = forwardingValue( raw );
	const [ rows, setRows ] = useState< ContactForwardingMapping[] >(
		value.mapping
	);
	// Until the editor changes a row, the rows follow the meta (which may arrive after the
	// panel first renders).
	const touched = useRef( false );
	const stored = JSON.stringify( value.mapping );
	useEffect( () => {
		if ( ! touched.current ) {
			setRows( JSON.parse( stored ) as ContactForwardingMapping[] );
		}
	}, [ stored ] );
	const names = useSelect(
		( select ) =>
			fieldNames(
				(
					select( 'core/block-editor' ) as {
						getBlocks: () => BlockLike[];
					}
				 ).getBlocks()
			),
		[]
	);

	const save = ( next: Partial< ContactFormForwarding > ) =>
		setRaw( { ...value, ...next } );
	const changeRows = ( next: ContactForwardingMapping[] ) => {
		touched.current = true;
		setRows( next );
		save( { mapping: validRows( next ) } );
	};
	const invalid = rows.length - validRows( rows ).length;
	const fieldOptions = [
		{ value: '', label: __( '— Form field —', 'farol' ) },
		...names.map( ( name ) => ( { value: name, label: name } ) ),
	];

	return (
		<PluginDocumentSettingPanel
			name="farol-contact-form-forwarding"
			title={ __( 'Forwarding', 'farol' ) }
			className="farol-contact-form-settings"
		>
			<ToggleControl
				label={ __( 'Send submissions to RD Station', 'farol' ) }
				help={ __(
					'Each stored submission (never spam) is sent as a conversion, with the RD Station key set in Leads › Forwarding. The inbox and the mail stay as they are.',
					'farol'
				) }
				checked={ value.enabled }
				onChange={ ( enabled: boolean ) => save( { enabled } ) }
			/>
			<TextControl
				label={ __( 'Conversion identifier', 'farol' ) }
				help={ __(
					'What RD Station shows as the conversion’s source. Empty: the form’s title.',
					'farol'
				) }
				value={ value.conversion_identifier }
				maxLength={ 100 }
				onChange={ ( text: string ) =>
					save( {
						// The contract's own key.
						// eslint-disable-next-line camelcase
						conversion_identifier: text.replace(
							/[<>"\t\r\n]/g,
							''
						),
					} )
				}
			/>
			<p className="description">
				{ sprintf(
					/* translators: %s: the consent target, "communications". */
					__(
						'Map each field to an RD Station field (name, email, mobile_phone, company_name, cf_…). Map a consent box to "%s" to send the visitor’s consent. Without an email row, the form’s first e-mail field is sent.',
						'farol'
					),
					CONSENT_TARGET
				) }
			</p>
			{ rows.map( ( row, index ) => (
				<div
					className="farol-contact-form-settings__mapping"
					key={ index }
				>
					<SelectControl
						label={ __( 'Form field', 'farol' ) }
						value={ row.from }
						options={ fieldOptions }
						onChange={ ( from: string ) =>
							changeRows(
								rows.map( ( item, at ) =>
									at === index ? { ...item, from } : item
								)
							)
						}
					/>
					<TextControl
						label={ __( 'RD Station field', 'farol' ) }
						value={ row.to }
						onChange={ ( to: string ) =>
							changeRows(
								rows.map( ( item, at ) =>
									at === index
										? { ...item, to: to.trim() }
										: item
								)
							)
						}
					/>
					<Button
						variant="tertiary"
						isDestructive
						label={ sprintf(
							/* translators: %d: row number. */
							__( 'Remove row %d', 'farol' ),
							index + 1
						) }
						onClick={ () =>
							changeRows(
								rows.filter( ( _row, at ) => at !== index )
							)
						}
					>
						{ __( 'Remove', 'farol' ) }
					</Button>
				</div>
			) ) }
			{ invalid > 0 && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Rows without a form field or with an unknown RD Station field are not saved.',
						'farol'
					) }
				</Notice>
			) }
			<Button
				variant="secondary"
				onClick={ () => {
					touched.current = true;
					setRows( [ ...rows, { from: '', to: '' } ] );
				} }
			>
				{ __( 'Add a field', 'farol' ) }
			</Button>
		</PluginDocumentSettingPanel>
	);
}
