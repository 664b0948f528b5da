/**
 * Kinds: reading them out of a schema (the namespace index, or one route's own schema) and
 * building the Model and Collection classes of each.
 */

/**
 * Internal dependencies
 */
import { Collection } from './collection';
import { normaliseBase } from './config';
import { CORE_KINDS, CORE_VERSION, coreDefinition } from './core-kinds';
import { UnknownShape, type UnknownFields } from './core-types';
import type { KindInfo } from './kind';
import type { AnyKind } from './kind-classes';
import { Model, type ModelClass } from './model';
import type { RouteSchema } from './route-schema';
import type { RestSchema } from './schema';

/**
 * `template-parts` → `TemplateParts`.
 *
 * @param base A REST base.
 */
function pascal( base: string ): string {
	return base
		.split( /[^A-Za-z0-9]+/ )
		.filter( Boolean )
		.map( ( part ) => part.charAt( 0 ).toUpperCase() + part.slice( 1 ) )
		.join( '' );
}

/**
 * If `rest` is `<base>/(?P<name>...)` with one group running to the end, its base and name.
 *
 * @param rest Route without the namespace.
 */
function itemRoute( rest: string ): { base: string; param: string } | null {
	const match = /^([\w-]+)\/\(\?P<(\w+)>/.exec( rest );
	if ( ! match ) {
		return null;
	}
	// Find the parenthesis closing the group; it must be the last character.
	let depth = 0;
	let inClass = false;
	const start = match[ 1 ]!.length + 1;
	for ( let i = start; i < rest.length; i++ ) {
		const char = rest[ i ];
		if ( char === '\\' ) {
			i++;
		} else if ( inClass ) {
			inClass = char !== ']';
		} else if ( char === '[' ) {
			inClass = true;
		} else if ( char === '(' ) {
			depth++;
		} else if ( char === ')' ) {
			depth--;
			if ( depth === 0 ) {
				return i === rest.length - 1
					? { base: match[ 1 ]!, param: match[ 2 ]! }
					: null;
			}
		}
	}
	return null;
}

/** What a schema says about the routes of one REST base. */
interface RouteFacts {
	/** The base has a route of its own (`wp/v2/books`). */
	collection: boolean;
	/** That route takes PUT or PATCH: one object, edited in place (settings). */
	singleton: boolean;
	/** Parameter of the item route (`wp/v2/books/(?P<id>...)`), or null without one. */
	itemParam: string | null;
}

/**
 * The kind of one REST base from what is known of its routes; core's table fills in the
 * name, shape and defaults of core kinds.
 *
 * @param ns    Version string, normalised (`wp/v2/`).
 * @param base  REST base.
 * @param facts What the schema says.
 */
function makeKind( ns: string, base: string, facts: RouteFacts ): KindInfo {
	const core = ns === CORE_VERSION ? coreDefinition( base ) : undefined;
	return {
		name: core?.name ?? pascal( base ),
		version: ns,
		base,
		collectionPath: `${ ns }${ base }`,
		hasItems: facts.itemParam !== null,
		idAttribute:
			facts.itemParam === null || facts.itemParam === 'id'
				? 'id'
				: 'slug',
		singleton: facts.singleton && facts.itemParam === null,
		trashable: core?.trashable ?? false,
		pageSize: core?.pageSize ?? null,
		shape: core?.shape ?? UnknownShape,
	};
}

/**
 * The kind of a core route (`wp/v2/settings`, `wp/v2/posts`, ...) from core's table alone,
 * or null when the route is not one of them.
 *
 * @param route Route without leading or trailing slash.
 */
export function coreKind( route: string ): KindInfo | null {
	if ( ! route.startsWith( CORE_VERSION ) ) {
		return null;
	}
	const base = route.slice( CORE_VERSION.length );
	const core = coreDefinition( base );
	if ( ! core ) {
		return null;
	}
	return makeKind( CORE_VERSION, base, {
		collection: true,
		singleton: core.param === null,
		itemParam: core.param,
	} );
}

/**
 * Reads the kinds out of a namespace index.
 *
 * @param schema  The namespace index.
 * @param version Its version string.
 */
export function kindsFromSchema(
	schema: RestSchema,
	version: string
): KindInfo[] {
	const ns = normaliseBase( version );
	const prefix = `/${ ns }`;
	const facts = new Map< string, RouteFacts >();
	const factsOf = ( base: string ): RouteFacts => {
		let found = facts.get( base );
		if ( ! found ) {
			found = { collection: false, singleton: false, itemParam: null };
			facts.set( base, found );
		}
		return found;
	};

	for ( const [ route, data ] of Object.entries( schema.routes ) ) {
		if ( ! route.startsWith( prefix ) ) {
			continue;
		}
		const rest = route.slice( prefix.length );
		if ( /^[\w-]+$/.test( rest ) ) {
			const entry = factsOf( rest );
			entry.collection = true;
			entry.singleton =
				data.methods.includes( 'PUT' ) ||
				data.methods.includes( 'PATCH' );
			continue;
		}
		const item = itemRoute( rest );
		if ( item ) {
			factsOf( item.base ).itemParam = item.param;
		}
	}

	if ( ns === CORE_VERSION ) {
		// Core kinds are always offered; a route the site disabled answers rest_no_route.
		for ( const [ base, core ] of Object.entries( CORE_KINDS ) ) {
			const entry = factsOf( base );
			entry.collection = true;
			entry.singleton = core.param === null;
			entry.itemParam ??= core.param;
		}
	}

	const kinds: KindInfo[] = [];
	for ( const [ base, entry ] of facts ) {
		if ( entry.collection ) {
			kinds.push( makeKind( ns, base, entry ) );
		}
	}
	return kinds;
}

/**
 * The kind of a route learned from its own schema (OPTIONS on the route), which cannot show
 * the item route beside it: items are taken to live at `<route>/<id>` when the objects have
 * an `id` (the shape of every WordPress collection controller), and a route that takes PUT or
 * PATCH itself is one object. A route whose items are addressed otherwise needs the index
 * (getModels( version )).
 *
 * @param route Route without leading or trailing slash, e.g. `wp/v2/books`.
 * @param data  Its own schema.
 */
export function kindFromRoute( route: string, data: RouteSchema ): KindInfo {
	const ns = normaliseBase( data.namespace );
	const base = route.startsWith( ns )
		? route.slice( ns.length )
		: route.slice( route.lastIndexOf( '/' ) + 1 );
	const singleton =
		data.methods.includes( 'PUT' ) || data.methods.includes( 'PATCH' );
	const hasId = Boolean( data.schema?.properties?.id );
	return makeKind( ns, base, {
		collection: true,
		singleton,
		itemParam: ! singleton && hasId ? 'id' : null,
	} );
}

/**
 * The Model (and Collection) classes of one kind.
 *
 * @param info The kind.
 */
export function kindClasses( info: KindInfo ): AnyKind {
	class KindModel extends Model< UnknownFields > {
		static override readonly kind: KindInfo = info;
	}
	Object.defineProperty( KindModel, 'name', { value: info.name } );
	if ( info.singleton ) {
		return { singleton: true, info, Model: KindModel };
	}
	class KindCollection extends Collection< UnknownFields > {
		static override readonly kind: KindInfo = info;
		static override readonly model: ModelClass< object > = KindModel;
	}
	Object.defineProperty( KindCollection, 'name', {
		value: `${ info.name }Collection`,
	} );
	return {
		singleton: false,
		info,
		Model: KindModel,
		Collection: KindCollection,
	};
}
