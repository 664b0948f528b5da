/**
 * Where the runtime meets the tracking module (hidden tracking values, the conversion's
 * place, saving the autofill) and the seed (the refill and the view event on load) — one
 * place, so the runtime's files name no other module's internals.
 */

/**
 * Internal dependencies
 */
import { isSeeded } from '../seed/markup';
import type { SeedProps } from '../seed/seed-form';

// From their own modules, not the tracking index: the refill and the view event stay out of
// the runtime's bundle (see seedUnlessSeeded).
export { hiddenFieldValues } from '../tracking/hidden-fields';
export { conversionPlace } from '../tracking/place';
export { saveAutofill } from '../tracking/autofill';

/**
 * Does a form's load-time work (the refill, the view event: ../seed/seed-form.ts) when nothing
 * did it before the runtime came — a form the seed script did not see. The seed script (a
 * WordPress page) and the embed (a page outside WordPress) do it for the forms they know, so
 * the runtime carries none of that code and fetches it only then.
 *
 * @param form  The form.
 * @param props Its id and events endpoint.
 */
export function seedUnlessSeeded(
	form: HTMLFormElement,
	props: SeedProps
): void {
	if ( isSeeded( form ) ) {
		return;
	}
	import( /* webpackChunkName: "lead-form-seed" */ '../seed/seed-form' )
		.then( ( seed ) => seed.seedForm( form, props ) )
		.catch( () => undefined );
}
