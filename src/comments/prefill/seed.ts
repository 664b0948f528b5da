/**
 * A returning guest's identity in the comment forms from the first paint, without the widget:
 * the area's forms get the name, e-mail and website core's commenter cookies hold, and the
 * agreement box this browser agreed to (`prefillGuest` of fields.ts, the rule the widget applies
 * to the forms it makes), as the page is parsed. The widget loads only on the visitor's first
 * touch; filling the fields then would change them under the visitor's cursor. A form filled
 * here is marked, so the widget leaves it as the visitor keeps it (a field they emptied stays
 * empty). No zod and no dependency: the two props it needs are read by hand.
 */
/**
 * Internal dependencies
 */
import { PREFILLED_ATTRIBUTE, prefillGuest } from '../fields';
import { FORM_SELECTOR } from '../form-lock';

/**
 * The props the pre-fill needs, read from the area's `data-farol-props` (null when they are
 * not there: the widget fills the forms when it comes).
 *
 * @param area The comment area.
 */
function seedProps(
	area: HTMLElement
): { cookieHash: string; placeholderEmailDomain: string } | null {
	let props: unknown;
	try {
		props = JSON.parse( area.dataset.farolProps ?? '' );
	} catch {
		return null;
	}
	const { cookieHash, placeholderEmailDomain } = ( props ?? {} ) as Record<
		string,
		unknown
	>;
	return typeof cookieHash === 'string' &&
		typeof placeholderEmailDomain === 'string'
		? { cookieHash, placeholderEmailDomain }
		: null;
}

/**
 * Fills the guest forms of every comment area of the page.
 *
 * @param doc The document.
 */
export function seedGuestForms( doc: Document ): void {
	doc.querySelectorAll< HTMLElement >( '#wpdcom[data-farol-props]' ).forEach(
		( area ) => {
			const props = seedProps( area );
			if ( ! props ) {
				return;
			}
			area.querySelectorAll< HTMLFormElement >( FORM_SELECTOR ).forEach(
				( form ) => {
					prefillGuest( form, props );
					form.setAttribute( PREFILLED_ATTRIBUTE, '' );
				}
			);
		}
	);
}
