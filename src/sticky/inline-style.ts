/**
 * Inline styles written with `!important` (so theme rules cannot undo them while an element
 * sticks) and given back exactly as they were afterwards.
 */

/** Inline values replaced: property → [value, priority]. */
export type SavedStyle = Map< string, [ string, string ] >;

/**
 * Sets inline properties with !important, remembering the inline values they replace.
 *
 * @param element Element.
 * @param values  Property → value.
 * @param saved   Where the previous inline values go (first write wins).
 */
export function setImportant(
	element: HTMLElement,
	values: Record< string, string >,
	saved?: SavedStyle
): void {
	for ( const [ property, value ] of Object.entries( values ) ) {
		if ( saved && ! saved.has( property ) ) {
			saved.set( property, [
				element.style.getPropertyValue( property ),
				element.style.getPropertyPriority( property ),
			] );
		}
		element.style.setProperty( property, value, 'important' );
	}
}

/**
 * Puts back the inline values `setImportant` replaced.
 *
 * @param element Element.
 * @param saved   Saved values (emptied).
 */
export function restore( element: HTMLElement, saved: SavedStyle ): void {
	for ( const [ property, [ value, priority ] ] of saved ) {
		if ( value === '' ) {
			element.style.removeProperty( property );
		} else {
			element.style.setProperty( property, value, priority );
		}
	}
	saved.clear();
	if ( element.getAttribute( 'style' ) === '' ) {
		element.removeAttribute( 'style' );
	}
}
