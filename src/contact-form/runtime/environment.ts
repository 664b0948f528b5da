/**
 * What must hold before a contact form starts: the browser has the features the client uses
 * (else a console error, and the form stays a plain HTML form that posts without JavaScript),
 * and the form is not inside another form (the page's HTML parser then drops the inner form
 * tag, so its fields would post to the outer form: the form is replaced by an error).
 */
/**
 * Internal dependencies
 */
import { missingFeaturesMessage, wrongPlaceMessage } from './messages';

/** The features checked, by the name the console error gives. */
const FEATURES: Record< string, ( scope: FeatureScope ) => unknown > = {
	fetch: ( scope ) => scope.fetch,
	FormData: ( scope ) => scope.FormData,
	forEach: ( scope ) => scope.NodeList?.prototype?.forEach,
	replaceAll: ( scope ) => scope.String?.prototype?.replaceAll,
};

/** The globals looked at (a window; tests pass a plain object). */
export type FeatureScope = {
	fetch?: unknown;
	FormData?: unknown;
	NodeList?: { prototype?: { forEach?: unknown } };
	String?: { prototype?: { replaceAll?: unknown } };
};

/**
 * The features the browser lacks.
 *
 * @param scope The globals (window).
 * @return Their names; empty when all are there.
 */
export function missingFeatures( scope: FeatureScope ): string[] {
	return Object.entries( FEATURES )
		.filter( ( [ , read ] ) => typeof read( scope ) !== 'function' )
		.map( ( [ name ] ) => name );
}

/**
 * Whether the form's container (the form, or the block's wrapper around it) is inside another
 * form.
 *
 * @param container The contact form's outermost element.
 * @return True when an ancestor is a form.
 */
export function placedInAnotherForm( container: Element ): boolean {
	return ( container.parentElement?.closest( 'form' ) ?? null ) !== null;
}

export type Readiness =
	| { ready: true }
	| { ready: false; reason: 'missing_features'; missing: string[] }
	| { ready: false; reason: 'wrong_place' };

/**
 * Checks both, and acts: logs the missing features, or replaces a misplaced form with an
 * error paragraph. The caller starts the form only when `ready`.
 *
 * @param container The contact form's outermost element.
 * @param scope     The globals (window).
 * @param log       Where the error goes (console).
 * @param log.error Logs one error.
 * @return Whether the form may start, and why not.
 */
export function checkEnvironment(
	container: Element,
	scope: FeatureScope,
	log: { error: ( message: string ) => void }
): Readiness {
	const missing = missingFeatures( scope );
	if ( missing.length > 0 ) {
		log.error( missingFeaturesMessage( missing ) );
		return { ready: false, reason: 'missing_features', missing };
	}
	if ( placedInAnotherForm( container ) ) {
		const error = container.ownerDocument.createElement( 'p' );
		error.className = 'farol-contact-form__wrong-place';
		error.setAttribute( 'role', 'alert' );
		error.textContent = wrongPlaceMessage();
		container.replaceWith( error );
		return { ready: false, reason: 'wrong_place' };
	}
	return { ready: true };
}
