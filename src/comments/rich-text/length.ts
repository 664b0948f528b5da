/**
 * The character counter's measure, the same as the server's `CommentContent::length()`:
 * characters of text (code points, entities decoded), 1 per line break, an emoji or sticker
 * image by its alt text, any other image or a video by its address. Whitespace between
 * blocks (a text with a line break and nothing else, outside `pre`) does not count.
 */
/**
 * Internal dependencies
 */
import { isEmojiImage } from './rules';

// Elements whose content is no text of the comment (the server's tokenizer skips it too).
const RAW_TEXT = new Set( [
	'IFRAME',
	'SCRIPT',
	'STYLE',
	'TEXTAREA',
	'TITLE',
	'NOEMBED',
	'NOFRAMES',
	'XMP',
	'TEMPLATE',
] );

const codePoints = ( text: string ): number => Array.from( text ).length;

/**
 * What one element counts for itself (not its text).
 *
 * @param element The element.
 */
export function elementLength( element: Element ): number {
	switch ( element.tagName ) {
		case 'BR':
			return 1;
		case 'IFRAME':
			return codePoints( element.getAttribute( 'src' ) ?? '' );
		case 'IMG':
			return codePoints(
				element.getAttribute(
					isEmojiImage( element.getAttribute( 'class' ) ?? '' )
						? 'alt'
						: 'src'
				) ?? ''
			);
		default:
			return 0;
	}
}

/**
 * Sums a node's descendants.
 *
 * @param node  The node.
 * @param inPre Whether it is inside `pre`.
 */
function nodeLength( node: Node, inPre: boolean ): number {
	let length = 0;
	for ( const child of Array.from( node.childNodes ) ) {
		if ( child.nodeType === 3 ) {
			const text = child.nodeValue ?? '';
			if ( inPre || ! /^[ \t\n\r\f]*\n[ \t\n\r\f]*$/.test( text ) ) {
				length += codePoints( text );
			}
		} else if ( child.nodeType === 1 ) {
			const element = child as Element;
			length += elementLength( element );
			if ( ! RAW_TEXT.has( element.tagName ) ) {
				length += nodeLength(
					element,
					inPre || element.tagName === 'PRE'
				);
			}
		}
	}
	return length;
}

/**
 * The length of a comment's HTML.
 *
 * @param html The HTML.
 */
export function contentLength( html: string ): number {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return nodeLength( template.content, false );
}
