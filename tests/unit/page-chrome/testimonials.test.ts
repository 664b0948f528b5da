/**
 * External dependencies
 */
import { initTestimonials } from '@farol/page-chrome/testimonials';

/**
 * Internal dependencies
 */
import { mockMatchMedia, setBox } from './helpers';

function render(): {
	wrapper: HTMLElement;
	grid: HTMLElement;
	section: HTMLElement;
} {
	document.body.innerHTML = `
		<header class="farol-site-header" style="position: sticky"></header>
		<section class="farol-testimonials">
			<div id="list" class="farol-testimonials__wrapper">
				<div class="farol-testimonials__grid"><blockquote>…</blockquote></div>
			</div>
			<div class="wp-block-buttons farol-testimonials__actions">
				<div class="wp-block-button farol-testimonials__more">
					<button type="button" class="wp-block-button__link">Ver todos os depoimentos</button>
				</div>
			</div>
		</section>`;
	const section = document.querySelector(
		'.farol-testimonials'
	) as HTMLElement;
	const wrapper = section.querySelector(
		'.farol-testimonials__wrapper'
	) as HTMLElement;
	const grid = section.querySelector(
		'.farol-testimonials__grid'
	) as HTMLElement;
	setBox( document.querySelector( 'header' )!, 0, 72 );
	setBox( wrapper, 600, 544 );
	setBox( grid, 600, 1500 );
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		value: 1000,
	} );
	Object.defineProperty( window, 'innerHeight', {
		configurable: true,
		value: 800,
	} );
	Object.defineProperty( document.documentElement, 'scrollHeight', {
		configurable: true,
		value: 5000,
	} );
	return { wrapper, grid, section };
}

describe( 'testimonials call to action', () => {
	let scrollSpy: jest.SpyInstance;

	beforeEach( () => {
		scrollSpy = jest
			.spyOn( window, 'scrollTo' )
			.mockImplementation( () => undefined );
	} );

	afterEach( () => jest.restoreAllMocks() );

	it( 'opens the wrapper to the grid height, removes the button and scrolls smoothly', () => {
		mockMatchMedia();
		const { wrapper, section } = render();
		initTestimonials( document );
		const button = section.querySelector( 'button' ) as HTMLButtonElement;
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveAttribute( 'aria-controls', 'list' );

		button.click();

		expect( wrapper.style.maxHeight ).toBe( '1500px' );
		expect( wrapper ).toHaveClass( 'is-expanded' );
		expect( section.querySelector( 'button' ) ).toBeNull();
		expect( section.querySelector( '.wp-block-buttons' ) ).toBeNull();
		expect( wrapper ).toHaveFocus();
		expect( scrollSpy ).toHaveBeenCalledWith( {
			top: 1000 + 600 - 72 - 20,
			behavior: 'smooth',
		} );

		wrapper.dispatchEvent( new Event( 'transitionend' ) );
		expect( wrapper.style.maxHeight ).toBe( 'none' );
	} );

	it( 'jumps instead of scrolling when the visitor prefers reduced motion', () => {
		mockMatchMedia( [ '(prefers-reduced-motion: reduce)' ] );
		const { wrapper, section } = render();
		initTestimonials( document );
		( section.querySelector( 'button' ) as HTMLButtonElement ).click();
		expect( scrollSpy ).toHaveBeenCalledWith( {
			top: 1508,
			behavior: 'instant',
		} );
		expect( wrapper.style.maxHeight ).toBe( 'none' );
	} );
} );
