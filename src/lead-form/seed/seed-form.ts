/**
 * What a lead form does as soon as its page loads, without the visitor touching it: start its
 * view event (view-event.ts) and refill its fields from the autofill cookie
 * (autofill-restore.ts).
 *
 * On a WordPress page the seed script (./index.ts, a small deferred footer script of its own)
 * starts the view event of every form the server printed and, for a returning visitor only,
 * loads the refill script (./refill.ts), while the runtime still waits for the visitor's first
 * press, key or focus in the form; the embed does both for the forms it injects; the runtime
 * does them only for a form nobody seeded (it fetches this module then). Nothing is done
 * twice, although each of those bundles has its own copy of these modules: a form's view is
 * sent once per page view (view-event.ts keeps a page-wide record, which also counts two
 * copies of one form once), and a form is refilled once (autofill-restore.ts marks it), so the
 * visitor's changes since stay.
 */

/**
 * Internal dependencies
 */
import { restoreAutofill } from '../tracking/autofill-restore';
import { startViewEvent } from '../tracking/view-event';
import { TOKEN_FIELD } from '../runtime/payload';
import { LEAD_FORM_SELECTOR, SEEDED_ATTRIBUTE, isSeeded } from './markup';

/** What the view event needs of a form's props. */
export interface SeedProps {
	/** The form's id (0 when unknown: the public token stands in). */
	formId: number;
	/** The events endpoint (`endpoints.events`). */
	events: string;
}

/**
 * The two props the seed needs, read from a container's `data-farol-props` without the
 * runtime's schema (the runtime checks the whole); null when they are not there.
 *
 * @param container The form's container.
 */
export function seedProps( container: Element ): SeedProps | null {
	try {
		const { formId, endpoints } = JSON.parse(
			container.getAttribute( 'data-farol-props' ) || ''
		) as { formId?: unknown; endpoints?: { events?: unknown } };
		const events = endpoints?.events;
		return typeof formId === 'number' && typeof events === 'string'
			? { formId, events }
			: null;
	} catch {
		return null;
	}
}

/**
 * Calls back with each lead form inside an element whose props can be read.
 *
 * @param root     The page, or the element an embed put forms in.
 * @param callback Called with the form and its props.
 */
export function eachForm(
	root: ParentNode,
	callback: ( form: HTMLFormElement, props: SeedProps ) => void
): void {
	root.querySelectorAll( LEAD_FORM_SELECTOR ).forEach( ( container ) => {
		const form = container.querySelector( 'form' );
		const props = seedProps( container );
		if ( form && props ) {
			callback( form, props );
		}
	} );
}

/**
 * Starts a form's view event and marks the form seeded (the runtime then leaves it alone).
 *
 * @param form  The form.
 * @param props Its id and events endpoint.
 */
export function startFormView( form: HTMLFormElement, props: SeedProps ): void {
	form.setAttribute( SEEDED_ATTRIBUTE, '' );
	const token = form.elements.namedItem( TOKEN_FIELD );
	startViewEvent( {
		formId: props.formId,
		endpoint: props.events,
		token: token instanceof HTMLInputElement ? token.value : undefined,
	} );
}

/**
 * Starts a form's view event and refills it, unless it was seeded in this page view.
 *
 * @param form  The form.
 * @param props Its id and events endpoint.
 */
export function seedForm( form: HTMLFormElement, props: SeedProps ): void {
	if ( isSeeded( form ) ) {
		return;
	}
	startFormView( form, props );
	restoreAutofill( form );
}

/**
 * Seeds every lead form inside an element (the embed's forms).
 *
 * @param root The element.
 */
export function seedForms( root: ParentNode ): void {
	eachForm( root, seedForm );
}
