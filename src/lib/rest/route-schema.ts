/**
 * One route's own schema, without the namespace index: WordPress answers an OPTIONS request
 * on a route with that route's namespace, methods, endpoint arguments and item schema (a few
 * KB instead of the index's 176). Cached in sessionStorage per site and route under
 * `farol-rest-schema|<site>|<route>` (e.g. `…|wp/v2/books`), with the hit, miss, revalidation
 * and invalidation rules of cache.ts; invalidating a version drops its routes too.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { loadEntry, siteKeyPrefix } from './cache';
import { RestError } from './errors';
import { RouteShape, schemaFingerprint } from './schema';
import { invalidJson, send } from './transport';

/** What OPTIONS on a route answers: the route as the index lists it, plus its item schema. */
export const RouteSchemaShape = RouteShape.extend( {
	namespace: z.string(),
	/** The JSON Schema of the route's objects (absent for routes that declare none). */
	schema: z
		.object( {
			properties: z.record( z.unknown() ).optional(),
		} )
		.passthrough()
		.optional(),
} );

/** One route's own schema. */
export type RouteSchema = z.infer< typeof RouteSchemaShape >;

/**
 * A route as the cache and the kinds name it: no leading or trailing slash.
 *
 * @param route `/wp/v2/settings`, `wp/v2/settings/`, ...
 */
export function trimRoute( route: string ): string {
	return route.replace( /^\/+/, '' ).replace( /\/+$/, '' );
}

/**
 * The sessionStorage key of a route's own schema on this site.
 *
 * @param route The route.
 */
export function routeCacheKey( route: string ): string {
	return `${ siteKeyPrefix() }${ trimRoute( route ) }`;
}

async function fetchRouteSchema( route: string ): Promise< RouteSchema > {
	const response = await send( { restPath: route, method: 'OPTIONS' } );
	// WordPress answers OPTIONS on a route it does not know with 200 and `[]`.
	if ( Array.isArray( response.data ) && response.data.length === 0 ) {
		throw new RestError(
			'rest_no_route',
			__(
				'No route was found matching the URL and request method.',
				'farol'
			),
			404,
			{ route }
		);
	}
	const parsed = RouteSchemaShape.safeParse( response.data );
	if ( ! parsed.success ) {
		throw invalidJson( response.status, response.data );
	}
	return parsed.data;
}

/**
 * The cached entry of a route — its schema and fingerprint — loading it with OPTIONS when
 * needed. Concurrent callers share one request.
 *
 * @param route The route, e.g. `wp/v2/books`.
 */
export function loadRouteSchemaEntry(
	route: string
): Promise< { schema: RouteSchema; fingerprint: string } > {
	const trimmed = trimRoute( route );
	const fingerprint = ( data: RouteSchema ) =>
		schemaFingerprint( {
			namespace: data.namespace,
			routes: { [ `/${ trimmed }` ]: data },
		} );
	return loadEntry( routeCacheKey( trimmed ), {
		shape: RouteSchemaShape,
		fetch: () => fetchRouteSchema( trimmed ),
		fingerprint,
		changeDetail: ( value ) => ( { route: trimmed, fingerprint: value } ),
	} );
}

/**
 * Loads one route's own schema (OPTIONS on the route) — methods, endpoint arguments and the
 * JSON Schema of its objects — from sessionStorage when the cached copy is fresh. A route the
 * site does not know rejects with a RestError `rest_no_route` (404).
 *
 * @param route The route, e.g. `/wp/v2/settings` or `farol/v1/leads`.
 */
export async function loadRouteSchema( route: string ): Promise< RouteSchema > {
	return ( await loadRouteSchemaEntry( route ) ).schema;
}
