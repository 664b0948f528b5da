/**
 * The cities API as a visitor's browser calls it: GET farol/v1/api/cidades/?term=… and
 * GET farol/v1/api/cidades/{id}, with answers parsed by the cities contract the lead form will
 * use. Tagged @smoke: on Playground (SQLite) it also proves the table was made and filled when
 * `npm start` set the site up.
 */
/**
 * External dependencies
 */
import { request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './fixtures';
import {
	cityAnswer,
	citySearchAnswer,
} from '../../src/lead-form/cities-contract';

const API = '/wp-json/farol/v1/api/cidades/';

test.describe( 'A visitor', () => {
	test( 'searches cities and gets one by its IBGE code @smoke', async ( {
		baseURL,
	} ) => {
		// A request context of its own: no cookies, as a visitor's first call.
		const visitor = await playwrightRequest.newContext( { baseURL } );

		const search = await visitor.get( API, {
			params: { term: 'SÃO PA', state_acronym: 'SP' },
		} );
		expect( search.status() ).toBe( 200 );
		expect( search.headers()[ 'cache-control' ] ).toContain( 'public' );
		const { cities } = citySearchAnswer.parse( await search.json() );
		expect( cities[ 0 ] ).toEqual( {
			id: 3550308,
			name: 'São Paulo',
			state: 'SP',
		} );
		expect( new Set( cities.map( ( city ) => city.state ) ) ).toEqual(
			new Set( [ 'SP' ] )
		);

		const many = citySearchAnswer.parse(
			await (
				await visitor.get( API, { params: { term: 'sa' } } )
			).json()
		);
		expect( many.cities ).toHaveLength( 20 );

		const byId = await visitor.get( `${ API }5300108` );
		expect( byId.status() ).toBe( 200 );
		expect( cityAnswer.parse( await byId.json() ).city ).toEqual( {
			id: 5300108,
			name: 'Brasília',
			state: 'DF',
		} );

		const unknown = await visitor.get( `${ API }9999999` );
		expect( unknown.status() ).toBe( 404 );
		expect( ( await unknown.json() ).code ).toBe( 'farol_city_not_found' );

		const badState = await visitor.get( API, {
			params: { term: 'campo', state_acronym: 'XX' },
		} );
		expect( badState.status() ).toBe( 400 );

		await visitor.dispose();
	} );
} );
