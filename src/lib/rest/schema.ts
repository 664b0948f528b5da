/**
 * The REST schema: the versioned REST root's route list, cached in sessionStorage.
 *
 * Cache design (one entry per site and version, key `farol-rest-schema|<site>|<version>`,
 * `<site>` from config.siteKey()):
 * - hit: an entry checked less than `schemaMaxAge` ago (default 5 minutes) is used as is, with
 *   no request at all;
 * - miss: no entry (or an unreadable one) → GET the versioned root, store it;
 * - revalidation: an older entry → GET the versioned root again and compare fingerprints
 *   (a hash of every route with its methods and argument names). Same fingerprint: the entry
 *   is only re-dated. Different: the site's schema changed — the entry is replaced, models
 *   built from the old one are dropped and a `farol:rest-schema-change` event is dispatched on
 *   `window` (detail: { version, fingerprint }).
 * - invalidation on evidence: any request answered 404 `rest_no_route` proves the cached
 *   route list wrong, so every entry of the site is dropped at once.
 * WordPress sends no ETag or version for its REST index, and a `_fields`-filtered index costs
 * the server the same work, so a bounded age is the cheapest honest signal; `configureRest(
 * { schemaMaxAge: 0 } )` revalidates on every load.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import {
	DEFAULT_VERSION,
	normaliseBase,
	schemaMaxAge,
	siteKey,
} from './config';
import { invalidJson, onNoRoute, send } from './request';

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

const RouteShape = z
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

const EntryShape = z.object( {
	format: z.literal( 1 ),
	fingerprint: z.string(),
	checkedAt: z.number(),
	schema: SchemaShape,
} );

type Entry = z.infer< typeof EntryShape >;

/** Event dispatched on window when a revalidation finds a different schema. */
export const SCHEMA_CHANGE_EVENT = 'farol:rest-schema-change';

const KEY_PREFIX = 'farol-rest-schema|';

const inFlight = new Map< string, Promise< Entry > >();
// The entry last read or written per key, so a page does not re-parse 100+ KB of JSON on
// every call; sessionStorage is per tab, so nothing else can change it behind our back.
const memory = new Map< string, Entry >();
const changeListeners = new Set< ( key: string ) => void >();

/**
 * The sessionStorage key of a version's schema on this site.
 *
 * @param version Version string, e.g. `wp/v2/`.
 */
export function schemaCacheKey( version: string ): string {
	return `${ KEY_PREFIX }${ siteKey() }|${ normaliseBase( version ) }`;
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

function storage(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		// Storage can be disabled (privacy settings, sandboxed frames): work uncached.
		return null;
	}
}

function readEntry( key: string ): Entry | null {
	const remembered = memory.get( key );
	if ( remembered ) {
		return remembered;
	}
	const raw = storage()?.getItem( key );
	if ( ! raw ) {
		return null;
	}
	try {
		const parsed = EntryShape.safeParse( JSON.parse( raw ) );
		if ( ! parsed.success ) {
			return null;
		}
		memory.set( key, parsed.data );
		return parsed.data;
	} catch {
		return null;
	}
}

function writeEntry( key: string, entry: Entry ): void {
	memory.set( key, entry );
	try {
		storage()?.setItem( key, JSON.stringify( entry ) );
	} catch {
		// Over quota: the schema still works for this page, just uncached.
	}
}

function notifyChange( key: string ): void {
	changeListeners.forEach( ( listener ) => listener( key ) );
}

/**
 * Calls `listener` with the cache key whenever a version's schema is dropped or replaced.
 *
 * @param listener Receives the cache key.
 * @return Function that removes the listener.
 */
export function onSchemaInvalidated(
	listener: ( key: string ) => void
): () => void {
	changeListeners.add( listener );
	return () => changeListeners.delete( listener );
}

/**
 * Drops the cached schema of one version on this site, or of every version when no version
 * is given. The next loadSchema() asks the server.
 *
 * @param version Version string; all versions when left out.
 */
export function invalidateSchema( version?: string ): void {
	const store = storage();
	const keys: string[] = [];
	if ( version !== undefined ) {
		keys.push( schemaCacheKey( version ) );
	} else if ( store ) {
		const sitePrefix = `${ KEY_PREFIX }${ siteKey() }|`;
		for ( let i = 0; i < store.length; i++ ) {
			const key = store.key( i );
			if ( key !== null && key.startsWith( sitePrefix ) ) {
				keys.push( key );
			}
		}
	}
	for ( const key of inFlight.keys() ) {
		const wanted =
			version === undefined || key === schemaCacheKey( version );
		if ( wanted && ! keys.includes( key ) ) {
			keys.push( key );
		}
	}
	for ( const key of memory.keys() ) {
		const wanted =
			version === undefined || key === schemaCacheKey( version );
		if ( wanted && ! keys.includes( key ) ) {
			keys.push( key );
		}
	}
	keys.forEach( ( key ) => {
		store?.removeItem( key );
		memory.delete( key );
		inFlight.delete( key );
		notifyChange( key );
	} );
}

onNoRoute( () => invalidateSchema() );

async function fetchSchema( version: string ): Promise< RestSchema > {
	const response = await send( { restPath: version, method: 'GET' } );
	const parsed = SchemaShape.safeParse( response.data );
	if ( ! parsed.success ) {
		throw invalidJson( response.status, response.data );
	}
	return parsed.data;
}

async function resolveEntry( key: string, version: string ): Promise< Entry > {
	const cached = readEntry( key );
	const now = Date.now();
	if ( cached && now - cached.checkedAt < schemaMaxAge() ) {
		return cached;
	}
	const schema = await fetchSchema( version );
	const fingerprint = schemaFingerprint( schema );
	if ( cached && cached.fingerprint === fingerprint ) {
		const redated = { ...cached, checkedAt: now };
		writeEntry( key, redated );
		return redated;
	}
	const entry: Entry = { format: 1, fingerprint, checkedAt: now, schema };
	writeEntry( key, entry );
	if ( cached ) {
		notifyChange( key );
		window.dispatchEvent(
			new CustomEvent( SCHEMA_CHANGE_EVENT, {
				detail: { version, fingerprint },
			} )
		);
	}
	return entry;
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
	const key = schemaCacheKey( normalised );
	let pending = inFlight.get( key );
	if ( ! pending ) {
		pending = resolveEntry( key, normalised ).finally( () =>
			inFlight.delete( key )
		);
		inFlight.set( key, pending );
	}
	return pending;
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
