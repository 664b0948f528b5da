/**
 * A secret of a settings screen (an API key, a captcha secret). The server answers it masked
 * and keeps the stored one when the masked text comes back, so the field shows the mask, is
 * never autofilled, and says that typing replaces the secret.
 */
/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface Props {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	/** Replaces the default help (when emptying it means something, say so). */
	help?: string;
}

/**
 * The field.
 *
 * @param props          Properties.
 * @param props.label    Its label.
 * @param props.value    The masked (or newly typed) secret.
 * @param props.onChange Takes the typed value.
 * @param props.help     Help text instead of the default.
 */
export function SecretField( { label, value, onChange, help }: Props ) {
	return (
		<TextControl
			label={ label }
			help={
				help ??
				__(
					'Never shown again: type a new one to replace it.',
					'farol'
				)
			}
			autoComplete="off"
			value={ value }
			onChange={ onChange }
		/>
	);
}
