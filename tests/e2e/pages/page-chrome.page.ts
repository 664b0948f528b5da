/**
 * Page object for the Farol theme's page chrome on the demo site (tools/runtime/demo/05-home.php
 * builds the home page; 10-blog.php creates post 2260).
 */
/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** A box measured in the page, rounded to tenths of a pixel. */
export interface Box {
	top: number;
	left: number;
	height: number;
	width: number;
}

export class PageChrome {
	readonly header: Locator;
	readonly menuToggle: Locator;
	readonly menu: Locator;
	readonly testimonialsWrapper: Locator;
	readonly testimonialsGrid: Locator;
	readonly testimonialsButton: Locator;
	readonly masonry: Locator;
	readonly fixed: Locator;

	constructor( readonly page: Page ) {
		this.header = page.locator( 'header.farol-site-header' );
		this.menuToggle = page.locator( '.farol-menu-toggle' );
		this.menu = page.locator( '#farol-menu' );
		this.testimonialsWrapper = page.locator(
			'.farol-testimonials__wrapper'
		);
		this.testimonialsGrid = page.locator( '.farol-testimonials__grid' );
		this.testimonialsButton = page.getByRole( 'button', {
			name: 'Ver todos os depoimentos',
		} );
		this.masonry = page.locator( '#blog .farol-masonry' );
		this.fixed = page.locator( '#fixed' );
	}

	/**
	 * Opens the home page and waits until it has settled: loaded, fonts in, the page chrome's
	 * script run and one more frame for anything it scheduled.
	 */
	async openHome(): Promise< void > {
		await this.page.goto( '/' );
		await this.page.waitForFunction(
			() => document.readyState === 'complete'
		);
		await this.page.evaluate( async () => {
			await document.fonts.ready;
			await new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			);
		} );
	}

	/**
	 * Jumps (never smooth-scrolls) to a vertical position and lets scroll handlers run.
	 *
	 * @param y Scroll position in CSS pixels.
	 */
	async jumpTo( y: number ): Promise< void > {
		await this.page.evaluate(
			( top ) => window.scrollTo( { top, behavior: 'instant' } ),
			y
		);
		await this.page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( resolve )
					)
				)
		);
	}

	async scrollY(): Promise< number > {
		return this.page.evaluate( () => window.scrollY );
	}

	/** The submenu toggle of the "Serviços" item and the list it controls. */
	servicesSubmenu(): { toggle: Locator; list: Locator; items: Locator } {
		const item = this.menu
			.locator( 'li.has-child' )
			.filter( { hasText: 'Serviços' } )
			.first();
		return {
			toggle: item.locator( ':scope > .farol-submenu-toggle' ),
			list: item.locator(
				':scope > .wp-block-navigation__submenu-container'
			),
			items: item.locator(
				':scope > .wp-block-navigation__submenu-container > li'
			),
		};
	}

	/**
	 * Where a locator's element is, relative to the viewport.
	 *
	 * @param locator The element to measure.
	 */
	async box( locator: Locator ): Promise< Box > {
		return locator.evaluate( ( el ) => {
			const r = el.getBoundingClientRect();
			const round = ( n: number ) => Math.round( n * 10 ) / 10;
			return {
				top: round( r.top ),
				left: round( r.left ),
				height: round( r.height ),
				width: round( r.width ),
			};
		} );
	}

	/** The boxes of the masonry items in DOM order, in page coordinates. */
	async masonryItems(): Promise< Box[] > {
		return this.masonry.evaluate( ( grid ) =>
			Array.from( grid.children ).map( ( el ) => {
				const r = el.getBoundingClientRect();
				return {
					top: Math.round( r.top + window.scrollY ),
					left: Math.round( r.left ),
					height: Math.round( r.height ),
					width: Math.round( r.width ),
				};
			} )
		);
	}

	/** Number of column tracks the masonry grid has. */
	async masonryTracks(): Promise< number > {
		return this.masonry.evaluate(
			( grid ) =>
				getComputedStyle( grid )
					.gridTemplateColumns.trim()
					.split( /\s+/ ).length
		);
	}
}
