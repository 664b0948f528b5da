/**
 * Settings › Sticky elements talks to WordPress with two small requests: a GET of the sticky
 * setting when the page opens and a PATCH of it on save. The REST index (`/wp-json/wp/v2`,
 * about 176 KB) is never downloaded. The original rules are put back at the end.
 */

/**
 * External dependencies
 */
import type { Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './fixtures';
import { StickySettingsPage } from './pages/sticky-settings.page';

const OPTION = 'farol_sticky_rules';

/**
 * Whether a URL is a REST request (pretty permalinks or `?rest_route=`).
 * @param url
 */
function restRoute( url: URL ): string | null {
	if ( url.searchParams.has( 'rest_route' ) ) {
		return url.searchParams.get( 'rest_route' );
	}
	return url.pathname.startsWith( '/wp-json' )
		? url.pathname.slice( '/wp-json'.length ) || '/'
		: null;
}

/** A namespace index or the REST root: no sub-route below the version. */
const INDEX = /^\/(?:[\w-]+\/v\d+\/?)?$/;

let savedRules: unknown = [];

test.beforeAll( async ( { requestUtils } ) => {
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	savedRules = settings[ OPTION ];
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
} );

test( 'opening the page and saving sends one GET and one PATCH of the setting, and no REST index', async ( {
	page,
	requestUtils,
} ) => {
	const rest: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( restRoute( new URL( request.url() ) ) !== null ) {
			rest.push( request );
		}
	} );
	const settings = new StickySettingsPage( page );

	await settings.open();
	await settings.addRule();
	await settings.field( 0, 'sticky_selector' ).fill( '#requests-target' );
	await settings.save();
	await expect( settings.notice ).toHaveClass( /is-success/ );

	const stored = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	expect( stored[ OPTION ] ).toEqual( [
		expect.objectContaining( { sticky_selector: '#requests-target' } ),
	] );

	const routes = rest.map( ( request ) => {
		const url = new URL( request.url() );
		return {
			method: request.method(),
			override: request.headers()[ 'x-http-method-override' ],
			route: restRoute( url ),
			fields: url.searchParams.get( '_fields' ),
		};
	} );
	expect( routes.filter( ( r ) => INDEX.test( r.route ?? '' ) ) ).toEqual(
		[]
	);
	expect( routes ).toEqual( [
		{
			method: 'GET',
			override: undefined,
			route: '/wp/v2/settings',
			fields: OPTION,
		},
		{
			method: 'POST',
			override: 'PATCH',
			route: '/wp/v2/settings',
			fields: null,
		},
	] );
	// The PATCH carries this one setting, nothing else of the site's.
	expect( Object.keys( rest[ 1 ]!.postDataJSON() as object ) ).toEqual( [
		OPTION,
	] );

	// What crossed the wire for REST, both ways, headers included: a few KB at most, where the
	// index alone is about 176 KB.
	let bytes = 0;
	for ( const request of rest ) {
		const sizes = await request.sizes();
		bytes +=
			sizes.requestHeadersSize +
			sizes.requestBodySize +
			sizes.responseHeadersSize +
			sizes.responseBodySize;
	}
	test.info().annotations.push( {
		type: 'REST bytes',
		description: String( bytes ),
	} );
	expect( bytes ).toBeGreaterThan( 0 );
	expect( bytes ).toBeLessThan( 8 * 1024 );
} );
