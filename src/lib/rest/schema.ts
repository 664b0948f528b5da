/**
 * The REST schema: the versioned REST root's route list (WordPress' namespace index, about
 * 176 KB for `wp/v2/`), cached in sessionStorage per site and version under the key
 * `farol-rest-schema|<site>|<version>` (`<site>` from config.siteKey()). Hits, misses,
 * revalidation and invalidation follow the rules of cache.ts. A caller that needs only some
 * routes names them (getModel(), getModels( { routes } )) and skips the index.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { DEFAULT_VERSION, normaliseBase } from './config';
import { dropEntries, freshEntry, loadEntry, siteKeyPrefix } from './cache';
import { invalidJson, onNoRoute, send } from './transport';

export { SCHEMA_CHANGE_EVENT, onSchemaInvalidated } from './cache';

const EndpointShape = z
	.object( {
		methods: z.array( z.string() ),
		// PHP sends an empty args array as `[]`.
		args: z
			.union( [
				z.record( z.unknown() ),
				z.array( z.unknown() ).length( 0 ),
			] )
			.optional(),
	} )
	.passthrough();

/** One route as the index (or an OPTIONS request on the route) describes it. */
export const RouteShape = z
	.object( {
		namespace: z.string().optional(),
		methods: z.array( z.string() ),
		endpoints: z.array( EndpointShape ),
	} )
	.passthrough();

/** The versioned REST root's answer (WordPress' namespace index). */
export const SchemaShape = z
	.object( {
		namespace: z.string(),
		routes: z.record( RouteShape ),
	} )
	.passthrough();

/** A namespace index: the namespace and its routes. */
export type RestSchema = z.infer< typeof SchemaShape >;

/** One route of the index. */
export type RestRoute = z.infer< typeof RouteShape >;

/**
 * The sessionStorage key of a version's schema on this site.
 *
 * @param version Version string, e.g. `wp/v2/`.
 */
export function schemaCacheKey( version: string ): string {
	return `${ siteKeyPrefix() }${ normaliseBase( version ) }`;
}

/**
 * A short, stable hash of what models are built from: every route, its methods and the
 * names of its arguments (FNV-1a, 32 bits, hex).
 *
 * @param schema A namespace index.
 */
export function schemaFingerprint( schema: RestSchema ): string {
	const lines = Object.keys( schema.routes )
		.sort()
		.map( ( route ) => {
			const data = schema.routes[ route ]!;
			const endpoints = data.endpoints.map(
				( endpoint ) =>
					`${ [ ...endpoint.methods ]
						.sort()
						.join( ',' ) }(${ Object.keys(
						Array.isArray( endpoint.args )
							? {}
							: endpoint.args ?? {}
					)
						.sort()
						.join( ',' ) })`
			);
			return `${ route } ${ endpoints.join( ';' ) }`;
		} );
	let hash = 0x811c9dc5;
	const text = `${ schema.namespace }\n${ lines.join( '\n' ) }`;
	/* eslint-disable no-bitwise -- FNV-1a needs 32-bit integer arithmetic. */
	for ( let i = 0; i < text.length; i++ ) {
		hash ^= text.charCodeAt( i );
		hash = Math.imul( hash, 0x01000193 ) >>> 0;
	}
	/* eslint-enable no-bitwise */
	return hash.toString( 16 ).padStart( 8, '0' );
}

/**
 * Drops the cached schema of one version on this site — its index and the routes of that
 * version learned one by one — or every entry of the site when no version is given. The next
 * load asks the server.
 *
 * @param version Version string; all versions when left out.
 */
export function invalidateSchema( version?: string ): void {
	dropEntries(
		version === undefined ? siteKeyPrefix() : schemaCacheKey( version )
	);
}

// A route the cache lists may be gone: whatever was learned of this site is suspect.
onNoRoute( () => invalidateSchema() );

async function fetchSchema( version: string ): Promise< RestSchema > {
	const response = await send( { restPath: version, method: 'GET' } );
	const parsed = SchemaShape.safeParse( response.data );
	if ( ! parsed.success ) {
		throw invalidJson( response.status, response.data );
	}
	return parsed.data;
}

/**
 * The cached index of a version when it is fresh, with no request; null otherwise.
 *
 * @param version Version string.
 */
export function freshSchema( version: string ): RestSchema | null {
	return freshEntry( schemaCacheKey( version ), SchemaShape )?.schema ?? null;
}

/**
 * The cached entry of a version — schema and fingerprint — loading it when needed.
 * Concurrent callers share one request.
 *
 * @param version Version string.
 */
export function loadSchemaEntry(
	version: string
): Promise< { schema: RestSchema; fingerprint: string } > {
	const normalised = normaliseBase( version );
	return loadEntry( schemaCacheKey( normalised ), {
		shape: SchemaShape,
		fetch: () => fetchSchema( normalised ),
		fingerprint: schemaFingerprint,
		changeDetail: ( fingerprint ) => ( {
			version: normalised,
			fingerprint,
		} ),
	} );
}

/**
 * Loads the REST schema of a version (GET on the versioned REST root), from sessionStorage
 * when the cached copy is fresh. Concurrent callers share one request.
 *
 * @param version Version string; default `wp/v2/`.
 */
export async function loadSchema(
	version: string = DEFAULT_VERSION
): Promise< RestSchema > {
	return ( await loadSchemaEntry( version ) ).schema;
}
