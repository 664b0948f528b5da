/**
 * What the form modules share without importing one another (forms.ts sends new comments and
 * hands edits to comment-edit.ts, which locks the form the same way): the comment forms'
 * selector and the lock that holds a form while it is being sent.
 */

/** Farol's comment forms (core's comment_form, without the class, posts the ordinary way). */
export const FORM_SELECTOR = 'form.farol-comment-form';

/**
 * Locks or unlocks a form's submit button.
 *
 * @param form   The form.
 * @param locked Whether a request runs.
 */
export function lock( form: HTMLFormElement, locked: boolean ): void {
	form.querySelectorAll< HTMLButtonElement >(
		'[data-farol-action="submit"], button[type="submit"]'
	).forEach( ( button ) => ( button.disabled = locked ) );
	form.setAttribute( 'aria-busy', locked ? 'true' : 'false' );
}
