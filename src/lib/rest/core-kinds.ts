/**
 * The kinds of `wp/v2/` that WordPress core registers: their names, how their items are
 * addressed, the shapes their fields are checked with, and what deleting and listing them
 * default to. Because all of it is known here, a caller that names one of these routes
 * (getModel( 'wp/v2/settings' )) gets its kind with no schema request at all.
 */

/**
 * External dependencies
 */
import type { z } from 'zod';

/**
 * Internal dependencies
 */
import {
	CommentShape,
	MediaShape,
	PageShape,
	PostShape,
	SettingsShape,
	StatusShape,
	TaxonomyShape,
	TermShape,
	TypeShape,
	UserShape,
} from './core-types';
import type { Shape } from './kind';
import type {
	AnyKind,
	CollectionKind,
	NamespaceModels,
	SingletonKind,
} from './kind-classes';

/** What is known of a core kind without asking the server. */
interface CoreDefinition {
	/** Its key in getModels(). */
	readonly name: string;
	/** Name of the item route's parameter (`id`, or a slug's name); null for one object. */
	readonly param: string | null;
	/** Checks its fields. */
	readonly shape: Shape;
	/**
	 * Deleting sends no `force=true`, so the object goes to the trash where WordPress has one:
	 * what the client this layer replaces did for these kinds. Terms and users cannot be
	 * trashed, so they are deleted for good.
	 */
	readonly trashable: boolean;
	/** Default `per_page`: tags and categories are looked up by the hundred. */
	readonly pageSize: number | null;
}

/** The core kinds by REST base. */
export const CORE_KINDS = {
	posts: {
		name: 'Post',
		param: 'id',
		shape: PostShape,
		trashable: true,
		pageSize: null,
	},
	pages: {
		name: 'Page',
		param: 'id',
		shape: PageShape,
		trashable: true,
		pageSize: null,
	},
	comments: {
		name: 'Comment',
		param: 'id',
		shape: CommentShape,
		trashable: true,
		pageSize: null,
	},
	media: {
		name: 'Media',
		param: 'id',
		shape: MediaShape,
		trashable: true,
		pageSize: null,
	},
	users: {
		name: 'User',
		param: 'id',
		shape: UserShape,
		trashable: false,
		pageSize: null,
	},
	tags: {
		name: 'Tag',
		param: 'id',
		shape: TermShape,
		trashable: false,
		pageSize: 100,
	},
	categories: {
		name: 'Category',
		param: 'id',
		shape: TermShape,
		trashable: false,
		pageSize: 100,
	},
	taxonomies: {
		name: 'Taxonomy',
		param: 'taxonomy',
		shape: TaxonomyShape,
		trashable: true,
		pageSize: null,
	},
	types: {
		name: 'Type',
		param: 'type',
		shape: TypeShape,
		trashable: true,
		pageSize: null,
	},
	statuses: {
		name: 'Status',
		param: 'status',
		shape: StatusShape,
		trashable: true,
		pageSize: null,
	},
	settings: {
		name: 'Settings',
		param: null,
		shape: SettingsShape,
		trashable: false,
		pageSize: null,
	},
} as const satisfies Record< string, CoreDefinition >;

type CoreTable = typeof CORE_KINDS;

/** REST base of a core kind: `posts`, ..., `settings`. */
export type CoreBase = keyof CoreTable;

/** The version string of the core kinds. */
export const CORE_VERSION = 'wp/v2/';

/**
 * The definition of a core REST base, or undefined for any other base.
 *
 * @param base A REST base of `wp/v2/`.
 */
export function coreDefinition( base: string ): CoreDefinition | undefined {
	return Object.prototype.hasOwnProperty.call( CORE_KINDS, base )
		? CORE_KINDS[ base as CoreBase ]
		: undefined;
}

/** The typed kind of a core base: one object (settings) or a collection. */
export type CoreKind< B extends CoreBase > =
	CoreTable[ B ][ 'param' ] extends null
		? SingletonKind< z.infer< CoreTable[ B ][ 'shape' ] > >
		: CollectionKind< z.infer< CoreTable[ B ][ 'shape' ] > >;

/** The core kinds by name, typed: `Post`, `Page`, ..., `Settings`. */
export type CoreModels = {
	readonly [ B in CoreBase as CoreTable[ B ][ 'name' ] ]: CoreKind< B >;
};

/** The models of `wp/v2/`: the core kinds typed, every kind (custom ones too) in `byName`. */
export interface WpModels extends NamespaceModels, CoreModels {}

/** A route as a caller may write it, without its leading and trailing slashes. */
type TrimRoute< R extends string > = R extends `/${ infer P }`
	? TrimRoute< P >
	: R extends `${ infer P }/`
	? TrimRoute< P >
	: R;

/** The kind getModel() gives for a route: typed for a core route, else fields unknown. */
export type KindOfRoute< R extends string > =
	TrimRoute< R > extends `wp/v2/${ infer B extends CoreBase }`
		? CoreKind< B >
		: AnyKind;

/** The name a core route's kind has in getModels( { routes } ); never for other routes. */
export type NameOfRoute< R extends string > =
	TrimRoute< R > extends `wp/v2/${ infer B extends CoreBase }`
		? CoreTable[ B ][ 'name' ]
		: never;
