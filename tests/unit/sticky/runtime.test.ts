/**
 * The front-end runtime in jsdom with a hand-made layout: debug messages, the placeholder and
 * clone life cycles, style restoration, and that nothing is scheduled while idle.
 */
/**
 * External dependencies
 */
import { DEBUG_PREFIX } from '@farol/sticky/debug';
import { StickyRuntime } from '@farol/sticky/runtime';
import { CLASSES } from '@farol/sticky/stand-ins';
import { RULE_DEFAULTS, type StickyRule } from '@farol/sticky/rule-contract';

interface Box {
	top: number;
	left: number;
	width: number;
	height: number;
}

/** Document-coordinate boxes of the elements that are "in the flow". */
const boxes = new Map< Element, Box >();

function rect( box: Box, scrollY: number ): DOMRect {
	const top = box.top - scrollY;
	return {
		x: box.left,
		y: top,
		top,
		left: box.left,
		width: box.width,
		height: box.height,
		right: box.left + box.width,
		bottom: top + box.height,
		toJSON: () => ( {} ),
	} as DOMRect;
}

/**
 * A fake layout: fixed elements sit where their inline style puts them.
 *
 * @param element Element to place.
 */
function layoutOf( element: Element ): Box | null {
	const html = element as HTMLElement;
	if ( html.style?.getPropertyValue( 'position' ) === 'fixed' ) {
		const natural =
			boxes.get( element ) ??
			boxes.get( element.previousElementSibling as Element );
		return {
			top: parseFloat( html.style.top ) + window.scrollY,
			left: parseFloat( html.style.left ),
			width: parseFloat( html.style.width ),
			height: natural?.height ?? 0,
		};
	}
	if ( element.classList.contains( CLASSES.placeholder ) ) {
		return boxes.get( element.nextElementSibling as Element ) ?? null;
	}
	if ( html.style?.getPropertyValue( 'display' ) === 'none' ) {
		return null;
	}
	return boxes.get( element ) ?? null;
}

beforeAll( () => {
	jest.spyOn( Element.prototype, 'getBoundingClientRect' ).mockImplementation(
		function ( this: Element ) {
			const box = layoutOf( this );
			return rect(
				box ?? { top: 0, left: 0, width: 0, height: 0 },
				box ? window.scrollY : 0
			);
		}
	);
	jest.spyOn( Element.prototype, 'getClientRects' ).mockImplementation(
		function ( this: Element ) {
			const box = layoutOf( this );
			return ( box
				? [ rect( box, window.scrollY ) ]
				: [] ) as unknown as DOMRectList;
		}
	);
} );

let runtime: StickyRuntime | null = null;

function scrollTo( y: number ): void {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

function rule( overrides: Partial< StickyRule > = {} ): StickyRule {
	return { ...RULE_DEFAULTS, sticky_selector: '#menu', ...overrides };
}

function start( ...rules: StickyRule[] ): StickyRuntime {
	runtime = new StickyRuntime( rules, window );
	return runtime;
}

beforeEach( () => {
	document.body.innerHTML = `
		<header id="top">Top</header>
		<nav id="menu" style="color: red">Menu</nav>
		<main id="content">Content</main>
		<footer id="pusher">Footer</footer>
		<p class="twin">a</p><p class="twin">b</p>`;
	boxes.clear();
	const at = ( id: string, top: number, height: number ) =>
		boxes.set( document.getElementById( id )!, {
			top,
			left: 8,
			width: 800,
			height,
		} );
	at( 'top', 0, 300 );
	at( 'menu', 300, 50 );
	at( 'content', 350, 2000 );
	at( 'pusher', 2350, 400 );
	scrollTo( 0 );
} );

afterEach( () => {
	runtime?.destroy();
	runtime = null;
} );

describe( 'debug messages', () => {
	let warn: jest.SpyInstance;
	beforeEach( () => {
		warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
	} );
	afterEach( () => warn.mockRestore() );

	const messages = (): string[] =>
		warn.mock.calls.map( ( c ) => String( c[ 0 ] ) );

	it.each( [
		[
			'no sticky match',
			{ sticky_selector: '#nothing' },
			/no element matches the sticky selector "#nothing"/,
		],
		[
			'several sticky matches',
			{ sticky_selector: '.twin' },
			/2 elements match the sticky selector "\.twin"/,
		],
		[
			'no push-up match',
			{ push_up_selector: '#nothing' },
			/no element matches the push-up selector "#nothing"/,
		],
		[
			'several push-up matches',
			{ push_up_selector: '.twin' },
			/2 elements match the push-up selector "\.twin"/,
		],
		[
			'invalid sticky selector',
			{ sticky_selector: 'div:eq(0)' },
			/no element matches the sticky selector/,
		],
	] )( '%s is reported with the prefix', ( _name, overrides, pattern ) => {
		start( rule( { ...overrides, debug: true } ) );
		expect( messages() ).toHaveLength( 1 );
		expect( messages()[ 0 ] ).toMatch(
			new RegExp( `^${ DEBUG_PREFIX }: ` )
		);
		expect( messages()[ 0 ] ).toMatch( pattern );
	} );

	it( 'says nothing without debug mode', () => {
		start(
			rule( { sticky_selector: '#nothing' } ),
			rule( { sticky_selector: '.twin', push_up_selector: '.twin' } )
		);
		expect( messages() ).toEqual( [] );
	} );

	it( 'says nothing when the rule is right', () => {
		start( rule( { push_up_selector: '#pusher', debug: true } ) );
		expect( messages() ).toEqual( [] );
	} );

	it( 'ignores a bad push-up selector but still sticks', () => {
		start( rule( { push_up_selector: '.twin', debug: true } ) );
		scrollTo( 400 );
		expect( document.getElementById( 'menu' ) ).toHaveClass(
			CLASSES.active
		);
	} );

	it( 'sticks nothing when the sticky selector matches twice', () => {
		const listen = jest.spyOn( window, 'addEventListener' );
		start( rule( { sticky_selector: '.twin', debug: true } ) );
		scrollTo( 1000 );
		expect( document.querySelector( `.${ CLASSES.active }` ) ).toBeNull();
		// Nothing to do → no listener at all.
		expect( listen ).not.toHaveBeenCalledWith(
			'scroll',
			expect.anything(),
			expect.anything()
		);
		listen.mockRestore();
	} );
} );

describe( 'placeholder mode', () => {
	it( 'fixes the element and keeps its place at the exact scroll position', () => {
		start( rule( { top_distance: 20 } ) );
		const menu = document.getElementById( 'menu' )!;
		scrollTo( 279 );
		expect( menu ).toHaveClass( CLASSES.isNotSticky );
		expect(
			document.querySelector( `.${ CLASSES.placeholder }` )
		).toBeNull();

		scrollTo( 280 );
		expect( menu ).toHaveClass(
			CLASSES.active,
			CLASSES.isSticky,
			CLASSES.original
		);
		expect( menu.style.position ).toBe( 'fixed' );
		expect( menu.style.top ).toBe( '20px' );
		expect( menu.style.left ).toBe( '8px' );
		expect( menu.style.width ).toBe( '800px' );
		expect( menu.style.zIndex ).toBe( '1' );
		const placeholder = menu.previousElementSibling as HTMLElement;
		expect( placeholder ).toHaveClass(
			CLASSES.placeholder,
			CLASSES.legacyPlaceholder
		);
		expect( placeholder.style.height ).toBe( '50px' );
		expect( placeholder.style.width ).toBe( '800px' );
		expect( placeholder.style.visibility ).toBe( 'hidden' );
		expect( placeholder ).toHaveAttribute( 'aria-hidden', 'true' );
	} );

	it( 'reverts and gives the element its own inline style back', () => {
		start( rule() );
		const menu = document.getElementById( 'menu' )!;
		scrollTo( 1000 );
		scrollTo( 100 );
		expect( menu ).toHaveClass( CLASSES.isNotSticky );
		expect( menu ).not.toHaveClass( CLASSES.active );
		expect( menu.getAttribute( 'style' ) ).toBe( 'color: red;' );
		expect(
			document.querySelector( `.${ CLASSES.placeholder }` )
		).toBeNull();
	} );

	it( 'is pushed up by the push-up element and never overlaps it', () => {
		start( rule( { push_up_selector: '#pusher' } ) );
		const menu = document.getElementById( 'menu' )!;
		scrollTo( 2300 ); // pusher at 50 px in the viewport, menu 50 px tall
		expect( menu.style.top ).toBe( '0px' );
		scrollTo( 2320 ); // pusher at 30 px
		expect( menu.style.top ).toBe( '-20px' );
	} );

	it( 'does not stick outside the width range', () => {
		start( rule( { min_width: 1100 } ) );
		scrollTo( 1000 );
		expect( document.getElementById( 'menu' ) ).not.toHaveClass(
			CLASSES.active
		);
	} );

	it( 'counts the admin bar when asked to', () => {
		document.body.classList.add( 'admin-bar' );
		const bar = document.createElement( 'div' );
		bar.id = 'wpadminbar';
		document.body.prepend( bar );
		boxes.set( bar, { top: 0, left: 0, width: 1024, height: 32 } );
		start( rule( { admin_bar: true } ) );
		const menu = document.getElementById( 'menu' )!;
		scrollTo( 267 );
		expect( menu ).not.toHaveClass( CLASSES.active );
		scrollTo( 268 );
		expect( menu ).toHaveClass( CLASSES.active );
		expect( menu.style.top ).toBe( '32px' );
		document.body.classList.remove( 'admin-bar' );
	} );

	it( 'writes nothing while scrolling in the same state', () => {
		start( rule() );
		const menu = document.getElementById( 'menu' )!;
		scrollTo( 1000 );
		const observer = new MutationObserver( () => undefined );
		observer.observe( document.body, {
			attributes: true,
			subtree: true,
			childList: true,
		} );
		scrollTo( 1100 );
		scrollTo( 1200 );
		expect( observer.takeRecords() ).toEqual( [] );
		observer.disconnect();
		expect( menu ).toHaveClass( CLASSES.active );
	} );

	it( 'schedules no timer and no animation frame', () => {
		jest.useFakeTimers();
		const raf = jest.spyOn( window, 'requestAnimationFrame' );
		start( rule( { dynamic_mode: true } ) );
		scrollTo( 1000 );
		expect( jest.getTimerCount() ).toBe( 0 );
		expect( raf ).not.toHaveBeenCalled();
		jest.useRealTimers();
	} );
} );

describe( 'legacy mode', () => {
	it( 'keeps a hidden clone, shows it while sticky and hides it after', () => {
		start( rule( { legacy_mode: true, z_index: 99 } ) );
		const menu = document.getElementById( 'menu' )!;
		const clone = menu.nextElementSibling as HTMLElement;
		expect( clone ).toHaveClass( CLASSES.clone, CLASSES.legacyClone );
		expect( clone ).not.toHaveClass( CLASSES.original );
		expect( clone.style.display ).toBe( 'none' );

		scrollTo( 300 );
		expect( clone.style.display ).toBe( '' );
		expect( clone.style.position ).toBe( 'fixed' );
		expect( clone.style.zIndex ).toBe( '99' );
		expect( clone ).toHaveClass( CLASSES.isSticky );
		expect( menu.style.visibility ).toBe( 'hidden' );
		expect( menu.style.position ).toBe( '' );

		scrollTo( 0 );
		expect( clone.style.display ).toBe( 'none' );
		expect( clone.isConnected ).toBe( true );
		expect( menu.getAttribute( 'style' ) ).toBe( 'color: red;' );
	} );

	it( 'with dynamic mode, creates the clone on sticking and removes it after', () => {
		start( rule( { legacy_mode: true, dynamic_mode: true } ) );
		expect( document.querySelector( `.${ CLASSES.clone }` ) ).toBeNull();
		scrollTo( 500 );
		expect(
			document.querySelector( `.${ CLASSES.clone }` )
		).not.toBeNull();
		scrollTo( 0 );
		expect( document.querySelector( `.${ CLASSES.clone }` ) ).toBeNull();
	} );
} );

describe( 'several rules', () => {
	it( 'gives one element to the first of two rules that name it', () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		start( rule(), rule( { top_distance: 99, debug: true } ) );
		scrollTo( 1000 );
		expect( document.getElementById( 'menu' )!.style.top ).toBe( '0px' );
		expect( String( warn.mock.calls[ 0 ]?.[ 0 ] ) ).toMatch(
			/already sticky through an earlier rule/
		);
		warn.mockRestore();
	} );

	it( 'applies each rule to its own element', () => {
		start(
			rule(),
			rule( { sticky_selector: '#pusher', top_distance: 60 } )
		);
		scrollTo( 2300 );
		expect( document.getElementById( 'menu' ) ).toHaveClass(
			CLASSES.active
		);
		expect( document.getElementById( 'pusher' ) ).toHaveClass(
			CLASSES.active
		);
		expect( document.getElementById( 'pusher' )!.style.top ).toBe( '60px' );
	} );
} );
