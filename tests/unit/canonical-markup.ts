/**
 * Canonical markup: the form in which the fixture tables of tests/fixtures/ compare what PHP
 * renders with what a React component renders. tests/php/CanonicalMarkup.php writes the same
 * form from PHP's DOM; keep the two in step.
 *
 * One line per element or text run, indented two spaces per level:
 * - an element: `<tag a="1" b>`: attributes sorted by name; an empty value, or one equal to
 *   the attribute's name (`checked="checked"`), is written bare; in `style`, declarations are
 *   written `property: value` and joined with `; `; every occurrence of the id prefix is
 *   written `{id}`;
 * - text: `"text"`, adjacent text runs joined (comments between them dropped), whitespace
 *   collapsed and trimmed; empty runs are left out;
 * - comments are left out.
 */

/**
 * A style attribute in canonical form.
 *
 * @param value The attribute.
 */
function canonicalStyle( value: string ): string {
	return value
		.split( ';' )
		.map( ( declaration ) => declaration.trim() )
		.filter( Boolean )
		.map( ( declaration ) => {
			const colon = declaration.indexOf( ':' );
			return `${ declaration.slice( 0, colon ).trim() }: ${ declaration
				.slice( colon + 1 )
				.trim() }`;
		} )
		.join( '; ' );
}

/**
 * One element's opening line.
 *
 * @param element  Element.
 * @param idPrefix The prefix to write as `{id}`.
 */
function openingLine( element: Element, idPrefix: string ): string {
	const attributes = Array.from( element.attributes )
		.map( ( { name, value } ) => {
			if ( value === '' || value === name ) {
				return name;
			}
			const written = (
				name === 'style' ? canonicalStyle( value ) : value
			)
				.split( idPrefix )
				.join( '{id}' );
			return `${ name }="${ written }"`;
		} )
		.sort();
	return `<${ [ element.tagName.toLowerCase(), ...attributes ].join(
		' '
	) }>`;
}

/**
 * The canonical lines of a node's children.
 *
 * @param parent   Node whose children to write.
 * @param idPrefix The prefix to write as `{id}`.
 * @param depth    Indentation level.
 */
function childLines( parent: Node, idPrefix: string, depth: number ): string[] {
	const lines: string[] = [];
	const indent = '  '.repeat( depth );
	let text = '';
	const flushText = () => {
		const collapsed = text.replace( /\s+/g, ' ' ).trim();
		if ( collapsed !== '' ) {
			lines.push( `${ indent }"${ collapsed }"` );
		}
		text = '';
	};
	parent.childNodes.forEach( ( node ) => {
		if ( node.nodeType === node.TEXT_NODE ) {
			text += node.textContent ?? '';
		} else if ( node.nodeType === node.ELEMENT_NODE ) {
			flushText();
			lines.push( indent + openingLine( node as Element, idPrefix ) );
			lines.push( ...childLines( node, idPrefix, depth + 1 ) );
		}
	} );
	flushText();
	return lines;
}

/**
 * The canonical lines of an HTML fragment.
 *
 * @param html     Markup.
 * @param idPrefix The prefix to write as `{id}`.
 */
export function canonicalMarkup( html: string, idPrefix: string ): string[] {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return childLines( template.content, idPrefix, 0 );
}
