/**
 * Farol's typed REST layer, on `@wordpress/api-fetch`: the REST helper, schema-driven models
 * and collections, and a hash/path router, with the calling conventions of the client it
 * replaces.
 *
 * ## Setup
 * Nothing, on a WordPress page: importing this module makes the bundle depend on
 * `wp-api-fetch`, and WordPress prints after that script the REST root (root URL middleware)
 * and the `wp_rest` nonce (nonce middleware, refreshed through `admin-ajax.php?action=rest-nonce`
 * when it expires). Call `configureRest( { root, nonce } )` only to talk to another root or
 * with another nonce; `window.wpApiSettings` (from core's `wp-api` script) is read too.
 *
 * ## REST helper (URL = REST root + API base path + caller path; API base `farol/v1/`)
 * ```ts
 * restRequest( { path: 'leads', data: { name }, success: ( data ) => {}, error: ( e ) => {} } );
 * const settings = await restFetch( 'settings', { method: 'GET', parse: SettingsSchema } );
 * const page = await restFetch( 'settings', { method: 'GET', base: 'wp/v2/' } );
 * ```
 * Both default to POST, send `X-WP-Nonce`, tunnel PUT/PATCH/DELETE over POST with
 * `X-HTTP-Method-Override`, and fail with a `RestError`. restRequest() without a
 * success callback logs `Missing API callback. Server response:` and the answer
 * (console.error); without an error callback it logs the same text and the error.
 *
 * ## Models and collections (schema-driven)
 * ```ts
 * const { Post, Settings, byName } = await getModels();       // wp/v2/
 * const posts = await new Post.Collection().fetch( { data: { per_page: 10 } } );
 * posts.state.totalPages; posts.state.total; if ( posts.hasMore() ) await posts.more();
 * const draft = await new Post.Model().save( { title: 'Hi', status: 'draft' } );
 * await draft.save( { title: 'Hello' }, { patch: true } );
 * await draft.destroy();                                        // trash; custom kinds force=true
 * const site = await new Settings.Model().fetch();
 * await site.save( { farol_sticky: value }, { patch: true } );  // PATCH only that setting
 * const Books = byName.Books;                                   // custom type, fields unknown
 * ```
 * The schema (GET on the versioned REST root, default `wp/v2/`) is cached in sessionStorage
 * per site and version; see cache.ts for hits, misses and invalidation.
 *
 * ## One route, without the index (about 176 KB for `wp/v2/`)
 * ```ts
 * const Settings = await getModel( 'wp/v2/settings' );         // core route: no request
 * const { Settings } = await getModels( { routes: [ '/wp/v2/settings' ] } ); // the same
 * const Books = await getModel( 'wp/v2/books' );               // OPTIONS on the route, cached
 * const route = await loadRouteSchema( 'wp/v2/settings' );      // a route's own schema
 * ```
 *
 * ## Router
 * ```ts
 * const router = new Router().route( 'tab/:name', ( { name } ) => show( name ) );
 * router.start();   // a second start() (of any router) throws until stop()
 * router.navigate( 'tab/replies' );
 * ```
 */

export {
	configureRest,
	resetRestConfig,
	DEFAULT_API_BASE,
	DEFAULT_VERSION,
	DEFAULT_SCHEMA_MAX_AGE,
	type RestConfig,
} from './config';
export { RestError, isRestError } from './errors';
export {
	restRequest,
	restFetch,
	MISSING_CALLBACK_MESSAGE,
	type RestFetchOptions,
	type RestRequestArgs,
} from './request';
export { type HttpMethod, type RestResponse } from './transport';
export {
	loadSchema,
	invalidateSchema,
	schemaFingerprint,
	SCHEMA_CHANGE_EVENT,
	type RestSchema,
	type RestRoute,
} from './schema';
export { loadRouteSchema, type RouteSchema } from './route-schema';
export {
	getModels,
	getModel,
	type RouteModels,
	type RoutesOption,
} from './registry';
export {
	Model,
	type DestroyOptions,
	type DestroyResult,
	type ModelClass,
	type SaveOptions,
} from './model';
export {
	Collection,
	type CollectionClass,
	type CollectionState,
} from './collection';
export type { Attributes, KindInfo, UrlOptions } from './kind';
export type {
	AnyKind,
	CollectionKind,
	NamespaceModels,
	SingletonKind,
} from './kind-classes';
export type { KindOfRoute, WpModels } from './core-kinds';
export {
	Router,
	ROUTER_INTERVAL,
	type NavigateOptions,
	type RouteHandler,
	type RouterOptions,
} from './router';
export type {
	Comment,
	Media,
	Page,
	Post,
	PostStatus,
	PostType,
	RenderedInput,
	SiteSettings,
	Taxonomy,
	Term,
	UnknownFields,
	User,
	Writable,
} from './core-types';
