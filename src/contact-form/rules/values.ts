/**
 * How the rules read a field's values, the same as the server (Farol\ContactForm\Rules\Values):
 * a list of strings (a checkbox group posts several), each with CRLF and CR turned into LF and
 * trimmed of Unicode whitespace at both ends, blank ones dropped. The whitespace set is written
 * out (JavaScript's `\s` and PHP's differ): TAB to CR, space, U+0085, U+00A0, U+1680,
 * U+2000 to U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and U+FEFF; U+200B (zero width
 * space) is not whitespace.
 */

/** The whitespace characters, as a regular expression class body. */
export const WHITESPACE =
	'\\u0009-\\u000D\\u0020\\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';

const EDGES = new RegExp( `^[${ WHITESPACE }]+|[${ WHITESPACE }]+$`, 'gu' );

/** A field's raw value: one string, or several (a checkbox group, a multiple select). */
export type RawValue = string | readonly RawValue[] | undefined;

/** The form's values by field name. */
export type FormValues = Readonly< Record< string, RawValue > >;

/** An uploaded file as the rules see it (the browser's File has these three). */
export type FileDescription = {
	name: string;
	/** Bytes. */
	size: number;
	/** The declared MIME type; informative only, the file rule reads the name. */
	type?: string;
};

/** The form's files by field name. */
export type FormFiles = Readonly<
	Record< string, readonly FileDescription[] | undefined >
>;

/**
 * One value as the rules read it.
 *
 * @param value A posted string.
 * @return It with LF line ends, trimmed.
 */
export function normalizeValue( value: string ): string {
	return value.replace( /\r\n?/g, '\n' ).replace( EDGES, '' );
}

/**
 * A field's values as the rules read them: flattened, normalized, blanks dropped. Integers
 * count as their decimal text, as PHP casts them; an object counts as the list of its values
 * (what PHP makes of `f[key]=value`); null, booleans and fractions are no value, as on the
 * server.
 *
 * @param raw The field's raw value (typed RawValue; decoded JSON may hold anything).
 * @return Non-blank values.
 */
export function valuesOf( raw: unknown ): string[] {
	if ( Array.isArray( raw ) ) {
		return raw.flatMap( ( item: unknown ) => valuesOf( item ) );
	}
	if ( typeof raw === 'object' && raw !== null ) {
		return valuesOf( Object.values( raw ) );
	}
	if ( typeof raw === 'number' && Number.isSafeInteger( raw ) ) {
		return [ String( raw ) ];
	}
	if ( typeof raw !== 'string' ) {
		return [];
	}
	const value = normalizeValue( raw );
	return value === '' ? [] : [ value ];
}

/**
 * A field's files as the rules read them: entries with a non-empty string `name`; `size` in
 * bytes, 0 when it is not a number (fractions cut), as on the server.
 *
 * @param raw The field's files (typed FileDescription[]; decoded JSON may hold anything).
 * @return Files.
 */
export function filesOf( raw: unknown ): FileDescription[] {
	if ( ! Array.isArray( raw ) ) {
		return [];
	}
	return raw.flatMap( ( file: unknown ) => {
		if ( typeof file !== 'object' || file === null ) {
			return [];
		}
		const { name, size, type } = file as Record< string, unknown >;
		if ( typeof name !== 'string' || name === '' ) {
			return [];
		}
		return [
			{
				name,
				size:
					typeof size === 'number' && Number.isFinite( size )
						? Math.max( 0, Math.trunc( size ) )
						: 0,
				type: typeof type === 'string' ? type : '',
			},
		];
	} );
}

/**
 * A text's length in Unicode code points (an emoji made of one code point counts one; a
 * letter written with a combining accent counts two), as PHP's mb_strlen counts.
 *
 * @param value Text.
 * @return Code points.
 */
export function codePoints( value: string ): number {
	return Array.from( value ).length;
}
