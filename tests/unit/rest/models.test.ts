/**
 * Models and collections built from the schema.
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

const CUSTOM = {
	'/wp/v2/books': [ 'GET', 'POST' ],
	'/wp/v2/books/(?P<id>[\\d]+)': [ 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ],
	'/wp/v2/genre': [ 'GET', 'POST' ],
	'/wp/v2/genre/(?P<id>[\\d]+)': [ 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ],
};

function path( request: Recorded ): string {
	return withoutLocale( request.url ).slice( ROOT.length );
}

async function setup( ...routes: Route[] ) {
	window.sessionStorage.clear();
	const { rest } = loadRest();
	const requests = fakeFetch( schemaRoute( wpSchema( CUSTOM ) ), ...routes );
	rest.configureRest( { root: ROOT, nonce: 'n0nce' } );
	const models = await rest.getModels();
	requests.length = 0;
	return { rest, models, requests };
}

afterEach( () => {
	jest.restoreAllMocks();
} );

it( 'builds the core kinds and one per custom type or taxonomy', async () => {
	const { models } = await setup();

	for ( const name of [
		'Post',
		'Page',
		'Comment',
		'Media',
		'User',
		'Tag',
		'Category',
		'Taxonomy',
		'Type',
		'Status',
		'Settings',
	] ) {
		expect( models.byName[ name ] ).toBeDefined();
	}
	expect( models.byName.Books?.info ).toMatchObject( {
		collectionPath: 'wp/v2/books',
		hasItems: true,
		trashable: false,
	} );
	expect( models.byName.Genre?.info.collectionPath ).toBe( 'wp/v2/genre' );
	expect( models.byName.Templates?.info.hasItems ).toBe( true );
	expect( models.Settings.singleton ).toBe( true );
	expect( models.Type.info.idAttribute ).toBe( 'slug' );
	// Revisions are not a kind of their own.
	expect( Object.keys( models.byName ) ).not.toContain( 'Revisions' );
} );

describe( 'collections', () => {
	it( 'take total pages and total count from X-WP-TotalPages and X-WP-Total', async () => {
		const { models, requests } = await setup( ( request ) =>
			path( request ).startsWith( 'wp/v2/posts?' )
				? {
						body: [
							{ id: 1, title: { rendered: 'A' } },
							{ id: 2, title: { rendered: 'B' } },
						],
						headers: { 'X-WP-TotalPages': '3', 'X-WP-Total': '6' },
				  }
				: undefined
		);

		const posts = await new models.Post.Collection().fetch( {
			data: { per_page: 2 },
		} );

		expect( requests[ 0 ]!.method ).toBe( 'GET' );
		expect(
			new URL( requests[ 0 ]!.url ).searchParams.get( 'per_page' )
		).toBe( '2' );
		expect( posts.state ).toMatchObject( {
			currentPage: 1,
			totalPages: 3,
			total: 6,
		} );
		expect( posts.length ).toBe( 2 );
		expect( posts.at( 0 )?.get( 'title' ) ).toEqual( { rendered: 'A' } );
		expect( posts.hasMore() ).toBe( true );

		await posts.more();
		await posts.more();

		expect(
			requests.map( ( r ) => new URL( r.url ).searchParams.get( 'page' ) )
		).toEqual( [ null, '2', '3' ] );
		expect( posts.length ).toBe( 6 );
		expect( posts.hasMore() ).toBe( false );
		await posts.more();
		expect( requests ).toHaveLength( 3 );
	} );

	it( 'leave the totals null when the headers are missing', async () => {
		const { models } = await setup( ( request ) =>
			path( request ).startsWith( 'wp/v2/books' )
				? { body: [] }
				: undefined
		);

		const books = await new (
			models.byName.Books as typeof models.Post
		 ).Collection().fetch();

		expect( books.state.totalPages ).toBeNull();
		expect( books.state.total ).toBeNull();
		expect( books.hasMore() ).toBe( false );
	} );

	it.each( [ 'Tag', 'Category' ] as const )(
		'%s lookups page by 100',
		async ( name ) => {
			const { models, requests } = await setup( () => ( { body: [] } ) );

			await new models[ name ].Collection().fetch( {
				data: { slug: [ 'a', 'b' ] },
			} );

			expect(
				new URL( requests[ 0 ]!.url ).searchParams.get( 'per_page' )
			).toBe( '100' );
		}
	);

	it( 'read types keyed by slug from the object WordPress answers with', async () => {
		const { models } = await setup( () => ( {
			body: {
				post: { slug: 'post', name: 'Posts', rest_base: 'posts' },
				page: { slug: 'page', name: 'Pages', rest_base: 'pages' },
			},
		} ) );

		const types = await new models.Type.Collection().fetch();

		expect( types.get( 'page' )?.get( 'rest_base' ) ).toBe( 'pages' );
	} );

	it( 'reject items whose known fields have the wrong type', async () => {
		const { models } = await setup( () => ( {
			body: [ { id: 'one', title: 'not rendered' } ],
		} ) );

		await expect(
			new models.Post.Collection().fetch()
		).rejects.toMatchObject( { code: 'invalid_json' } );
	} );
} );

describe( 'models', () => {
	it( 'create with POST to the collection, with the nonce', async () => {
		const { models, requests } = await setup( ( request ) =>
			path( request ) === 'wp/v2/posts'
				? { status: 201, body: { id: 9, status: 'draft' } }
				: undefined
		);

		const post = await new models.Post.Model().save( {
			title: 'Olá',
			status: 'draft',
		} );

		expect( requests[ 0 ] ).toMatchObject( {
			method: 'POST',
			headers: { 'x-wp-nonce': 'n0nce' },
			body: { title: 'Olá', status: 'draft' },
		} );
		expect( post.id ).toBe( 9 );
		expect( post.url() ).toBe( `${ ROOT }wp/v2/posts/9` );
	} );

	it( 'update with PUT tunnelled over POST, or PATCH with only the changes', async () => {
		const { models, requests } = await setup( ( request ) =>
			path( request ) === 'wp/v2/posts/9'
				? { body: { id: 9, title: { rendered: 'New' } } }
				: undefined
		);
		const post = new models.Post.Model( { id: 9, status: 'draft' } );

		await post.save( { title: 'New' } );
		await post.save( { title: 'Newer' }, { patch: true } );

		expect( requests[ 0 ] ).toMatchObject( {
			method: 'POST',
			headers: { 'x-http-method-override': 'PUT' },
			body: { id: 9, status: 'draft', title: 'New' },
		} );
		expect( requests[ 1 ] ).toMatchObject( {
			method: 'POST',
			headers: { 'x-http-method-override': 'PATCH' },
			body: { title: 'Newer' },
		} );
		expect( post.get( 'title' ) ).toEqual( { rendered: 'New' } );
	} );

	it( 'read with GET on the item route', async () => {
		const { models, requests } = await setup( ( request ) =>
			path( request ).startsWith( 'wp/v2/posts/5' )
				? { body: { id: 5, slug: 'ola' } }
				: undefined
		);

		const post = await new models.Post.Model( { id: 5 } ).fetch( {
			data: { context: 'edit' },
		} );

		expect( requests[ 0 ]!.method ).toBe( 'GET' );
		expect( path( requests[ 0 ]! ) ).toBe( 'wp/v2/posts/5?context=edit' );
		expect( post.get( 'slug' ) ).toBe( 'ola' );
	} );

	it( 'delete with DELETE tunnelled over POST; core trashable kinds without force', async () => {
		const { models, requests } = await setup( () => ( {
			body: { id: 5, status: 'trash' },
		} ) );

		const result = await new models.Post.Model( { id: 5 } ).destroy();

		expect( requests[ 0 ] ).toMatchObject( {
			method: 'POST',
			headers: { 'x-http-method-override': 'DELETE' },
		} );
		expect( path( requests[ 0 ]! ) ).toBe( 'wp/v2/posts/5' );
		expect( result.deleted ).toBe( false );
	} );

	it( 'delete of non-core kinds adds force=true', async () => {
		const { models, requests } = await setup( () => ( {
			body: { deleted: true, previous: { id: 5 } },
		} ) );

		const books = models.byName.Books as typeof models.Post;
		const result = await new books.Model( { id: 5 } ).destroy();
		await new ( models.byName.Genre as typeof models.Tag ).Model( {
			id: 2,
		} ).destroy();
		await new models.Tag.Model( { id: 3 } ).destroy();

		expect( requests.map( path ) ).toEqual( [
			'wp/v2/books/5?force=true',
			'wp/v2/genre/2?force=true',
			'wp/v2/tags/3?force=true',
		] );
		expect(
			requests.every(
				( r ) => r.headers[ 'x-http-method-override' ] === 'DELETE'
			)
		).toBe( true );
		expect( result.deleted ).toBe( true );
	} );

	it( 'settings: one object, read and patched at wp/v2/settings', async () => {
		const { models, requests } = await setup( ( request ) =>
			path( request ) === 'wp/v2/settings'
				? { body: { title: 'Farol', farol_sticky: { top: 0 } } }
				: undefined
		);

		const settings = await new models.Settings.Model().fetch();
		await settings.save( { farol_sticky: { top: 10 } }, { patch: true } );

		expect( settings.get( 'title' ) ).toBe( 'Farol' );
		expect( settings.get( 'farol_sticky' ) ).toEqual( { top: 0 } );
		expect( requests[ 0 ]!.method ).toBe( 'GET' );
		expect( requests[ 1 ] ).toMatchObject( {
			method: 'POST',
			headers: { 'x-http-method-override': 'PATCH' },
			body: { farol_sticky: { top: 10 } },
		} );
	} );

	it( 'a model with no url throws a clear error', async () => {
		const { rest } = await setup();

		expect( () => new rest.Model( { id: 1 } ).url() ).toThrow(
			/has no url/
		);
		expect( () => new rest.Collection().url() ).toThrow( /has no url/ );
		await expect( new rest.Model().save() ).rejects.toThrow( /has no url/ );
	} );

	it( 'a bare model with a url works', async () => {
		const { rest, requests } = await setup( () => ( { body: { id: 3 } } ) );

		const thing = new rest.Model( {}, { url: 'farol/v1/things/3' } );
		await thing.fetch();

		expect( path( requests[ 0 ]! ) ).toBe( 'farol/v1/things/3' );
		expect( thing.get( 'id' ) ).toBe( 3 );

		const elsewhere = new rest.Model(
			{},
			{ url: 'http://elsewhere.test/wp-json/x/v1/things/4' }
		);
		await elsewhere.fetch();
		expect( withoutLocale( requests[ 1 ]!.url ) ).toBe(
			'http://elsewhere.test/wp-json/x/v1/things/4'
		);
	} );

	it( 'fetch() of a new model says it needs an id', async () => {
		const { models } = await setup();

		await expect( new models.Post.Model().fetch() ).rejects.toThrow(
			/needs its id/
		);
	} );
} );

it( 'getModels for another namespace builds its kinds by PascalCase base', async () => {
	window.sessionStorage.clear();
	const { rest } = loadRest();
	fakeFetch( ( request ) =>
		withoutLocale( request.url ) === `${ ROOT }farol/v1/`
			? {
					body: {
						namespace: 'farol/v1',
						routes: {
							'/farol/v1/lead-forms': {
								methods: [ 'GET' ],
								endpoints: [ { methods: [ 'GET' ] } ],
							},
							'/farol/v1/lead-forms/(?P<id>[\\d]+)': {
								methods: [ 'GET', 'DELETE' ],
								endpoints: [ { methods: [ 'GET', 'DELETE' ] } ],
							},
						},
					},
			  }
			: undefined
	);
	rest.configureRest( { root: ROOT } );

	const models = await rest.getModels( 'farol/v1/' );

	expect( Object.keys( models.byName ) ).toEqual( [ 'LeadForms' ] );
	expect( models.byName.LeadForms?.info.trashable ).toBe( false );
} );
