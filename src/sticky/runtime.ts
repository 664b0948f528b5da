/**
 * Drives every sticky rule of the page from events instead of a timer.
 *
 * The plugin we replace checked every 10 ms, forever. Here the check runs exactly when
 * something can change the answer, synchronously, before the browser paints the frame:
 * - `scroll` (passive) and `resize` on the window;
 * - `load` (images and fonts that move the element);
 * - in dynamic mode, a ResizeObserver on the element, its parent and the document (content
 *   that grows or shrinks after load), which reports before paint too; a placeholder that
 *   must follow a new element size is rebuilt at the next animation frame.
 * With nothing moving, no code runs at all.
 */
/**
 * Internal dependencies
 */
import { debugLogger } from './debug';
import {
	StickyElement,
	type Measurement,
	type PageMetrics,
} from './sticky-element';
import type { StickyRule } from './rule-contract';

export class StickyRuntime {
	readonly elements: StickyElement[];
	private adminBarHeight = 0;
	private bodyHasAdminBar = false;
	private observer: ResizeObserver | null = null;
	private frame = 0;

	/**
	 * Starts the rules that have an element; listens only when at least one has.
	 *
	 * @param rules Rules from the server.
	 * @param win   The window (a parameter for tests).
	 */
	constructor(
		rules: StickyRule[],
		private readonly win: Window = window
	) {
		const doc = win.document;
		this.elements = rules
			.map( ( rule ) =>
				StickyElement.create( rule, doc, debugLogger( rule.debug ) )
			)
			.filter(
				( element ): element is StickyElement => element !== null
			);
		if ( this.elements.length === 0 ) {
			return;
		}

		this.readPageChrome();
		win.addEventListener( 'scroll', this.update, { passive: true } );
		win.addEventListener( 'resize', this.remeasure );
		win.addEventListener( 'load', this.remeasure );

		const dynamic = this.elements.filter( ( e ) => e.rule.dynamic_mode );
		if ( dynamic.length > 0 && 'ResizeObserver' in win ) {
			this.observer = new ResizeObserver( this.onResizeObserved );
			this.observer.observe( doc.documentElement );
			for ( const sticky of dynamic ) {
				this.observer.observe( sticky.element );
				if ( sticky.element.parentElement ) {
					this.observer.observe( sticky.element.parentElement );
				}
			}
		}
		this.update();
	}

	/** Checks every rule against the current scroll position (read all, then write all). */
	readonly update = (): void => {
		const page = this.pageMetrics();
		const measurements: Measurement[] = this.elements.map( ( e ) =>
			e.measure( page )
		);
		this.elements.forEach( ( e, i ) => e.apply( measurements[ i ]! ) );
	};

	/** Puts every element back in its place, measures it afresh, and checks again. */
	readonly remeasure = (): void => {
		for ( const sticky of this.elements ) {
			sticky.release();
		}
		this.readPageChrome();
		this.update();
	};

	/** Stops listening and undoes every change. */
	destroy(): void {
		this.win.removeEventListener( 'scroll', this.update );
		this.win.removeEventListener( 'resize', this.remeasure );
		this.win.removeEventListener( 'load', this.remeasure );
		this.observer?.disconnect();
		if ( this.frame !== 0 ) {
			this.win.cancelAnimationFrame( this.frame );
		}
		for ( const sticky of this.elements ) {
			sticky.destroy();
		}
	}

	private readonly onResizeObserved = (): void => {
		// Something changed size (the document, a dynamic element or its parent): the place
		// may have moved, so the state is checked now, in this frame. Sticking and unsticking
		// keep the document's height (the placeholder has the element's box), so this adds no
		// new size change for the observer to report.
		this.update();
		// A placeholder that no longer matches its element is rebuilt at the next frame: done
		// here it would change the document's height inside the observer's own callback, which
		// browsers report as a "ResizeObserver loop" error.
		if (
			this.frame === 0 &&
			this.elements.some(
				( e ) => e.rule.dynamic_mode && e.placeholderIsStale()
			)
		) {
			this.frame = this.win.requestAnimationFrame( this.resync );
		}
	};

	private readonly resync = (): void => {
		this.frame = 0;
		for ( const sticky of this.elements ) {
			if ( sticky.rule.dynamic_mode ) {
				sticky.release();
			}
		}
		this.update();
	};

	private pageMetrics(): PageMetrics {
		return {
			scrollY: this.win.scrollY,
			viewportWidth: this.win.innerWidth,
			bodyHasAdminBar: this.bodyHasAdminBar,
			adminBarHeight: this.adminBarHeight,
		};
	}

	private readPageChrome(): void {
		const doc = this.win.document;
		this.bodyHasAdminBar = doc.body.classList.contains( 'admin-bar' );
		const bar = doc.getElementById( 'wpadminbar' );
		this.adminBarHeight = bar ? bar.getBoundingClientRect().height : 0;
	}
}
