/**
 * Masonry grid.
 *
 * The layout is CSS-first: the stylesheet makes `.farol-masonry` a grid whose column count
 * follows the spec's breakpoints (the same table as MASONRY_BREAKPOINTS; a unit test keeps
 * the two equal), so the right number of columns is there before any script runs. This
 * script then packs the items: the grid switches to 1 px rows and every item gets an explicit
 * column and row span, each placed in the column that ends highest. Items stay in DOM order,
 * so keyboard and screen-reader order is the reading order; only their visual position moves.
 * It runs before DOMContentLoaded (deferred script) and the grid lives below the fold, so the
 * packing happens before anyone sees the grid; later re-packs follow width or content changes.
 */
/**
 * Internal dependencies
 */
import { CLASSES } from './constants';
import { masonryColumns, placeMasonryItems } from './geometry';

export const MASONRY_SELECTOR = '.farol-masonry';

/**
 * Packs one grid now.
 *
 * @param grid          The grid element.
 * @param viewportWidth The viewport width that decides the column count.
 */
export function layoutMasonry(
	grid: HTMLElement,
	viewportWidth: number
): void {
	const items = Array.from( grid.children ) as HTMLElement[];
	const columns = masonryColumns( viewportWidth );
	grid.style.setProperty( '--farol-masonry-columns', String( columns ) );
	if ( columns === 1 ) {
		// One column is the natural flow: nothing to pack.
		grid.classList.remove( CLASSES.masonryReady );
		items.forEach( ( item ) => {
			item.style.removeProperty( 'grid-column' );
			item.style.removeProperty( 'grid-row' );
		} );
		return;
	}
	const view = grid.ownerDocument.defaultView;
	const gap = view
		? parseFloat( view.getComputedStyle( grid ).columnGap ) || 0
		: 0;
	// Items are top-aligned in their cells, so their heights are their content heights.
	const heights = items.map(
		( item ) => item.getBoundingClientRect().height
	);
	const placements = placeMasonryItems( heights, columns, gap );
	grid.classList.add( CLASSES.masonryReady );
	placements.forEach( ( { column, rowStart, rowSpan }, index ) => {
		const item = items[ index ];
		if ( item ) {
			item.style.gridColumn = String( column );
			item.style.gridRow = `${ rowStart } / span ${ rowSpan }`;
		}
	} );
}

/**
 * Packs every masonry grid of the page and keeps them packed.
 *
 * @param root Where to look.
 * @param win  The window.
 * @return A function that stops watching.
 */
export function initMasonry(
	root: ParentNode = document,
	win: Window & typeof globalThis = window
): () => void {
	const grids = Array.from(
		root.querySelectorAll< HTMLElement >( MASONRY_SELECTOR )
	);
	if ( grids.length === 0 ) {
		return () => undefined;
	}
	let scheduled = false;
	const layoutAll = (): void => {
		scheduled = false;
		grids.forEach( ( grid ) => layoutMasonry( grid, win.innerWidth ) );
	};
	const schedule = (): void => {
		if ( ! scheduled ) {
			scheduled = true;
			win.requestAnimationFrame( layoutAll );
		}
	};
	layoutAll();

	if ( typeof win.ResizeObserver !== 'function' ) {
		win.addEventListener( 'resize', schedule );
		return () => win.removeEventListener( 'resize', schedule );
	}
	// Widths change with the viewport; heights change when fonts or images arrive. Packing
	// moves items without resizing them, so it never feeds back into the observer.
	const widths = new WeakMap< Element, number >();
	const heights = new WeakMap< Element, number >();
	const observer = new win.ResizeObserver( ( entries ) => {
		let changed = false;
		for ( const { target, contentRect } of entries ) {
			const known = grids.includes( target as HTMLElement )
				? widths
				: heights;
			const value =
				known === widths ? contentRect.width : contentRect.height;
			if ( known.get( target ) !== value ) {
				changed = changed || known.has( target );
				known.set( target, value );
			}
		}
		if ( changed ) {
			schedule();
		}
	} );
	grids.forEach( ( grid ) => {
		observer.observe( grid );
		Array.from( grid.children ).forEach( ( item ) =>
			observer.observe( item )
		);
	} );
	return () => observer.disconnect();
}
