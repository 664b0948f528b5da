/**
 * The Leads app's queries: what a DataViews view and the screen's days send to the routes,
 * and the export link, checked against the leads contract the server's arguments come from.
 */
/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { exportUrl } from '@farol/lead-form/admin-leads/export-url';
import { queryKey } from '@farol/lead-form/admin-leads/store';
import {
	contactsQuery,
	conversionsQuery,
	initialView,
} from '@farol/lead-form/admin-leads/view-query';
import {
	contactsQuery as contactsContract,
	conversionsQuery as conversionsContract,
	exportQuery as exportContract,
} from '@farol/lead-form/leads-contract';

const DAYS = { after: '2026-11-01', before: '2026-11-30' };

describe( 'Leads app queries', () => {
	it( 'sends the search, the form filter, the days, the sort and the page', () => {
		const view = {
			...initialView( 'name' ),
			search: '  Conceição ',
			filters: [ { field: 'form', operator: 'in' as const, value: 12 } ],
			page: 3,
			sort: { field: 'name', direction: 'asc' as const },
		};
		const query = contactsQuery( view, DAYS );
		expect( query ).toEqual( {
			search: 'Conceição',
			form: 12,
			after: '2026-11-01',
			before: '2026-11-30',
			page: 3,
			per_page: 20,
			order: 'asc',
			orderby: 'name',
		} );
		expect( contactsContract.parse( query ) ).toEqual( query );
	} );

	it( 'drops what the route would refuse and keeps the forwarding filter', () => {
		const view = {
			...initialView( 'forward_status' ),
			filters: [
				{
					field: 'forward_status',
					operator: 'in' as const,
					value: 'failed',
				},
				{ field: 'form', operator: 'notIn' as const, value: 3 },
			],
		};
		const query = conversionsQuery( view, { after: '', before: '' } );
		expect( query.orderby ).toBeUndefined();
		expect( query.form ).toBeUndefined();
		expect( query.forward_status ).toBe( 'failed' );
		expect( query.after ).toBeUndefined();
		expect( () => conversionsContract.parse( query ) ).not.toThrow();
	} );

	it( 'exports what is shown, without paging, with the REST nonce', () => {
		const query = conversionsQuery(
			{
				...initialView( 'created_at' ),
				search: 'ana',
				page: 4,
				filters: [
					{
						field: 'forward_status',
						operator: 'in' as const,
						value: 'sent',
					},
				],
			},
			DAYS
		);
		const url = new URL(
			exportUrl(
				{
					exportUrl:
						'https://example.org/wp-json/farol/v1/leads/export.csv',
					nonce: 'abc123',
				},
				'contacts',
				query
			)
		);
		const args = Object.fromEntries( url.searchParams );
		expect( args ).toEqual( {
			kind: 'contacts',
			search: 'ana',
			after: '2026-11-01',
			before: '2026-11-30',
			_wpnonce: 'abc123',
		} );
		const { _wpnonce: nonce, ...rest } = args;
		expect( nonce ).toBe( 'abc123' );
		expect( () => exportContract.parse( rest ) ).not.toThrow();
	} );

	it( 'keys the store by the arguments, not their order', () => {
		expect( queryKey( { page: 1, search: 'a' } ) ).toBe(
			queryKey( { search: 'a', page: 1, form: undefined } )
		);
		expect( queryKey( { page: 1 } ) ).not.toBe( queryKey( { page: 2 } ) );
	} );
} );
