/**
 * The form's values and files as the rules engine reads them, taken from the form's own
 * FormData (what the browser would post): a name ending in `[]` (a checkbox group, a multiple
 * select) collects a list under the bare name; files become `{ name, size, type }`, and a file
 * input left empty (a nameless, empty File) is no file.
 */
/**
 * Internal dependencies
 */
import type { FileDescription, FormFiles, FormValues } from '../rules/values';

/**
 * Reads the form.
 *
 * @param form The form.
 * @return Its values and files by field name.
 */
export function readForm( form: HTMLFormElement ): {
	values: FormValues;
	files: FormFiles;
} {
	const values: Record< string, string | string[] > = {};
	const files: Record< string, FileDescription[] > = {};
	new FormData( form ).forEach( ( value, key ) => {
		const list = key.endsWith( '[]' );
		const name = list ? key.slice( 0, -2 ) : key;
		if ( typeof value !== 'string' ) {
			const chosen = ( files[ name ] ??= [] );
			if ( value.name !== '' ) {
				chosen.push( {
					name: value.name,
					size: value.size,
					type: value.type,
				} );
			}
			return;
		}
		const known = values[ name ];
		if ( list || Array.isArray( known ) ) {
			values[ name ] = [
				...( Array.isArray( known ) ? known : [] ),
				value,
			];
		} else {
			values[ name ] = value;
		}
	} );
	return { values, files };
}
