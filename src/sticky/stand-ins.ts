/**
 * What takes a sticky element's place while it is fixed: the invisible placeholder of
 * placeholder mode (the element's box, so nothing below moves) and the clone of legacy mode.
 * Also the class names the feature puts on elements: Farol's own, plus the theming hooks of
 * the plugin it replaces.
 */
/**
 * Internal dependencies
 */
import { setImportant } from './inline-style';

export const CLASSES = {
	original: 'farol-sticky',
	active: 'farol-sticky--active',
	placeholder: 'farol-sticky__placeholder',
	clone: 'farol-sticky__clone',
	legacyOriginal: 'sticky-element-original',
	legacyPlaceholder: 'sticky-element-placeholder',
	legacyClone: 'sticky-element-cloned',
	isSticky: 'element-is-sticky',
	isNotSticky: 'element-is-not-sticky',
} as const;

/** Element properties the placeholder copies so it occupies exactly the element's place. */
const PLACEHOLDER_PROPERTIES = [
	'display',
	'float',
	'clear',
	'flex-grow',
	'flex-shrink',
	'flex-basis',
	'align-self',
	'justify-self',
	'order',
	'grid-row-start',
	'grid-row-end',
	'grid-column-start',
	'grid-column-end',
	'vertical-align',
	'margin-top',
	'margin-right',
	'margin-bottom',
	'margin-left',
];

/**
 * Reads the computed box properties the placeholder will copy (read phase).
 *
 * @param element The element about to stick.
 */
export function readBox( element: HTMLElement ): Map< string, string > {
	const style =
		element.ownerDocument.defaultView?.getComputedStyle( element );
	return new Map(
		PLACEHOLDER_PROPERTIES.map( ( p ) => [
			p,
			style?.getPropertyValue( p ) ?? '',
		] )
	);
}

/**
 * Inserts, before the element, an invisible placeholder with its box (write phase).
 *
 * @param element     The element that sticks.
 * @param size        Its border-box size.
 * @param size.width  Width in px.
 * @param size.height Height in px.
 * @param box         Its computed box properties (readBox()).
 */
export function insertPlaceholder(
	element: HTMLElement,
	size: { width: number; height: number },
	box: Map< string, string > | null
): HTMLElement {
	const placeholder = element.ownerDocument.createElement( 'div' );
	placeholder.className = `${ CLASSES.placeholder } ${ CLASSES.legacyPlaceholder }`;
	placeholder.setAttribute( 'aria-hidden', 'true' );
	const values: Record< string, string > = {
		visibility: 'hidden',
		'pointer-events': 'none',
		'box-sizing': 'border-box',
		padding: '0',
		border: '0',
		width: `${ size.width }px`,
		height: `${ size.height }px`,
	};
	for ( const [ property, value ] of box ?? [] ) {
		values[ property ] =
			property === 'display' && value.startsWith( 'inline' )
				? 'inline-block'
				: value;
	}
	if ( values.display === 'contents' || values.display === 'none' ) {
		values.display = 'block';
	}
	setImportant( placeholder, values );
	element.before( placeholder );
	return placeholder;
}

/**
 * Hides a legacy-mode clone (from the page and from assistive technology).
 *
 * @param clone The clone.
 */
export function hideClone( clone: HTMLElement ): void {
	clone.style.setProperty( 'display', 'none', 'important' );
	clone.setAttribute( 'aria-hidden', 'true' );
}

/**
 * Inserts a hidden legacy-mode clone of the element after it.
 *
 * @param element The element that sticks.
 */
export function insertClone( element: HTMLElement ): HTMLElement {
	const clone = element.cloneNode( true ) as HTMLElement;
	clone.classList.remove(
		CLASSES.original,
		CLASSES.legacyOriginal,
		CLASSES.active,
		CLASSES.isSticky
	);
	clone.classList.add( CLASSES.clone, CLASSES.legacyClone );
	hideClone( clone );
	element.after( clone );
	return clone;
}
