/**
 * When a server-rendered container needs its script: as it nears the viewport (or, with
 * `data-farol-visible="<selector>"`, as that element inside it does: the comment list's
 * load-more sentinel), when the visitor first touches it (pointer press, touch, key or focus
 * inside it, or the focus already there), or when the browser is idle — whichever comes first.
 *
 * Hovering is not intent: a reader whose pointer crosses the comment area while scrolling
 * past it has not asked for anything, and `pointerover` used to download the whole widget for
 * them. Only a press, a touch, a key or the focus counts. Nothing here imports React: this module runs on the critical
 * path of a page (the eager loader and the countdown ticker use it), so it stays tiny.
 */

/** The moments that can bring a container to life. */
export type Trigger = 'visible' | 'interaction' | 'idle';

/** `'now'` runs at once; otherwise the first of the listed triggers wins. */
export type When = 'now' | readonly Trigger[];

/** Every trigger: the default for interactive blocks. */
export const ALL_TRIGGERS: readonly Trigger[] = [
	'visible',
	'interaction',
	'idle',
];

/** Names, as a CSS selector, the element inside a container that `visible` watches. */
export const VISIBLE_ATTRIBUTE = 'data-farol-visible';

/** How far outside the viewport a container counts as "near" (one screen on phones). */
export const VISIBLE_MARGIN = '200px 0px';

/** Events that mean the visitor is about to use the container. */
export const INTERACTION_EVENTS = [
	'pointerdown',
	'touchstart',
	'keydown',
	'focusin',
] as const;

/** Longest wait for an idle period before running anyway (browsers that never idle). */
export const IDLE_TIMEOUT_MS = 4000;

/** Fallback delay where requestIdleCallback does not exist (Safari). */
export const IDLE_FALLBACK_MS = 1500;

/**
 * Parses a `data-farol-when` attribute ("visible interaction", "now"); anything unknown or
 * empty gives every trigger.
 *
 * @param value Attribute value.
 */
export function parseWhen( value: string | undefined | null ): When {
	const words = ( value || '' ).split( /\s+/ ).filter( Boolean );
	if ( words.includes( 'now' ) ) {
		return 'now';
	}
	const known = words.filter( ( word ): word is Trigger =>
		( ALL_TRIGGERS as readonly string[] ).includes( word )
	);
	return known.length > 0 ? known : ALL_TRIGGERS;
}

/**
 * Calls `callback` once, at the first of the given moments; returns a function that cancels
 * every pending trigger.
 *
 * @param element  The server-rendered container.
 * @param when     Which moments count.
 * @param callback What to run.
 */
export function whenNeeded(
	element: Element,
	when: When,
	callback: () => void
): () => void {
	const cleanups: Array< () => void > = [];
	let done = false;
	const cancel = () => {
		cleanups.splice( 0 ).forEach( ( cleanup ) => cleanup() );
	};
	const fire = () => {
		if ( done ) {
			return;
		}
		done = true;
		cancel();
		callback();
	};

	if (
		when === 'now' ||
		( when.includes( 'interaction' ) && holdsFocus( element ) )
	) {
		// A container the visitor already focused (tabbed into before the script ran) has
		// been touched.
		fire();
		return cancel;
	}

	if ( when.includes( 'visible' ) ) {
		if ( typeof IntersectionObserver === 'function' ) {
			const observer = new IntersectionObserver(
				( entries ) => {
					if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
						fire();
					}
				},
				{ rootMargin: VISIBLE_MARGIN }
			);
			observer.observe( visibleTarget( element ) );
			cleanups.push( () => observer.disconnect() );
		} else {
			// Without IntersectionObserver nothing can tell visibility: do not wait for it.
			queueMicrotask( fire );
		}
	}

	if ( when.includes( 'interaction' ) ) {
		for ( const type of INTERACTION_EVENTS ) {
			element.addEventListener( type, fire, {
				capture: true,
				passive: true,
			} );
			cleanups.push( () =>
				element.removeEventListener( type, fire, { capture: true } )
			);
		}
	}

	if ( when.includes( 'idle' ) ) {
		cleanups.push( afterLoadWhenIdle( fire ) );
	}

	return cancel;
}

/**
 * What the `visible` trigger watches: the element `data-farol-visible` names inside the
 * container, else the container.
 *
 * @param element The container.
 */
function visibleTarget( element: Element ): Element {
	const selector = element.getAttribute( VISIBLE_ATTRIBUTE );
	if ( selector ) {
		try {
			return element.querySelector( selector ) || element;
		} catch {
			// Not a valid selector: watch the container.
		}
	}
	return element;
}

/**
 * Whether the focus is inside the element (the page's body holding it means nowhere).
 *
 * @param element The container.
 */
function holdsFocus( element: Element ): boolean {
	// The page's body holding the focus means nowhere: the body is never inside a container.
	return element.contains( element.ownerDocument.activeElement );
}

/**
 * Runs `callback` in the first idle period after the page has loaded (an idle moment between
 * two frames while the page is still loading does not count: the page is not done yet).
 *
 * @param callback What to run.
 * @return A function that cancels it.
 */
function afterLoadWhenIdle( callback: () => void ): () => void {
	let cancelIdle = () => {};
	const schedule = () => {
		const idle = typeof requestIdleCallback === 'function';
		const handle = idle
			? requestIdleCallback( callback, { timeout: IDLE_TIMEOUT_MS } )
			: window.setTimeout( callback, IDLE_FALLBACK_MS );
		cancelIdle = () =>
			( idle ? cancelIdleCallback : clearTimeout )( handle );
	};
	if ( document.readyState === 'complete' ) {
		schedule();
	} else {
		window.addEventListener( 'load', schedule, { once: true } );
	}
	return () => {
		window.removeEventListener( 'load', schedule );
		cancelIdle();
	};
}
