/**
 * What the poll script does to the page's thread (the server's markup: `#wpd-threads`, each
 * comment `[data-comment-id]` with its replies in `#wpd-replies-<id>`): the ids shown, new
 * comments put in (the server's HTML, from the one comment renderer), gone ones taken out, the
 * heading's count. The thread is plain DOM (the widget's runtime acts on it by delegation), so
 * comments put in before or after the runtime takes over work alike.
 */

/** Most ids a poll names (the contract's limit). */
export const MAX_VISIBLE = 500;

/**
 * The thread's list, if the page has the comment area.
 *
 * @param doc Document.
 */
export function threadList( doc: Document ): HTMLElement | null {
	return doc.querySelector< HTMLElement >( '#wpdcom #wpd-threads' );
}

/**
 * The comment element of an id.
 *
 * @param doc Document.
 * @param id  Comment id.
 */
export function commentElement(
	doc: Document,
	id: number
): HTMLElement | null {
	return doc.querySelector< HTMLElement >(
		`#wpdcom [data-comment-id="${ id }"]`
	);
}

/**
 * The ids the thread shows (at most MAX_VISIBLE).
 *
 * @param doc Document.
 */
export function shownIds( doc: Document ): number[] {
	return Array.from(
		doc.querySelectorAll< HTMLElement >( '#wpdcom [data-comment-id]' )
	)
		.map( ( element ) => Number( element.dataset.commentId ) )
		.filter( ( id ) => Number.isInteger( id ) && id > 0 )
		.slice( 0, MAX_VISIBLE );
}

/**
 * Puts a rendered comment in its place: on top of the list, or at the end of its parent's
 * replies. A reply whose parent is not on the page is left out (it is in the parent's thread
 * when that is loaded).
 *
 * @param doc      Document.
 * @param html     The server's markup of the comment.
 * @param parentId The comment whose replies hold it, 0 for the list.
 * @return The comment's element, or null when it was left out or is already shown.
 */
export function insertComment(
	doc: Document,
	html: string,
	parentId: number
): HTMLElement | null {
	const list = threadList( doc );
	const template = doc.createElement( 'template' );
	template.innerHTML = html;
	const element = template.content.firstElementChild as HTMLElement | null;
	if ( ! list || ! element ) {
		return null;
	}
	const id = Number( element.dataset.commentId );
	if ( commentElement( doc, id ) ) {
		return null;
	}
	if ( parentId === 0 ) {
		list.prepend( template.content );
	} else {
		const parent = commentElement( doc, parentId );
		if ( ! parent ) {
			return null;
		}
		let box = doc.getElementById( `wpd-replies-${ parentId }` );
		if ( ! box ) {
			box = doc.createElement( 'div' );
			box.className = 'farol-comment__replies';
			box.setAttribute( 'role', 'list' );
			box.id = `wpd-replies-${ parentId }`;
			parent.append( box );
		}
		box.hidden = false;
		box.append( template.content );
	}
	// Flagged as new until the pointer passes over it (the widget's own flag).
	element.classList.add( 'farol-comment--new' );
	element.addEventListener(
		'mouseenter',
		() => element.classList.remove( 'farol-comment--new' ),
		{ once: true }
	);
	return element;
}

/**
 * Takes out the comments that are gone (their replies go with them, as on the server).
 *
 * @param doc Document.
 * @param ids Comment ids.
 */
export function removeComments( doc: Document, ids: number[] ): void {
	ids.forEach( ( id ) => commentElement( doc, id )?.remove() );
}

/**
 * Puts the server's heading text ("N comments", escaped) in the area's heading.
 *
 * @param doc  Document.
 * @param html The heading's escaped text.
 */
export function showHeading( doc: Document, html: string ): void {
	const title = doc.querySelector( '#wpdcom #farol-comments-title' );
	if ( title && html ) {
		const template = doc.createElement( 'template' );
		template.innerHTML = html;
		title.replaceChildren( template.content );
	}
}
