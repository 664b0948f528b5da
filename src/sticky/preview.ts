/**
 * "Preview on the site" from the settings page: outlines what the rule's selectors match and
 * says how many elements that is, so a selector can be tried before it is saved.
 */
/**
 * Internal dependencies
 */
import { findAll } from './debug';
import type { StickyRule } from './rule-contract';

/** Texts of the preview notice, translated by the server. */
export interface PreviewLabels {
	/** Shown when exactly one element matches. */
	one: string;
	/** Shown when nothing matches. */
	none: string;
	/** Shown when several match; `%d` is the count. */
	many: string;
}

export const PREVIEW_NOTICE_CLASS = 'farol-sticky-preview';

/**
 * Outlines the matches and shows the notice.
 *
 * @param rule   The previewed rule.
 * @param labels Notice texts.
 * @param doc    Document.
 */
export function showPreview(
	rule: StickyRule,
	labels: PreviewLabels,
	doc: Document = document
): HTMLElement {
	const sticky = findAll( doc, rule.sticky_selector );
	const pushUp =
		rule.push_up_selector.trim() === ''
			? []
			: findAll( doc, rule.push_up_selector );
	for ( const element of sticky ) {
		( element as HTMLElement ).style?.setProperty(
			'outline',
			'3px dashed #d63638'
		);
	}
	for ( const element of pushUp ) {
		( element as HTMLElement ).style?.setProperty(
			'outline',
			'3px dotted #2271b1'
		);
	}

	let text = labels.one;
	if ( sticky.length === 0 ) {
		text = labels.none;
	} else if ( sticky.length > 1 ) {
		text = labels.many.replace( '%d', String( sticky.length ) );
	}
	const notice = doc.createElement( 'div' );
	notice.className = PREVIEW_NOTICE_CLASS;
	notice.setAttribute( 'role', 'status' );
	notice.textContent = text;
	Object.assign( notice.style, {
		position: 'fixed',
		right: '16px',
		bottom: '16px',
		zIndex: '2147483647',
		maxWidth: '360px',
		padding: '12px 16px',
		background: '#1e1e1e',
		color: '#fff',
		font: '14px/1.4 system-ui, sans-serif',
		borderRadius: '4px',
		boxShadow: '0 2px 8px rgba(0,0,0,.3)',
	} );
	doc.body.append( notice );
	return notice;
}
