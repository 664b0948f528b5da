/**
 * Where callers get kinds: getModels() builds every kind of a version from its namespace
 * index; getModel( route ) and getModels( { routes } ) learn only the routes named, without
 * the index. Built classes are kept per page until their schema changes.
 */

/**
 * Internal dependencies
 */
import { DEFAULT_VERSION, normaliseBase } from './config';
import type { KindOfRoute, NameOfRoute, WpModels } from './core-kinds';
import type { KindInfo } from './kind';
import type { AnyKind, NamespaceModels } from './kind-classes';
import { coreKind, kindClasses, kindFromRoute, kindsFromSchema } from './kinds';
import { loadRouteSchemaEntry, routeCacheKey, trimRoute } from './route-schema';
import {
	freshSchema,
	loadSchemaEntry,
	onSchemaInvalidated,
	schemaCacheKey,
} from './schema';

/** What getModels( { routes } ) gives: the kinds of the routes named. */
export type RouteModels< R extends readonly string[] > = {
	/** Each kind by name (`Settings`, `Books`, ...). */
	readonly byName: Readonly< Record< string, AnyKind > >;
	/** Each kind by the route named, without slashes at either end (`wp/v2/settings`). */
	readonly byRoute: Readonly< Record< string, AnyKind > >;
} & {
	/** Core kinds also by name, typed (`const { Settings } = await getModels( … )`). */
	readonly [ K in R[ number ] as NameOfRoute< K > ]: KindOfRoute< K >;
};

/** Options of getModels() that name routes instead of a version. */
export interface RoutesOption< R extends readonly string[] > {
	/** Routes with their namespace, e.g. `[ '/wp/v2/settings' ]`. */
	routes: R;
}

// Classes built from an index or a route's own schema, by cache key, with the fingerprint of
// the schema they came from; dropped when that schema is dropped or replaced.
const built = new Map<
	string,
	{ fingerprint: string; models: NamespaceModels }
>();
const learned = new Map< string, { fingerprint: string; kind: AnyKind } >();
// Core kinds need no schema: built once per page.
const defined = new Map< string, AnyKind >();

onSchemaInvalidated( ( key ) => {
	built.delete( key );
	learned.delete( key );
} );

/**
 * Builds the models of a version from its schema (GET on the versioned REST root, cached in
 * sessionStorage — see loadSchema()).
 *
 * `wp/v2/` gives `Post`, `Page`, `Comment`, `Media`, `User`, `Tag`, `Category`, `Taxonomy`,
 * `Type`, `Status` (each `{ Model, Collection }`) and `Settings` (`{ Model }`), typed; every
 * kind the schema lists — custom post types and taxonomies included — is also in `byName`,
 * keyed by the PascalCase of its REST base (`books` → `Books`, `farol_lead` → `FarolLead`).
 * Another version string (e.g. `getModels( 'farol/v1/' )`) gives only `byName`.
 *
 * `getModels( { routes: [ '/wp/v2/settings' ] } )` skips the index and learns only the routes
 * named, as getModel() does: `{ byName, byRoute }` plus core kinds by name.
 */
export function getModels(): Promise< WpModels >;
export function getModels( version: 'wp/v2/' | 'wp/v2' ): Promise< WpModels >;
export function getModels< const R extends readonly string[] >(
	options: RoutesOption< R >
): Promise< RouteModels< R > >;
export function getModels( version: string ): Promise< NamespaceModels >;
export async function getModels(
	versionOrRoutes:
		| string
		| RoutesOption< readonly string[] > = DEFAULT_VERSION
): Promise< NamespaceModels | RouteModels< readonly string[] > > {
	if ( typeof versionOrRoutes !== 'string' ) {
		return modelsOfRoutes( versionOrRoutes.routes );
	}
	const ns = normaliseBase( versionOrRoutes );
	const { schema, fingerprint } = await loadSchemaEntry( ns );
	const key = schemaCacheKey( ns );
	const existing = built.get( key );
	if ( existing && existing.fingerprint === fingerprint ) {
		return existing.models;
	}
	const byName: Record< string, AnyKind > = {};
	for ( const info of kindsFromSchema( schema, ns ) ) {
		byName[ info.name ] = kindClasses( info );
	}
	// The core kinds' classes check their fields with the shapes their types come from.
	const models = { version: ns, byName, ...byName } as NamespaceModels;
	built.set( key, { fingerprint, models } );
	return models;
}

/**
 * The version a route most likely belongs to: its first two segments (`wp/v2/`).
 *
 * @param route Route without slashes at either end.
 */
function likelyVersion( route: string ): string {
	return normaliseBase( route.split( '/' ).slice( 0, 2 ).join( '/' ) );
}

async function learnKind( route: string ): Promise< AnyKind > {
	// 1. The session already holds a fresh index of the route's version: no request, and the
	//    same classes as getModels() gives.
	const version = likelyVersion( route );
	if ( freshSchema( version ) ) {
		const models = await getModels( version );
		const found = Object.values( models.byName ).find(
			( kind ) => kind.info.collectionPath === route
		);
		if ( found ) {
			return found;
		}
	}
	// 2. A core kind: everything is known without asking.
	const core: KindInfo | null = coreKind( route );
	if ( core ) {
		let kind = defined.get( route );
		if ( ! kind ) {
			kind = kindClasses( core );
			defined.set( route, kind );
		}
		return kind;
	}
	// 3. Any other route: its own schema, with one OPTIONS request (cached).
	const { schema, fingerprint } = await loadRouteSchemaEntry( route );
	const key = routeCacheKey( route );
	const existing = learned.get( key );
	if ( existing && existing.fingerprint === fingerprint ) {
		return existing.kind;
	}
	const kind = kindClasses( kindFromRoute( route, schema ) );
	learned.set( key, { fingerprint, kind } );
	return kind;
}

/**
 * The kind of one route, without the namespace index: a core route of `wp/v2/` (posts, pages,
 * comments, media, users, tags, categories, taxonomies, types, statuses, settings) needs no
 * request at all; any other route is learned from its own schema (one OPTIONS request on the
 * route, cached in sessionStorage like the index). When the session already holds a fresh
 * index of the route's version, the kind comes from it.
 *
 * ```ts
 * const Settings = await getModel( 'wp/v2/settings' );
 * const site = await new Settings.Model().fetch();
 * ```
 *
 * @param route Route with its namespace, e.g. `/wp/v2/settings` or `farol/v1/leads`.
 */
export async function getModel< R extends string >(
	route: R
): Promise< KindOfRoute< R > > {
	// A core route's kind is the typed core kind (core-kinds.ts); any other is AnyKind.
	return ( await learnKind( trimRoute( route ) ) ) as KindOfRoute< R >;
}

async function modelsOfRoutes(
	routes: readonly string[]
): Promise< RouteModels< readonly string[] > > {
	const trimmed = routes.map( trimRoute );
	const kinds = await Promise.all( trimmed.map( learnKind ) );
	const byName: Record< string, AnyKind > = {};
	const byRoute: Record< string, AnyKind > = {};
	kinds.forEach( ( kind, index ) => {
		byName[ kind.info.name ] = kind;
		byRoute[ trimmed[ index ]! ] = kind;
	} );
	return { byName, byRoute, ...byName };
}
