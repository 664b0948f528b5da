/**
 * A whole-number setting: a number input, its limits in the help, its problem (if any)
 * beside it. An emptied input is kept as NaN until the user types again, so the check before
 * saving names this field.
 */
/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';

/**
 * Internal dependencies
 */
import { FieldError } from './field-error';

interface Props {
	name: string;
	label: string;
	help: string;
	value: number;
	min: number;
	max?: number;
	error?: string;
	onChange: ( value: number ) => void;
}

/**
 * One number setting.
 *
 * @param props Field properties.
 */
export function NumberField( props: Props ) {
	const { name, label, help, value, min, max, error, onChange } = props;
	return (
		<div className="farol-comment-settings__field" data-setting={ name }>
			<TextControl
				label={ label }
				help={ help }
				type="number"
				min={ min }
				max={ max }
				step={ 1 }
				value={ Number.isNaN( value ) ? '' : String( value ) }
				onChange={ ( typed ) =>
					onChange(
						typed.trim() === '' ? Number.NaN : Number( typed )
					)
				}
			/>
			<FieldError message={ error } />
		</div>
	);
}
