/**
 * The screen's days (from, to) and the CSV export of what is shown.
 */
/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { DateRange } from './view-query';

interface Props {
	range: DateRange;
	onChange: ( range: DateRange ) => void;
	exportHref: string;
	exportLabel: string;
}

/**
 * A labelled date input (components' TextControl offers no date type).
 *
 * @param props          Props.
 * @param props.label    Label.
 * @param props.value    `YYYY-MM-DD` or empty.
 * @param props.min      Earliest day allowed.
 * @param props.max      Latest day allowed.
 * @param props.onChange Receives the new value.
 */
function DateInput( {
	label,
	value,
	min,
	max,
	onChange,
}: {
	label: string;
	value: string;
	min?: string;
	max?: string;
	onChange: ( value: string ) => void;
} ) {
	const id = useId();
	return (
		<div className="farol-leads__date">
			<label htmlFor={ id }>{ label }</label>
			<input
				id={ id }
				type="date"
				value={ value }
				min={ min || undefined }
				max={ max || undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</div>
	);
}

export function RangeControls( {
	range,
	onChange,
	exportHref,
	exportLabel,
}: Props ): JSX.Element {
	return (
		<div className="farol-leads__range">
			<DateInput
				label={ __( 'From', 'farol' ) }
				value={ range.after }
				max={ range.before }
				onChange={ ( after ) => onChange( { ...range, after } ) }
			/>
			<DateInput
				label={ __( 'To', 'farol' ) }
				value={ range.before }
				min={ range.after }
				onChange={ ( before ) => onChange( { ...range, before } ) }
			/>
			<Button variant="secondary" href={ exportHref } download>
				{ exportLabel }
			</Button>
		</div>
	);
}
