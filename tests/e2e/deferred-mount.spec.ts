/**
 * React is not on the critical path: a page with the box-shadow generator prints React, its
 * wp-element wrapper and the generator's view script only inside a `<template>`, and the small
 * loader brings them when the generator nears the viewport or is touched — pressed, keyed or
 * focused; a pointer passing over it is not intent — (or the browser is first idle, which
 * these tests switch off so that they can see the other two). Before that the server's
 * generator is on screen; after, React has taken it over and it works, with the visitor's
 * first keystrokes kept and a click made before the script arrived replayed on React's tree.

	await page
		.getByRole( 'spinbutton', { name: 'Opacidade (%)' } )
		.fill( '80' );
	await expect( page.locator( RULE ) ).toHaveText(
		'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.8);'
	);
} );

test( 'React loads when the visitor first touches the generator, and keeps their keystrokes', async ( {
	page,
} ) => {
	await openWithoutIdle( page, belowTheFold );
	expect( await reactScriptsLoaded( page ) ).toEqual( [] );

	// A pointer passing over it (a reader scrolling past) is not intent.
	await page
		.locator( '.wp-block-farol-box-shadow' )
		.dispatchEvent( 'pointerover' );
	await page.waitForTimeout( 500 );
	expect( await reactScriptsLoaded( page ) ).toEqual( [] );

	// Focus the server's slider without scrolling (as a keyboard user's first Tab into it
	// would, minus the scroll), and type at once.
	await page
		.getByRole( 'slider', { name: 'Desfoque (px)' } )
		.evaluate( ( slider ) =>
			( slider as HTMLElement ).focus( { preventScroll: true } )
		);
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );
	await page.keyboard.press( 'ArrowRight' );

	await waitForReactTakeover( page, RULE );
	await expect( page.locator( RULE ) ).toHaveText(
		'box-shadow: 0px 12px 35px -8px rgba(0, 0, 0, 0.3);'
	);
	// The focus is on the slider of the runtime's tree (Preact keeps its handlers in `l`), so
	// the next keystroke still counts.
	const focused = page.locator( 'input[type="range"][name="blur"]:focus' );
	await expect( focused ).toHaveCount( 1 );
	expect(
		await focused.evaluate( ( node ) =>
			Object.keys( node ).some(
				( key ) => key.startsWith( '__reactFiber' ) || key === 'l'
			)
		)
	).toBe( true );
	await page.keyboard.press( 'ArrowRight' );
	await expect( page.locator( RULE ) ).toHaveText(
		'box-shadow: 0px 12px 36px -8px rgba(0, 0, 0, 0.3);'
	);
	expect( await page.evaluate( () => window.scrollY ) ).toBe( 0 );
} );

test.describe( 'A click before the script arrives', () => {
	test.use( { permissions: [ 'clipboard-read', 'clipboard-write' ] } );

	test( 'on the rule is held, then replayed on React’s tree: the rule is copied and the confirmation shows', async ( {
		page,
	} ) => {
		// The view script's download waits until the click is done.
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( /\/box-shadow\/view\.js/, async ( route ) => {
			await held;
			await route.continue();
		} );
		await neverIdle( page );
		// Not "load": the held view script (added before load) holds the load event too.
		await page.goto( DEMO, { waitUntil: 'domcontentloaded' } );
		const rule = page.locator(
			'.wp-block-farol-box-shadow .farol-box-shadow__rule'
		);
		await expect( rule ).toBeVisible();
		// Near the viewport: the loader has asked for the view, which is held back.
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						document
							.querySelector( '.wp-block-farol-box-shadow' )
							?.hasAttribute( 'data-farol-needed' )
				)
			)
			.toBe( true );

		await rule.click();
		expect(
			await rule.evaluate( ( node ) =>
				Object.keys( node ).some( ( key ) =>
					key.startsWith( '__reactFiber' )
				)
			)
		).toBe( false );
		await expect(
			page.locator( '.wp-block-farol-box-shadow' ).getByRole( 'status' )
		).toHaveText( '' );

		release();
		await waitForReactTakeover( page, RULE );
		await expect(
			page.locator( '.wp-block-farol-box-shadow' ).getByRole( 'status' )
		).toHaveText( 'Regra copiada para a área de transferência!' );
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( 'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3);' );
	} );
} );
