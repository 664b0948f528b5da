/**
 * A list of named values (a lead's fields, a conversion's payload) as a description list.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { valueText } from '../../lib/admin/format';

export function ValuesList( {
	values,
}: {
	values: Record< string, unknown >;
} ): JSX.Element {
	const entries = Object.entries( values );
	if ( entries.length === 0 ) {
		return <p>{ __( 'Nothing was sent.', 'farol' ) }</p>;
	}
	return (
		<dl className="farol-leads__values">
			{ entries.map( ( [ name, value ] ) => (
				<div key={ name } className="farol-leads__value">
					<dt>{ name }</dt>
					<dd>{ valueText( value ) }</dd>
				</div>
			) ) }
		</dl>
	);
}
