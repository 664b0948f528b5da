/**
 * How the rules read a submitted value, as the server does (Farol\LeadForm\Rules\Text): as a
 * string whatever JSON type it came as, trimmed of JavaScript's whitespace (the server trims
 * the same set), counted in characters — Unicode code points, so an emoji is one character,
 * not two UTF-16 units.
 */

/** A scalar as a string ('true'/'false', decimal numbers, '' for null), null for the rest. */
export function fromScalar( raw: unknown ): string | null {
	if ( raw === null || raw === undefined ) {
		return '';
	}
	if ( typeof raw === 'boolean' ) {
		return raw ? 'true' : 'false';
	}
	if ( typeof raw === 'number' || typeof raw === 'string' ) {
		return String( raw );
	}
	return null;
}

export function length( value: string ): number {
	return Array.from( value ).length;
}

/** A message with its `{n}` replaced by the limit. */
export function message( text: string, n: number ): string {
	return text.split( '{n}' ).join( String( n ) );
}

/** Whether a published pattern matches (compiled once per source). */
const compiled = new Map< string, RegExp >();
export function matches( source: string, value: string ): RegExpExecArray | null {
	let pattern = compiled.get( source );
	if ( ! pattern ) {
		pattern = new RegExp( source );
		compiled.set( source, pattern );
	}
	return pattern.exec( value );
}
