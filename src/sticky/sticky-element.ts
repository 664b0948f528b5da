/**
 * One sticky rule applied to its element.
 *
 * Work is split into a read phase (`measure`) and a write phase (`apply`) so the runtime can
 * read every rule before writing any, and layout is computed at most once per event.
 *
 * Placeholder mode (default): while sticky the element itself becomes `position: fixed` and an
 * empty, invisible placeholder with the element's box (size, margins, display, float, flex
 * item settings) takes its place in the flow, so nothing below moves. Inserted before the
 * element only while sticky, so sibling selectors are untouched the rest of the time.
 *
 * Legacy mode: a clone of the element (inserted after it at start, or, with dynamic mode, only
 * while sticky) is shown fixed while the original keeps its space with `visibility: hidden`.
 *
 * The placeholder and the clone are built in ./stand-ins, inline styles are written and given
 * back by ./inline-style; this class decides when.
 */
/**
 * Internal dependencies
 */
import { computeStickyState, type StickyState } from './state';
import type { StickyRule } from './rule-contract';
import { debugMessages, findOne, type DebugLog } from './debug';
import { restore, setImportant, type SavedStyle } from './inline-style';
import {
	CLASSES,
	hideClone,
	insertClone,
	insertPlaceholder,
	readBox,
} from './stand-ins';

/** What the runtime measures once for all rules. */
export interface PageMetrics {
	scrollY: number;
	viewportWidth: number;
	bodyHasAdminBar: boolean;
	adminBarHeight: number;
}

/** Result of the read phase. */
export interface Measurement {
	state: StickyState;
	/** Viewport x of the element's place. */
	left: number;
	/** Border-box size of the element's place. */
	width: number;
	height: number;
	/** Computed box properties, read only when the element is about to stick. */
	box: Map< string, string > | null;
	/** Width of the element's parent, read with `box`. */
	parentWidth: number;
}

export class StickyElement {
	private active = false;
	private placeholder: HTMLElement | null = null;
	private clone: HTMLElement | null = null;
	private readonly saved: SavedStyle = new Map();
	private written = { top: NaN, left: NaN, width: NaN };
	private parentWidth = 0;

	private constructor(
		readonly rule: StickyRule,
		readonly element: HTMLElement,
		private readonly pushUp: HTMLElement | null
	) {
		element.classList.add(
			CLASSES.original,
			CLASSES.legacyOriginal,
			CLASSES.isNotSticky
		);
		if ( rule.legacy_mode && ! rule.dynamic_mode ) {
			this.clone = insertClone( element );
		}
	}

	/**
	 * Finds the rule's elements; null (after the debug messages) when nothing can stick.
	 *
	 * @param rule The rule.
	 * @param doc  Document.
	 * @param log  Debug logger.
	 */
	static create(
		rule: StickyRule,
		doc: Document,
		log: DebugLog
	): StickyElement | null {
		const pushUp =
			rule.push_up_selector.trim() === ''
				? null
				: findOne( doc, rule.push_up_selector, 'push-up', log );
		const element = findOne( doc, rule.sticky_selector, 'sticky', log );
		if ( ! element ) {
			return null;
		}
		if ( element.classList.contains( CLASSES.original ) ) {
			// Two rules for one element would fight over its style: the first one wins.
			log( debugMessages.alreadySticky( rule.sticky_selector ) );
			return null;
		}
		return new StickyElement( rule, element, pushUp );
	}

	get isSticky(): boolean {
		return this.active;
	}

	/** The element shown fixed while sticky (the clone in legacy mode). */
	get stuckElement(): HTMLElement {
		return this.rule.legacy_mode && this.clone ? this.clone : this.element;
	}

	/**
	 * Read phase: where the element's place is and whether it should stick.
	 *
	 * @param page Page-wide measurements.
	 */
	measure( page: PageMetrics ): Measurement {
		const inFlow =
			this.active && this.placeholder ? this.placeholder : this.element;
		const rendered = this.element.getClientRects().length > 0;
		const rect = inFlow.getBoundingClientRect();
		const height =
			this.active && this.placeholder
				? this.element.getBoundingClientRect().height
				: rect.height;
		const pushUpTop = this.pushUp
			? this.pushUp.getBoundingClientRect().top + page.scrollY
			: null;

		const computed = computeStickyState( {
			scrollY: page.scrollY,
			viewportWidth: page.viewportWidth,
			elementTop: rect.top + page.scrollY,
			elementHeight: height,
			topDistance: this.rule.top_distance,
			minWidth: this.rule.min_width,
			maxWidth: this.rule.max_width,
			adminBarHandling: this.rule.admin_bar,
			bodyHasAdminBar: page.bodyHasAdminBar,
			adminBarHeight: page.adminBarHeight,
			pushUpTop,
		} );
		const state = rendered ? computed : { ...computed, sticky: false };

		let box: Map< string, string > | null = null;
		let parentWidth = 0;
		if ( state.sticky && ! this.active && ! this.rule.legacy_mode ) {
			parentWidth =
				this.element.parentElement?.getBoundingClientRect().width ?? 0;
			box = readBox( this.element );
		}
		return {
			state,
			left: rect.left,
			width: rect.width,
			height,
			box,
			parentWidth,
		};
	}

	/**
	 * Write phase.
	 *
	 * @param m The read phase's result.
	 */
	apply( m: Measurement ): void {
		if ( m.state.sticky && ! this.active ) {
			this.activate( m );
		} else if ( ! m.state.sticky && this.active ) {
			this.deactivate();
			return;
		}
		if ( this.active ) {
			this.position( m );
		}
	}

	/** Returns the element to its natural place (before a full re-measure). */
	release(): void {
		if ( this.active ) {
			this.deactivate();
		}
	}

	/** Undoes everything (the element and document as they were). */
	destroy(): void {
		this.release();
		this.clone?.remove();
		this.clone = null;
		this.element.classList.remove(
			CLASSES.original,
			CLASSES.legacyOriginal,
			CLASSES.isNotSticky
		);
	}

	private activate( m: Measurement ): void {
		this.active = true;
		this.written = { top: NaN, left: NaN, width: NaN };
		if ( this.rule.legacy_mode ) {
			this.clone ??= insertClone( this.element );
			this.clone.style.removeProperty( 'display' );
			this.clone.removeAttribute( 'aria-hidden' );
			setImportant( this.element, { visibility: 'hidden' }, this.saved );
		} else {
			this.placeholder = insertPlaceholder( this.element, m, m.box );
			this.parentWidth = m.parentWidth;
		}
		this.setStateClasses( true );
	}

	private deactivate(): void {
		this.active = false;
		restore( this.element, this.saved );
		if ( this.placeholder ) {
			this.placeholder.remove();
			this.placeholder = null;
		}
		if ( this.clone ) {
			if ( this.rule.dynamic_mode ) {
				this.clone.remove();
				this.clone = null;
			} else {
				hideClone( this.clone );
			}
		}
		this.setStateClasses( false );
	}

	/**
	 * Writes the fixed position, touching the DOM only when a value changed.
	 *
	 * @param m Measurement.
	 */
	private position( m: Measurement ): void {
		const target = this.stuckElement;
		const saved = target === this.element ? this.saved : undefined;
		const { top } = m.state;
		if (
			top === this.written.top &&
			m.left === this.written.left &&
			m.width === this.written.width
		) {
			return;
		}
		setImportant(
			target,
			{
				position: 'fixed',
				top: `${ top }px`,
				left: `${ m.left }px`,
				right: 'auto',
				bottom: 'auto',
				width: `${ m.width }px`,
				'min-width': '0',
				'max-width': 'none',
				'box-sizing': 'border-box',
				margin: '0',
				'z-index': String( this.rule.z_index ),
			},
			saved
		);
		this.written = { top, left: m.left, width: m.width };
	}

	/**
	 * Whether the placeholder no longer matches the element (dynamic mode): the stuck element
	 * changed height, or its parent changed width (so its natural width may have too).
	 */
	placeholderIsStale(): boolean {
		if ( ! this.active || ! this.placeholder ) {
			return false;
		}
		const element = this.element.getBoundingClientRect().height;
		const placeholder = this.placeholder.getBoundingClientRect().height;
		const parent =
			this.element.parentElement?.getBoundingClientRect().width ?? 0;
		return (
			Math.abs( element - placeholder ) > 0.5 ||
			Math.abs( parent - this.parentWidth ) > 0.5
		);
	}

	private setStateClasses( sticky: boolean ): void {
		const targets = this.clone
			? [ this.element, this.clone ]
			: [ this.element ];
		for ( const target of targets ) {
			target.classList.toggle( CLASSES.active, sticky );
			target.classList.toggle( CLASSES.isSticky, sticky );
			target.classList.toggle( CLASSES.isNotSticky, ! sticky );
		}
	}
}

export type { StickyState };
