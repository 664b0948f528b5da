/**
 * Plain HTML stand-ins for the few WordPress components the settings screens use. In jest,
 * the components package resolves a second copy of React (its nested @wordpress/element), so
 * the real ones cannot render here; these keep the same props and roles (label, help,
 * checkbox, radio, notice) so a test reads the screen as a person does.
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

interface Children {
	children?: ReactNode;
	className?: string;
}

let id = 0;
const nextId = () => `stand-in-${ ++id }`;

export const Card = ( { children }: Children ) => <div>{ children }</div>;
export const CardBody = Card;
export const CardHeader = Card;

export function Button( {
	children,
	onClick,
	isBusy,
	disabled,
	type = 'button',
}: Children & {
	onClick?: () => void;
	isBusy?: boolean;
	disabled?: boolean;
	type?: 'button' | 'submit';
	variant?: string;
} ) {
	return (
		<button
			// eslint-disable-next-line react/button-has-type -- the prop says which.
			type={ type }
			onClick={ onClick }
			disabled={ disabled }
			aria-busy={ isBusy }
		>
			{ children }
		</button>
	);
}

export function Notice( {
	children,
	status,
	onRemove,
}: Children & { status: string; onRemove?: () => void } ) {
	return (
		<div role={ status === 'error' ? 'alert' : 'status' }>
			{ children }
			{ onRemove && (
				<button type="button" onClick={ onRemove }>
					Dismiss
				</button>
			) }
		</div>
	);
}

interface FieldProps< Value > {
	label: string;
	help?: string;
	value?: Value;
	onChange: ( value: Value ) => void;
}

export function TextControl( {
	label,
	help,
	value,
	onChange,
	__nextHasNoMarginBottom: _margin,
	...input
}: FieldProps< string > & Record< string, unknown > ) {
	const field = nextId();
	return (
		<div>
			<label htmlFor={ field }>{ label }</label>
			<input
				id={ field }
				{ ...( input as object ) }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			{ help && <p>{ help }</p> }
		</div>
	);
}

export function ToggleControl( {
	label,
	help,
	checked,
	onChange,
}: Omit< FieldProps< boolean >, 'value' > & { checked: boolean } ) {
	const field = nextId();
	return (
		<div>
			<input
				id={ field }
				type="checkbox"
				checked={ checked }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>
			<label htmlFor={ field }>{ label }</label>
			{ help && <span>{ help }</span> }
		</div>
	);
}

export function RadioControl( {
	label,
	selected,
	options,
	onChange,
}: Omit< FieldProps< string >, 'value' > & {
	selected: string;
	options: Array< { label: string; value: string } >;
} ) {
	return (
		<fieldset>
			<legend>{ label }</legend>
			{ options.map( ( option ) => (
				<div key={ option.value }>
					<input
						id={ `${ label }-${ option.value }` }
						type="radio"
						checked={ selected === option.value }
						onChange={ () => onChange( option.value ) }
					/>
					<label htmlFor={ `${ label }-${ option.value }` }>
						{ option.label }
					</label>
				</div>
			) ) }
		</fieldset>
	);
}

export function PanelBody( {
	title,
	children,
}: Children & { title: string; initialOpen?: boolean } ) {
	return (
		<section aria-label={ title }>
			<h2>{ title }</h2>
			{ children }
		</section>
	);
}
