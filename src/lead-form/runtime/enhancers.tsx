/**
 * The field enhancers (phone mask and country, city autocomplete) on the fields that have
 * them, from the fields module. They enhance the server's elements in place and render only
 * portals, so the form's markup stays the server's.
 */

/**
 * External dependencies
 */
import { useMemo } from 'react';

/**
 * Internal dependencies
 */
import { CityFieldEnhancer, PhoneFieldEnhancer } from '../fields';
import { leadFormRules } from '../rules-contract';
import type { LeadFormProps } from './props';

/**
 * The enhancers of a form's fields.
 *
 * @param root       Component props.
 * @param root.form  The form.
 * @param root.props The form's published props.
 */
export function FieldEnhancers( {
	form,
	props,
}: {
	form: HTMLFormElement;
	props: LeadFormProps;
} ) {
	const fields = useMemo( () => {
		const parsed = leadFormRules.safeParse( props.rules );
		if ( ! parsed.success ) {
			return [];
		}
		return Array.from(
			form.querySelectorAll< HTMLElement >(
				'.farol-lead-form__field--phone, .farol-lead-form__field--city'
			)
		).flatMap( ( wrapper ) => {
			const rule = parsed.data.fields.find(
				( candidate ) => candidate.name === wrapper.dataset.field
			);
			return rule ? [ { wrapper, rule } ] : [];
		} );
	}, [ form, props.rules ] );

	return (
		<>
			{ fields.map( ( { wrapper, rule } ) =>
				wrapper.dataset.fieldType === 'city' ? (
					<CityFieldEnhancer
						key={ rule.name }
						wrapper={ wrapper }
						form={ form }
						rule={ rule }
						locale={ props.locale }
						citiesEndpoint={ props.endpoints.cities }
						texts={ props.texts }
					/>
				) : (
					<PhoneFieldEnhancer
						key={ rule.name }
						wrapper={ wrapper }
						rule={ rule }
						locale={ props.locale }
					/>
				)
			) }
		</>
	);
}
