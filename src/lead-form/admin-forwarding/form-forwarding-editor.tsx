/**
 * One form's forwarding settings: on or off, and the mapping table (form field → provider
 * field), checked with the contract before it is saved.
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
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	FORWARDING_LIMITS,
	PROVIDER_FIELD_PATTERN,
	formForwarding,
	type FormForwarding,
} from '../forwarding-contract';
import { errorMessage, saveFormForwarding, type ForwardingForm } from './api';

interface Props {
	form: ForwardingForm;
}

/**
 * The editor of one form's forwarding.
 *
 * @param props      Component props.
 * @param props.form The form.
 */
export function FormForwardingEditor( { form }: Props ) {
	const [ value, setValue ] = useState< FormForwarding >( form.forwarding );
	const [ message, setMessage ] = useState< {
		status: 'success' | 'error';
		text: string;
	} | null >( null );
	const [ busy, setBusy ] = useState( false );

	const setRow = (
		index: number,
		patch: Partial< { from: string; to: string } >
	) =>
		setValue( {
			...value,
			mapping: value.mapping.map( ( row, at ) =>
				at === index ? { ...row, ...patch } : row
			),
		} );

	const save = () => {
		const checked = formForwarding.safeParse( value );
		if ( ! checked.success ) {
			setMessage( {
				status: 'error',
				text: __(
					'Each row needs a form field and a provider field (a standard field or cf_ followed by lower-case letters, digits or underscores).',
					'farol'
				),
			} );
			return;
		}
		setBusy( true );
		saveFormForwarding( form.id, checked.data )
			.then( () =>
				setMessage( {
					status: 'success',
					text: __( 'Settings saved.', 'farol' ),
				} )
			)
			.catch( ( error: unknown ) =>
				setMessage( { status: 'error', text: errorMessage( error ) } )
			)
			.finally( () => setBusy( false ) );
	};

	const fieldOptions = [
		{ value: '', label: __( '— Form field —', 'farol' ) },
		...form.fields.map( ( name ) => ( { value: name, label: name } ) ),
	];

	return (
		<div className="farol-forwarding__form">
			<h3>{ form.title || `#${ form.id }` }</h3>
			{ message && (
				<Notice
					status={ message.status }
					onRemove={ () => setMessage( null ) }
				>
					{ message.text }
				</Notice>
			) }
			<ToggleControl
				label={ __(
					'Send this form’s conversions to RD Station',
					'farol'
				) }
				checked={ value.enabled }
				onChange={ ( enabled ) => setValue( { ...value, enabled } ) }
			/>
			<p className="description">
				{ __(
					'Fields named like a provider field (name, job_title, mobile_phone, cf_…) are sent as they are; map the others here.',
					'farol'
				) }
			</p>
			{ value.mapping.map( ( row, index ) => (
				<div className="farol-forwarding__row" key={ index }>
					<SelectControl
						label={ __( 'Form field', 'farol' ) }
						value={ row.from }
						options={ fieldOptions }
						onChange={ ( from ) => setRow( index, { from } ) }
					/>
					<TextControl
						label={ __( 'Provider field', 'farol' ) }
						value={ row.to }
						help={
							row.to && ! PROVIDER_FIELD_PATTERN.test( row.to )
								? __( 'Not a provider field.', 'farol' )
								: undefined
						}
						onChange={ ( to ) => setRow( index, { to } ) }
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
							setValue( {
								...value,
								mapping: value.mapping.filter(
									( _row, at ) => at !== index
								),
							} )
						}
					>
						{ __( 'Remove', 'farol' ) }
					</Button>
				</div>
			) ) }
			<Button
				variant="secondary"
				disabled={
					value.mapping.length >= FORWARDING_LIMITS.maxMappings
				}
				onClick={ () =>
					setValue( {
						...value,
						mapping: [ ...value.mapping, { from: '', to: '' } ],
					} )
				}
			>
				{ __( 'Add a row', 'farol' ) }
			</Button>{ ' ' }
			<Button variant="primary" isBusy={ busy } onClick={ save }>
				{ __( 'Save', 'farol' ) }
			</Button>
		</div>
	);
}
