/**
 * Outside Brazil a place has no IBGE city: when the form's country select holds another
 * country, the city input and the state field give way to the free-text place fields the
 * server renders hidden in the city field (open_city, open_state, and open_country holding
 * the country's name); back in Brazil they swap again. Hidden inputs are disabled so the
 * form sends only what is shown.
 */
/**
 * External dependencies
 */
import { useEffect } from 'react';

function show( elements: Array< HTMLElement | null >, visible: boolean ) {
	for ( const element of elements ) {
		if ( ! element ) {
			continue;
		}
		element.hidden = ! visible;
		const controls =
			element instanceof HTMLInputElement ||
			element instanceof HTMLSelectElement
				? [ element ]
				: Array.from(
						element.querySelectorAll< HTMLInputElement >(
							'input, select'
						)
				  );
		controls.forEach( ( control ) => ( control.disabled = ! visible ) );
	}
}

/**
 * Swaps the city/state fields and the free-text place fields with the country.
 *
 * @param wrapper     The city field's wrapper.
 * @param form        The form.
 * @param input       The city input.
 * @param stateSelect The state select.
 */
export function useOpenPlace(
	wrapper: HTMLElement,
	form: HTMLFormElement,
	input: HTMLInputElement | null,
	stateSelect: HTMLSelectElement | null
): void {
	useEffect( () => {
		const country = form.querySelector< HTMLSelectElement >(
			'[data-field-type="country"] select'
		);
		const place =
			wrapper.querySelector< HTMLElement >( '[data-open-place]' );
		if ( ! country || ! place || ! input ) {
			return;
		}
		const label = input.id
			? wrapper.querySelector< HTMLElement >(
					`label[for="${ input.id }"]`
			  )
			: null;
		const stateField =
			stateSelect?.closest< HTMLElement >(
				'[data-field-type="state"]'
			) ?? null;
		const update = () => {
			const abroad = country.value !== '' && country.value !== 'BR';
			show( [ input, label, stateField ], ! abroad );
			show( [ place ], abroad );
			const name = place.querySelector< HTMLInputElement >(
				'input[name="open_country"]'
			);
			if ( name ) {
				name.value = abroad
					? country.selectedOptions[ 0 ]?.textContent?.trim() ?? ''
					: '';
			}
		};
		update();
		country.addEventListener( 'change', update );
		return () => country.removeEventListener( 'change', update );
	}, [ wrapper, form, input, stateSelect ] );
}
