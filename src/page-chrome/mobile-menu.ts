/**
 * Mobile menu: a toggler opens and closes the menu panel; while open, a click outside, Escape
 * or focus leaving the header closes it. The outside-click listener is attached 25 ms after
 * opening so that the click which opened the menu cannot also close it.
 *
 * Submenus: the theme prints a toggle button after each submenu's link; in the mobile panel a
 * click expands the submenu to the height of its children (animated in CSS) and collapses it
 * again. On wide screens the same button opens the dropdown (CSS, no height animation).
 */
/**
 * Internal dependencies
 */
import {
	CLASSES,
	MENU_OUTSIDE_CLICK_DELAY_MS,
	MOBILE_MENU_MAX_WIDTH_PX,
} from './constants';

const SUBMENU_CONTAINER = '.wp-block-navigation__submenu-container';

/** Handle on one mobile menu. */
export interface MobileMenu {
	open(): void;
	close( returnFocus?: boolean ): void;
	isOpen(): boolean;
	destroy(): void;
}

/**
 * Wires a toggler to the panel it controls (`aria-controls`).
 *
 * @param toggler The menu button.
 * @param panel   The menu panel.
 * @param win     The window (injectable for tests).
 * @return The menu's handle.
 */
export function initMobileMenu(
	toggler: HTMLButtonElement,
	panel: HTMLElement,
	win: Window = window
): MobileMenu {
	const doc = panel.ownerDocument;
	let pending: ReturnType< typeof setTimeout > | undefined;
	let listening = false;

	const isOpen = (): boolean => panel.classList.contains( CLASSES.menuOpen );

	const onOutsideClick = ( event: MouseEvent ): void => {
		const target = event.target as Node | null;
		if (
			target &&
			( panel.contains( target ) || toggler.contains( target ) )
		) {
			return;
		}
		close( false );
	};

	const onKeydown = ( event: KeyboardEvent ): void => {
		if ( event.key === 'Escape' && isOpen() ) {
			event.preventDefault();
			close( true );
		}
	};

	const onFocusOut = ( event: FocusEvent ): void => {
		const next = event.relatedTarget as Node | null;
		// Focus moving to another page element (Tab past the last link) closes the menu;
		// focus lost to nothing (a click on blank space) is the outside click's job.
		if ( next && ! panel.contains( next ) && ! toggler.contains( next ) ) {
			close( false );
		}
	};

	const stopListening = (): void => {
		if ( pending !== undefined ) {
			clearTimeout( pending );
			pending = undefined;
		}
		if ( listening ) {
			doc.removeEventListener( 'click', onOutsideClick );
			listening = false;
		}
	};

	function open(): void {
		if ( isOpen() ) {
			return;
		}
		panel.classList.add( CLASSES.menuOpen );
		toggler.setAttribute( 'aria-expanded', 'true' );
		doc.addEventListener( 'keydown', onKeydown );
		panel.addEventListener( 'focusout', onFocusOut );
		stopListening();
		pending = setTimeout( () => {
			pending = undefined;
			doc.addEventListener( 'click', onOutsideClick );
			listening = true;
		}, MENU_OUTSIDE_CLICK_DELAY_MS );
	}

	function close( returnFocus = false ): void {
		if ( ! isOpen() ) {
			return;
		}
		panel.classList.remove( CLASSES.menuOpen );
		toggler.setAttribute( 'aria-expanded', 'false' );
		doc.removeEventListener( 'keydown', onKeydown );
		panel.removeEventListener( 'focusout', onFocusOut );
		stopListening();
		if ( returnFocus ) {
			toggler.focus();
		}
	}

	const onToggle = (): void => ( isOpen() ? close( false ) : open() );
	toggler.addEventListener( 'click', onToggle );

	// Growing into the desktop layout leaves no stale open state behind.
	const wide = win.matchMedia?.(
		`(min-width: ${ MOBILE_MENU_MAX_WIDTH_PX + 1 }px)`
	);
	const onWide = ( event: MediaQueryListEvent ): void => {
		if ( event.matches ) {
			close( false );
		}
	};
	wide?.addEventListener?.( 'change', onWide );

	const submenus = initSubmenus( panel, win );

	return {
		open,
		close,
		isOpen,
		destroy(): void {
			close( false );
			toggler.removeEventListener( 'click', onToggle );
			wide?.removeEventListener?.( 'change', onWide );
			submenus();
		},
	};
}

/**
 * Submenu toggles inside the panel: `button[aria-controls]` with class farol-submenu-toggle.
 *
 * @param panel The menu panel.
 * @param win   The window.
 * @return A function that removes the listeners.
 */
export function initSubmenus(
	panel: HTMLElement,
	win: Window = window
): () => void {
	const isMobile = (): boolean =>
		win.matchMedia?.( `(max-width: ${ MOBILE_MENU_MAX_WIDTH_PX }px)` )
			.matches ?? true;

	const setExpanded = (
		button: HTMLButtonElement,
		expanded: boolean
	): void => {
		const item = button.closest( 'li' );
		const list = item?.querySelector< HTMLElement >( SUBMENU_CONTAINER );
		if ( ! item || ! list ) {
			return;
		}
		button.setAttribute( 'aria-expanded', String( expanded ) );
		item.classList.toggle( CLASSES.submenuExpanded, expanded );
		if ( isMobile() ) {
			// The height of its children: the list's full content height, animated by CSS.
			list.style.height = expanded ? `${ list.scrollHeight }px` : '0px';
		} else {
			list.style.removeProperty( 'height' );
		}
	};

	const onClick = ( event: MouseEvent ): void => {
		const button = (
			event.target as Element | null
		 )?.closest< HTMLButtonElement >( '.farol-submenu-toggle' );
		if ( ! button || ! panel.contains( button ) ) {
			return;
		}
		setExpanded(
			button,
			button.getAttribute( 'aria-expanded' ) !== 'true'
		);
	};

	const onKeydown = ( event: KeyboardEvent ): void => {
		if ( event.key !== 'Escape' ) {
			return;
		}
		const item = ( event.target as Element | null )?.closest(
			`li.${ CLASSES.submenuExpanded }`
		);
		const button = item?.querySelector< HTMLButtonElement >(
			':scope > .farol-submenu-toggle'
		);
		if ( button ) {
			// The submenu closes first; a second Escape closes the whole menu.
			event.stopPropagation();
			setExpanded( button, false );
			button.focus();
		}
	};

	// A dropdown opened by click on a wide screen closes on a click anywhere else.
	const onDocumentClick = ( event: MouseEvent ): void => {
		if ( isMobile() ) {
			return;
		}
		const target = event.target as Node | null;
		for ( const item of panel.querySelectorAll(
			`li.${ CLASSES.submenuExpanded }`
		) ) {
			const button = item.querySelector< HTMLButtonElement >(
				':scope > .farol-submenu-toggle'
			);
			if ( button && ! ( target && item.contains( target ) ) ) {
				setExpanded( button, false );
			}
		}
	};

	const doc = panel.ownerDocument;
	panel.addEventListener( 'click', onClick );
	panel.addEventListener( 'keydown', onKeydown );
	doc.addEventListener( 'click', onDocumentClick );
	return () => {
		panel.removeEventListener( 'click', onClick );
		panel.removeEventListener( 'keydown', onKeydown );
		doc.removeEventListener( 'click', onDocumentClick );
	};
}
