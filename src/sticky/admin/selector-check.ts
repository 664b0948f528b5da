/**
 * The settings page's verdict on a selector, given as the user types: the browser is the
 * judge of CSS syntax (querySelector throws on what it cannot parse), and the jQuery-only
 * extensions the plugin we replace accepted are named, with a CSS equivalent where one exists.
 * Length and forbidden characters come from the contract, which the server enforces too.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SELECTOR_PATTERN, stickyRules } from '../rule-contract';

/**
 * jQuery's selector extensions (not CSS), each with what CSS offers instead, or null. The
 * positional ones (`:first`, `:even`…) count within the matched set in jQuery; their CSS
 * counterparts count among siblings, which is what a sticky rule usually means.
 */
const JQUERY_EXTENSIONS: Record< string, string | null > = {
	eq: ':nth-child()',
	gt: ':nth-child(n + …)',
	lt: ':nth-child(-n + …)',
	first: ':first-child',
	last: ':last-child',
	even: ':nth-child(odd)',
	odd: ':nth-child(even)',
	contains: null,
	visible: null,
	hidden: null,
	animated: null,
	header: ':is(h1, h2, h3, h4, h5, h6)',
	input: ':is(input, textarea, select, button)',
	checkbox: '[type="checkbox"]',
	radio: '[type="radio"]',
	text: '[type="text"]',
	password: '[type="password"]',
	submit: '[type="submit"]',
	button: ':is(button, [type="button"])',
	image: '[type="image"]',
	file: '[type="file"]',
	reset: '[type="reset"]',
	selected: ':checked',
	parent: ':not(:empty)',
};

/** A pseudo-class name not preceded by ':' or '\' (so `::first-letter`, `a\:first` pass). */
const JQUERY_PATTERN = new RegExp(
	`(?<![:\\\\]):(${ Object.keys( JQUERY_EXTENSIONS ).join(
		'|'
	) })(?![\\w-])(\\()?`,
	'i'
);

/**
 * The jQuery extension a selector uses, as the message names it (`:eq()`, `:first`), or null.
 *
 * @param selector Selector.
 */
export function jqueryExtension( selector: string ): string | null {
	const match = JQUERY_PATTERN.exec( selector );
	if ( ! match || ! match[ 1 ] ) {
		return null;
	}
	return `:${ match[ 1 ].toLowerCase() }${ match[ 2 ] ? '()' : '' }`;
}

/**
 * Whether the browser parses the selector.
 *
 * @param selector Selector.
 * @param doc      Document to ask.
 */
function browserAccepts( selector: string, doc: Document ): boolean {
	try {
		doc.querySelector( selector );
		return true;
	} catch {
		return false;
	}
}

/**
 * What is wrong with a selector, or null when it is fine (an empty one is the caller's
 * business: the push-up selector is optional).
 *
 * @param text The field's text.
 * @param doc  Document whose parser judges the syntax.
 */
export function selectorProblem(
	text: string,
	doc: Document = document
): string | null {
	const selector = text.trim();
	if ( selector === '' ) {
		return null;
	}
	const { maxSelectorLength } = stickyRules.limits;
	if ( selector.length > maxSelectorLength ) {
		return sprintf(
			/* translators: %d: maximum number of characters. */
			__( 'A selector can have at most %d characters.', 'farol' ),
			maxSelectorLength
		);
	}
	if ( ! SELECTOR_PATTERN.test( selector ) ) {
		const character = [ ...selector ].find(
			( c ) => ! SELECTOR_PATTERN.test( c )
		);
		return character && /^[\x20-\x7E]$/.test( character )
			? sprintf(
					/* translators: %s: a character such as "<" or "{". */
					__(
						'"%s" never belongs in a CSS selector: remove it.',
						'farol'
					),
					character
			  )
			: __(
					'This selector contains control characters or invalid text: type it again.',
					'farol'
			  );
	}
	if ( browserAccepts( selector, doc ) ) {
		return null;
	}
	const extension = jqueryExtension( selector );
	if ( extension ) {
		const css = JQUERY_EXTENSIONS[ extension.replace( /[:()]/g, '' ) ];
		return css
			? sprintf(
					/* translators: 1: a jQuery selector extension such as ":first", 2: CSS that does a similar job, such as ":first-child". */
					__(
						'"%1$s" is a jQuery extension, not CSS: browsers do not understand it. Use CSS instead, for example %2$s.',
						'farol'
					),
					extension,
					css
			  )
			: sprintf(
					/* translators: %s: a jQuery selector extension such as ":eq()". */
					__(
						'"%s" is a jQuery extension, not CSS: browsers do not understand it. Use a CSS selector.',
						'farol'
					),
					extension
			  );
	}
	return __( 'This is not a valid CSS selector.', 'farol' );
}
