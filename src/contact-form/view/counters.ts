/**
 * Wires the character counters the server printed (`.farol-contact-form__counter`, one per
 * text-like field with a length limit, `hidden` until here): each shows, as the visitor types,
 * what the runtime's counter says — the characters left in its `.farol-contact-form__count`
 * and the classes `too-long` / `too-short` on both — counted as the rules count, against the
 * limits of the published schema. A form reset (after a sent message) counts again. The
 * control's `maxlength` attribute goes: the visitor may type or paste past the maximum and
 * sees it flagged (the rules refuse it on send) instead of losing the end of a text.
 */
/**
 * Internal dependencies
 */
import { characterCount, lengthLimits, renderCount } from '../runtime/counter';
import type { FeedbackSchema } from '../schema-contract';

/**
 * Starts the counters of a form.
 *
 * @param form   The form.
 * @param schema Its published schema.
 * @return A function that counts every field again.
 */
export function startCounters(
	form: HTMLFormElement,
	schema: FeedbackSchema
): () => void {
	const updates: Array< () => void > = [];
	form.querySelectorAll< HTMLElement >(
		'[data-name] .farol-contact-form__counter'
	).forEach( ( counter ) => {
		const wrapper = counter.closest< HTMLElement >( '[data-name]' );
		const name = wrapper?.dataset.name ?? '';
		const control = wrapper?.querySelector<
			HTMLInputElement | HTMLTextAreaElement
		>( 'input, textarea' );
		const count = counter.querySelector< HTMLElement >(
			'.farol-contact-form__count'
		);
		if ( ! control || ! count ) {
			return;
		}
		const limits = lengthLimits( schema, name );
		const update = (): void => {
			const result = characterCount( control.value, limits );
			renderCount( count, result );
			counter.classList.toggle( 'too-long', result.tooLong );
			counter.classList.toggle( 'too-short', result.tooShort );
		};
		// The counter replaces the browser's silent cut at maxlength (kept for pages without
		// JavaScript): a pasted text stays whole, its overflow shown, to be edited down.
		control.removeAttribute( 'maxlength' );
		control.addEventListener( 'input', update );
		counter.hidden = false;
		update();
		updates.push( update );
	} );
	const all = (): void => updates.forEach( ( update ) => update() );
	// The reset event comes before the fields are emptied.
	form.addEventListener( 'reset', () => setTimeout( all ) );
	return all;
}
