/**
 * Reads what a lead form holds, as the server's markup names it: one value per control
 * name, a checkbox group (`name[]`) as the list of its checked values, a single checkbox as
 * a boolean, and every other value typed by its `data-type` (integer, float, boolean,
 * string; the input type `number` counts as a number when no data-type says otherwise).
 * A disabled control (itself or through its fieldset) is left out: the form shows it as not
 * applying — the city and state while the visitor is abroad and the free-text place fields
 * stand in — so it is neither checked here nor sent.
 */

export type FieldValue = string | number | boolean | string[];
export type FieldValues = Record< string, FieldValue >;

/** Words a boolean field reads as true. */
const TRUE_WORDS = [ '1', 'true', 'on', 'yes', 'sim', 'si' ];

/**
 * A control's value typed by its data-type.
 *
 * @param raw      The value as text.
 * @param dataType The control's data-type ('' when none).
 * @param type     The control's type attribute.
 */
export function typeValue(
	raw: string,
	dataType: string,
	type = 'text'
): FieldValue {
	const kind = dataType || ( type === 'number' ? 'float' : 'string' );
	const text = raw.trim();
	if ( kind === 'boolean' ) {
		return TRUE_WORDS.includes( text.toLowerCase() );
	}
	if ( ( kind === 'integer' || kind === 'float' ) && text !== '' ) {
		const number =
			kind === 'integer'
				? Number.parseInt( text, 10 )
				: Number.parseFloat( text.replace( ',', '.' ) );
		return Number.isFinite( number ) ? number : raw;
	}
	return raw;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The form's named value controls (buttons left out).
 *
 * @param form The lead form.
 */
function controlsOf( form: HTMLFormElement ): Control[] {
	return Array.from( form.elements ).filter(
		( element ): element is Control =>
			( element instanceof HTMLInputElement ||
				element instanceof HTMLSelectElement ||
				element instanceof HTMLTextAreaElement ) &&
			element.name !== '' &&
			element.type !== 'submit' &&
			element.type !== 'button'
	);
}

/**
 * The field names (a group's without its `[]`) whose every control is disabled: fields that
 * do not apply now, which the validation skips.
 *
 * @param form The lead form.
 */
export function disabledFields( form: HTMLFormElement ): Set< string > {
	const enabled = new Set< string >();
	const disabled = new Set< string >();
	for ( const element of controlsOf( form ) ) {
		const name = element.name.replace( /\[\]$/, '' );
		( element.matches( ':disabled' ) ? disabled : enabled ).add( name );
	}
	enabled.forEach( ( name ) => disabled.delete( name ) );
	return disabled;
}

/**
 * The form's values by field name (buttons, unnamed and disabled controls left out).
 *
 * @param form The lead form.
 */
export function collectFields( form: HTMLFormElement ): FieldValues {
	const values: FieldValues = {};
	for ( const element of controlsOf( form ) ) {
		if ( element.matches( ':disabled' ) ) {
			continue;
		}
		const dataType = element.dataset.type ?? '';
		if ( element.name.endsWith( '[]' ) ) {
			const name = element.name.slice( 0, -2 );
			const list = Array.isArray( values[ name ] )
				? ( values[ name ] as string[] )
				: [];
			if ( ( element as HTMLInputElement ).checked ) {
				list.push( element.value );
			}
			values[ name ] = list;
			continue;
		}
		if ( element instanceof HTMLInputElement && element.type === 'radio' ) {
			if ( element.checked ) {
				values[ element.name ] = typeValue( element.value, dataType );
			} else if ( ! ( element.name in values ) ) {
				values[ element.name ] = '';
			}
			continue;
		}
		if (
			element instanceof HTMLInputElement &&
			element.type === 'checkbox'
		) {
			values[ element.name ] = element.checked;
			continue;
		}
		values[ element.name ] = typeValue(
			element.value,
			dataType,
			element.type
		);
	}
	return values;
}
