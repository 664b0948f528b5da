/**
 * The REST schema and its sessionStorage cache: hit, miss, revalidation and invalidation.
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
} from './helpers';

const KEY = `farol-rest-schema|${ ROOT }|wp/v2/`;
const schemaRequests = ( requests: Array< { url: string } > ) =>
	requests.filter( ( r ) => withoutLocale( r.url ) === `${ ROOT }wp/v2/` );

let now = 1_700_000_000_000;

beforeEach( () => {
	window.sessionStorage.clear();
	now = 1_700_000_000_000;
	jest.spyOn( Date, 'now' ).mockImplementation( () => now );
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

it( 'miss: GETs the versioned REST root (wp/v2/ by default) and stores it keyed by site and version', async () => {
	const { rest } = loadRest();
	const requests = fakeFetch( schemaRoute( wpSchema() ) );
	rest.configureRest( { root: ROOT } );

	const schema = await rest.loadSchema();

	expect( schemaRequests( requests ) ).toHaveLength( 1 );
	expect( requests[ 0 ]!.method ).toBe( 'GET' );
	expect( Object.keys( schema.routes ) ).toContain( '/wp/v2/posts' );
	const stored = JSON.parse( window.sessionStorage.getItem( KEY ) ?? 'null' );
	expect( stored ).toMatchObject( {
		fingerprint: rest.schemaFingerprint( schema ),
		checkedAt: now,
	} );
} );

it( 'hit: a fresh cached schema is used with no request, even on a new page', async () => {
	const first = loadRest();
	const requests = fakeFetch( schemaRoute( wpSchema() ) );
	first.rest.configureRest( { root: ROOT } );
	await first.rest.loadSchema();

	now += 60_000;
	// A new page: a fresh copy of the library, the same sessionStorage.
	const second = loadRest();
	second.rest.configureRest( { root: ROOT } );
	const { Post } = await second.rest.getModels();

	expect( schemaRequests( requests ) ).toHaveLength( 1 );
	expect( Post.info.collectionPath ).toBe( 'wp/v2/posts' );
} );

it( 'shares one request between concurrent callers', async () => {
	const { rest } = loadRest();
	const requests = fakeFetch( schemaRoute( wpSchema() ) );
	rest.configureRest( { root: ROOT } );

	await Promise.all( [
		rest.getModels(),
		rest.getModels(),
		rest.loadSchema(),
	] );

	expect( schemaRequests( requests ) ).toHaveLength( 1 );
} );

it( 'keeps separate entries per site and per version', async () => {
	const { rest } = loadRest();
	const requests = fakeFetch(
		schemaRoute( wpSchema() ),
		( request ) =>
			withoutLocale( request.url ).endsWith( 'farol/v1/' )
				? { body: { namespace: 'farol/v1', routes: {} } }
				: undefined,
		( request ) =>
			request.url.startsWith( 'http://other.test/' )
				? { body: wpSchema() }
				: undefined
	);
	rest.configureRest( { root: ROOT } );
	await rest.loadSchema();
	await rest.loadSchema( 'farol/v1' );
	rest.configureRest( { root: 'http://other.test/wp-json/' } );
	await rest.loadSchema();

	expect( requests ).toHaveLength( 3 );
	expect( Object.keys( window.sessionStorage ).sort() ).toEqual( [
		'farol-rest-schema|http://farol.test/wp-json/|farol/v1/',
		'farol-rest-schema|http://farol.test/wp-json/|wp/v2/',
		'farol-rest-schema|http://other.test/wp-json/|wp/v2/',
	] );
} );

it( 'revalidation: an old entry with an unchanged schema is only re-dated', async () => {
	const { rest } = loadRest();
	const requests = fakeFetch( schemaRoute( wpSchema() ) );
	rest.configureRest( { root: ROOT } );
	await rest.loadSchema();
	const changed = jest.fn();
	window.addEventListener( rest.SCHEMA_CHANGE_EVENT, changed );

	now += rest.DEFAULT_SCHEMA_MAX_AGE + 1;
	await rest.loadSchema();

	expect( schemaRequests( requests ) ).toHaveLength( 2 );
	expect( changed ).not.toHaveBeenCalled();
	expect(
		JSON.parse( window.sessionStorage.getItem( KEY ) ?? 'null' ).checkedAt
	).toBe( now );
	window.removeEventListener( rest.SCHEMA_CHANGE_EVENT, changed );
} );

it( "invalidation: when the site's schema changed, the entry and the models are replaced and an event fires", async () => {
	const { rest } = loadRest();
	let schema = wpSchema();
	fakeFetch( ( request ) =>
		withoutLocale( request.url ) === `${ ROOT }wp/v2/`
			? { body: schema }
			: undefined
	);
	rest.configureRest( { root: ROOT } );
	const before = await rest.getModels();
	expect( before.byName.Books ).toBeUndefined();
	const changed = jest.fn();
	window.addEventListener( rest.SCHEMA_CHANGE_EVENT, changed );

	// A plugin registered a custom post type meanwhile.
	schema = wpSchema( {
		'/wp/v2/books': [ 'GET', 'POST' ],
		'/wp/v2/books/(?P<id>[\\d]+)': [
			'GET',
			'POST',
			'PUT',
			'PATCH',
			'DELETE',
		],
	} );
	now += rest.DEFAULT_SCHEMA_MAX_AGE + 1;
	const after = await rest.getModels();

	expect( after.byName.Books ).toBeDefined();
	expect( after ).not.toBe( before );
	expect( changed ).toHaveBeenCalledTimes( 1 );
	expect(
		JSON.parse( window.sessionStorage.getItem( KEY ) ?? 'null' ).fingerprint
	).toBe( rest.schemaFingerprint( await rest.loadSchema() ) );
	window.removeEventListener( rest.SCHEMA_CHANGE_EVENT, changed );
} );

it( 'invalidation: a rest_no_route answer drops the cached schema at once', async () => {
	const { rest } = loadRest();
	const requests = fakeFetch( schemaRoute( wpSchema() ) );
	rest.configureRest( { root: ROOT } );
	const { Post } = await rest.getModels();
	expect( window.sessionStorage.getItem( KEY ) ).not.toBeNull();

	// Not answered by the fake: 404 rest_no_route.
	await expect( new Post.Model( { id: 5 } ).fetch() ).rejects.toMatchObject( {
		code: 'rest_no_route',
		status: 404,
	} );

	expect( window.sessionStorage.getItem( KEY ) ).toBeNull();
	await rest.getModels();
	expect( schemaRequests( requests ) ).toHaveLength( 2 );
} );

it( 'schemaMaxAge 0 asks the server on every load', async () => {
	const { rest } = loadRest();
	const requests = fakeFetch( schemaRoute( wpSchema() ) );
	rest.configureRest( { root: ROOT, schemaMaxAge: 0 } );

	await rest.loadSchema();
	await rest.loadSchema();

	expect( schemaRequests( requests ) ).toHaveLength( 2 );
} );

it( 'ignores an unreadable cache entry', async () => {
	window.sessionStorage.setItem( KEY, '{"format":1,"schema":"broken"' );
	const { rest } = loadRest();
	const requests = fakeFetch( schemaRoute( wpSchema() ) );
	rest.configureRest( { root: ROOT } );

	await rest.loadSchema();

	expect( schemaRequests( requests ) ).toHaveLength( 1 );
} );

it( 'rejects an answer that is not a namespace index', async () => {
	const { rest } = loadRest();
	fakeFetch( schemaRoute( { hello: 'world' } ) );
	rest.configureRest( { root: ROOT } );

	await expect( rest.loadSchema() ).rejects.toMatchObject( {
		code: 'invalid_json',
	} );
	expect( window.sessionStorage.getItem( KEY ) ).toBeNull();
} );
