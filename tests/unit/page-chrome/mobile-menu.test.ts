/**
 * External dependencies
 */
import {
	initMobileMenu,
	type MobileMenu,
} from '@farol/page-chrome/mobile-menu';

/**
 * Internal dependencies
 */
import { mockMatchMedia } from './helpers';

function render(): {
	toggler: HTMLButtonElement;
	panel: HTMLElement;
	outside: HTMLElement;
} {
	document.body.innerHTML = `
		<header>
			<button type="button" class="farol-menu-toggle" aria-expanded="false" aria-controls="farol-menu">Menu</button>
			<div id="farol-menu" class="farol-menu">
				<ul>
					<li class="has-child">
						<a href="#servicos">Serviços</a>
						<button type="button" class="farol-submenu-toggle" aria-expanded="false" aria-controls="sub-1">Submenu</button>
						<ul id="sub-1" class="wp-block-navigation__submenu-container">
							<li><a href="#a">A</a></li>
							<li><a href="#b">B</a></li>
						</ul>
					</li>
					<li><a id="last" href="#contato">Contato</a></li>
				</ul>
			</div>
		</header>
		<main><p id="outside">Conteúdo</p></main>`;
	return {
		toggler: document.querySelector(
			'.farol-menu-toggle'
		) as HTMLButtonElement,
		panel: document.getElementById( 'farol-menu' ) as HTMLElement,
		outside: document.getElementById( 'outside' ) as HTMLElement,
	};
}

describe( 'mobile menu', () => {
	let menu: MobileMenu;

	beforeEach( () => {
		jest.useFakeTimers();
		mockMatchMedia( [ '(max-width: 991px)' ] );
	} );

	afterEach( () => {
		menu?.destroy();
		jest.useRealTimers();
	} );

	it( 'opens and closes from the toggler, keeping aria-expanded true to the state', () => {
		const { toggler, panel } = render();
		menu = initMobileMenu( toggler, panel );

		toggler.click();
		expect( panel ).toHaveClass( 'is-open' );
		expect( toggler ).toHaveAttribute( 'aria-expanded', 'true' );

		jest.advanceTimersByTime( 100 );
		toggler.click();
		expect( panel ).not.toHaveClass( 'is-open' );
		expect( toggler ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'listens for outside clicks only 25 ms after opening', () => {
		const { toggler, panel, outside } = render();
		menu = initMobileMenu( toggler, panel );

		toggler.click();
		jest.advanceTimersByTime( 24 );
		outside.click();
		expect( menu.isOpen() ).toBe( true );

		jest.advanceTimersByTime( 1 );
		outside.click();
		expect( menu.isOpen() ).toBe( false );
		expect( toggler ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'is not closed by clicks inside the panel', () => {
		const { toggler, panel } = render();
		menu = initMobileMenu( toggler, panel );
		toggler.click();
		jest.advanceTimersByTime( 25 );
		( panel.querySelector( '#last' ) as HTMLElement ).click();
		expect( menu.isOpen() ).toBe( true );
	} );

	it( 'closes on Escape and gives focus back to the toggler', () => {
		const { toggler, panel } = render();
		menu = initMobileMenu( toggler, panel );
		toggler.click();
		( panel.querySelector( '#last' ) as HTMLElement ).focus();
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( menu.isOpen() ).toBe( false );
		expect( toggler ).toHaveFocus();
	} );

	it( 'closes when focus leaves for the rest of the page', () => {
		const { toggler, panel, outside } = render();
		outside.tabIndex = 0;
		menu = initMobileMenu( toggler, panel );
		toggler.click();
		const last = panel.querySelector( '#last' ) as HTMLElement;
		last.focus();
		outside.focus();
		expect( menu.isOpen() ).toBe( false );
	} );

	it( 'expands a submenu to the height of its children and collapses it again', () => {
		const { toggler, panel } = render();
		menu = initMobileMenu( toggler, panel );
		const list = panel.querySelector( '#sub-1' ) as HTMLElement;
		Object.defineProperty( list, 'scrollHeight', {
			configurable: true,
			value: 96,
		} );
		const button = panel.querySelector(
			'.farol-submenu-toggle'
		) as HTMLButtonElement;

		toggler.click();
		button.click();
		expect( list.style.height ).toBe( '96px' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( list.closest( 'li' ) ).toHaveClass( 'is-expanded' );
		// The menu stays open: the submenu click is inside it.
		jest.advanceTimersByTime( 25 );
		button.click();
		expect( list.style.height ).toBe( '0px' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( menu.isOpen() ).toBe( true );
	} );
} );
