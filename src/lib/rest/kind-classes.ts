/**
 * The typed shapes of a built kind (its Model and Collection classes) and of one version's
 * models: what the core kinds' table (core-kinds.ts) and the kinds built from a schema
 * (kinds.ts) both name.
 */

/**
 * Internal dependencies
 */
import type { CollectionClass } from './collection';
import type { UnknownFields } from './core-types';
import type { KindInfo } from './kind';
import type { ModelClass } from './model';

/** A kind with a collection: `Model` for one object, `Collection` for lists. */
export interface CollectionKind< F extends object > {
	readonly singleton: false;
	readonly info: KindInfo;
	readonly Model: ModelClass< F >;
	readonly Collection: CollectionClass< F >;
}

/** A kind that is one object (site settings): only `Model`. */
export interface SingletonKind< F extends object > {
	readonly singleton: true;
	readonly info: KindInfo;
	readonly Model: ModelClass< F >;
}

/** Any kind, fields unknown. */
export type AnyKind =
	| CollectionKind< UnknownFields >
	| SingletonKind< UnknownFields >;

/** The models of one version of the REST API. */
export interface NamespaceModels {
	/** Version string, e.g. `wp/v2/`. */
	readonly version: string;
	/** Every kind the schema lists, core and custom, keyed by name. */
	readonly byName: Readonly< Record< string, AnyKind > >;
}
