/**
 * The Farol theme's menu on the demo home page: the mobile menu and its submenu at 390 px
 * (toggler, outside click after 25 ms, Escape, submenu height) and the desktop dropdown.
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { DESKTOP, PHONE, PageChrome } from './pages/page-chrome.page';

test.use( { storageState: VISITOR } );

test.describe( 'page chrome menu', () => {
	test.describe( 'mobile menu at 390 px', () => {
		test.beforeEach( async ( { page } ) => {
			await page.setViewportSize( PHONE );
		} );

		test( 'opens and closes from the toggler; an outside click closes it, the opening click does not', async ( {
			page,
		} ) => {
			const chrome = new PageChrome( page );
			await chrome.openHome();
			await expect( chrome.menuToggle ).toBeVisible();
			await expect( chrome.menu ).toBeHidden();
			await expect( chrome.menuToggle ).toHaveAttribute(
				'aria-expanded',
				'false'
			);

			await chrome.menuToggle.click();
			await expect( chrome.menu ).toBeVisible();
			await expect( chrome.menuToggle ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			// Well past the 25 ms: the click that opened the menu has not closed it.
			await page.waitForTimeout( 200 );
			await expect( chrome.menu ).toBeVisible();

			// A click inside the menu (on the panel, not on a link) keeps it open.
			await chrome.menu.click( { position: { x: 5, y: 5 } } );
			await expect( chrome.menu ).toBeVisible();

			// A click on the page below the panel closes it.
			await page.mouse.click( PHONE.width / 2, PHONE.height - 20 );
			await expect( chrome.menu ).toBeHidden();
			await expect( chrome.menuToggle ).toHaveAttribute(
				'aria-expanded',
				'false'
			);

			// And the toggler closes it as well.
			await chrome.menuToggle.click();
			await expect( chrome.menu ).toBeVisible();
			await chrome.menuToggle.click();
			await expect( chrome.menu ).toBeHidden();
		} );

		test( 'listens for outside clicks only after 25 ms', async ( {
			page,
		} ) => {
			const chrome = new PageChrome( page );
			await chrome.openHome();
			const openAfterEarlyClick = await chrome.menuToggle.evaluate(
				( toggler ) => {
					( toggler as HTMLElement ).click();
					// An outside click in the same moment the menu opened.
					document
						.querySelector( 'main' )
						?.dispatchEvent(
							new MouseEvent( 'click', { bubbles: true } )
						);
					return document
						.getElementById( 'farol-menu' )
						?.classList.contains( 'is-open' );
				}
			);
			expect( openAfterEarlyClick ).toBe( true );
			await page.waitForTimeout( 50 );
			await page.evaluate(
				() =>
					document
						.querySelector( 'main' )
						?.dispatchEvent(
							new MouseEvent( 'click', { bubbles: true } )
						)
			);
			await expect( chrome.menu ).toBeHidden();
		} );

		test( 'Escape closes the menu and focus goes back to the toggler', async ( {
			page,
		} ) => {
			const chrome = new PageChrome( page );
			await chrome.openHome();
			await chrome.menuToggle.focus();
			await page.keyboard.press( 'Enter' );
			await expect( chrome.menu ).toBeVisible();
			await page.keyboard.press( 'Tab' );
			await expect( chrome.menu.locator( 'a' ).first() ).toBeFocused();
			await page.keyboard.press( 'Escape' );
			await expect( chrome.menu ).toBeHidden();
			await expect( chrome.menuToggle ).toBeFocused();
			await expect( chrome.menuToggle ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
		} );

		test( 'a submenu expands to the height of its children and collapses again', async ( {
			page,
		} ) => {
			const chrome = new PageChrome( page );
			await chrome.openHome();
			await chrome.menuToggle.click();
			const { toggle, list, items } = chrome.servicesSubmenu();
			await expect( list ).toBeHidden();
			expect( await items.count() ).toBeGreaterThanOrEqual( 2 );

			await toggle.click();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
			await expect( list ).toBeVisible();
			const childrenHeight = async () =>
				items.evaluateAll( ( els ) =>
					els.reduce(
						( sum, el ) => sum + el.getBoundingClientRect().height,
						0
					)
				);
			await expect
				.poll( async () =>
					Math.abs(
						( await chrome.box( list ) ).height -
							( await childrenHeight() )
					)
				)
				.toBeLessThanOrEqual( 1 );
			expect( ( await chrome.box( list ) ).height ).toBeGreaterThan( 80 );
			// The submenu click is inside the menu: the menu stays open.
			await expect( chrome.menu ).toBeVisible();

			await toggle.click();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect
				.poll( async () => ( await chrome.box( list ) ).height )
				.toBe( 0 );
			await expect( list ).toBeHidden();
		} );
	} );

	test( 'on a desktop the menu is inline and a submenu opens as a dropdown on click', async ( {
		page,
	} ) => {
		await page.setViewportSize( DESKTOP );
		const chrome = new PageChrome( page );
		await chrome.openHome();
		await expect( chrome.menuToggle ).toBeHidden();
		await expect( chrome.menu ).toBeVisible();
		const { toggle, list } = chrome.servicesSubmenu();
		await page.mouse.move( 0, DESKTOP.height - 10 );
		await expect( list ).toBeHidden();
		await toggle.click();
		await page.mouse.move( 0, DESKTOP.height - 10 );
		await expect( list ).toBeVisible();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.mouse.click( DESKTOP.width / 2, DESKTOP.height - 10 );
		await expect( list ).toBeHidden();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );
