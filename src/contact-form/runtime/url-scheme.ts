/**
 * URL inputs: a value typed without a scheme gets `http://` when it looks like an address
 * (it contains a dot), so `example.com` is sent as `http://example.com` and passes the url
 * rule. The form calls it when a url input changes (blur) and before it is sent.
 */
/**
 * Internal dependencies
 */
import { normalizeValue } from '../rules/values';

/**
 * A leading `scheme:` (a letter, then letters, digits, `+`, `.` or `-`). Anything of that
 * shape counts as a scheme: `mailto:a@b.c` and `tel:+55…` stay as they are, and so does
 * `example.com:8080`, which cannot be told apart from a scheme.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The value to send for a url input.
 *
 * @param value What the visitor typed.
 * @return It trimmed; with `http://` (leading slashes dropped) when it had no scheme and
 *         contains a dot; empty and dot-less values unchanged but trimmed.
 */
export function withUrlScheme( value: string ): string {
	const trimmed = normalizeValue( value );
	if (
		trimmed === '' ||
		SCHEME.test( trimmed ) ||
		! trimmed.includes( '.' )
	) {
		return trimmed;
	}
	return `http://${ trimmed.replace( /^\/+/, '' ) }`;
}

/**
 * Applies withUrlScheme() to every url input of the form.
 *
 * @param form The form.
 */
export function prependUrlSchemes( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLInputElement >( 'input[type="url"]' ).forEach(
		( input ) => {
			const next = withUrlScheme( input.value );
			if ( next !== input.value ) {
				input.value = next;
			}
		}
	);
}
