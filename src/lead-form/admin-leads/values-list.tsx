/**
 * A list of named values (a lead's fields, a conversion's payload) as a description list.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * A value as text: lists comma-separated, booleans as yes/no, objects as JSON.
 *
 * @param value Submitted value.
 */
function text( value: unknown ): string {
	if ( Array.isArray( value ) ) {
		return value.map( text ).join( ', ' );
	}
	if ( typeof value === 'boolean' ) {
		return value ? __( 'Yes', 'farol' ) : __( 'No', 'farol' );
	}
	if ( value === null || value === undefined ) {
		return '';
	}
	return typeof value === 'object'
		? JSON.stringify( value )
		: String( value );
}

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
					<dd>{ text( value ) }</dd>
				</div>
			) ) }
		</dl>
	);
}
