/**
 * Form field behaviour the browser does not give: guests' identity pre-filled from core's
 * commenter cookies, the agreement box remembered for 30 days (the agreement cookie's life),
 * required checkbox groups, and the warning before leaving with unsent text.
 */

/**
 * Internal dependencies
 */
import { AGREEMENT_MAX_AGE, readCookie, writeCookie } from './cookies';
import type { CommentsProps } from './props';

/**
 * Marks a form the area's seed script (src/comments/prefill/) pre-filled as the page was parsed:
 * the widget does not fill it again, so a field the visitor emptied meanwhile stays empty.
 */
export const PREFILLED_ATTRIBUTE = 'data-farol-prefilled';

/** The cookie of a confirmed comment-form agreement (`wpd_agreement`); social login has its own. */
export const AGREEMENT_COOKIE = 'farol_agreement';

/**
 * Remembers, for 30 days, that the visitor ticked the form's agreement box (called as a valid
 * form is sent).
 *
 * @param form The form.
 */
export function keepAgreement( form: HTMLFormElement ): void {
	const box = form.elements.namedItem( 'wpd_agreement' );
	if ( box instanceof HTMLInputElement && box.checked ) {
		writeCookie( AGREEMENT_COOKIE, '1', AGREEMENT_MAX_AGE );
	}
}

/**
 * Ticks the form's agreement box when this browser agreed in the last 30 days (the box stays
 * visible: the visitor sees what was agreed and may untick it; the server still asks for it).
 *
 * @param form The form.
 */
export function restoreAgreement( form: HTMLFormElement ): void {
	const box = form.elements.namedItem( 'wpd_agreement' );
	if (
		box instanceof HTMLInputElement &&
		readCookie( AGREEMENT_COOKIE ) === '1'
	) {
		box.checked = true;
	}
}

/**
 * Fills a guest's name, email and website from core's `comment_author_*_{COOKIEHASH}` cookies
 * (set when a guest posted with consent), leaving what is typed already and an email at the
 * placeholder domain (a made-up address must not look like the visitor's); and the agreement
 * box ticked when it was agreed to (restoreAgreement).
 *
 * @param form  The form.
 * @param props The area's props.
 */
export function prefillGuest(
	form: HTMLFormElement,
	props: Pick< CommentsProps, 'cookieHash' | 'placeholderEmailDomain' >
): void {
	restoreAgreement( form );
	if ( ! props.cookieHash ) {
		return;
	}
	const values: Record< string, string > = {
		wc_name: readCookie( `comment_author_${ props.cookieHash }` ) ?? '',
		wc_email:
			readCookie( `comment_author_email_${ props.cookieHash }` ) ?? '',
		wc_website:
			readCookie( `comment_author_url_${ props.cookieHash }` ) ?? '',
	};
	const placeholder = props.placeholderEmailDomain.toLowerCase();
	if (
		placeholder &&
		values.wc_email?.toLowerCase().endsWith( `@${ placeholder }` )
	) {
		values.wc_email = '';
	}
	for ( const [ name, value ] of Object.entries( values ) ) {
		const field = form.elements.namedItem( name );
		if ( field instanceof HTMLInputElement && ! field.value && value ) {
			field.value = value;
		}
	}
}

/**
 * A required checkbox group (several boxes with one name, at least one `required`) needs one
 * choice: once one is ticked the others stop being required (so the browser's own check lets
 * the form go), and the marking comes back when none is.
 *
 * @param form The form.
 */
export function syncRequiredGroups( form: HTMLFormElement ): void {
	const groups = new Map< string, HTMLInputElement[] >();
	form.querySelectorAll< HTMLInputElement >(
		'input[type="checkbox"][name]'
	).forEach( ( box ) => {
		groups.set( box.name, [ ...( groups.get( box.name ) ?? [] ), box ] );
	} );
	for ( const boxes of groups.values() ) {
		if ( boxes.length < 2 ) {
			continue;
		}
		for ( const box of boxes ) {
			if ( box.required ) {
				box.dataset.farolRequired = '1';
			}
		}
		if ( boxes.some( ( box ) => box.dataset.farolRequired ) ) {
			const chosen = boxes.some( ( box ) => box.checked );
			boxes.forEach( ( box ) => ( box.required = ! chosen ) );
		}
	}
}

/**
 * Whether a visible comment form holds text not sent yet.
 *
 * @param root Where the forms are.
 */
export function hasUnsentText( root: ParentNode ): boolean {
	return Array.from(
		root.querySelectorAll< HTMLTextAreaElement >(
			'form.farol-comment-form textarea[name="wc_comment"]'
		)
	).some(
		( area ) =>
			area.value.trim() !== '' &&
			! area.closest( '[hidden]' ) &&
			area.closest( 'form' )?.getAttribute( 'aria-busy' ) !== 'true'
	);
}

/**
 * Asks before leaving the page while a visible form holds unsent text.
 *
 * @param root Where the forms are.
 * @param text The question (older browsers want one).
 * @return Stops asking.
 */
export function guardLeaving( root: ParentNode, text: string ): () => void {
	const onBeforeUnload = ( event: BeforeUnloadEvent ) => {
		if ( hasUnsentText( root ) ) {
			event.preventDefault();
			// Browsers before the preventDefault() form ask only for a non-empty return value
			// (they show their own words, not this text).
			event.returnValue = text;
			return text;
		}
		return undefined;
	};
	window.addEventListener( 'beforeunload', onBeforeUnload );
	return () => window.removeEventListener( 'beforeunload', onBeforeUnload );
}
