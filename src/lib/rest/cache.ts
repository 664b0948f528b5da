/**
 * The schema cache: sessionStorage entries `{ format, fingerprint, checkedAt, schema }`, one
 * per site and version (a namespace index, schema.ts) or per site and route (one route's own
 * schema, route-schema.ts), all under the key prefix `farol-rest-schema|<site>|`.
 *
 * - hit: an entry checked less than `schemaMaxAge` ago (default 5 minutes) is used as is, with
 *   no request at all;
 * - miss: no entry (or an unreadable one) → ask the server, store the answer;
 * - revalidation: an older entry → ask again and compare fingerprints. Same: the entry is only
 *   re-dated. Different: the entry is replaced, the change listeners drop what was built from
 *   the old one, and a `farol:rest-schema-change` event is dispatched on `window`;
 * - invalidation on evidence: a 404 `rest_no_route` (schema.ts) drops every entry of the site.
 * WordPress sends no ETag or version with its schemas, so a bounded age is the cheapest honest
 * signal; `configureRest( { schemaMaxAge: 0 } )` revalidates on every load.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { schemaMaxAge, siteKey } from './config';

/** Event dispatched on window when a revalidation finds a different schema. */
export const SCHEMA_CHANGE_EVENT = 'farol:rest-schema-change';

const KEY_PREFIX = 'farol-rest-schema|';

/** A cached schema with what decides its freshness. */
export interface Entry< T > {
	format: 1;
	fingerprint: string;
	checkedAt: number;
	schema: T;
}

/** How to load, fingerprint and announce one kind of entry. */
export interface EntrySource< T > {
	/** Checks a stored entry's schema. */
	shape: z.ZodType< T, z.ZodTypeDef, unknown >;
	/** Asks the server. */
	fetch: () => Promise< T >;
	/** Fingerprint of what models are built from. */
	fingerprint: ( schema: T ) => string;
	/** `detail` of the change event. */
	changeDetail: ( fingerprint: string ) => Record< string, string >;
}

const inFlight = new Map< string, Promise< Entry< unknown > > >();
// The entry last read or written per key, so a page does not re-parse 100+ KB of JSON on
// every call; sessionStorage is per tab, so nothing else can change it behind our back.
const memory = new Map< string, Entry< unknown > >();
const changeListeners = new Set< ( key: string ) => void >();

/**
 * The key prefix of this site's entries.
 */
export function siteKeyPrefix(): string {
	return `${ KEY_PREFIX }${ siteKey() }|`;
}

function storage(): Storage | null {
	try {
		return window.sessionStorage;
	} catch {
		// Storage can be disabled (privacy settings, sandboxed frames): work uncached.
		return null;
	}
}

/**
 * The entry stored under a key, or null when there is none or it does not parse.
 *
 * @param key   Cache key.
 * @param shape Checks the entry's schema.
 */
function readEntry< T >(
	key: string,
	shape: z.ZodType< T, z.ZodTypeDef, unknown >
): Entry< T > | null {
	const remembered = memory.get( key );
	if ( remembered ) {
		// Only entries that passed `shape` (parsed below, or written by resolve()) are kept,
		// and a key always holds the same kind of entry.
		return remembered as Entry< T >;
	}
	const raw = storage()?.getItem( key );
	if ( ! raw ) {
		return null;
	}
	try {
		const parsed = z
			.object( {
				format: z.literal( 1 ),
				fingerprint: z.string(),
				checkedAt: z.number(),
				schema: shape,
			} )
			.safeParse( JSON.parse( raw ) );
		if ( ! parsed.success ) {
			return null;
		}
		const entry = parsed.data as Entry< T >;
		memory.set( key, entry );
		return entry;
	} catch {
		return null;
	}
}

function writeEntry( key: string, entry: Entry< unknown > ): void {
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
 * Calls `listener` with the cache key whenever an entry is dropped or replaced.
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
 * Drops every entry of this site whose key starts with `prefix`, stored, remembered or being
 * loaded, and tells the listeners.
 *
 * @param prefix A key, or the start of the keys to drop.
 */
export function dropEntries( prefix: string ): void {
	const store = storage();
	const keys = new Set< string >();
	if ( store ) {
		for ( let i = 0; i < store.length; i++ ) {
			const key = store.key( i );
			if ( key !== null && key.startsWith( prefix ) ) {
				keys.add( key );
			}
		}
	}
	for ( const key of [ ...inFlight.keys(), ...memory.keys() ] ) {
		if ( key.startsWith( prefix ) ) {
			keys.add( key );
		}
	}
	keys.forEach( ( key ) => {
		store?.removeItem( key );
		memory.delete( key );
		inFlight.delete( key );
		notifyChange( key );
	} );
}

/**
 * The entry under `key` when it is fresh, with no request; null otherwise.
 *
 * @param key   Cache key.
 * @param shape Checks the entry's schema.
 */
export function freshEntry< T >(
	key: string,
	shape: z.ZodType< T, z.ZodTypeDef, unknown >
): Entry< T > | null {
	const cached = readEntry( key, shape );
	return cached && Date.now() - cached.checkedAt < schemaMaxAge()
		? cached
		: null;
}

async function resolve< T >(
	key: string,
	source: EntrySource< T >
): Promise< Entry< T > > {
	const cached = readEntry( key, source.shape );
	const now = Date.now();
	if ( cached && now - cached.checkedAt < schemaMaxAge() ) {
		return cached;
	}
	const schema = await source.fetch();
	const fingerprint = source.fingerprint( schema );
	if ( cached && cached.fingerprint === fingerprint ) {
		const redated = { ...cached, checkedAt: now };
		writeEntry( key, redated );
		return redated;
	}
	const entry: Entry< T > = {
		format: 1,
		fingerprint,
		checkedAt: now,
		schema,
	};
	writeEntry( key, entry );
	if ( cached ) {
		notifyChange( key );
		window.dispatchEvent(
			new CustomEvent( SCHEMA_CHANGE_EVENT, {
				detail: source.changeDetail( fingerprint ),
			} )
		);
	}
	return entry;
}

/**
 * The entry under `key`, from the cache when fresh, else from the server (see the rules at
 * the top of this file). Concurrent callers share one request.
 *
 * @param key    Cache key.
 * @param source How to load it.
 */
export function loadEntry< T >(
	key: string,
	source: EntrySource< T >
): Promise< Entry< T > > {
	// A key always holds the same kind of entry, loaded by the same source.
	let pending = inFlight.get( key ) as Promise< Entry< T > > | undefined;
	if ( ! pending ) {
		pending = resolve( key, source ).finally( () =>
			inFlight.delete( key )
		);
		inFlight.set( key, pending );
	}
	return pending;
}
