/**
 * Named routes, without the namespace index: core routes need no request, other routes are
 * learned from their own schema (OPTIONS on the route) and cached like the index.
 */

/**
 * Internal dependencies
 */
import {
	fakeFetch,
	loadRest,
	ROOT,
	schemaRoute,
	withoutLocale,
	wpSchema,
	type Recorded,
	type Route,
} from './helpers';

const BOOKS_KEY = `farol-rest-schema|${ ROOT }|wp/v2/books`;

let now = 1_700_000_000_000;

beforeEach( () => {
	window.sessionStorage.clear();
	now = 1_700_000_000_000;
	jest.spyOn( Date, 'now' ).mockImplementation( () => now );
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

function path( request: Recorded ): string {
	return withoutLocale( request.url ).slice( ROOT.length );
}

const isIndex = ( request: Recorded ) => /^wp\/v2\/?$/.test( path( request ) );

/**
 * WordPress' answer to OPTIONS on a route: the route's data plus its item schema.
 *
 * @param methods    Methods of the route.
 * @param properties Properties of the item schema.
 * @param args       Argument names of the route's endpoints.
 */
function routeSchema(
	methods: string[],
	properties: Record< string, unknown >,
	args: string[] = [ 'context' ]
) {
	return {
		namespace: 'wp/v2',
		methods,
		endpoints: [
			{
				methods,
				args: Object.fromEntries( args.map( ( arg ) => [ arg, {} ] ) ),
			},
		],
		schema: { title: 'book', type: 'object', properties },
		_links: { self: [ { href: `${ ROOT }wp/v2/books` } ] },
	};
}

/**
 * Answers OPTIONS on a route with a schema that `current()` gives.
 *
 * @param route   Path inside the REST root.
 * @param current The schema to answer with now.
 */
function optionsRoute( route: string, current: () => unknown ): Route {
	return ( request ) =>
		request.method === 'OPTIONS' && path( request ) === route
			? { body: current() }
			: undefined;
}

function setup( ...routes: Route[] ) {
	const { rest } = loadRest();
	const requests = fakeFetch( ...routes );
	rest.configureRest( { root: ROOT, nonce: 'n0nce' } );
	return { rest, requests };
}

describe( 'a core route', () => {
	it( 'needs no request: settings are read and patched at wp/v2/settings, never the index', async () => {
		const { rest, requests } = setup( ( request ) =>
			path( request ).startsWith( 'wp/v2/settings' )
				? { body: { farol_sticky_rules: [] } }
				: undefined
		);

		const Settings = await rest.getModel( '/wp/v2/settings' );
		expect( requests ).toHaveLength( 0 );
		expect( Settings.singleton ).toBe( true );

		const site = await new Settings.Model().fetch( {
			data: { _fields: 'farol_sticky_rules' },
		} );
		await site.save(
			{ farol_sticky_rules: [ { a: 1 } ] },
			{ patch: true }
		);

		expect(
			requests.map( ( r ) => [
				r.method,
				r.headers[ 'x-http-method-override' ],
				path( r ),
			] )
		).toEqual( [
			[ 'GET', undefined, 'wp/v2/settings?_fields=farol_sticky_rules' ],
			[ 'POST', 'PATCH', 'wp/v2/settings' ],
		] );
		expect( requests[ 1 ]!.body ).toEqual( {
			farol_sticky_rules: [ { a: 1 } ],
		} );
		expect( requests.some( isIndex ) ).toBe( false );
	} );

	it( 'getModels( { routes } ) gives the typed core kinds by name and by route', async () => {
		const { rest, requests } = setup();

		const models = await rest.getModels( {
			routes: [ '/wp/v2/settings', 'wp/v2/posts/', 'wp/v2/tags' ],
		} );

		expect( requests ).toHaveLength( 0 );
		expect( models.Settings.info.collectionPath ).toBe( 'wp/v2/settings' );
		expect( models.Post.info ).toMatchObject( {
			collectionPath: 'wp/v2/posts',
			hasItems: true,
			trashable: true,
		} );
		expect( models.Tag.info ).toMatchObject( {
			pageSize: 100,
			trashable: false,
		} );
		expect( Object.keys( models.byRoute ) ).toEqual( [
			'wp/v2/settings',
			'wp/v2/posts',
			'wp/v2/tags',
		] );
		expect( models.byName.Post ).toBe( models.Post );
		// The same classes on every call of the page.
		expect( await rest.getModel( 'wp/v2/posts' ) ).toBe( models.Post );
	} );

	it( 'checks the fields the server sends with the core shape', async () => {
		const { rest } = setup( () => ( { body: { id: 'one' } } ) );

		const Post = await rest.getModel( 'wp/v2/posts' );

		await expect(
			new Post.Model( { id: 5 } ).fetch()
		).rejects.toMatchObject( { code: 'invalid_json' } );
	} );
} );

describe( 'another route', () => {
	it( 'is learned with one OPTIONS request on the route and cached for the session', async () => {
		const books = routeSchema( [ 'GET', 'POST' ], { id: {}, title: {} } );
		const first = setup(
			optionsRoute( 'wp/v2/books', () => books ),
			( request ) =>
				request.method === 'POST'
					? { body: { deleted: true, previous: { id: 4 } } }
					: undefined
		);

		const Books = await first.rest.getModel( 'wp/v2/books' );
		expect(
			first.requests.map( ( r ) => [ r.method, path( r ) ] )
		).toEqual( [ [ 'OPTIONS', 'wp/v2/books' ] ] );
		expect( Books.singleton ).toBe( false );
		expect( Books.info ).toMatchObject( {
			name: 'Books',
			collectionPath: 'wp/v2/books',
			hasItems: true,
			idAttribute: 'id',
			trashable: false,
		} );
		// Items live at <route>/<id>; a custom kind is deleted for good.
		await new Books.Model( { id: 4 } ).destroy();
		expect( path( first.requests[ 1 ]! ) ).toBe(
			'wp/v2/books/4?force=true'
		);
		expect(
			JSON.parse( window.sessionStorage.getItem( BOOKS_KEY ) ?? 'null' )
		).toMatchObject( { checkedAt: now, schema: { namespace: 'wp/v2' } } );

		// A new page a minute later: from sessionStorage, no request.
		now += 60_000;
		const second = setup();
		const again = await second.rest.getModel( '/wp/v2/books/' );
		expect( second.requests ).toHaveLength( 0 );
		expect( again.info.collectionPath ).toBe( 'wp/v2/books' );
		expect( first.requests.some( isIndex ) ).toBe( false );
	} );

	it( 'is one object when the route itself takes PATCH', async () => {
		const { rest } = setup(
			optionsRoute( 'farol/v1/options', () => ( {
				...routeSchema( [ 'GET', 'POST', 'PUT', 'PATCH' ], {} ),
				namespace: 'farol/v1',
			} ) )
		);

		const Options = await rest.getModel( 'farol/v1/options' );

		expect( Options.singleton ).toBe( true );
		expect( Options.info ).toMatchObject( {
			version: 'farol/v1/',
			base: 'options',
			name: 'Options',
		} );
	} );

	it( 'has no item route when its objects have no id', async () => {
		const { rest } = setup(
			optionsRoute( 'wp/v2/books', () =>
				routeSchema( [ 'GET' ], { title: {} } )
			)
		);

		const Books = await rest.getModel( 'wp/v2/books' );

		expect( Books.info.hasItems ).toBe( false );
		expect( () => new Books.Model( { id: 3 } ).url() ).toThrow(
			/has no url/
		);
	} );

	it( 'that the site does not know rejects with rest_no_route', async () => {
		const { rest } = setup( optionsRoute( 'wp/v2/nothing', () => [] ) );

		await expect( rest.getModel( 'wp/v2/nothing' ) ).rejects.toMatchObject(
			{
				code: 'rest_no_route',
				status: 404,
			}
		);
		expect( window.sessionStorage.length ).toBe( 0 );
	} );

	it( 'is revalidated when old: unchanged → re-dated; changed → new classes and an event', async () => {
		let books = routeSchema( [ 'GET', 'POST' ], { id: {} } );
		const { rest, requests } = setup(
			optionsRoute( 'wp/v2/books', () => books )
		);
		const before = await rest.getModel( 'wp/v2/books' );
		const changed = jest.fn();
		window.addEventListener( rest.SCHEMA_CHANGE_EVENT, changed );

		now += rest.DEFAULT_SCHEMA_MAX_AGE + 1;
		expect( await rest.getModel( 'wp/v2/books' ) ).toBe( before );
		expect( changed ).not.toHaveBeenCalled();
		expect(
			JSON.parse( window.sessionStorage.getItem( BOOKS_KEY ) ?? 'null' )
				.checkedAt
		).toBe( now );

		// A plugin added an argument to the route meanwhile.
		books = routeSchema( [ 'GET', 'POST' ], { id: {} }, [
			'context',
			'genre',
		] );
		now += rest.DEFAULT_SCHEMA_MAX_AGE + 1;
		const after = await rest.getModel( 'wp/v2/books' );

		expect( after ).not.toBe( before );
		expect( changed ).toHaveBeenCalledTimes( 1 );
		expect( changed.mock.calls[ 0 ]![ 0 ].detail ).toMatchObject( {
			route: 'wp/v2/books',
		} );
		expect( requests ).toHaveLength( 3 );
		window.removeEventListener( rest.SCHEMA_CHANGE_EVENT, changed );
	} );

	it( 'comes from a fresh index the session already holds, with no request', async () => {
		const { rest, requests } = setup(
			schemaRoute(
				wpSchema( {
					'/wp/v2/books': [ 'GET', 'POST' ],
					'/wp/v2/books/(?P<slug>[\\w-]+)': [ 'GET', 'DELETE' ],
				} )
			)
		);
		const { byName } = await rest.getModels();
		requests.length = 0;

		const Books = await rest.getModel( 'wp/v2/books' );

		expect( requests ).toHaveLength( 0 );
		expect( Books ).toBe( byName.Books );
		// The index shows the item route's parameter, which OPTIONS cannot.
		expect( Books.info.idAttribute ).toBe( 'slug' );
	} );

	it( 'is forgotten with its version, and when any route answers rest_no_route', async () => {
		const { rest, requests } = setup(
			optionsRoute( 'wp/v2/books', () =>
				routeSchema( [ 'GET', 'POST' ], { id: {} } )
			)
		);
		await rest.getModel( 'wp/v2/books' );
		rest.invalidateSchema( 'wp/v2' );
		expect( window.sessionStorage.getItem( BOOKS_KEY ) ).toBeNull();

		const Books = await rest.getModel( 'wp/v2/books' );
		expect( window.sessionStorage.getItem( BOOKS_KEY ) ).not.toBeNull();
		// Not answered by the fake: 404 rest_no_route.
		await expect(
			new Books.Model( { id: 1 } ).fetch()
		).rejects.toMatchObject( {
			code: 'rest_no_route',
		} );
		expect( window.sessionStorage.getItem( BOOKS_KEY ) ).toBeNull();
		expect(
			requests.filter( ( r ) => r.method === 'OPTIONS' )
		).toHaveLength( 2 );
	} );
} );

it( 'loadRouteSchema gives a route’s own schema: methods, arguments and item schema', async () => {
	const { rest, requests } = setup(
		optionsRoute( 'wp/v2/books', () =>
			routeSchema( [ 'GET', 'POST' ], { id: { type: 'integer' } } )
		)
	);

	const [ one, two ] = await Promise.all( [
		rest.loadRouteSchema( '/wp/v2/books' ),
		rest.getModel( 'wp/v2/books' ),
	] );

	expect( requests ).toHaveLength( 1 );
	expect( one.methods ).toEqual( [ 'GET', 'POST' ] );
	expect( one.schema?.properties ).toEqual( { id: { type: 'integer' } } );
	expect( two.info.collectionPath ).toBe( 'wp/v2/books' );
} );
