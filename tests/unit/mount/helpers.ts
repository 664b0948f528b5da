/**
 * What the mount tests share: server-rendered containers, and the two browser features
 * jsdom lacks and the triggers need (IntersectionObserver, requestIdleCallback), replaced by
 * versions the test drives.
 */

/**
 * A container as a block's render.php prints it.
 *
 * @param className Class of the container.
 * @param props     Its `data-farol-props` (a string is written as is).
 * @param inner     Server markup inside it.
 */
export function serverBlock(
	className: string,
	props: unknown,
	inner = '<p class="server">Server markup</p>'
): HTMLElement {
	const container = document.createElement( 'div' );
	container.className = className;
	container.setAttribute(
		'data-farol-props',
		typeof props === 'string' ? props : JSON.stringify( props )
	);
	container.innerHTML = inner;
	document.body.appendChild( container );
	return container;
}

/** Observers created since the fake was installed. */
const observers: FakeIntersectionObserver[] = [];

/**
 * An IntersectionObserver the test drives: `enter( element )` reports the element as
 * intersecting to every observer watching it.
 */
class FakeIntersectionObserver {
	readonly watched = new Set< Element >();
	readonly options: IntersectionObserverInit | undefined;
	private readonly callback: IntersectionObserverCallback;

	constructor(
		callback: IntersectionObserverCallback,
		options?: IntersectionObserverInit
	) {
		this.callback = callback;
		this.options = options;
		observers.push( this );
	}

	observe( element: Element ) {
		this.watched.add( element );
	}

	unobserve( element: Element ) {
		this.watched.delete( element );
	}

	disconnect() {
		this.watched.clear();
	}

	takeRecords(): IntersectionObserverEntry[] {
		return [];
	}

	report( element: Element ) {
		if ( this.watched.has( element ) ) {
			this.callback(
				[
					{
						target: element,
						isIntersecting: true,
					} as IntersectionObserverEntry,
				],
				this as unknown as IntersectionObserver
			);
		}
	}
}

/**
 * Installs the fake observer; returns how to make an element near the viewport.
 */
export function fakeViewport(): { enter: ( element: Element ) => void } {
	observers.splice( 0 );
	Object.defineProperty( window, 'IntersectionObserver', {
		value: FakeIntersectionObserver,
		configurable: true,
		writable: true,
	} );
	return {
		enter: ( element ) =>
			[ ...observers ].forEach( ( observer ) =>
				observer.report( element )
			),
	};
}

/**
 * Installs a requestIdleCallback the test drives; returns how to end the idle wait.
 */
export function fakeIdle(): { idle: () => void; pending: () => number } {
	let queue = new Map< number, () => void >();
	let next = 1;
	Object.defineProperty( window, 'requestIdleCallback', {
		value: ( callback: () => void ) => {
			queue.set( next, callback );
			return next++;
		},
		configurable: true,
		writable: true,
	} );
	Object.defineProperty( window, 'cancelIdleCallback', {
		value: ( handle: number ) => queue.delete( handle ),
		configurable: true,
		writable: true,
	} );
	return {
		idle: () => {
			const ready = [ ...queue.values() ];
			queue = new Map();
			ready.forEach( ( callback ) => callback() );
		},
		pending: () => queue.size,
	};
}
