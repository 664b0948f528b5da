/**
 * Shows a submit state in the server's markup, which stays the one rendering of the form:
 * the button, the loader, the error container, and each field's error slot (`p` referenced
 * by the control's aria-describedby) with `aria-invalid` on the control.
 */

/**
 * Internal dependencies
 */
import type { SubmitState } from './machine';

/** The parts of the server's markup the runtime drives. */
export interface FormParts {
	form: HTMLFormElement;
	button: HTMLButtonElement | null;
	loader: HTMLElement | null;
	alert: HTMLElement | null;
}

/**
 * Finds the parts of a lead form container.
 *
 * @param container The `.farol-lead-form` container.
 */
export function formParts( container: HTMLElement ): FormParts | null {
	const form = container.querySelector( 'form' );
	if ( ! form ) {
		return null;
	}
	return {
		form,
		button: form.querySelector( '.farol-lead-form__submit' ),
		loader: form.querySelector( '.farol-lead-form__loader' ),
		alert: form.querySelector( '.farol-lead-form__errors' ),
	};
}

/**
 * A field's wrapper.
 *
 * @param form The form.
 * @param name The field's name.
 */
export function fieldWrapper(
	form: HTMLFormElement,
	name: string
): HTMLElement | null {
	return (
		Array.from(
			form.querySelectorAll< HTMLElement >( '.farol-lead-form__field' )
		).find( ( element ) => element.dataset.field === name ) ?? null
	);
}

/**
 * The controls of a field that carry aria-invalid (the group's fieldset for checkbox groups).
 *
 * @param wrapper The field's wrapper.
 */
function describedControls( wrapper: HTMLElement ): HTMLElement[] {
	return Array.from(
		wrapper.querySelectorAll< HTMLElement >( '[aria-describedby]' )
	);
}

/**
 * The element that takes the focus for a field.
 *
 * @param wrapper The field's wrapper.
 */
export function focusTarget( wrapper: HTMLElement ): HTMLElement | null {
	return wrapper.querySelector< HTMLElement >(
		'input:not([type=hidden]), select, textarea'
	);
}

/**
 * Writes the state into the markup.
 *
 * @param parts       The form's parts.
 * @param state       The state.
 * @param failureText The error container's text.
 */
export function showState(
	parts: FormParts,
	state: SubmitState,
	failureText: string
): void {
	const submitting = state.phase === 'submitting';
	if ( parts.button ) {
		parts.button.hidden = submitting;
		parts.button.disabled = submitting;
	}
	if ( parts.loader ) {
		parts.loader.hidden = ! submitting;
	}
	if ( parts.alert ) {
		parts.alert.hidden = ! state.failed;
		parts.alert.textContent = state.failed ? failureText : '';
	}
	parts.form.setAttribute( 'aria-busy', submitting ? 'true' : 'false' );
	for ( const wrapper of Array.from(
		parts.form.querySelectorAll< HTMLElement >( '.farol-lead-form__field' )
	) ) {
		const message = state.fieldErrors[ wrapper.dataset.field ?? '' ] ?? '';
		const slot = wrapper.querySelector< HTMLElement >(
			'.farol-lead-form__error'
		);
		if ( slot && slot.textContent !== message ) {
			slot.textContent = message;
		}
		if ( slot ) {
			slot.hidden = message === '';
		}
		wrapper.classList.toggle( 'is-invalid', message !== '' );
		for ( const control of describedControls( wrapper ) ) {
			if ( message === '' ) {
				control.removeAttribute( 'aria-invalid' );
			} else {
				control.setAttribute( 'aria-invalid', 'true' );
			}
		}
	}
}

/**
 * Moves the focus to the first field (in the form's order) that has an error.
 *
 * @param form   The form.
 * @param errors Errors by field name.
 */
export function focusFirstInvalid(
	form: HTMLFormElement,
	errors: Record< string, string >
): void {
	const first = Array.from(
		form.querySelectorAll< HTMLElement >( '.farol-lead-form__field' )
	).find( ( wrapper ) => errors[ wrapper.dataset.field ?? '' ] );
	const target = first ? focusTarget( first ) : null;
	target?.focus();
}
