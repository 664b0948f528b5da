/**
 * Debug messages: a selector that matches no element or more than one, and an element two
 * rules both make sticky. Printed to the console only when a rule's debug mode is on, all
 * starting with the prefix of the plugin we replace (`sticky-anything debug`), so people who
 * searched their console for it still find them. They are for the site's developer, in
 * English, so the front-end script needs no translation runtime.
 */

export const DEBUG_PREFIX = 'sticky-anything debug';

export type DebugLog = ( message: string ) => void;

/**
 * Logs through console.warn when debug is on; does nothing otherwise.
 *
 * @param enabled Whether the rule's debug mode is on.
 */
export function debugLogger( enabled: boolean ): DebugLog {
	if ( ! enabled ) {
		return () => undefined;
	}
	return ( message ) => {
		// eslint-disable-next-line no-console -- the console is where debug mode reports.
		console.warn( `${ DEBUG_PREFIX }: ${ message }` );
	};
}

export const debugMessages = {
	alreadySticky: ( selector: string ): string =>
		`the element of the sticky selector "${ selector }" is already sticky through an earlier rule; this rule is ignored.`,
	pushUpNone: ( selector: string ): string =>
		`no element matches the push-up selector "${ selector }"; the push-up element is ignored.`,
	pushUpMany: ( selector: string, count: number ): string =>
		`${ count } elements match the push-up selector "${ selector }"; only one is allowed, so the push-up element is ignored.`,
	stickyNone: ( selector: string ): string =>
		`no element matches the sticky selector "${ selector }"; nothing becomes sticky.`,
	stickyMany: ( selector: string, count: number ): string =>
		`${ count } elements match the sticky selector "${ selector }"; only one can be sticky, so nothing becomes sticky.`,
};

/**
 * Every element a selector matches; an invalid selector matches nothing.
 *
 * @param root     Where to look.
 * @param selector CSS selector.
 */
export function findAll( root: ParentNode, selector: string ): Element[] {
	try {
		return Array.from( root.querySelectorAll( selector ) );
	} catch {
		return [];
	}
}

/**
 * The one element a rule's selector must match, reporting 0 or several matches.
 *
 * @param root     Where to look.
 * @param selector CSS selector.
 * @param kind     Which selector it is (chooses the message).
 * @param log      Debug logger.
 */
export function findOne(
	root: ParentNode,
	selector: string,
	kind: 'sticky' | 'push-up',
	log: DebugLog
): HTMLElement | null {
	const matches = findAll( root, selector );
	if ( matches.length === 1 && matches[ 0 ] instanceof HTMLElement ) {
		return matches[ 0 ];
	}
	if ( matches.length === 0 ) {
		log(
			kind === 'sticky'
				? debugMessages.stickyNone( selector )
				: debugMessages.pushUpNone( selector )
		);
	} else if ( matches.length > 1 ) {
		log(
			kind === 'sticky'
				? debugMessages.stickyMany( selector, matches.length )
				: debugMessages.pushUpMany( selector, matches.length )
		);
	}
	return null;
}
