/**
 * Pure arithmetic behind the page chrome, kept apart from the DOM so it can be tested alone.
 */
/**
 * Internal dependencies
 */
import { MASONRY_BREAKPOINTS, TESTIMONIAL_SCROLL_OFFSET_PX } from './constants';

/**
 * Masonry column count for a viewport width (the breakpoints of MASONRY_BREAKPOINTS).
 *
 * @param viewportWidth Viewport width in CSS pixels, scrollbar included (what media queries see).
 * @return Number of columns, at least 1.
 */
export function masonryColumns( viewportWidth: number ): number {
	for ( const { minWidth, columns } of MASONRY_BREAKPOINTS ) {
		if ( viewportWidth >= minWidth ) {
			return columns;
		}
	}
	return 1;
}

/** Where one masonry item goes on a grid whose rows are 1 px tall. */
export interface MasonryPlacement {
	/** 1-based grid column. */
	column: number;
	/** 1-based first grid row. */
	rowStart: number;
	/** Rows spanned: the item's height plus the gap below it. */
	rowSpan: number;
}

/**
 * Places items, in their reading order, each in the column that currently ends highest (the
 * leftmost on a tie). The DOM order is untouched, so keyboard and screen-reader order stays
 * the reading order; only the visual position is computed.
 *
 * @param heights Item heights in CSS pixels, in DOM order.
 * @param columns Column count (≥ 1).
 * @param gap     Vertical gap between items in CSS pixels.
 * @return One placement per item, in the same order.
 */
export function placeMasonryItems(
	heights: readonly number[],
	columns: number,
	gap: number
): MasonryPlacement[] {
	const count = Math.max( 1, Math.floor( columns ) );
	const bottoms = new Array< number >( count ).fill( 0 );
	return heights.map( ( height ) => {
		let column = 0;
		for ( let c = 1; c < count; c++ ) {
			if ( ( bottoms[ c ] ?? 0 ) < ( bottoms[ column ] ?? 0 ) ) {
				column = c;
			}
		}
		const rowStart = ( bottoms[ column ] ?? 0 ) + 1;
		const rowSpan = Math.max( 1, Math.ceil( height + gap ) );
		bottoms[ column ] = rowStart - 1 + rowSpan;
		return { column: column + 1, rowStart, rowSpan };
	} );
}

/** What the testimonials scroll needs to know about the page. */
export interface ScrollTargetInput {
	/** The wrapper's top relative to the viewport (getBoundingClientRect().top). */
	elementTop: number;
	/** Current vertical scroll position. */
	scrollY: number;
	/** Height covered by a sticky header at the top of the viewport (0 when none). */
	stickyHeaderHeight: number;
	/** Largest scroll position the page will allow once the wrapper has expanded. */
	maxScroll: number;
	/** Distance kept between the covered area and the wrapper. */
	offset?: number;
}

/**
 * The scroll position that brings an element `offset` px below the top of the visible area
 * (below the sticky header, which would otherwise hide it), clamped to what the page allows.
 *
 * @param input Page measurements.
 * @return Scroll position in CSS pixels, rounded to a whole pixel.
 */
export function scrollTargetFor( input: ScrollTargetInput ): number {
	const offset = input.offset ?? TESTIMONIAL_SCROLL_OFFSET_PX;
	const wanted =
		input.scrollY + input.elementTop - input.stickyHeaderHeight - offset;
	const clamped = Math.min(
		Math.max( wanted, 0 ),
		Math.max( input.maxScroll, 0 )
	);
	return Math.round( clamped );
}
