/**
 * Where the REST API lives and how requests are authorised.
 *
 * WordPress already tells every page that loads `wp-api-fetch` (every Farol bundle that
 * imports this library does, through dependency extraction) where its REST root is and which
 * nonce to send: core prints, right after that script,
 *
 *     wp.apiFetch.use( wp.apiFetch.createRootURLMiddleware( "<rest root>" ) );
 *     wp.apiFetch.nonceMiddleware = wp.apiFetch.createNonceMiddleware( "<wp_rest nonce>" );
 *     wp.apiFetch.use( wp.apiFetch.nonceMiddleware );
 *     wp.apiFetch.nonceEndpoint = "<admin-ajax.php?action=rest-nonce>";
 *
 * So by default nothing needs configuring: requests go out as REST paths that the root
 * middleware resolves, with the nonce the nonce middleware holds (and refreshes). A page
 * that has WordPress' `wpApiSettings` (the `wp-api` script's data) or that calls
 * `configureRest()` gets absolute URLs built from that root instead.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/** Options accepted by configureRest(). */
export interface RestConfig {
	/** REST root URL, e.g. `https://example.com/wp-json/` (or `...?rest_route=/`). */
	root?: string;
	/** The `wp_rest` nonce sent as `X-WP-Nonce`. */
	nonce?: string;
	/** Base path the REST helper puts between the root and the caller's path; default `farol/v1/`. */
	apiBase?: string;
	/** How long (ms) a cached schema is used without asking the server again; default 5 minutes. */
	schemaMaxAge?: number;
}

/** Default base path of the REST helper: Farol's own namespace. */
export const DEFAULT_API_BASE = 'farol/v1/';

/** Default REST schema version string: the core namespace, as the client this layer replaces used. */
export const DEFAULT_VERSION = 'wp/v2/';

/** Default time a cached schema is trusted without a new request. */
export const DEFAULT_SCHEMA_MAX_AGE = 5 * 60 * 1000;

const WpApiSettingsShape = z.object( {
	root: z.string().optional(),
	nonce: z.string().optional(),
} );

/** What WordPress' api-fetch carries once core's inline script has run. */
interface WordPressApiFetch {
	nonceMiddleware?: { nonce?: unknown };
	nonceEndpoint?: unknown;
}

let explicit: RestConfig = {};
let refreshedNonce: string | null = null;

/**
 * Ends a path segment with exactly one slash and drops leading slashes ('' stays '').
 *
 * @param base A base such as `/farol/v1` or `wp/v2/`.
 */
export function normaliseBase( base: string ): string {
	const trimmed = base.replace( /^\/+/, '' ).replace( /\/+$/, '' );
	return trimmed === '' ? '' : `${ trimmed }/`;
}

/**
 * Sets the REST root, nonce, API base path or schema cache age explicitly. Values given
 * replace earlier ones; values left out keep theirs.
 *
 * @param config The values to set.
 */
export function configureRest( config: RestConfig ): void {
	explicit = { ...explicit, ...config };
	if ( config.nonce !== undefined ) {
		refreshedNonce = null;
	}
}

/** Forgets everything configureRest() set (for tests and page transitions). */
export function resetRestConfig(): void {
	explicit = {};
	refreshedNonce = null;
}

function wpApiSettings(): z.infer< typeof WpApiSettingsShape > {
	const parsed = WpApiSettingsShape.safeParse(
		( window as unknown as { wpApiSettings?: unknown } ).wpApiSettings
	);
	return parsed.success ? parsed.data : {};
}

function wordpressApiFetch(): WordPressApiFetch {
	return apiFetch as unknown as WordPressApiFetch;
}

/**
 * The REST root as an absolute URL ending in `/`, or null when only WordPress' root URL
 * middleware knows it (requests then go out as paths).
 */
export function restRoot(): string | null {
	const root = explicit.root ?? wpApiSettings().root;
	if ( ! root ) {
		return null;
	}
	return root.includes( '?' ) || root.endsWith( '/' ) ? root : `${ root }/`;
}

/** The nonce to send, or null when none is known. */
export function restNonce(): string | null {
	if ( refreshedNonce ) {
		return refreshedNonce;
	}
	if ( explicit.nonce ) {
		return explicit.nonce;
	}
	const live = wordpressApiFetch().nonceMiddleware?.nonce;
	if ( typeof live === 'string' && live !== '' ) {
		return live;
	}
	return wpApiSettings().nonce || null;
}

/**
 * Stores a nonce fetched after the server refused the old one, here and in WordPress' own
 * nonce middleware so every other apiFetch caller on the page uses it too.
 *
 * @param nonce The fresh nonce.
 */
export function rememberFreshNonce( nonce: string ): void {
	refreshedNonce = nonce;
	const middleware = wordpressApiFetch().nonceMiddleware;
	if ( middleware ) {
		middleware.nonce = nonce;
	}
}

/** Where a fresh nonce can be fetched (set by WordPress core), or null. */
export function nonceEndpoint(): string | null {
	const endpoint = wordpressApiFetch().nonceEndpoint;
	return typeof endpoint === 'string' && endpoint !== '' ? endpoint : null;
}

/** The REST helper's base path, normalised (`farol/v1/` unless configured). */
export function apiBase(): string {
	return normaliseBase( explicit.apiBase ?? DEFAULT_API_BASE );
}

/** How long a cached schema is trusted, in milliseconds. */
export function schemaMaxAge(): number {
	return explicit.schemaMaxAge ?? DEFAULT_SCHEMA_MAX_AGE;
}

/**
 * A string that names this WordPress site, for cache keys: the REST root when known, else
 * core's nonce endpoint (an admin URL, so it differs between the sites of a multisite that
 * share one origin), else the page's origin.
 */
export function siteKey(): string {
	return restRoot() ?? nonceEndpoint() ?? window.location.origin;
}
