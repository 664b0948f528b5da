/**
 * What the seed script and the runtime both read of a lead form's server markup: where the
 * forms are, and the mark of a form whose load-time work (seed-form.ts) is done — kept apart
 * from that work, so the runtime can tell without carrying its code.
 */

/** A lead form's container as the server prints it (block and template route alike). */
export const LEAD_FORM_SELECTOR = '.farol-lead-form[data-farol-props]';

/** Set on a `<form>` once it was refilled and its view event started in this page view. */
export const SEEDED_ATTRIBUTE = 'data-farol-seeded';

/**
 * Whether a form's load-time work was done (by the seed script, the embed, or the runtime).
 *
 * @param form The form.
 */
export function isSeeded( form: HTMLFormElement ): boolean {
	return form.hasAttribute( SEEDED_ATTRIBUTE );
}
