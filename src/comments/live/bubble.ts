/**
 * The floating bubble: the count of new comments, a preview of the newest (author and excerpt,
 * a link that loads just that one), a hint that hides after the configured time, and a dismiss
 * button. Plain DOM, its few styles injected once; a labelled region, its count and hint in a
 * polite live region, every control a real button or link.
 */

/**
 * Internal dependencies
 */
import type { LivePreview } from './answer';
import type { LiveConfig } from './config';

export interface BubbleActions {
	/** Load every pending comment. */
	open: () => void;
	/** Load one comment (the preview's link). */
	openOne: ( id: number ) => void;
	/** Forget the pending comments. */
	dismiss: () => void;
}

export interface Bubble {
	show: ( count: number, newest: LivePreview | undefined ) => void;
	hide: () => void;
	say: ( text: string ) => void;
	element: HTMLElement;
}

const CSS = `.farol-live{position:fixed;left:1rem;bottom:1rem;z-index:99990;display:flex;flex-direction:column;align-items:flex-start;gap:.5rem;max-width:min(22rem,calc(100vw - 2rem));font:inherit;font-size:.9375rem}
.farol-live[hidden],.farol-live [hidden]{display:none!important}
.farol-live__row{display:flex;align-items:center;gap:.25rem}
.farol-live button,.farol-live a{font:inherit}
.farol-live .farol-live__open{display:flex;align-items:center;gap:.5rem;padding:.5rem .875rem;border:0;border-radius:2rem;background:#0a4b78;color:#fff;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.3)}
.farol-live__count{min-width:1.5rem;padding:0 .375rem;border-radius:1rem;background:#fff;color:#0a4b78;font-weight:700;text-align:center}
.farol-live .farol-live__dismiss{width:2rem;height:2rem;border:1px solid #757575;border-radius:50%;background:#fff;color:#1e1e1e;cursor:pointer;line-height:1}
.farol-live .farol-live__preview,.farol-live__hint{margin:0;padding:.625rem .75rem;border-radius:.5rem;background:#fff;color:#1e1e1e;box-shadow:0 2px 8px rgba(0,0,0,.25)}
.farol-live__preview{display:flex;gap:.5rem;align-items:flex-start;text-decoration:none}
.farol-live__preview img{border-radius:50%;flex:none}
.farol-live__preview strong{display:block}
.farol-live :focus-visible{outline:2px solid #1e1e1e;outline-offset:2px}`;

/**
 * An element with a class.
 *
 * @param doc       Document.
 * @param tag       Tag.
 * @param className Class.
 */
function make< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className: string
): HTMLElementTagNameMap[ K ] {
	const element = doc.createElement( tag );
	element.className = className;
	return element;
}

/**
 * Escaped text from the server, put in as text.
 *
 * @param element Where.
 * @param escaped The server's escaped text (no markup).
 */
function putEscaped( element: HTMLElement, escaped: string ): void {
	const template = element.ownerDocument.createElement( 'template' );
	template.innerHTML = escaped;
	element.textContent = template.content.textContent ?? '';
}

/**
 * Builds the bubble (hidden) at the end of the body.
 *
 * @param doc     Document.
 * @param config  The configuration (words, timers).
 * @param actions What its controls do.
 */
export function createBubble(
	doc: Document,
	config: LiveConfig,
	actions: BubbleActions
): Bubble {
	const { words } = config;
	if ( ! doc.getElementById( 'farol-live-style' ) ) {
		const style = doc.createElement( 'style' );
		style.id = 'farol-live-style';
		style.textContent = CSS;
		doc.head.append( style );
	}
	const root = make( doc, 'div', 'farol-live' );
	root.setAttribute( 'role', 'region' );
	root.setAttribute( 'aria-label', words.live_bubble_label );
	root.hidden = true;
	const preview = make( doc, 'a', 'farol-live__preview' );
	preview.hidden = true;
	const hint = make( doc, 'p', 'farol-live__hint' );
	hint.id = 'farol-live-hint';
	hint.textContent = words.live_bubble_hint;
	hint.hidden = true;
	const row = make( doc, 'div', 'farol-live__row' );
	const open = make( doc, 'button', 'farol-live__open' );
	open.type = 'button';
	const count = make( doc, 'span', 'farol-live__count' );
	const label = make( doc, 'span', 'farol-live__label' );
	label.textContent = words.live_bubble_label;
	// Its name is what it shows ("2 New comments"), so a voice command by the visible words
	// reaches it; the space separates the two for assistive technology (in the flex row,
	// whitespace takes no room).
	open.append( count, ' ', label );
	const dismiss = make( doc, 'button', 'farol-live__dismiss' );
	dismiss.type = 'button';
	dismiss.textContent = '×';
	dismiss.setAttribute( 'aria-label', words.live_bubble_dismiss );
	row.append( open, dismiss );
	const status = make( doc, 'p', 'farol-live__status' );
	status.setAttribute( 'role', 'status' );
	status.style.cssText =
		'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;margin:0';
	root.append( preview, hint, row );
	// Outside the bubble: what it says is heard while the bubble is hidden too.
	doc.body.append( root, status );

	open.addEventListener( 'click', () => actions.open() );
	dismiss.addEventListener( 'click', () => actions.dismiss() );
	preview.addEventListener( 'click', ( event ) => {
		const id = Number( preview.dataset.commentId );
		if ( id > 0 ) {
			event.preventDefault();
			actions.openOne( id );
		}
	} );

	let collapse = 0;
	let hintTimer = 0;
	let hinted = false;
	const view = doc.defaultView ?? window;
	const say = ( text: string ) => {
		status.textContent = text;
	};
	return {
		element: root,
		say,
		show( pending, newest ) {
			count.textContent = String( pending );
			if ( newest ) {
				const avatar = newest.avatar
					? Object.assign( doc.createElement( 'img' ), {
							src: newest.avatar,
							alt: '',
							width: 32,
							height: 32,
					  } )
					: null;
				const text = doc.createElement( 'span' );
				const author = doc.createElement( 'strong' );
				const excerpt = doc.createElement( 'span' );
				putEscaped( author, newest.authorName );
				putEscaped( excerpt, newest.commentText );
				text.append( author, excerpt );
				preview.replaceChildren(
					...( avatar ? [ avatar ] : [] ),
					text
				);
				preview.href = newest.commentLink;
				preview.dataset.commentId = String( newest.id );
				preview.hidden = false;
			}
			root.hidden = false;
			say( `${ words.live_bubble_label }: ${ pending }` );
			// Open 5 s, or 10 s with a preview (settings), then only the count stays.
			view.clearTimeout( collapse );
			collapse = view.setTimeout(
				() => {
					preview.hidden = true;
				},
				( newest ? config.previewSeconds : config.showSeconds ) * 1000
			);
			if ( ! hinted && config.hintSeconds > 0 ) {
				hinted = true;
				hint.hidden = false;
				open.setAttribute( 'aria-describedby', hint.id );
				hintTimer = view.setTimeout( () => {
					hint.hidden = true;
					open.removeAttribute( 'aria-describedby' );
				}, config.hintSeconds * 1000 );
			}
		},
		hide() {
			view.clearTimeout( collapse );
			view.clearTimeout( hintTimer );
			const hadFocus = root.contains( doc.activeElement );
			root.hidden = true;
			preview.hidden = true;
			hint.hidden = true;
			if ( hadFocus ) {
				( doc.activeElement as HTMLElement | null )?.blur();
			}
		},
	};
}
