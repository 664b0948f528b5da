/**
 * External dependencies
 */
import { initLazyLoad } from '@farol/page-chrome/lazy-load';

type Callback = (
	entries: Array< Partial< IntersectionObserverEntry > >,
	observer: unknown
) => void;

describe( 'lazy loading', () => {
	const observers: Array< {
		callback: Callback;
		options?: IntersectionObserverInit;
		targets: Element[];
	} > = [];

	beforeEach( () => {
		observers.length = 0;
		class FakeObserver {
			targets: Element[] = [];
			constructor(
				public callback: Callback,
				public options?: IntersectionObserverInit
			) {
				observers.push( this );
			}
			observe( el: Element ): void {
				this.targets.push( el );
			}
			unobserve( el: Element ): void {
				this.targets = this.targets.filter( ( t ) => t !== el );
			}
			disconnect(): void {
				this.targets = [];
			}
		}
		Object.defineProperty( window, 'IntersectionObserver', {
			configurable: true,
			writable: true,
			value: FakeObserver,
		} );
		document.body.innerHTML = `
			<div class="farol-lazy" id="near"></div>
			<div class="farol-lazy" id="far"></div>
			<div id="plain"></div>`;
	} );

	it( 'watches the lazy containers with a 200 px margin', () => {
		initLazyLoad( document, window );
		expect( observers ).toHaveLength( 1 );
		expect( observers[ 0 ]?.options?.rootMargin ).toBe( '200px 0px' );
		expect( observers[ 0 ]?.targets.map( ( t ) => t.id ) ).toEqual( [
			'near',
			'far',
		] );
	} );

	it( 'adds the class only to containers that come near, once', () => {
		initLazyLoad( document, window );
		const observer = observers[ 0 ]!;
		const near = document.getElementById( 'near' )!;
		const far = document.getElementById( 'far' )!;
		observer.callback(
			[
				{ target: near, isIntersecting: true },
				{ target: far, isIntersecting: false },
			],
			observer
		);
		expect( near ).toHaveClass( 'is-lazy-loaded' );
		expect( far ).not.toHaveClass( 'is-lazy-loaded' );
		expect( observer.targets.map( ( t ) => t.id ) ).toEqual( [ 'far' ] );
	} );

	it( 'loads everything at once where IntersectionObserver is missing', () => {
		Object.defineProperty( window, 'IntersectionObserver', {
			configurable: true,
			writable: true,
			value: undefined,
		} );
		initLazyLoad( document, window );
		expect( document.getElementById( 'near' ) ).toHaveClass(
			'is-lazy-loaded'
		);
		expect( document.getElementById( 'far' ) ).toHaveClass(
			'is-lazy-loaded'
		);
		expect( document.getElementById( 'plain' ) ).not.toHaveClass(
			'is-lazy-loaded'
		);
	} );
} );
