/**
 * The settings page's reads and writes: one GET of the sticky setting, one PATCH of it, and
 * never the REST index.
 */

/**
 * Internal dependencies
 */
import { fakeFetch, ROOT, withoutLocale, type Recorded } from '../rest/helpers';
import { RULE_DEFAULTS } from '../../../src/sticky/rule-contract';

type SettingsApi = typeof import('@farol/sticky/admin/settings-api');
type RestModule = typeof import('@farol/lib/rest');

/** A fresh copy of the settings client and of the REST layer it uses. */
function load(): { api: SettingsApi; rest: RestModule } {
	let api: SettingsApi | undefined;
	let rest: RestModule | undefined;
	jest.isolateModules( () => {
		/* eslint-disable @typescript-eslint/no-var-requires -- a fresh module instance per test needs require() inside isolateModules. */
		rest = require( '@farol/lib/rest' ) as RestModule;
		api = require( '@farol/sticky/admin/settings-api' ) as SettingsApi;
		/* eslint-enable @typescript-eslint/no-var-requires */
	} );
	return { api: api!, rest: rest! };
}

function path( request: Recorded ): string {
	return withoutLocale( request.url ).slice( ROOT.length );
}

let stored: unknown[] = [];

function setup() {
	window.sessionStorage.clear();
	const { api, rest } = load();
	const requests = fakeFetch( ( request ) => {
		if ( ! path( request ).startsWith( 'wp/v2/settings' ) ) {
			return undefined;
		}
		if ( request.method === 'POST' ) {
			stored = ( request.body as { farol_sticky_rules: unknown[] } )
				.farol_sticky_rules;
		}
		return { body: { title: 'Farol', farol_sticky_rules: stored } };
	} );
	rest.configureRest( { root: ROOT, nonce: 'n0nce' } );
	return { api, requests };
}

it( 'loadRules reads only the sticky setting, with one GET and no REST index', async () => {
	stored = [ { sticky_selector: '#menu', top_distance: 8 } ];
	const { api, requests } = setup();

	const rules = await api.loadRules();

	expect( rules ).toEqual( [
		{ ...RULE_DEFAULTS, sticky_selector: '#menu', top_distance: 8 },
	] );
	expect( requests.map( ( r ) => [ r.method, path( r ) ] ) ).toEqual( [
		[ 'GET', 'wp/v2/settings?_fields=farol_sticky_rules' ],
	] );
} );

it( 'saveRules sends one PATCH of the sticky setting alone and returns the rules as stored', async () => {
	stored = [];
	const { api, requests } = setup();
	const rule = { ...RULE_DEFAULTS, sticky_selector: '#hero' };

	const saved = await api.saveRules( [ rule ] );

	expect( saved ).toEqual( [ rule ] );
	expect( requests ).toHaveLength( 1 );
	expect( requests[ 0 ] ).toMatchObject( {
		method: 'POST',
		headers: { 'x-http-method-override': 'PATCH', 'x-wp-nonce': 'n0nce' },
		body: { farol_sticky_rules: [ rule ] },
	} );
	expect( path( requests[ 0 ]! ) ).toBe( 'wp/v2/settings' );
	expect( Object.keys( requests[ 0 ]!.body as object ) ).toEqual( [
		'farol_sticky_rules',
	] );
} );
