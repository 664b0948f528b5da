/**
 * Settings › Sticky elements: saving and reloading, the contract's defaults and rule limit,
 * a selector judged as it is typed, server refusals shown beside the right field with the
 * typed text kept, several rules, the preview link, and no access for a subscriber (REST 403).
 * The original rules are put back at the end.
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { sendLoginForm } from './login-form';
import {
	BOOLEAN_FIELDS,
	MAX_RULES,
	NUMBER_FIELDS,
	RULE_DEFAULTS,
	StickySettingsPage,
	type Rule,
} from './pages/sticky-settings.page';
import { STICKY_CLASSES } from './pages/sticky-front.page';

const OPTION = 'farol_sticky_rules';

let savedRules: unknown = [];
let fixtureUrl = '';
let fixtureId = 0;

test.beforeAll( async ( { requestUtils } ) => {
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	savedRules = settings[ OPTION ];
	const post = await requestUtils.createPost( {
		title: 'Sticky settings fixture',
		content: `<!-- wp:html --><div style="height:500px">top</div><div id="settings-target" style="height:50px;background:#fc0">target</div><div style="height:3000px">rest</div><!-- /wp:html -->`,
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
	fixtureUrl = post.link;
	fixtureId = post.id;
} );

test.beforeEach( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: [] },
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: savedRules ?? [] },
	} );
	// The fixture post must not stay on the site (it would show in the blog grid).
	await requestUtils.rest( {
		path: `/wp/v2/posts/${ fixtureId }`,
		method: 'DELETE',
		params: { force: true },
	} );
} );

async function storedRules( requestUtils: {
	rest: < T >( o: { path: string } ) => Promise< T >;
} ): Promise< Rule[] > {
	const settings = await requestUtils.rest< Record< string, Rule[] > >( {
		path: '/wp/v2/settings',
	} );
	return settings[ OPTION ] ?? [];
}

test.describe( 'The administrator', () => {
	test( 'adds a rule, saves it and finds it after a reload', async ( {
		page,
		requestUtils,
	} ) => {
		const settings = new StickySettingsPage( page );
		await settings.open();
		await expect( settings.rules ).toHaveCount( 0 );

		await settings.addRule();
		await expect( settings.rules ).toHaveCount( 1 );
		// A new rule starts from the contract's defaults.
		for ( const field of NUMBER_FIELDS ) {
			await expect( settings.field( 0, field ) ).toHaveValue(
				String( RULE_DEFAULTS[ field as keyof typeof RULE_DEFAULTS ] )
			);
		}
		await expect( settings.field( 0, 'push_up_selector' ) ).toHaveValue(
			RULE_DEFAULTS.push_up_selector
		);
		for ( const flag of BOOLEAN_FIELDS ) {
			const checkbox = settings.toggle( 0, flag );
			await ( RULE_DEFAULTS[ flag as keyof typeof RULE_DEFAULTS ]
				? expect( checkbox ).toBeChecked()
				: expect( checkbox ).not.toBeChecked() );
		}
		// The new rule's selector field has the focus.
		await expect( settings.field( 0, 'sticky_selector' ) ).toBeFocused();

		await settings.field( 0, 'sticky_selector' ).fill( '#settings-target' );
		await settings.field( 0, 'top_distance' ).fill( '12' );
		await settings.field( 0, 'push_up_selector' ).fill( 'footer' );
		await settings.toggle( 0, 'admin_bar' ).check();
		await settings.save();
		await expect( settings.notice ).toHaveClass( /is-success/ );

		expect( await storedRules( requestUtils ) ).toEqual( [
			{
				...RULE_DEFAULTS,
				sticky_selector: '#settings-target',
				top_distance: 12,
				push_up_selector: 'footer',
				admin_bar: true,
			},
		] );

		await page.reload();
		await settings.form.waitFor();
		await expect( settings.rules ).toHaveCount( 1 );
		await expect( settings.field( 0, 'sticky_selector' ) ).toHaveValue(
			'#settings-target'
		);
		await expect( settings.field( 0, 'top_distance' ) ).toHaveValue( '12' );
		await expect( settings.field( 0, 'push_up_selector' ) ).toHaveValue(
			'footer'
		);
		await expect( settings.toggle( 0, 'admin_bar' ) ).toBeChecked();
	} );

	test( 'sees a refused value explained beside its field, with what was typed kept', async ( {
		page,
		requestUtils,
	} ) => {
		const settings = new StickySettingsPage( page );
		await settings.open();
		await settings.addRule();
		await settings.field( 0, 'sticky_selector' ).fill( '#ok' );
		await settings.addRule();
		await settings.field( 1, 'sticky_selector' ).fill( '#second' );
		await settings.field( 1, 'top_distance' ).fill( '-5' );
		await settings.field( 1, 'min_width' ).fill( '2000' );
		await settings.field( 1, 'max_width' ).fill( '1000' );
		await settings.save();

		await expect( settings.notice ).toHaveClass( /is-error/ );
		// Each message sits under its own field of the second rule.
		await expect( settings.field( 1, 'min_width' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await expect(
			await settings.fieldMessage( 1, 'min_width' )
		).toHaveText(
			/(minimum screen width cannot be greater|largura mínima da tela não pode ser maior)/
		);
		await expect(
			await settings.fieldMessage( 1, 'top_distance' )
		).toHaveText(
			/(negative numbers are not allowed|números negativos não são permitidos)/
		);
		await expect(
			settings.field( 1, 'sticky_selector' )
		).not.toHaveAttribute( 'aria-invalid', 'true' );
		// The focus goes to the first refused field.
		await expect( settings.field( 1, 'top_distance' ) ).toBeFocused();
		// What the user typed is still there.
		await expect( settings.field( 1, 'min_width' ) ).toHaveValue( '2000' );
		await expect( settings.field( 1, 'top_distance' ) ).toHaveValue( '-5' );
		// Nothing was stored.
		expect( await storedRules( requestUtils ) ).toEqual( [] );

		// Fixing one field clears its message; fixing them all saves.
		await settings.field( 1, 'min_width' ).fill( '500' );
		await expect( settings.field( 1, 'min_width' ) ).not.toHaveAttribute(
			'aria-invalid',
			'true'
		);
		await settings.field( 1, 'top_distance' ).fill( '5' );
		await settings.save();
		await expect( settings.notice ).toHaveClass( /is-success/ );
		const stored = await storedRules( requestUtils );
		expect( stored.map( ( rule ) => rule.sticky_selector ) ).toEqual( [
			'#ok',
			'#second',
		] );
		expect( stored[ 1 ] ).toMatchObject( {
			top_distance: 5,
			min_width: 500,
			max_width: 1000,
		} );
	} );

	test( 'is told as they type that a selector is not CSS, and cannot save it', async ( {
		page,
		requestUtils,
	} ) => {
		const settings = new StickySettingsPage( page );
		await settings.open();
		await settings.addRule();
		const selector = settings.field( 0, 'sticky_selector' );
		await selector.fill( 'li:first' );
		// The verdict shows under the field before anything is sent.
		await expect( selector ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			await settings.fieldMessage( 0, 'sticky_selector' )
		).toHaveText( /":first".*:first-child/ );
		await settings.save();
		await expect( settings.notice ).toHaveClass( /is-error/ );
		await expect( selector ).toBeFocused();
		await expect( selector ).toHaveValue( 'li:first' );
		expect( await storedRules( requestUtils ) ).toEqual( [] );

		await selector.fill( 'li:first-child' );
		await expect( selector ).not.toHaveAttribute( 'aria-invalid', 'true' );
		await settings.save();
		await expect( settings.notice ).toHaveClass( /is-success/ );
		expect(
			( await storedRules( requestUtils ) ).map(
				( r ) => r.sticky_selector
			)
		).toEqual( [ 'li:first-child' ] );
	} );

	test( 'can have as many rules as the contract allows, and no more', async ( {
		page,
		requestUtils,
	} ) => {
		const rules = Array.from( { length: MAX_RULES }, ( _, i ) => ( {
			...RULE_DEFAULTS,
			sticky_selector: `#rule-${ i }`,
		} ) );
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { [ OPTION ]: rules.slice( 0, -1 ) },
		} );
		const settings = new StickySettingsPage( page );
		await settings.open();
		await expect( settings.rules ).toHaveCount( MAX_RULES - 1 );
		await expect( settings.addButton ).toBeEnabled();
		await settings.addRule();
		await expect( settings.rules ).toHaveCount( MAX_RULES );
		await expect( settings.addButton ).toBeDisabled();
	} );

	test( 'removes a rule', async ( { page, requestUtils } ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: {
				[ OPTION ]: [
					{ ...RULE_DEFAULTS, sticky_selector: '#one' },
					{ ...RULE_DEFAULTS, sticky_selector: '#two' },
				],
			},
		} );
		const settings = new StickySettingsPage( page );
		await settings.open();
		await expect( settings.rules ).toHaveCount( 2 );
		await settings.removeButton( 0 ).click();
		await expect( settings.rules ).toHaveCount( 1 );
		await expect( settings.field( 0, 'sticky_selector' ) ).toHaveValue(
			'#two'
		);
		await settings.save();
		await expect( settings.notice ).toHaveClass( /is-success/ );
		expect(
			( await storedRules( requestUtils ) ).map(
				( r ) => r.sticky_selector
			)
		).toEqual( [ '#two' ] );
	} );

	test( 'previews an unsaved rule on the site, outlined and sticking', async ( {
		page,
		context,
		requestUtils,
	} ) => {
		const settings = new StickySettingsPage( page );
		await settings.open();
		await settings.addRule();
		await settings.field( 0, 'sticky_selector' ).fill( '#settings-target' );
		await page
			.locator( '.farol-sticky-admin__preview-page input' )
			.fill( fixtureUrl );

		const [ preview ] = await Promise.all( [
			context.waitForEvent( 'page' ),
			settings.previewLink( 0 ).click(),
		] );
		await preview.waitForLoadState( 'load' );
		await expect(
			preview.locator( '.farol-sticky-preview' )
		).toBeVisible();
		await expect( preview.locator( '#settings-target' ) ).toHaveCSS(
			'outline-style',
			'dashed'
		);
		await preview.evaluate( () =>
			window.scrollTo( { top: 2000, behavior: 'instant' } )
		);
		await expect( preview.locator( '#settings-target' ) ).toHaveClass(
			new RegExp( STICKY_CLASSES.active )
		);
		await preview.close();
		// Nothing was saved by previewing.
		expect( await storedRules( requestUtils ) ).toEqual( [] );
	} );
} );

test.describe( 'A subscriber', () => {
	test.use( { storageState: VISITOR } );

	test( 'cannot read or change the rules (REST 403) nor open the page', async ( {
		page,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: {
				[ OPTION ]: [ { ...RULE_DEFAULTS, sticky_selector: '#kept' } ],
			},
		} );

		await sendLoginForm( page, 'subscriber' );
		await page.waitForURL( /wp-admin/ );

		const nonceResponse = await page.request.get(
			'/wp-admin/admin-ajax.php?action=rest-nonce'
		);
		const nonce = ( await nonceResponse.text() ).trim();
		expect( nonce ).toMatch( /^[0-9a-f]{10}$/ );

		const read = await page.request.get( '/wp-json/wp/v2/settings', {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( read.status() ).toBe( 403 );
		expect( ( await read.json() ).code ).toBe( 'rest_forbidden' );

		const write = await page.request.post( '/wp-json/wp/v2/settings', {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				[ OPTION ]: [ { ...RULE_DEFAULTS, sticky_selector: '#mine' } ],
			},
		} );
		expect( write.status() ).toBe( 403 );

		const screen = await page.goto(
			'/wp-admin/options-general.php?page=farol-sticky'
		);
		expect( screen?.status() ).toBe( 403 );
		await expect( page.locator( '#farol-sticky-admin' ) ).toHaveCount( 0 );

		expect(
			( await storedRules( requestUtils ) ).map(
				( r ) => r.sticky_selector
			)
		).toEqual( [ '#kept' ] );
	} );
} );
